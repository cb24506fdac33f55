#!/usr/bin/env node
// Starts the CLI from the JavaScript esbuild compiles from src/ (bin/compile.js). `check` writes nothing: when no
// compiled CLI is ready for these sources, it runs them through tsx instead, as every command does when the cache
// folder cannot take the compiled CLI.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CliNotWritten, compiledCli } from './compile.js';

// React renders in its production build (several times faster, the same markup) in every command, `dev` included:
// dev renders what build renders. The templates' type check reports wrong props; React's development warnings about
// elements nested as HTML forbids (a <div> in a <p>) are gone, and the tests' W3C check (html-validity) finds those.
// Set before anything loads React.
const command = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
process.env.NODE_ENV = 'production';

let entry;
try {
  entry = await compiledCli({ write: command !== 'check' });
} catch (error) {
  // A cache folder that cannot take the compiled CLI (full, read-only, a file in the way) costs start-up time, never
  // the command. Any other failure (the sources, esbuild) is the command's.
  if (!(error instanceof CliNotWritten)) throw error;
  if (!process.argv.includes('-q') && !process.argv.includes('--quiet')) console.error(`warning: ${error.message}; running from the sources, which starts slower`);
}
if (!entry) {
  // tsx keeps no cache of its own either (it would write to the system's temporary folder).
  process.env.TSX_DISABLE_CACHE = '1';
  const { register } = await import('tsx/esm/api');
  register();
  entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/commands/cli.ts');
}
const { main } = await import(pathToFileURL(entry).href);
process.exitCode = await main(process.argv);
