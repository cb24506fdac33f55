/**
 * The persistent content cache: prepared content files ({@link PreparedFile}: YAML data, rendered markdown) kept
 * on disk between builds, keyed by each file's text, for one version of the generator. A build after a one-file
 * change prepares that one file again, even in a new process. One file in the cache folder, replaced whole
 * (written to a temporary name, then renamed) and only when something changed; it holds the entries the last
 * load used, so deleted and edited files do not accumulate. A missing, unreadable or other version's file is an
 * empty cache: the cache only ever saves time.
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

/** The cache file's name in the cache folder. */
export const CONTENT_CACHE_FILE = 'content-cache.bin';

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

interface CacheFile {
  version: string;
  entries: [string, PreparedFile][];
  /** By absolute path: the file's stamp and its text's key when it was last prepared. */
  files?: [string, { stamp: FileStamp; key: string }][];
}

/** Prepared content files by text, for one generator version (see the module comment). */
export class PersistentContentCache {
  private readonly used = new Map<string, PreparedFile>();
  private readonly stamped = new Map<string, { stamp: FileStamp; key: string }>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly version: string,
    private readonly known: Map<string, PreparedFile>,
    private readonly knownFiles: Map<string, { stamp: FileStamp; key: string }>,
  ) {}

  /**
   * Opens the cache of `dir` for `version` (see {@link generatorVersion}).
   * @param dir - the cache folder (created when saving).
   */
  static async open(dir: string, version: string): Promise<PersistentContentCache> {
    const file = path.join(dir, CONTENT_CACHE_FILE);
    let known = new Map<string, PreparedFile>();
    let files = new Map<string, { stamp: FileStamp; key: string }>();
    try {
      const saved = deserialize(await readFile(file)) as CacheFile;
      if (saved.version === version && Array.isArray(saved.entries)) {
        known = new Map(saved.entries);
        files = new Map(saved.files ?? []);
      }
    } catch {
      // none yet, or unreadable: start empty
    }
    return new PersistentContentCache(file, version, known, files);
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
    this.changed = true;
    this.stats.added++;
  }

  /**
   * Writes the entries this load used, when they differ from the file's. A cache that cannot be written is
   * left as it was: it costs speed, never the build.
   */
  async save(): Promise<void> {
    if (!this.changed && this.used.size === this.known.size && this.stamped.size === this.knownFiles.size) return;
    const temp = `${this.file}.${process.pid}.tmp`;
    try {
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFile(temp, serialize({ version: this.version, entries: [...this.used], files: [...this.stamped] } satisfies CacheFile));
      await rename(temp, this.file);
    } catch {
      await rm(temp, { force: true }).catch(() => {});
    }
  }
}
