/**
 * Where an output folder may be. It is never the filesystem root, the home or working folder, the project, a
 * folder of the project (its sources, content, tests, `.git`, `node_modules` …, and every folder git tracks), the
 * cache folder, nor a folder above one of them; never inside the content, templates, static files, sources or
 * `node_modules`. An existing folder is replaced only when it is eventsite's own output (its manifest describes it:
 * the one beside it, or the one a build killed while publishing left in its work folder; or it is an earlier
 * version's output link) or empty; anything else is moved aside with `--force`, never deleted. A folder this user
 * may not write (or one on a read-only file system) is refused at once, in one plain line.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, lstatSync, readdirSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EventsiteError } from '../core/errors.ts';
import type { ProjectLayout } from '../core/project-layout.ts';
import { isLegacyOutput } from './legacy-store.ts';
import { hasStamp, manifestFile, readManifest, type Manifest } from './manifest.ts';
import { NOT_WRITABLE_CODES, notWritableError, workFolderOf, workFolderParts } from './work-folder.ts';

/** An output folder that must not be written: refused before anything is built (exit 2). */
export class UnsafeOutputError extends EventsiteError {}

/** Folders of a project that are never an output, nor hold one, whether git tracks them or not. */
const PROJECT_FOLDERS = ['.git', '.github', '.ci', 'bin', 'content', 'docs', 'lib', 'node_modules', 'scripts', 'src', 'static', 'templates', 'test'];

/** Folders an output may not lie inside (and may not be or hold). */
const NOT_INSIDE = ['.git', 'bin', 'content', 'docs', 'lib', 'node_modules', 'scripts', 'src', 'static', 'templates', 'test'];

/** The folders of the project git tracks files in (none when git or the repository is missing). */
function trackedFolders(root: string): string[] {
  if (!existsSync(path.join(root, '.git'))) return [];
  try {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 }).split('\0');
    const folders = new Set<string>();
    for (const file of files) for (let dir = path.dirname(file); dir !== '.' && dir !== ''; dir = path.dirname(dir)) folders.add(dir);
    return [...folders].map((dir) => path.join(root, dir));
  } catch {
    return [];
  }
}

/** The real path of `p`, or of its nearest existing ancestor joined with the rest. */
async function realish(p: string): Promise<string> {
  const rest: string[] = [];
  for (let current = p; ; current = path.dirname(current)) {
    try {
      return path.join(await realpath(current), ...rest);
    } catch {
      if (path.dirname(current) === current) return p;
      rest.unshift(path.basename(current));
    }
  }
}

/** `lstat` of `p`, or undefined when there is nothing there (or a file stands where a folder on its way should be). */
function lstatOrNone(p: string): ReturnType<typeof lstatSync> | undefined {
  try {
    return lstatSync(p, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

const within = (child: string, parent: string) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** Options of {@link checkOutputFolder}. */
export interface OutputFolderOptions {
  /** The output folder as the user gave it. */
  outDir: string;
  /** The project: its folders and its cache folder are protected. */
  layout: ProjectLayout;
  /** The content folder in use (protected like the project's). */
  contentDir: string;
  /** Move an existing folder that is not eventsite's aside instead of refusing it. */
  force?: boolean;
}

/** What {@link checkOutputFolder} found. */
export interface CheckedOutput {
  /** The output folder, absolute, its parent's links resolved. */
  target: string;
  /** Where the existing folder goes instead of being replaced (`--force` on a folder that is not eventsite's). */
  aside?: string;
}

/**
 * True when `target` (absolute, existing) is eventsite's output: its manifest describes it, or an earlier version's
 * link. A manifest describes the folder when it names the folder's inode and at least one file it lists is still
 * there as written: a folder made again where the output was, which the file system may give the same inode
 * number, holds none of them. The manifest is the one beside the output or, after a build killed between putting
 * its site in place and its manifest beside it, the one left in its work folder (with no `site/` there), which the
 * work folder's repair (`claimWorkFolder`) then moves beside the output.
 */
export async function isOwnOutput(target: string): Promise<boolean> {
  if (isLegacyOutput(target)) return true;
  const folder = lstatSync(target, { throwIfNoEntry: false })?.ino;
  if (folder === undefined) return false;
  const describes = (manifest: Manifest | undefined) =>
    manifest?.folder === folder && manifest.groups.some((group) => group.files.some(([name, stamp]) => hasStamp(path.join(target, name), stamp)));
  if (describes(await readManifest(manifestFile(target)))) return true;
  const work = workFolderParts(workFolderOf(target));
  return !existsSync(work.site) && describes(await readManifest(work.manifest));
}

/**
 * Checks that `outDir` may be written, before anything is built.
 * @throws {UnsafeOutputError} with a one-line reason and a hint.
 * @throws {OutputNotWritableError} when this user may not write the output folder or the folder it is made in
 * (permissions, a read-only file system), in one plain line.
 */
export async function checkOutputFolder({ outDir, layout, contentDir, force = false }: OutputFolderOptions): Promise<CheckedOutput> {
  const refuse = (why: string, hint = 'write the site to a folder of its own, e.g. --out dist') => new UnsafeOutputError(`${JSON.stringify(outDir)} ${why}`, { field: '--out', hint });
  if (outDir.trim() === '') throw refuse('is empty', 'give the folder to write, e.g. --out dist');
  const absolute = path.resolve(outDir);
  // The folder itself is not followed when it is a link: it is the link that gets replaced.
  const target = path.join(await realish(path.dirname(absolute)), path.basename(absolute));
  if (target === path.parse(target).root) throw refuse('is the filesystem root');
  const root = await realish(layout.root);
  const named: [string, string, boolean][] = [
    ['the home folder', os.homedir(), false],
    ['the working folder', process.cwd(), false],
    ['the project', root, false],
    ['the content folder', path.resolve(contentDir), true],
    ['the cache folder', layout.cache, false],
    ...PROJECT_FOLDERS.map((name): [string, string, boolean] => [`the project's ${name} folder`, path.join(root, name), NOT_INSIDE.includes(name)]),
    ...trackedFolders(root).map((dir): [string, string, boolean] => [`${path.relative(root, dir)}, a folder git tracks`, dir, false]),
  ];
  for (const [name, folder, notInside] of named) {
    // Both the folder as named and where it leads: a link in the project (node_modules) is protected too.
    for (const place of new Set([path.resolve(folder), await realish(path.resolve(folder))])) {
      if (within(place, target)) throw refuse(place === target ? `is ${name}` : `holds ${name} (${folder})`);
      if (notInside && within(target, place)) throw refuse(`is inside ${name} (${folder})`);
    }
  }
  const info = lstatOrNone(absolute);
  if (!info) {
    for (let above = path.dirname(absolute); above !== path.dirname(above); above = path.dirname(above)) {
      const parent = lstatOrNone(above);
      if (parent && !parent.isDirectory() && !parent.isSymbolicLink()) throw refuse(`is inside ${above}, which is a file`);
    }
    return writable({ target });
  }
  if (!info.isDirectory() && !info.isSymbolicLink()) throw refuse('is a file, not a folder');
  if (await isOwnOutput(target)) return writable({ target }, info.isDirectory());
  if (info.isDirectory() && readdirSync(target).length === 0) return writable({ target }, true);
  const what = info.isSymbolicLink() ? 'a link that eventsite did not make' : 'a folder that eventsite did not write';
  if (!force) throw refuse(`is ${what}`, 'choose another folder, or pass --force to move it aside (it is kept, renamed) and build there');
  return writable({ target, aside: asideName(target) }, info.isDirectory());
}

/**
 * `checked`, once this user may write where a build writes: the nearest existing folder above the output (where
 * the work folder, and any folder missing on the way, are made) and, with `folder`, the output folder itself
 * (publishing renames it, which on Linux needs write permission on it).
 * @throws {OutputNotWritableError} at once, naming the folder that refuses: a build would fail only once written.
 */
function writable(checked: CheckedOutput, folder = false): CheckedOutput {
  let above = path.dirname(checked.target);
  while (!existsSync(above) && path.dirname(above) !== above) above = path.dirname(above);
  for (const place of folder ? [above, checked.target] : [above]) {
    const refused = accessError(place);
    if (refused) throw notWritableError(checked.target, place, refused.code!, refused);
  }
  return checked;
}

/** The error of `access(W_OK)` on `place` when it says the place may not be written; none otherwise. */
function accessError(place: string): NodeJS.ErrnoException | undefined {
  try {
    accessSync(place, constants.W_OK);
    return undefined;
  } catch (error) {
    return NOT_WRITABLE_CODES.has((error as NodeJS.ErrnoException).code ?? '') ? (error as NodeJS.ErrnoException) : undefined;
  }
}

/** A free name beside `target` for the folder `--force` moves away: `{name}.replaced-{yyyymmdd-hhmmss}`. */
function asideName(target: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  for (let n = 0; ; n++) {
    const name = `${target}.replaced-${stamp}${n === 0 ? '' : `-${n}`}`;
    if (!lstatSync(name, { throwIfNoEntry: false })) return name;
  }
}
