/**
 * An output folder missing because a build was killed while publishing it (between moving the old site into its
 * work folder and the new one into its place): the work folder then holds the finished new site, or the old one.
 * The next build puts it in place first; commands that read the output say so instead of "no such folder".
 */
import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../core/display-path.ts';
import { FolderError } from '../core/errors.ts';
import { isFolder, workFolderOf, workFolderParts } from './work-folder-paths.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** The output folder is missing and its work folder holds the site of a build killed while publishing. */
class InterruptedBuildError extends FolderError {}

/**
 * Checks that `outDir` is not missing because of a killed build.
 * @throws {InterruptedBuildError} when `outDir` does not exist and its work folder holds a finished site (its
 * manifest written) or the site it was replacing.
 */
export function assertNotInterrupted(outDir: string): void {
  const absolute = path.resolve(outDir);
  if (lstatSync(absolute, { throwIfNoEntry: false })) return;
  const work = workFolderOf(absolute);
  const { site, old, manifest } = workFolderParts(work);
  if (!(isFolder(site) && existsSync(manifest)) && !isFolder(old)) return;
  const shown = displayPath(absolute);
  throw new InterruptedBuildError(catalogue.InterruptedBuild({ dir: shown, work: displayPath(work) }), {
    file: shown,
    field: '--out',
  });
}
