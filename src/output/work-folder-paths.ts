/**
 * The names of a work folder and of what it holds: where `.{name}.eventsite-work` lies beside the output folder
 * `{name}`, its parts, its owner file and its drafts. Only paths named here are ever removed from it.
 */
import { randomBytes } from 'node:crypto';
import { lstatSync } from 'node:fs';
import path from 'node:path';

/** The work folder of the output folder `outDir` (absolute). */
export function workFolderOf(outDir: string): string {
  return path.join(path.dirname(outDir), `.${path.basename(outDir)}.eventsite-work`);
}

/** True when `p` is a real folder (not a link to one). */
export const isFolder = (p: string): boolean => lstatSync(p, { throwIfNoEntry: false })?.isDirectory() === true;

/** The name of the file, in a work folder or its draft, that names the process holding it. */
export const OWNER = 'owner.json';

/**
 * What the work folder `dir` holds besides its owner file: the new site, the output folder it replaces, and the new
 * site's manifest.
 */
export function workFolderParts(dir: string): { site: string; old: string; manifest: string } {
  return { site: path.join(dir, 'site'), old: path.join(dir, 'old'), manifest: path.join(dir, 'manifest.json') };
}

/** A draft of the work folder `dir`, made by process `pid`: `.dist.eventsite-work.draft-<pid>-<random>`. */
export const draftOf = (dir: string, pid: number): string => `${dir}.draft-${pid}-${randomBytes(4).toString('hex')}`;
