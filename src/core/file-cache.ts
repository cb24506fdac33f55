/** A read-through cache of derived bytes on disk (social cards, precompressed files), keyed by the caller. */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * How long (ms) a file must have stayed unchanged for a cache to trust its times: a file system may store times
 * as coarsely as 2 s, so a file written again within that could keep its time with other contents. A file
 * changed more recently is read again rather than trusted (content files), or its result not kept (bundles).
 */
export const SETTLED_MS = 3000;

/**
 * The bytes cached at `file`, or `make()`'s, which are then stored there. The key in the file name must cover
 * the source and the processing, so a changed input never reads an old result. Written through a temporary
 * file and a rename: a concurrent build never reads half a file. A cache that cannot be written is skipped.
 */
export async function cachedBytes(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    const bytes = await make();
    await writeCacheFile(file, bytes);
    return bytes;
  }
}

/**
 * Writes a cache file through a temporary file and a rename, so a concurrent build never reads half of it. A
 * cache that cannot be written is skipped: a read-only or full cache folder costs speed, never the build.
 */
export async function writeCacheFile(file: string, data: Buffer | string): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
  } catch {
    // skipped, as documented
  }
}
