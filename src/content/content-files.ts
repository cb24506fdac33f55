/**
 * The files of a content folder, as the loader may read them: no symbolic link may lead outside the folder
 * (a link to `/usr/share` would publish the system's files) or back into itself (a loop would publish copies
 * without end). Links inside the folder are followed.
 */
import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { InvalidContentError } from '../core/errors.ts';
import { displayPath } from '../core/display-path.ts';

/**
 * The absolute paths of the symbolic links under `root`, dotted names too; links are listed, not followed. Node
 * lists the folder in one call (a few milliseconds for thousands of files); when a folder cannot be read, the walk
 * is made again by fast-glob, which passes over it.
 */
async function symbolicLinks(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isSymbolicLink()).map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    const entries = await fg('**', { cwd: root, onlyFiles: false, followSymbolicLinks: false, dot: true, objectMode: true, suppressErrors: true });
    return entries.filter((entry) => entry.dirent.isSymbolicLink()).map((entry) => path.join(root, entry.path));
  }
}

/**
 * Every symbolic link under `root` that leads outside it, into a loop, or nowhere.
 * @returns one error per such link, naming it and where it leads.
 */
export async function findUnsafeLinks(root: string): Promise<InvalidContentError[]> {
  const realRoot = await realpath(root).catch(() => root);
  const inside = (p: string) => p === realRoot || p.startsWith(realRoot + path.sep);
  const errors: InvalidContentError[] = [];
  for (const link of await symbolicLinks(root)) {
    const file = displayPath(link);
    let target: string;
    try {
      target = await realpath(link);
    } catch (error) {
      const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
      errors.push(new InvalidContentError(loop ? 'is a symbolic link that loops' : 'is a symbolic link to nothing', { file, hint: 'remove the link or put the file itself here' }));
      continue;
    }
    if (!inside(target)) {
      errors.push(
        new InvalidContentError(`is a symbolic link to ${target}, outside the content folder`, {
          file,
          expected: 'files inside the content folder',
          hint: 'copy the file into the content folder instead of linking to it',
        }),
      );
    } else if ((await realpath(path.dirname(link))).concat(path.sep).startsWith(target + path.sep)) {
      // A link to the folder that holds it (or one above): following it never ends.
      errors.push(new InvalidContentError(`is a symbolic link to ${target}, a folder that holds it: a loop`, { file, hint: 'remove the link' }));
    }
  }
  return errors;
}
