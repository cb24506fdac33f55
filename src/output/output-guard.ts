/**
 * Where an output folder may be, and how it is recognised as eventsite's own. The visible output folder
 * (`dist`) is a symbolic link to a complete build kept beside it in `.{name}.eventsite/builds/`; that store
 * also holds the lock. A folder that is not such a link was not written by eventsite and is replaced only
 * with `--force`; the project, its content, templates, static files and sources, the working folder, the
 * home folder, the filesystem root and any folder above them are never an output folder.
 */
import { lstatSync, readlinkSync } from 'node:fs';
import { lstat, readdir, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EventsiteError } from '../core/errors.ts';
import type { ProjectLayout } from '../core/project-layout.ts';

/** An output folder that must not be written: refused before anything is built (exit 2). */
export class UnsafeOutputError extends EventsiteError {}

/** The folders of a project no output may be, hold or lie inside (the project itself: not be or hold). */
export function protectedFolders(layout: ProjectLayout, contentDir: string): Record<string, string> {
  return {
    'the project': layout.root,
    'the content folder': contentDir,
    'the templates folder': layout.templates,
    'the static folder': layout.static,
    'the sources folder': layout.sources,
  };
}

/**
 * The store of an output folder: its builds, its lock, the trash (old builds no build will show again, left
 * for the next build to remove while it works) and the builds begun ahead of the lock (`ahead`: the pages of the
 * visible build linked into a new one while its content loads).
 */
export function outputStore(outDir: string): { store: string; builds: string; trash: string; ahead: string } {
  const target = path.resolve(outDir);
  const store = path.join(path.dirname(target), `.${path.basename(target)}.eventsite`);
  return { store, builds: path.join(store, 'builds'), trash: path.join(store, 'trash'), ahead: path.join(store, 'ahead') };
}

/** The real path of `p`, or of its nearest existing ancestor joined with the rest. */
async function realish(p: string): Promise<string> {
  const rest: string[] = [];
  let current = p;
  for (;;) {
    try {
      return path.join(await realpath(current), ...rest);
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return p;
      rest.unshift(path.basename(current));
      current = parent;
    }
  }
}

const within = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** The build folder `outDir` links to, when it is eventsite's own output; otherwise undefined. Two system calls, synchronous. */
export function currentBuild(outDir: string): string | undefined {
  const target = path.resolve(outDir);
  try {
    if (!lstatSync(target).isSymbolicLink()) return undefined;
    const resolved = path.resolve(path.dirname(target), readlinkSync(target));
    return path.dirname(resolved) === outputStore(target).builds ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/** Options of {@link checkOutputFolder}. */
export interface OutputFolderOptions {
  /** The output folder as the user gave it. */
  outDir: string;
  /** Folders the output must not be, contain, or lie inside (project, content, templates, static files, sources). */
  protect: Record<string, string>;
  /** Replace an existing folder that eventsite did not write. */
  force?: boolean;
}

/**
 * Refuses an output folder that would destroy something: empty, the filesystem root, the home folder, the
 * working folder, a protected folder, a folder above one or inside one, an existing file, or (without
 * `force`) a non-empty folder that is not eventsite's own output.
 * @throws {UnsafeOutputError} with a one-line reason.
 */
export async function checkOutputFolder({ outDir, protect, force = false }: OutputFolderOptions): Promise<void> {
  const refuse = (why: string, hint?: string) => new UnsafeOutputError(`${JSON.stringify(outDir)} ${why}`, { field: '--out', hint });
  if (outDir.trim() === '') throw refuse('is empty', 'give the folder to write, e.g. --out dist');
  // The folder itself is not followed when it is a link: it is the link that gets replaced.
  const absolute = path.resolve(outDir);
  const target = path.join(await realish(path.dirname(absolute)), path.basename(absolute));
  if (target === path.parse(target).root) throw refuse('is the filesystem root');
  const named: [string, string][] = [['the home folder', os.homedir()], ['the working folder', process.cwd()], ...Object.entries(protect)];
  for (const [name, folder] of named) {
    const real = await realish(path.resolve(folder));
    if (within(real, target)) throw refuse(real === target ? `is ${name}` : `holds ${name} (${folder})`, 'write the site to a folder of its own, e.g. --out dist');
    if (name !== 'the home folder' && name !== 'the working folder' && name !== 'the project' && within(target, real)) {
      throw refuse(`is inside ${name} (${folder})`, 'write the site to a folder of its own, e.g. --out dist');
    }
  }
  const info = await lstat(absolute).catch(() => undefined);
  if (!info) {
    // It will be made: what is above it must be folders.
    for (let above = path.dirname(absolute); above !== path.dirname(above); above = path.dirname(above)) {
      const parent = await lstat(above).catch(() => undefined);
      if (parent && !parent.isDirectory() && !parent.isSymbolicLink()) throw refuse(`is inside ${above}, which is a file`);
    }
    return;
  }
  if (info.isSymbolicLink()) {
    if (force || currentBuild(outDir)) return;
    throw refuse('is a link that eventsite did not make', 'pass --force to replace the link (what it points to is kept)');
  }
  if (!info.isDirectory()) throw refuse('is a file, not a folder');
  if (force || (await readdir(target)).length === 0) return;
  throw refuse('is a folder that eventsite did not write', 'pass --force to replace it, or choose another folder');
}
