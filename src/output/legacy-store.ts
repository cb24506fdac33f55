/**
 * The build store of eventsite's earlier versions, which published the output folder `{name}` as a symbolic link
 * into `.{name}.eventsite/builds/`, beside a lock folder `.{name}.eventsite.lock`. Such an output is eventsite's:
 * the next build replaces the link with a plain folder, then removes the store. Only what those versions wrote
 * is removed (entries named as they named them, never through a link); anything else stays, and the folder with it.
 */
import { lstatSync, readdirSync, readlinkSync } from 'node:fs';
import { rm, rmdir } from 'node:fs/promises';
import path from 'node:path';

/** Names those versions gave to builds, trash and ahead entries: time in base 36 and process id. */
const BUILD_NAME = /^[0-9a-z]+-\d+(?:\.bin)?$/;
/** Files of the store itself: build records and half-made links. */
const STORE_FILE = /^(?:record-[0-9a-z]+-\d+\.bin|link-[0-9a-z]+-\d+)$/;

const storeOf = (outDir: string) => path.join(path.dirname(outDir), `.${path.basename(outDir)}.eventsite`);
const lstat = (p: string) => lstatSync(p, { throwIfNoEntry: false });

/** True when `outDir` (absolute) is a link an earlier version made: into its store's `builds/` folder. */
export function isLegacyOutput(outDir: string): boolean {
  if (!lstat(outDir)?.isSymbolicLink()) return false;
  const target = path.resolve(path.dirname(outDir), readlinkSync(outDir));
  const builds = path.join(storeOf(outDir), 'builds');
  return (
    path.dirname(target) === builds &&
    BUILD_NAME.test(path.basename(target)) &&
    lstat(storeOf(outDir))?.isDirectory() === true
  );
}

/** The entries of `folder` matching `name`, when it is a real folder (not a link). */
function entries(folder: string, name: RegExp): string[] {
  if (!lstat(folder)?.isDirectory()) return [];
  return readdirSync(folder).filter((entry) => name.test(entry));
}

/**
 * Removes the earlier versions' store beside `outDir` (absolute), if there is one: their builds, trash, work
 * begun ahead, records, half-made links and the lock folder. Never throws: what cannot be removed stays.
 * @returns how many entries were removed.
 */
export async function removeLegacyStore(outDir: string): Promise<number> {
  const store = storeOf(outDir);
  let removed = 0;
  // What cannot be removed stays, uncounted.
  const counted = (done: Promise<unknown>) =>
    done.then(
      () => removed++,
      () => undefined,
    );
  const remove = async (p: string, folder: boolean) => {
    const info = lstat(p);
    // A folder only when it is one (a link in its place is removed as a link); never what it points to.
    if (!info || (folder && !info.isDirectory() && !info.isSymbolicLink())) return;
    await counted(rm(p, { recursive: info.isDirectory(), force: true }));
  };
  if (lstat(store)?.isDirectory()) {
    for (const part of ['builds', 'trash', 'ahead']) {
      const folder = path.join(store, part);
      for (const entry of entries(folder, BUILD_NAME)) await remove(path.join(folder, entry), !entry.endsWith('.bin'));
      await rmdir(folder).catch(() => undefined);
    }
    for (const entry of entries(store, STORE_FILE)) await remove(path.join(store, entry), false);
    await rmdir(store).catch(() => undefined);
  }
  // proper-lockfile's lock: an empty folder.
  const lock = `${store}.lock`;
  if (lstat(lock)?.isDirectory()) await counted(rmdir(lock));
  return removed;
}
