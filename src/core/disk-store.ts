/**
 * A folder of values kept between runs, each under a key that is the digest of everything it was made from
 * (the caller's inputs and the tool's version, see `tool-version.ts`). Every entry is checked when it is read: its
 * file starts with a header line naming the format, the entry's own key, its payload's length and the payload's
 * SHA-256, then the payload. A missing entry, or one that is truncated, damaged or swapped (another key's file under
 * this key's name), is no entry: the caller makes the value again. A damaged one is reported once, in one line.
 * Entries are written through a temporary file and a rename (a reader never sees half an entry), and a failed write
 * leaves no file behind; a store that cannot be written (read-only, full) costs speed, never the build. A store
 * whose values change with every edit can be pruned: entries old and unused go, and nothing else in its folder.
 */
import { createHash } from 'node:crypto';
import { closeSync, lstatSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from './write-whole.ts';

/** The name of an entry's file (its key) and of the folder holding it (the key's first two characters). */
const KEY = /^[0-9a-f]{16,128}$/;
const FOLDER = /^[0-9a-f]{2}$/;
/** The file whose time says when the store was last pruned (not named as an entry, so never pruned itself). */
const PRUNED = 'pruned-at';

/** The first word of every entry's header: a file of another format or tool is never read as an entry. */
const FORMAT = 'eventsite-store/1';

/** Options of {@link DiskStore}. */
export interface DiskStoreOptions {
  /** The store's folder (absolute); made on the first write. */
  dir: string;
  /** Reads only: `set` does nothing (`check` writes nothing). */
  readOnly?: boolean;
  /** Told of each damaged entry found, with its file and why (the entry is then made again). */
  onDamaged?: (file: string, why: string) => void;
}

/** A folder of checked entries by key; see the module comment. */
export class DiskStore {
  readonly dir: string;
  private readonly readOnly: boolean;
  private readonly onDamaged: (file: string, why: string) => void;
  /** The keys read or written since the store was opened. */
  private readonly used = new Set<string>();

  /** @param options - see {@link DiskStoreOptions}. */
  constructor(options: DiskStoreOptions) {
    this.dir = options.dir;
    this.readOnly = options.readOnly ?? false;
    this.onDamaged = options.onDamaged ?? (() => {});
  }

  /** The file of an entry: `{dir}/{first two characters}/{key}`. */
  fileOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`a store key is a hex digest, not "${key}"`);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  /**
   * The payload kept under `key`, or `undefined` when there is none or the entry fails its check (then reported
   * through `onDamaged`).
   * @param key - a hex digest, e.g. from `digestOf` (fingerprint.ts).
   * @param maxBytes - an entry file larger than this is not read (damaged: no value of the caller is that large).
   */
  // eslint-disable-next-line @typescript-eslint/require-await -- sync I/O on purpose; its throws stay rejections
  async get(key: string, maxBytes = Infinity): Promise<Buffer | undefined> {
    const file = this.fileOf(key);
    let bytes: Buffer;
    try {
      if (maxBytes < Infinity && statSync(file).size > maxBytes) {
        this.onDamaged(file, `is larger than ${maxBytes} bytes`);
        return undefined;
      }
      // Synchronous: thousands of small entries read in a row cost a tenth of what the thread pool's round trips do.
      bytes = readFileSync(file);
    } catch {
      return undefined;
    }
    const end = bytes.indexOf(0x0a);
    const header = (end < 0 ? '' : bytes.toString('latin1', 0, end)).split(' ');
    const payload = bytes.subarray(end + 1);
    const why =
      header.length !== 4 || header[0] !== FORMAT
        ? 'not an entry of this store'
        : header[1] !== key
          ? `holds the entry of another key (${header[1]!.slice(0, 12)}…)`
          : Number(header[2]) !== payload.length
            ? `is truncated (${payload.length} of ${header[2]} bytes)`
            : createHash('sha256').update(payload).digest('hex') !== header[3]
              ? 'does not match its checksum'
              : undefined;
    if (why === undefined) {
      this.used.add(key);
      return payload;
    }
    this.onDamaged(file, why);
    return undefined;
  }

  /**
   * Keeps `payload` under `key`. Never throws: a store that cannot be written is skipped.
   * @returns whether the entry was written.
   */
  async set(key: string, payload: Uint8Array | string): Promise<boolean> {
    if (this.readOnly) return false;
    const file = this.fileOf(key);
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const header = `${FORMAT} ${key} ${bytes.length} ${createHash('sha256').update(bytes).digest('hex')}\n`;
    const written = await mkdir(path.dirname(file), { recursive: true }).then(
      () =>
        writeWhole(file, Buffer.concat([Buffer.from(header, 'latin1'), bytes])).then(
          () => true,
          () => false,
        ),
      () => false,
    );
    if (written) this.used.add(key);
    return written;
  }

  /**
   * Removes the entries written more than `ageMs` milliseconds ago that were neither read nor written since the
   * store was opened, at most once per `everyMs`. Only regular files named and headed as this store's entries, in
   * real folders of the store, are removed: a folder that is a symbolic link is not followed, and nothing else is
   * touched. Never throws (a store that cannot be cleaned costs disk space, never the build).
   * @returns how many entries were removed.
   */
  async prune(ageMs: number, everyMs = 0): Promise<number> {
    if (this.readOnly || !isFolder(this.dir)) return 0;
    const marker = path.join(this.dir, PRUNED);
    const now = Date.now();
    const last = lstatSync(marker, { throwIfNoEntry: false });
    if (everyMs > 0 && last?.isFile() && now - last.mtimeMs < everyMs) return 0;
    let removed = 0;
    for (const folder of (await readdir(this.dir).catch(() => [] as string[])).filter((name) => FOLDER.test(name))) {
      if (!isFolder(path.join(this.dir, folder))) continue;
      for (const name of await readdir(path.join(this.dir, folder)).catch(() => [] as string[])) {
        if (!KEY.test(name) || !name.startsWith(folder) || this.used.has(name)) continue;
        const file = path.join(this.dir, folder, name);
        const stats = lstatSync(file, { throwIfNoEntry: false });
        if (!stats?.isFile() || stats.mtimeMs >= now - ageMs || !headedAs(file, name)) continue;
        if (
          await rm(file).then(
            () => true,
            () => false,
          )
        )
          removed += 1;
      }
    }
    // A new file renamed over the marker: a link planted in its place is replaced, never written through.
    await writeWhole(marker, '').catch(() => undefined);
    return removed;
  }
}

/** Whether `dir` is a folder itself, not a symbolic link to one. */
function isFolder(dir: string): boolean {
  return lstatSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/** Whether `file` starts with the header of this store's entry `key`. */
function headedAs(file: string, key: string): boolean {
  const expected = Buffer.from(`${FORMAT} ${key} `, 'latin1');
  const start = Buffer.alloc(expected.length);
  try {
    const fd = openSync(file, 'r');
    try {
      readSync(fd, start, 0, start.length, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
  return start.equals(expected);
}
