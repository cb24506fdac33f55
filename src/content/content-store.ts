/**
 * The persistent content cache: each content file's text prepared once (its YAML read, its markdown body rendered)
 * and kept in a {@link DiskStore} under the digest of the tool's version, the format and the text itself. A file
 * whose text an earlier build prepared is not parsed again; an entry that fails its check is made again.
 */
import path from 'node:path';
import { DiskStore, digestOf } from '../core/disk-store.ts';
import { prepareText, type PreparedFile } from './prepare.ts';

/** Options of {@link ContentStore}. */
export interface ContentStoreOptions {
  /** The cache folder; entries go under `content/`. */
  cacheDir: string;
  /** The tool's version (`tool-version.ts`), part of every key. */
  version: string;
  /** Reads only (`check`). */
  readOnly?: boolean;
  /** Told of each damaged entry (made again). */
  onDamaged?: (file: string, why: string) => void;
}

/** Prepared content files by the digest of their text; see the module comment. */
export class ContentStore {
  private readonly store: DiskStore;
  private readonly version: string;
  private readonly writes: Promise<unknown>[] = [];
  /** Texts prepared (`made`) or taken from the store (`taken`) since it was opened. */
  readonly counts = { taken: 0, made: 0 };

  /** @param options - see {@link ContentStoreOptions}. */
  constructor(options: ContentStoreOptions) {
    this.store = new DiskStore({ dir: path.join(options.cacheDir, 'content'), readOnly: options.readOnly, onDamaged: options.onDamaged });
    this.version = options.version;
  }

  /**
   * The prepared form of a file's text, from the store or made now (and kept).
   * @param file - the file's name as errors show it.
   * @returns `undefined` when the text has a problem the loader reports itself (see {@link prepareText}).
   */
  async prepare(text: string, format: 'yaml' | 'markdown', file: string): Promise<PreparedFile | undefined> {
    const key = digestOf([this.version, 'prepared', format, text]);
    const kept = await this.store.get(key);
    if (kept) {
      try {
        this.counts.taken++;
        return JSON.parse(kept.toString('utf8')) as PreparedFile;
      } catch {
        this.counts.taken--;
      }
    }
    const prepared = prepareText(text, format, file);
    this.counts.made++;
    // A rendered body's markdown is not needed again: the rendering is kept, not the text.
    if (prepared) this.writes.push(this.store.set(key, JSON.stringify(prepared.markdown ? { ...prepared, body: undefined } : prepared)));
    return prepared;
  }

  /** Resolves once every entry made so far is written (or skipped). */
  async flush(): Promise<void> {
    await Promise.all(this.writes.splice(0));
  }
}
