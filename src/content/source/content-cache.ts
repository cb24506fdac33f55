/**
 * What earlier loads learnt about each content file, keyed by one scheme: the file's absolute path. An entry
 * holds the text and what was derived from it (the parsed front matter, a rendered body, an image size), each kept
 * only while the text it came from is the same. `dev` keeps one between rebuilds and tells it every changed file
 * (its watcher reports them), so an unchanged file gives the same objects and nothing is parsed or compared again;
 * a build starts with an empty one.
 */
import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs';
import { displayPath } from '../../core/display-path.ts';
import { assertTextSize, decodeContentText } from './text-file.ts';

/** What is known of one file. */
interface FileEntry {
  size: number;
  mtimeMs: number;
  bytes: Buffer;
  /** The decoded text, made when first asked for (a file the content cache prepared before is never decoded). */
  text?: string;
  /** Values derived from `text`, by what they are (e.g. `parsed`, `post:["Düğün"]`). */
  derived: Map<string, unknown>;
}

/** True when `entry` has a value `what`. */
function present(entry: FileEntry | undefined, what: string): boolean {
  return entry !== undefined && entry.derived.has(what);
}

/** Options of a {@link ContentCache}. */
export interface ContentCacheOptions {
  /**
   * The owner watches the content folder and passes every changed, added or removed file to
   * {@link ContentCache.forget} before the next load (dev): a file known and not forgotten is current, and is
   * not looked at again. Without it, each use of a known file checks its size and time.
   */
  watched?: boolean;
}

/** Parse results of earlier loads (dev keeps one between rebuilds; a build starts with an empty one). */
export class ContentCache {
  private readonly files = new Map<string, FileEntry>();
  private readonly sizes = new Map<string, { size: number; mtimeMs: number; value: unknown }>();
  private readonly watched: boolean;

  constructor(options: ContentCacheOptions = {}) {
    this.watched = options.watched ?? false;
  }

  /** Folder listings, by what was listed (watched caches only). */
  private readonly listings = new Map<string, Promise<unknown>>();

  /** Drops what is known of `files` (absolute paths of changed, added or deleted files). */
  forget(files: readonly string[]): void {
    for (const file of files) {
      // A file not known before was added (or is no content), one that is gone was deleted, and one that is a
      // symbolic link now may lead out of the folder: the listings (and their check of links) are made again.
      const known = this.files.has(file) || this.sizes.has(file);
      if (!known || !existsSync(file) || lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink())
        this.listings.clear();
      this.files.delete(file);
      this.sizes.delete(file);
    }
  }

  /**
   * The result of `list` (a listing of files under the content folder, named by `key`). When watched it is
   * kept until a file is added or deleted; otherwise it is listed every time.
   */
  list<T>(key: string, list: () => Promise<T>): Promise<T> {
    if (!this.watched) return list();
    let listing = this.listings.get(key) as Promise<T> | undefined;
    if (!listing) {
      listing = list();
      this.listings.set(key, listing);
      // A failed listing is not kept.
      listing.catch(() => this.listings.delete(key));
    }
    return listing;
  }

  /**
   * The bytes of a file. What was derived from an earlier read stays while the bytes are the same.
   * @throws the file system's error (ENOENT …), or {@link InvalidContentError} for a file too large.
   */
  bytes(file: string): Buffer {
    const known = this.files.get(file);
    if (this.watched && known) return known.bytes;
    // Synchronous: thousands of small files read in a row cost a tenth of what the thread pool's round trips do.
    const info = statSync(file);
    // The size is checked before reading: a huge file is refused without being read.
    assertTextSize(info.size, displayPath(file));
    const bytes = readFileSync(file);
    if (!known?.bytes.equals(bytes))
      this.files.set(file, { size: info.size, mtimeMs: info.mtimeMs, bytes, derived: new Map() });
    else Object.assign(known, { size: info.size, mtimeMs: info.mtimeMs });
    return bytes;
  }

  /**
   * The text of a file (see {@link bytes}), decoded: UTF-8, BOM stripped, LF line endings ({@link decodeContentText}).
   * @throws the file system's error, or {@link InvalidContentError} for a file too large, not UTF-8 or with control characters.
   */
  // eslint-disable-next-line @typescript-eslint/require-await -- sync I/O on purpose; its throws stay rejections
  async read(file: string): Promise<string> {
    this.bytes(file);
    const entry = this.files.get(file)!;
    entry.text ??= decodeContentText(entry.bytes, displayPath(file));
    return entry.text;
  }

  /**
   * A value `what` derived from `file`, when the cache is watched and knows it (the file is current unless
   * forgotten); `undefined` otherwise, and always when not watched. Looks at nothing, so it needs no `await`.
   */
  current<T>(file: string, what: string): T | undefined {
    const known = this.files.get(file);
    return this.watched && known && present(known, what) ? (known.derived.get(what) as T) : undefined;
  }

  /** The value `what` derived from the current text of `file`, when it is known; never computes. */
  peek<T>(file: string, what: string): T | undefined {
    const known = this.files.get(file);
    return known && present(known, what) ? (known.derived.get(what) as T) : undefined;
  }

  /** True when a value `what` derived from the current text of `file` is known. */
  has(file: string, what: string): boolean {
    return present(this.files.get(file), what);
  }

  /**
   * A value derived from the text of `file` (read with {@link read} first), computed once per text and `what`.
   * Only successful computations are kept; a throw is passed on.
   */
  derive<T>(file: string, what: string, compute: () => T): T {
    const entry = this.files.get(file);
    if (!entry) return compute();
    if (present(entry, what)) return entry.derived.get(what) as T;
    const value = compute();
    entry.derived.set(what, value);
    return value;
  }

  /**
   * As {@link derive}, for a computation that reports its failure and returns `undefined` (a validation): only a
   * result is kept, so a failing file is computed (and reported) again at every load until it is fixed.
   */
  deriveResult<T>(file: string, what: string, compute: () => T | undefined): T | undefined {
    const entry = this.files.get(file);
    if (entry && present(entry, what)) return entry.derived.get(what) as T;
    const value = compute();
    if (entry && value !== undefined) entry.derived.set(what, value);
    return value;
  }

  /**
   * Keeps `value` as what `what` is for the current text of `file` (replacing an earlier one), for
   * {@link current} to hand back: only a watched cache keeps it, and only for a file it knows.
   */
  remember(file: string, what: string, value: unknown): void {
    if (this.watched) this.files.get(file)?.derived.set(what, value);
  }

  /** A value derived from a binary file's bytes (an image's size), computed again when size or time changed. */
  async deriveFromStat<T>(file: string, compute: () => Promise<T>): Promise<T> {
    const known = this.sizes.get(file);
    if (this.watched && known) return known.value as T;
    const info = statSync(file);
    if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return known.value as T;
    const value = await compute();
    this.sizes.set(file, { size: info.size, mtimeMs: info.mtimeMs, value });
    return value;
  }
}
