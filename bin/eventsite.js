#!/usr/bin/env node
// Starts the CLI: the compiled one in lib/ (bin/compile.js, run at install) when the digest recorded there is that of
// the current sources, else the sources themselves through tsx (an edited src/, or no compile yet). Code runs only
// from the project's own files: the cache folder holds data, never code.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPILED, DIGEST_FILE, ROOT, sourcesDigest } from './sources-digest.js';

// React renders in its production build (several times faster, the same markup) in every command, `dev` included:
// dev renders what build renders. The templates' type check reports wrong props; React's development warnings about
// elements nested as HTML forbids (a <div> in a <p>) are gone, and the tests' W3C check (html-validity) finds those.
// Set before anything loads React.
process.env.NODE_ENV = 'production';

const [recorded, current] = await Promise.all([readFile(DIGEST_FILE, 'utf8').catch(() => undefined), sourcesDigest()]);
let entry = path.join(COMPILED, 'cli.js');
if (recorded !== current) {
  // tsx keeps no cache of its own either (it would write to the system's temporary folder).
  process.env.TSX_DISABLE_CACHE = '1';
  const { register } = await import('tsx/esm/api');
  register();
  entry = path.join(ROOT, 'src/commands/cli.ts');
}
const { main } = await import(pathToFileURL(entry).href);
process.exitCode = await main(process.argv);
