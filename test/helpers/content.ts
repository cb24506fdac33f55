/** Test helpers: temporary copies of the bundled content, and builds of it. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_DIR } from '../../src/build.ts';

/** The bundled content folder. */
export const CONTENT_DIR = path.join(PROJECT_DIR, 'content');

/** A fresh temporary folder; remove it with `rm(dir, { recursive: true })`. */
export function tempDir(prefix = 'eventsite-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/** A temporary copy of `content/` that a test may break. */
export async function copyContent(): Promise<{ dir: string; edit(file: string, change: (text: string) => string): Promise<void>; remove(): Promise<void> }> {
  const root = await tempDir('eventsite-content-');
  const dir = path.join(root, 'content');
  await cp(CONTENT_DIR, dir, { recursive: true });
  return {
    dir,
    async edit(file, change) {
      const full = path.join(dir, file);
      await writeFile(full, change(await readFile(full, 'utf8')));
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
