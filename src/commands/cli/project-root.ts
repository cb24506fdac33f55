/**
 * The project a command works on, found from the folder it was started in the way git and npm find theirs: the
 * nearest folder upwards holding both a `package.json` and a `content/` folder. Commands run from there, so
 * `eventsite build` works the same from `content/blog` as from the root.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const isFolder = (file: string) => existsSync(file) && statSync(file).isDirectory();

/**
 * The project root above (or at) `start`.
 * @returns the absolute folder, or `undefined` when no folder up to the file system's root is a project.
 */
function findProjectRoot(start: string): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && isFolder(path.join(dir, 'content'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The options of the commands that name a folder or a file. */
const PATH_OPTIONS = ['content', 'out', 'root'];

/**
 * Moves the command to the project root above the working folder, keeping the folders named on the command line
 * pointing where they did: each becomes relative to the root (or absolute, outside it). From the root itself
 * nothing changes, so messages quote the folders as they were typed.
 * @returns the root moved to, or `undefined` when the command stays where it is.
 */
export function moveToProjectRoot(
  options: Record<string, unknown>,
  given: (name: string) => boolean,
): string | undefined {
  const start = process.cwd();
  const root = findProjectRoot(start);
  if (!root || root === start) return undefined;
  for (const name of PATH_OPTIONS) {
    const value = options[name];
    if (typeof value !== 'string' || !given(name)) continue;
    const relative = path.relative(root, path.resolve(start, value));
    options[name] =
      relative.startsWith('..') || path.isAbsolute(relative) ? path.resolve(start, value) : relative || '.';
  }
  process.chdir(root);
  return root;
}
