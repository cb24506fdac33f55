/**
 * The persistent content cache: prepared content files ({@link PreparedFile}: YAML data, rendered markdown) kept
 * on disk between builds, keyed by each file's text, for one version of the generator. A build after a one-file
 * change prepares that one file again, even in a new process. A folder of the cache folder, the entries spread
 * over {@link SHARDS} files by key; a file is replaced whole (written to a temporary name, then renamed) and only
 * when its entries changed, so a one-file edit rewrites a small part of a large site's cache. It holds the
 * entries the last load used, so deleted and edited files do not accumulate. A missing, unreadable or other
 * version's file is empty: the cache only ever saves time.
 * It also remembers each file's key with the file's {@link FileStamp}: a file whose stamp is unchanged is not
 * read and hashed again. A file written since has a new change time, even when its size and modification time
 * are restored; stamps of files changed in the last seconds are not remembered (a second write within the file
 * system's time resolution could keep the stamp).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PreparedFile } from './prepare-files.ts';

/** The cache's folder in the cache folder. */
export const CONTENT_CACHE_FOLDER = 'content-cache';

/** Files the entries are spread over (by key): about 120 entries each at 2,000 posts per language. */
const SHARDS = 32;

/** The shard of a key (a base64 digest: its first two characters are evenly spread). */
function shardOf(key: string): number {
  return (key.charCodeAt(0) * 64 + key.charCodeAt(1)) % SHARDS;
}

/** The file of the file stamps, beside the shards `0.bin` … `31.bin`. */
const INDEX = 'index.bin';

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
    for (const file of [path.join(root, 'package.json'), path.join(root, 'package-lock.json'), ...code.map((f) => path.join(sources, f))]) hash.update(await readFile(file)).update('\0');
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}

/** A shard's file: the entries whose key falls in it. */
interface ShardFile {
  version: string;
  entries: [string, PreparedFile][];
}

/** The index file: by absolute path, each content file's stamp and its text's key when it was last prepared. */
interface IndexFile {
  version: string;
  files: [string, { stamp: FileStamp; key: string }][];
}

/** A cache file's data, or `undefined` when it is missing, damaged or of another version. */
async function readCacheFile<T extends { version: string }>(file: string, version: string, valid: (data: T) => boolean): Promise<T | undefined> {
  try {
    const data = deserialize(await readFile(file)) as T;
    return data?.version === version && valid(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Prepared content files by text, for one generator version (see the module comment). */
export class PersistentContentCache {
  private readonly used = new Map<string, PreparedFile>();
  private readonly stamped = new Map<string, { stamp: FileStamp; key: string }>();
  /** A file's stamp or key differs from the index's. */
  private changed = false;

  /** Shards that got an entry since the cache was opened. */
  private readonly added = new Set<number>();

  private constructor(
    private readonly folder: string,
    private readonly version: string,
    private readonly known: Map<string, PreparedFile>,
    /** Entries read from each shard's file. */
    private readonly shardSizes: number[],
    private readonly knownFiles: Map<string, { stamp: FileStamp; key: string }>,
  ) {}

  /**
   * Opens the cache of `dir` for `version` (see {@link generatorVersion}).
   * @param dir - the cache folder (created when saving).
   */
  static async open(dir: string, version: string): Promise<PersistentContentCache> {
    const folder = path.join(dir, CONTENT_CACHE_FOLDER);
    const [index, ...shards] = await Promise.all([
      readCacheFile<IndexFile>(path.join(folder, INDEX), version, (data) => Array.isArray(data.files)),
      ...Array.from({ length: SHARDS }, (_, i) => readCacheFile<ShardFile>(path.join(folder, `${i}.bin`), version, (data) => Array.isArray(data.entries))),
    ]);
    const known = new Map<string, PreparedFile>();
    // An entry in the wrong shard (another shard count) is left out: the shard's size then differs, and it is rewritten.
    const sizes = shards.map((shard, i) => {
      let size = 0;
      for (const [key, prepared] of shard?.entries ?? []) {
        if (shardOf(key) !== i) continue;
        known.set(key, prepared);
        size++;
      }
      return size;
    });
    return new PersistentContentCache(folder, version, known, sizes, new Map(index?.files ?? []));
  }

  /** Files found prepared, and files prepared and added, since the cache was opened. */
  readonly stats = { hits: 0, added: 0 };

  /** The prepared file of a key, if an earlier build prepared the same text. */
  get(key: string): PreparedFile | undefined {
    const found = this.used.get(key) ?? this.known.get(key);
    if (found) {
      this.used.set(key, found);
      this.stats.hits++;
    }
    return found;
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
    this.used.set(key, prepared);
    this.added.add(shardOf(key));
    this.stats.added++;
  }

  /**
   * Writes the shards whose entries differ from those this load used (an entry added, or one no longer used),
   * and the index when a stamp changed. A file that cannot be written is left as it was: it costs speed, never
   * the build.
   */
  async save(): Promise<void> {
    const used: [string, PreparedFile][][] = Array.from({ length: SHARDS }, () => []);
    for (const entry of this.used) used[shardOf(entry[0])]!.push(entry);
    const writes: { name: string; data: ShardFile | IndexFile }[] = used.flatMap((entries, i) =>
      this.added.has(i) || entries.length !== this.shardSizes[i] ? [{ name: `${i}.bin`, data: { version: this.version, entries } satisfies ShardFile }] : [],
    );
    if (this.changed || this.stamped.size !== this.knownFiles.size) writes.push({ name: INDEX, data: { version: this.version, files: [...this.stamped] } satisfies IndexFile });
    if (writes.length === 0) return;
    await mkdir(this.folder, { recursive: true }).catch(() => {});
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
