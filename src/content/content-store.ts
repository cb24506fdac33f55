/**
 * The persistent content cache: each content file's text prepared once (its YAML read, its markdown body rendered)
 * and kept in the cache folder's `content` store under the digest of the tool's version, the format and the text
 * itself. A file whose text an earlier build prepared is not parsed again; an entry that fails its check is made
 * again.
 */
import { storeOf, type CacheFolder } from '../core/cache-folder.ts';
import { digestOf, type DiskStore } from '../core/disk-store.ts';
import { prepareText, type PreparedFile } from './prepare.ts';

/** Prepared content files by the digest of their text; see the module comment. */
export class ContentStore {
  private readonly store: DiskStore;
  private readonly version: string;
  private readonly writes: Promise<unknown>[] = [];
  /** Texts prepared (`made`) or taken from the store (`taken`) since it was opened. */
  readonly counts = { taken: 0, made: 0 };

  /** @param cache - the command's cache folder. */
  constructor(cache: CacheFolder) {
    this.store = storeOf(cache, 'content');
    this.version = cache.version;
  }

  /**
   * The prepared form of a file's text, from the store or made now (and kept).
   * @param file - the file's name as errors show it.
   * @returns `undefined` when the text has a problem the loader reports itself (see {@link prepareText}).
   */
  async prepare(text: string, format: 'yaml' | 'markdown', file: string): Promise<PreparedFile | undefined> {
    const key = digestOf([this.version, 'content', format, text]);
    const kept = await this.store.get(key);
    if (kept) {
      try {
        const prepared = JSON.parse(kept.toString('utf8')) as PreparedFile;
        this.counts.taken++;
        return prepared;
      } catch {
        // made again below
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
