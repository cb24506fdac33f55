#!/usr/bin/env node
// Starts the CLI from the JavaScript esbuild compiles from src/ (bin/compile.js). `check` writes nothing: when no
// compiled CLI is ready for these sources, it runs them through tsx instead.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compiledCli } from './compile.js';

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
  if (error?.name !== 'UnsafeCacheError') throw error;
  console.error(`${error.name}: ${error.message}\n  hint: ${error.hint}`);
  process.exit(2);
}
if (!entry) {
  const { register } = await import('tsx/esm/api');
  register();
  entry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/commands/cli.ts');
}
const { main } = await import(pathToFileURL(entry).href);
process.exitCode = await main(process.argv);
