/**
 * Whether an existing folder is eventsite's output, which a build may replace, and which command wrote it. What
 * proves it never depends on where the project lives or on inode numbers (a project copied with `cp -a` or moved
 * keeps its outputs):
 *
 * - dev's own folder of the project (`.eventsite/dev`) is the tool's, whatever it holds;
 * - a manifest beside the folder lists a file that is there as it was written (size and modification time);
 * - after a build killed between putting its site in place and its manifest beside it, the manifest left in its
 *   work folder does (the work folder's repair then moves it beside the output);
 * - an earlier version's output link;
 * - a manifest file beside the folder that cannot be read (empty, cut short, not eventsite's format) or lists no
 *   file, beside a folder holding what every eventsite site holds at its top: `index.html`, `404.html` and the
 *   stylesheet `assets/site[.hash].css`. Its pages are all made again. A folder without them, a manifest or not,
 *   is not eventsite's: a folder made again where an output was holds none of the files its manifest lists.
 */
import { existsSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isLegacyOutput } from './legacy-store.ts';
import { isAsWritten, manifestFile, readManifest, type Manifest, type OutputWriterCommand } from './manifest.ts';
import { workFolderOf, workFolderParts } from './work-folder-paths.ts';

/** dev's own output folder, relative to the project root (the default of `dev --out`). */
const DEV_FOLDER = path.join('.eventsite', 'dev');

/** What wrote an output folder of eventsite's: `build`, `dev`, or unknown (its manifest is damaged, or an earlier version's link). */
export interface Ownership {
  by: OutputWriterCommand | undefined;
}

const isFile = (p: string) => lstatSync(p, { throwIfNoEntry: false })?.isFile() === true;

/** The stylesheet every site of eventsite has, hashed (`build`) or not (`dev`). */
const STYLESHEET = /^site(\.[0-9a-f]{10})?\.css$/;

/** True when `target` holds, at its top, the files every site eventsite makes holds. */
function looksLikeSite(target: string): boolean {
  if (!isFile(path.join(target, 'index.html')) || !isFile(path.join(target, '404.html'))) return false;
  try {
    return readdirSync(path.join(target, 'assets')).some(
      (name) => STYLESHEET.test(name) && isFile(path.join(target, 'assets', name)),
    );
  } catch {
    return false;
  }
}

/** True when `manifest` lists a file that is in `target` as it was written. */
const describes = (manifest: Manifest, target: string) =>
  manifest.groups.some((group) => group.files.some(([name, stamp]) => isAsWritten(path.join(target, name), stamp)));

/** True when `manifest` lists no file at all. */
const listsNothing = (manifest: Manifest) => manifest.groups.every((group) => group.files.length === 0);

/**
 * Who wrote `target` (absolute; its parent's links resolved), when it is eventsite's output (see the module comment).
 * @param projectRoot - the project's root, its links resolved: its `.eventsite/dev` is dev's.
 * @returns undefined when nothing proves the folder is eventsite's.
 */
export async function outputOwner(target: string, projectRoot: string): Promise<Ownership | undefined> {
  if (target === path.join(projectRoot, DEV_FOLDER)) return { by: 'dev' };
  if (isLegacyOutput(target)) return { by: undefined };
  const beside = manifestFile(target);
  const manifest = await readManifest(beside);
  if (manifest && describes(manifest, target)) return { by: manifest.by ?? 'build' };
  const work = workFolderParts(workFolderOf(target));
  const left = existsSync(work.site) ? undefined : await readManifest(work.manifest);
  if (left && describes(left, target)) return { by: left.by ?? 'build' };
  if (isFile(beside) && (!manifest || listsNothing(manifest)) && looksLikeSite(target)) return { by: undefined };
  return undefined;
}
