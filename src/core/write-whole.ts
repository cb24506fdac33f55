/** Writing a file whole or not at all. */
import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Writes `bytes` to `file` whole or not at all: into a new temporary file beside it (`{file}.{12 hex}.tmp`), then
 * renamed over it, so a reader sees the old bytes or the new, never half a file, and a link planted at `file` is
 * replaced, never written through.
 * @throws the file system's error (the folder missing, not writable, full); no temporary file is left then.
 */
export async function writeWhole(file: string, bytes: string | Uint8Array): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}
