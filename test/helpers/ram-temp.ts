/**
 * Where the tests make their temporary folders. A run makes and removes some 100,000 files (project copies, builds,
 * cache folders); on ext4, most of the kernel's time in the run went to finding a free inode among those just deleted
 * (`find_inode_bit`, `recently_deleted`). On a RAM-backed file system that costs nothing.
 */
import { mkdirSync, statfsSync } from 'node:fs';
import { freemem, userInfo } from 'node:os';
import path from 'node:path';

/** statfs(2)'s `f_type` of tmpfs. */
const TMPFS_MAGIC = 0x01021994;
/** What the tests may fill at most, and what must stay free besides. */
const ROOM = 4 * 2 ** 30;

/**
 * A folder of this user's on `/dev/shm` when that is a tmpfs with 4 GiB free and the machine has 4 GiB of memory
 * free; `undefined` otherwise (the system's temporary folder is then used, as `os.tmpdir()` says).
 */
export function ramTempFolder(): string | undefined {
  const shm = '/dev/shm';
  try {
    const { type, bavail, bsize } = statfsSync(shm);
    if (type !== TMPFS_MAGIC || bavail * bsize < ROOM || freemem() < ROOM) return undefined;
    const dir = path.join(shm, `eventsite-tests-${userInfo().uid}`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  } catch {
    return undefined;
  }
}
