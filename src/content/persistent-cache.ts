/**
 * The persistent content cache, kept on disk between builds: prepared content files ({@link PreparedFile}: YAML
 * data, rendered markdown) keyed by each file's text, for one version of the code that prepares them; and the
 * entries of collections (posts, services) made from them, keyed by their files' texts, for one version of the
 * whole generator. A build after a one-file change prepares that one file again and makes that one entry again,
 * even in a new process; the others are taken as they were, without reading, parsing or validating anything.
 * A folder of the cache folder; each store's values are spread over {@link SHARDS} files by key, read at once and
 * decoded when a value of theirs is first asked for (a rebuild that takes every entry never decodes the prepared
 * files). A file is replaced whole (written to a temporary name, then renamed) and only when its values changed,
 * so a one-file edit rewrites a small part of a large site's cache. A store holds the values the last load used,
 * so deleted and edited files do not accumulate. A missing, unreadable or other version's file is empty: the
 * cache only ever saves time.
 * It also remembers each file's key with the file's {@link FileStamp}: a file whose stamp is unchanged is not
 * read and hashed again. A file written since has a new change time, even when its size and modification time
 * are restored; stamps of files changed in the last seconds are not remembered (a second write within the file
 * system's time resolution could keep the stamp).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PreparedFile } from './prepare-files.ts';

/** The cache's folder in the cache folder. */
export const CONTENT_CACHE_FOLDER = 'content-cache';

/** Files each store's values are spread over (by key): about 120 prepared files each at 2,000 posts per language. */
const SHARDS = 32;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The shard of a key (a base64 digest: its characters are evenly spread over the alphabet). */
function shardOf(key: string): number {
  return Math.max(0, BASE64.indexOf(key[0] ?? 'A')) % SHARDS;
}

/** The file of the file stamps and of the keys in each shard, beside the shards (`prepared-0.bin` … `entries-31.bin`). */
const INDEX = 'index.bin';

/** The stores, by the prefix of their shards' names. */
type StoreName = 'prepared' | 'entries';

/**
 * Files whose code decides what is cached (how YAML is read, markdown rendered and texts decoded), relative to
 * the sources folder. With the lock file (library versions) and the package version they make the generator
 * version: changing any of them empties the cache.
 */
const CODE = ['content/prepare-files.ts', 'content/markdown.ts', 'content/parse-file.ts', 'content/yaml-source.ts', 'content/text-file.ts', 'content/persistent-cache.ts', 'content/content-cache.ts'];

/**
 * What identifies a version of a file without reading it: size, modification and change times (ms) and inode.
 * The change time is set by the system on every write, so it cannot be faked by restoring a modification time.
 */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
}

/** True when two stamps are those of the same version of a file. */
export function sameStamp(a: FileStamp | undefined, b: FileStamp): boolean {
  return a !== undefined && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs && a.ino === b.ino;
}

/**
 * The generator version the cache is valid for: a digest of the code that prepares files and of the installed
 * libraries' versions.
 * @param root - the project folder (`package.json`, `package-lock.json`); @param sources - its `src/`.
 * @param code - the source files that count, relative to `sources` (default: those that prepare content files).
 * @returns `undefined` when a file is missing (then nothing is cached).
 */
export async function generatorVersion(root: string, sources: string, code: readonly string[] = CODE): Promise<string | undefined> {
  try {
    const hash = createHash('sha256');
    // Read all at once: one after another, each waits its turn on a busy thread.
    const files = await Promise.all([path.join(root, 'package.json'), path.join(root, 'package-lock.json'), ...code.map((f) => path.join(sources, f))].map((file) => readFile(file)));
    for (const bytes of files) hash.update(bytes).update('\0');
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}

/** A shard's file: the values whose key falls in it, each serialized on its own (decoded only when asked for). */
interface ShardFile {
  version: string;
  values: [string, Uint8Array][];
}

/**
 * The index file: by absolute path, each content file's stamp and its text's key when it was last prepared; and
 * for each store, its version and the keys each of its shards holds (known without decoding the shards).
 */
interface IndexFile {
  version: string;
  files: [string, { stamp: FileStamp; key: string }][];
  stores: Record<StoreName, { version: string; shards: string[][] }>;
}

/** A cache file's bytes, or `undefined` when it is missing or unreadable. */
function readBytes(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

/** A cache file's data, or `undefined` when it is damaged or of another version. */
function decode<T extends { version: string }>(bytes: Buffer | undefined, version: string, valid: (data: T) => boolean): T | undefined {
  if (!bytes) return undefined;
  try {
    const data = deserialize(bytes) as T;
    return data?.version === version && valid(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One store: values by key, spread over {@link SHARDS} files. Each value is kept as its own bytes (V8's
 * serialization), decoded when it is asked for: a shard's file is split into values without decoding them, and
 * each {@link get} gives objects of the caller's own. Which keys each shard holds is known from the index without
 * reading the shard.
 */
class ShardedStore<V> {
  /** Each shard's values (bytes, each decoded when asked for), once its file is read. */
  private readonly read: (Map<string, Uint8Array> | undefined)[] = [];
  /** Keys this load used (asked for, kept or set), by shard. */
  private readonly used: Set<string>[] = Array.from({ length: SHARDS }, () => new Set());
  /** Values set by this load, by key, serialized when set. */
  private readonly added = new Map<string, Uint8Array>();
  private readonly savedKeys: Set<string>[];

  constructor(
    readonly name: StoreName,
    readonly version: string,
    /** The bytes of shard `i`'s file (read now, or when asked for), `undefined` when it is missing or unreadable. */
    private readonly bytes: (i: number) => Buffer | undefined,
    /** The keys of each shard, as the index says; empty for a store of another version. */
    saved: string[][],
  ) {
    this.savedKeys = Array.from({ length: SHARDS }, (_, i) => new Set(saved[i] ?? []));
  }

  private shard(i: number): Map<string, Uint8Array> {
    let values = this.read[i];
    if (!values) {
      const file = decode<ShardFile>(this.bytes(i), this.version, (data) => Array.isArray(data.values));
      // A value in the wrong shard (another shard count) is left out.
      values = new Map((file?.values ?? []).filter(([key, value]) => shardOf(key) === i && value instanceof Uint8Array));
      // What the shard really holds (a damaged file holds nothing): the next save writes it again if need be.
      this.savedKeys[i] = new Set(values.keys());
      this.read[i] = values;
    }
    return values;
  }

  /** The bytes of `key`'s value, set by this load or kept in its shard. */
  private bytesOf(key: string): Uint8Array | undefined {
    return this.added.get(key) ?? (this.savedKeys[shardOf(key)]!.has(key) ? this.shard(shardOf(key)).get(key) : undefined);
  }

  /** True when the index says a shard holds `key` (it may still turn out damaged: {@link get} is the proof). */
  has(key: string): boolean {
    return this.added.has(key) || this.savedKeys[shardOf(key)]!.has(key);
  }

  /** Values found by {@link get} (from earlier builds), and values set by this load. */
  readonly counts = { found: 0, set: 0 };

  /**
   * The value of `key` (objects of the caller's own, decoded now), when `accept` takes it; the key then counts as
   * used (and the value as found).
   */
  get(key: string, accept: (value: V) => boolean = () => true): V | undefined {
    const bytes = this.bytesOf(key);
    if (!bytes) return undefined;
    let value: V;
    try {
      value = deserialize(bytes) as V;
    } catch {
      return undefined; // damaged: made again, and kept anew
    }
    if (value === undefined || !accept(value)) return undefined;
    this.used[shardOf(key)]!.add(key);
    if (!this.added.has(key)) this.counts.found++;
    return value;
  }

  /** Counts `key` as used without decoding its value (kept at the next save). */
  keep(key: string): void {
    if (this.has(key)) this.used[shardOf(key)]!.add(key);
  }

  set(key: string, value: V): void {
    this.added.set(key, serialize(value));
    this.used[shardOf(key)]!.add(key);
    this.counts.set++;
  }

  /** The shard files to write: those whose used keys differ from the keys they hold, with their values. */
  changedShards(): { name: string; data: ShardFile }[] {
    const writes: { name: string; data: ShardFile }[] = [];
    this.used.forEach((keys, i) => {
      const saved = this.savedKeys[i]!;
      if (keys.size === saved.size && [...keys].every((key) => saved.has(key) && !this.added.has(key))) return;
      const values: [string, Uint8Array][] = [];
      for (const key of keys) {
        const bytes = this.bytesOf(key);
        if (bytes !== undefined) values.push([key, bytes]);
      }
      writes.push({ name: `${this.name}-${i}.bin`, data: { version: this.version, values } });
      this.savedKeys[i] = new Set(values.map(([key]) => key));
    });
    return writes;
  }

  /** The keys of each shard after {@link changedShards}, for the index. */
  shardKeys(): string[][] {
    return this.savedKeys.map((keys) => [...keys]);
  }
}

/**
 * The key a value is kept under in an {@link EntryStore}: a digest (base64, so shards spread evenly) of everything
 * it is made from, as plain data.
 */
export function keptKey(madeFrom: unknown): string {
  return createHash('sha1').update(JSON.stringify(madeFrom)).digest('base64');
}

/** Values kept by key between builds (the entries of collections): plain data, which a later build may take back. */
export interface EntryStore {
  /** The value kept under `key`, when `accept` takes it (then it counts as taken, and stays kept). */
  get(key: string, accept: (value: unknown) => boolean): unknown;
  set(key: string, value: unknown): void;
}

/** The names of the files of the cache's folder; any other `.bin` file there is an older layout's, removed when saving. */
const OWN_FILE = /^(?:index|(?:prepared|entries)-\d+)\.bin$/;

/** Prepared content files by text, and entries by their files' texts (see the module comment). */
export class PersistentContentCache {
  private readonly stamped = new Map<string, { stamp: FileStamp; key: string }>();
  /** A file's stamp or key differs from the index's. */
  private changed = false;

  private constructor(
    private readonly folder: string,
    private readonly version: string,
    /** Prepared files by the key of their text. */
    private readonly prepared: ShardedStore<PreparedFile>,
    private readonly entryStore: ShardedStore<unknown> | undefined,
    private readonly knownFiles: Map<string, { stamp: FileStamp; key: string }>,
  ) {}

  /**
   * Opens the cache of `dir`.
   * @param dir - the cache folder (created when saving).
   * @param version - the version of the code that prepares files ({@link generatorVersion}).
   * @param entriesVersion - the version of the whole generator (every source), under which entries are kept;
   * without it, none are.
   */
  static async open(dir: string, version: string, entriesVersion?: string): Promise<PersistentContentCache> {
    const folder = path.join(dir, CONTENT_CACHE_FOLDER);
    const shard = (name: StoreName, i: number) => path.join(folder, `${name}-${i}.bin`);
    // The entries are read now, all at once: a rebuild takes nearly all of them. A prepared file is wanted only
    // for an entry made again, so its shard is read when one is asked for.
    const [indexBytes, entryBytes] = await Promise.all([
      readBytes(path.join(folder, INDEX)),
      entriesVersion ? Promise.all(Array.from({ length: SHARDS }, (_, i) => readBytes(shard('entries', i)))) : [],
    ]);
    const index = decode<IndexFile>(indexBytes, version, (data) => Array.isArray(data.files) && typeof data.stores === 'object' && data.stores !== null);
    const saved = (name: StoreName, storeVersion: string) => (index?.stores[name]?.version === storeVersion ? index.stores[name].shards : []);
    const readNow = (file: string) => {
      try {
        return readFileSync(file);
      } catch {
        return undefined;
      }
    };
    return new PersistentContentCache(
      folder,
      version,
      new ShardedStore<PreparedFile>('prepared', version, (i) => readNow(shard('prepared', i)), saved('prepared', version)),
      entriesVersion ? new ShardedStore<unknown>('entries', entriesVersion, (i) => entryBytes[i], saved('entries', entriesVersion)) : undefined,
      new Map(index?.files ?? []),
    );
  }

  /** Entries of collections by the keys the loader gives them (plain data whose meaning the loader owns); none without an entries version. */
  get entries(): EntryStore | undefined {
    return this.entryStore;
  }

  /** Files found prepared, and files prepared and added, since the cache was opened. */
  readonly stats = { hits: 0, added: 0 };

  /** Entries taken from earlier builds, and entries made and kept by this one. */
  get entryStats(): { taken: number; kept: number } {
    return { taken: this.entryStore?.counts.found ?? 0, kept: this.entryStore?.counts.set ?? 0 };
  }

  /** True when an earlier build prepared the text of `key` (by the index; {@link get} decodes it). */
  has(key: string): boolean {
    return this.prepared.has(key);
  }

  /**
   * Counts the prepared file of `key` as found, without decoding it (the loader may never need it): it is kept.
   * @returns false when the cache does not hold it.
   */
  hit(key: string): boolean {
    if (!this.prepared.has(key)) return false;
    this.prepared.keep(key);
    this.stats.hits++;
    return true;
  }

  /** The prepared file of a key, if an earlier build prepared the same text. */
  get(key: string): PreparedFile | undefined {
    return this.prepared.get(key);
  }

  /** The key of the text `absolute` had when it was last prepared, if its stamp is still the same. */
  keyOf(absolute: string, stamp: FileStamp): string | undefined {
    const found = this.knownFiles.get(absolute);
    return found && sameStamp(found.stamp, stamp) ? found.key : undefined;
  }

  /** Remembers that `absolute`, as `stamp`, holds the text of `key`. */
  stamp(absolute: string, stamp: FileStamp, key: string): void {
    this.stamped.set(absolute, { stamp, key });
    const found = this.knownFiles.get(absolute);
    if (!sameStamp(found?.stamp, stamp) || found?.key !== key) this.changed = true;
  }

  /** Keeps a file prepared by this build. */
  set(key: string, prepared: PreparedFile): void {
    this.prepared.set(key, prepared);
    this.stats.added++;
  }

  /**
   * Writes the shards whose values differ from those this load used (a value added, or one no longer used), and
   * the index when a stamp or a shard changed. A file that cannot be written is left as it was: it costs speed,
   * never the build.
   */
  async save(): Promise<void> {
    const stores = [this.prepared, ...(this.entryStore ? [this.entryStore] : [])];
    const writes: { name: string; data: ShardFile | IndexFile }[] = stores.flatMap((store) => store.changedShards());
    if (writes.length > 0 || this.changed || this.stamped.size !== this.knownFiles.size) {
      const index: IndexFile = {
        version: this.version,
        files: [...this.stamped],
        stores: Object.fromEntries(stores.map((store) => [store.name, { version: store.version, shards: store.shardKeys() }])) as IndexFile['stores'],
      };
      writes.push({ name: INDEX, data: index });
    }
    if (writes.length === 0) return;
    await mkdir(this.folder, { recursive: true }).catch(() => {});
    for (const name of await readdir(this.folder).catch(() => [] as string[])) {
      if (name.endsWith('.bin') && !OWN_FILE.test(name)) await rm(path.join(this.folder, name), { force: true }).catch(() => {});
    }
    await Promise.all(
      writes.map(async ({ name, data }) => {
        const file = path.join(this.folder, name);
        const temp = `${file}.${process.pid}.tmp`;
        try {
          await writeFile(temp, serialize(data));
          await rename(temp, file);
        } catch {
          await rm(temp, { force: true }).catch(() => {});
        }
      }),
    );
  }
}
