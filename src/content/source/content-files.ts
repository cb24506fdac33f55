/**
 * The files of a folder the build reads and publishes (the content folder, `static/`), as it may read them: no
 * symbolic link may lead outside the folder (a link to `/usr/share` would publish the system's files) or into a
 * loop (a loop would publish copies without end, or as many as the system's limit of links in a path). Links
 * inside the folder are followed.
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { InvalidContentError } from '../../core/errors.ts';
import { displayPath } from '../../core/display-path.ts';
import { catalogue } from '../../core/error-catalogue.ts';

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
    const entries = await fg('**', {
      cwd: root,
      onlyFiles: false,
      followSymbolicLinks: false,
      dot: true,
      objectMode: true,
      suppressErrors: true,
    });
    return entries.filter((entry) => entry.dirent.isSymbolicLink()).map((entry) => path.join(root, entry.path));
  }
}

/** True when `p` is `folder` or inside it (both real paths). */
const isWithin = (p: string, folder: string) => p === folder || p.startsWith(folder + path.sep);

/** A link to a folder inside the root: where it is (the real folder holding it) and where it leads (real). */
interface FolderLink {
  link: string;
  at: string;
  target: string;
}

/**
 * The links that lie on a loop: following a link to a folder reaches every link under that folder, so a loop is
 * a chain of such links that comes back to its first (a link to a folder that holds it is a chain of one).
 * @returns each looping link with the link through which the chain comes back to it (itself for a chain of one).
 */
function loopingLinks(links: readonly FolderLink[]): { link: FolderLink; through: FolderLink }[] {
  const next = (from: FolderLink) => links.filter((other) => isWithin(other.at, from.target));
  const looping: { link: FolderLink; through: FolderLink }[] = [];
  for (const start of links) {
    // A walk over the links reachable from `start`; a few links at most, so a plain search is enough.
    const seen = new Set<FolderLink>();
    const queue = next(start);
    while (queue.length > 0) {
      const link = queue.shift()!;
      if (seen.has(link)) continue;
      seen.add(link);
      if (link === start) break;
      queue.push(...next(link));
    }
    if (seen.has(start)) {
      const direct = isWithin(start.at, start.target);
      const through = direct
        ? start
        : (links.find((other) => seen.has(other) && other !== start && isWithin(start.at, other.target)) ?? start);
      looping.push({ link: start, through });
    }
  }
  return looping;
}

/**
 * Every symbolic link under `root` that leads outside it, into a loop, or nowhere. Nothing is followed: a loop is
 * found from where its links lead, in milliseconds.
 * @param root - the folder (absolute or relative to the working directory); none there: no links.
 * @param folder - the folder's name in messages, e.g. `content folder` or `static folder`.
 * @returns one error per such link, naming it (its path as the user sees it) and where it leads.
 */
export async function findUnsafeLinks(root: string, folder = 'content folder'): Promise<InvalidContentError[]> {
  const realRoot = await realpath(root).catch(() => root);
  const errors: InvalidContentError[] = [];
  const folderLinks: FolderLink[] = [];
  for (const link of await symbolicLinks(root)) {
    const file = displayPath(link);
    let target: string;
    try {
      target = await realpath(link);
    } catch (error) {
      const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
      errors.push(new InvalidContentError(catalogue.BrokenSymlink({ loops: loop }), { file }));
      continue;
    }
    if (!isWithin(target, realRoot)) {
      errors.push(
        new InvalidContentError(catalogue.SymlinkOutside({ target, folder }), {
          file,
          expected: `files inside the ${folder}`,
        }),
      );
    } else if ((await stat(target)).isDirectory()) {
      folderLinks.push({ link, at: await realpath(path.dirname(link)), target });
    }
  }
  for (const { link, through } of loopingLinks(folderLinks)) {
    const problem = catalogue.SymlinkLoop({
      target: link.target,
      through: through === link ? undefined : displayPath(through.link),
    });
    errors.push(new InvalidContentError(problem, { file: displayPath(link.link) }));
  }
  return errors;
}
