/**
 * Where an output folder may be. It is never the filesystem root, the home or working folder, the project, a
 * folder of the project (its sources, content, tests, `.git`, `node_modules` …, and every folder git tracks), the
 * cache folder, nor a folder above one of them; never inside the content, templates, static files, sources or
 * `node_modules`; never an output's work folder, nor inside an output or a work folder. An existing folder is
 * replaced only when it is eventsite's own output (`ownership.ts`) or empty; anything else is moved aside with
 * `build --force`, never deleted. `dev` does not replace a site `build` wrote unless given `--force`. A folder this
 * user may not write (or one on a read-only file system) is refused at once, in one plain line.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, lstatSync, readdirSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { displayPath } from '../core/display-path.ts';
import { EventsiteError } from '../core/errors.ts';
import type { ProjectLayout } from '../core/project-layout.ts';
import { manifestFile, type OutputWriterCommand } from './manifest.ts';
import { outputOwner } from './ownership.ts';
import { NOT_WRITABLE_CODES, notWritableError } from './output-write-errors.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** An output folder that must not be written: refused before anything is built (exit 2). */
export class UnsafeOutputError extends EventsiteError {}

/** Folders of a project that are never an output, nor hold one, whether git tracks them or not. */
const PROJECT_FOLDERS = '.git .github .ci bin content docs lib node_modules scripts src static templates test'.split(
  ' ',
);

/** Folders an output may not lie inside (and may not be or hold): all of them but the CI and GitHub settings. */
const NOT_INSIDE = PROJECT_FOLDERS.filter((name) => name !== '.github' && name !== '.ci');

/** The folders of the project git tracks files in (none when git or the repository is missing). */
function trackedFolders(root: string): string[] {
  if (!existsSync(path.join(root, '.git'))) return [];
  try {
    const files = execFileSync('git', ['ls-files', '-z'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    }).split('\0');
    const folders = new Set<string>();
    for (const file of files)
      for (let dir = path.dirname(file); dir !== '.' && dir !== ''; dir = path.dirname(dir)) folders.add(dir);
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

const within = (child: string, parent: string) =>
  child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);

/** A protected folder: its name in words, its path, and whether an output may not lie inside it either. */
type Protected = [name: string, folder: string, notInside: boolean];

/** Options of {@link checkOutputFolder}. */
export interface OutputFolderOptions {
  /** The output folder as the user gave it. */
  outDir: string;
  /** The project: its folders and its cache folder are protected. */
  layout: ProjectLayout;
  /** The content folder in use (protected like the project's). */
  contentDir: string;
  /**
   * `build`: move an existing folder that is not eventsite's aside instead of refusing it. `dev`: replace a site
   * `build` wrote with a dev build.
   */
  force?: boolean;
  /** The command that writes the folder (default `build`): `dev` does not take a site `build` wrote unless forced. */
  command?: OutputWriterCommand;
}

/** What {@link checkOutputFolder} found. */
export interface CheckedOutput {
  /** The output folder, absolute, its parent's links resolved. */
  target: string;
  /** Where the existing folder goes instead of being replaced (`--force` on a folder that is not eventsite's). */
  aside?: string;
}

/**
 * Checks that `outDir` may be written, before anything is built.
 * @throws {UnsafeOutputError} with a one-line reason and a hint.
 * @throws {OutputNotWritableError} when this user may not write the output folder or the folder it is made in
 * (permissions, a read-only file system), in one plain line.
 */
export async function checkOutputFolder({
  outDir,
  layout,
  contentDir,
  force = false,
  command = 'build',
}: OutputFolderOptions): Promise<CheckedOutput> {
  const refuse = (why: string, hint = 'write the site to a folder of its own, e.g. --out dist') =>
    new UnsafeOutputError(catalogue.UnsafeOutput({ dir: outDir, why }), { field: '--out', hint });
  if (outDir.trim() === '') throw refuse('is empty', 'give the folder to write, e.g. --out dist');
  const absolute = path.resolve(outDir);
  // The folder itself is not followed when it is a link: it is the link that gets replaced.
  const target = path.join(await realish(path.dirname(absolute)), path.basename(absolute));
  if (target === path.parse(target).root) throw refuse('is the filesystem root');
  const root = await realish(layout.root);
  const named: Protected[] = [
    ['the home folder', os.homedir(), false],
    ['the working folder', process.cwd(), false],
    ['the project', root, false],
    ['the content folder', path.resolve(contentDir), true],
    ['the cache folder', layout.cache, false],
    ...PROJECT_FOLDERS.map((name): Protected => [
      `the project's ${name} folder`,
      path.join(root, name),
      NOT_INSIDE.includes(name),
    ]),
    ...trackedFolders(root).map((dir): Protected => [`${path.relative(root, dir)}, a folder git tracks`, dir, false]),
  ];
  for (const [name, folder, notInside] of named) {
    // Both the folder as named and where it leads: a link in the project (node_modules) is protected too.
    for (const place of new Set([path.resolve(folder), await realish(path.resolve(folder))])) {
      if (within(place, target)) throw refuse(place === target ? `is ${name}` : `holds ${name} (${folder})`);
      if (notInside && within(target, place)) throw refuse(`is inside ${name} (${folder})`);
    }
  }
  const inOutput = outputAbove(target);
  if (inOutput) throw refuse(inOutput, 'write the site to a folder of its own, beside the output, e.g. --out dist');
  const info = lstatOrNone(absolute);
  if (!info) {
    for (let above = path.dirname(absolute); above !== path.dirname(above); above = path.dirname(above)) {
      const parent = lstatOrNone(above);
      if (parent && !parent.isDirectory() && !parent.isSymbolicLink())
        throw refuse(`is inside ${above}, which is a file`);
    }
    return writable({ target });
  }
  if (!info.isDirectory() && !info.isSymbolicLink()) throw refuse('is a file, not a folder');
  const owner = await outputOwner(target, root);
  if (owner && command === 'dev' && owner.by !== 'dev' && !force) {
    throw refuse(
      'is the site `eventsite build` wrote: dev would replace it with a development build',
      'give dev a folder of its own (by default .eventsite/dev), or pass --force to replace that site',
    );
  }
  if (owner) return writable({ target }, info.isDirectory());
  if (info.isDirectory() && readdirSync(target).length === 0) return writable({ target }, true);
  const what = info.isSymbolicLink() ? 'a link that eventsite did not make' : 'a folder that eventsite did not write';
  if (command === 'dev') throw refuse(`is ${what}`, 'choose another folder for dev (by default .eventsite/dev)');
  if (!force)
    throw refuse(
      `is ${what}`,
      'choose another folder, or pass --force to move it aside (it is kept, renamed) and build there',
    );
  return writable({ target, aside: asideName(target) }, info.isDirectory());
}

/** The name of an output's work folder or of its draft: `.{name}.eventsite-work[.draft-…]`, with `{name}`. */
const WORK_FOLDER = /^\.(.+)\.eventsite-work(?:\.draft-.*)?$/;

/**
 * Why `target` (absolute) is no place for an output: it is an output's work folder, or inside one, or inside an
 * output (a folder with a manifest beside it); undefined when it is none of these.
 */
function outputAbove(target: string): string | undefined {
  for (let folder = target; folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const work = WORK_FOLDER.exec(path.basename(folder))?.[1];
    if (work)
      return `is ${folder === target ? '' : 'inside '}the work folder of ${work}, where eventsite builds the new site of ${displayPath(path.join(path.dirname(folder), work))}`;
    if (folder !== target && lstatOrNone(manifestFile(folder))?.isFile())
      return `is inside the output ${displayPath(folder)}, which the next build of it replaces`;
  }
  return undefined;
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
    try {
      accessSync(place, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      // Any other error of `access` says nothing about permissions: the build finds out.
      if (NOT_WRITABLE_CODES.has(code)) throw notWritableError(checked.target, place, code, error);
    }
  }
  return checked;
}

/** A free name beside `target` for the folder `--force` moves away: `{name}.replaced-{yyyymmdd-hhmmss}`. */
function asideName(target: string): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  for (let n = 0; ; n++) {
    const name = `${target}.replaced-${stamp}${n === 0 ? '' : `-${n}`}`;
    if (!lstatSync(name, { throwIfNoEntry: false })) return name;
  }
}
