/**
 * The tool's version as its caches know it: a digest of its own code (every file under `src/`), of
 * `package.json` and of `package-lock.json` (the libraries that parse, render and compress). Every cache key
 * holds it, so an edit to the code or an upgrade of a library never reads a value an older tool made.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { digestOf } from './fingerprint.ts';

const known = new Map<string, Promise<string>>();

/**
 * The version of the tool whose project folder is `root` (read once per process).
 * @returns a hex SHA-256.
 * @throws {Error} when `package.json` or `src/` cannot be read (a broken installation).
 */
export function toolVersion(root: string): Promise<string> {
  let version = known.get(root);
  if (!version) {
    version = (async () => {
      const sources = path.join(root, 'src');
      const names = (await readdir(sources, { recursive: true })).filter((name) => /\.tsx?$/.test(name)).sort();
      const files = [
        path.join(root, 'package.json'),
        path.join(root, 'package-lock.json'),
        ...names.map((name) => path.join(sources, name)),
      ];
      const bytes = await Promise.all(files.map((file) => readFile(file).catch(() => Buffer.alloc(0))));
      return digestOf(files.flatMap((file, i) => [path.relative(root, file), bytes[i]!]));
    })();
    known.set(root, version);
  }
  return version;
}
