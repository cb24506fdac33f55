/** Writing a file whole or not at all, and, when asked, durably. */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `bytes` to `file` whole or not at all: into a new temporary file beside it (`{file}.{12 hex}.tmp`), then
 * renamed over it, so a reader sees the old bytes or the new, never half a file, and a link planted at `file` is
 * replaced, never written through. With `durable`, the bytes reach the disk before the rename and the rename before
 * it returns ({@link syncFolder}): a machine that loses power meanwhile keeps the old file or the new, never an empty one.
 * @throws the file system's error (the folder missing, not writable, full); no temporary file is left then.
 */
export async function writeWhole(
  file: string,
  bytes: string | Uint8Array,
  { durable = false }: { durable?: boolean } = {},
): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(bytes);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  if (durable) await syncFolder(path.dirname(file));
}

/**
 * Makes the entries of `folder` (a rename into it) reach the disk. Where a folder cannot be opened for that (some
 * platforms and file systems refuse), nothing is done: the rename stands as the file system keeps it.
 */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // EINVAL, EISDIR, EPERM: a folder this file system does not sync.
  } finally {
    await handle.close();
  }
}
