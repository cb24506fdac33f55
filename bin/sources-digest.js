// What the compiled CLI (lib/, made by bin/compile.js at install) is made from, and the digest of it: the sources,
// the compiler and its stand-in, package.json and package-lock.json. bin/eventsite.js runs lib/ only while the digest
// recorded beside it is the current one; otherwise it runs the sources.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The compiled CLI's folder (git-ignored; made by `npm ci`/`npm install` through the `prepare` script). */
export const COMPILED = path.join(ROOT, 'lib');
/** The file in {@link COMPILED} recording the digest of the sources it was compiled from; written last. */
export const DIGEST_FILE = path.join(COMPILED, 'sources-digest');

/** The digest (hex) of everything the compiled CLI is made from, each file by its path and bytes. */
export async function sourcesDigest() {
  const sources = path.join(ROOT, 'src');
  const names = (await readdir(sources, { recursive: true })).filter((f) => f.endsWith('.ts')).sort();
  const files = [
    ...names.map((f) => path.join(sources, f)),
    ...['bin/compile.js', 'bin/gray-matter-stand-in.cjs', 'package.json', 'package-lock.json'].map((f) =>
      path.join(ROOT, f),
    ),
  ];
  // Read all at once (one by one, the reads waited on each other: some 60 ms of every start).
  const contents = await Promise.all(files.map((file) => readFile(file).catch(() => '')));
  const hash = createHash('sha256');
  files.forEach((file, i) =>
    hash
      .update(`${path.relative(ROOT, file)}\0`)
      .update(contents[i])
      .update('\0'),
  );
  return hash.digest('hex');
}
