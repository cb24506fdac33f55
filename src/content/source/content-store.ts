/**
 * The persistent content cache: each content file's text prepared once (its YAML read, its markdown body rendered)
 * and kept in the cache folder's `content` store under the digest of the tool's version, the format and the text
 * itself. A file whose text an earlier build prepared is not parsed again; an entry that fails its check is made
 * again.
 */
import type { Memo } from '../../core/memo.ts';
import type { z } from 'zod';
import type { EventsiteError } from '../../core/errors.ts';
import type { ParsedFile } from './parse-file.ts';
import { prepareText, type PreparedFile } from './prepare.ts';
import { validateSource } from '../yaml/yaml-source.ts';

const STORE = 'content';

/** What is kept of one file: its prepared form, and its data as each schema that checked it returned it. */
type KeptFile = PreparedFile & { validated?: Record<string, unknown> };

/** Prepared content files by the digest of their bytes; see the module comment. */
export class ContentStore {
  private readonly memo: Memo;
  /** The entries of this load by key, and whether each is to be written (made or given new data). */
  private readonly files = new Map<string, { kept: KeptFile; write: boolean }>();
  /** Texts prepared (`made`) or taken from the store (`taken`) since it was opened. */
  readonly counts = { taken: 0, made: 0 };

  /** @param memo - the command's cache folder. */
  constructor(memo: Memo) {
    this.memo = memo;
  }

  /**
   * The prepared form of a file, from the store (by its bytes: a kept file is not even decoded) or made now from
   * its text (and kept).
   * @param file - the file's name as errors show it.
   * @param text - decodes the file (it throws what decoding throws).
   * @returns the prepared file and the digest of the file (its key), or `undefined` when the text has a problem
   * the loader reports itself (see {@link prepareText}).
   * @throws what `text` throws.
   */
  async prepare(
    bytes: Uint8Array,
    format: 'yaml' | 'markdown',
    file: string,
    text: () => Promise<string>,
  ): Promise<{ prepared: PreparedFile; key: string } | undefined> {
    const key = this.memo.key(STORE, [format, bytes]);
    const kept = await this.memo.get(STORE, key);
    if (kept) {
      try {
        const prepared = JSON.parse(kept.toString('utf8')) as KeptFile;
        this.counts.taken++;
        this.files.set(key, { kept: prepared, write: false });
        return { prepared, key };
      } catch {
        // made again below
      }
    }
    const prepared = prepareText(await text(), format, file);
    this.counts.made++;
    if (!prepared) return undefined;
    this.files.set(key, { kept: prepared, write: true });
    return { prepared, key };
  }

  /**
   * The data of a prepared file as `schema` (named `name`: which schema and whether it had the shared fields)
   * returns it, kept from an earlier build, or checked now (and kept when valid: zod is the costly part of a load
   * once markdown is kept).
   * @param file - a file this store prepared (its `digest` is its key).
   * @returns the data, or `undefined` after pushing one error per problem into `errors`.
   */
  validate<S extends z.ZodType>(
    file: ParsedFile,
    name: string,
    schema: S,
    errors: EventsiteError[],
  ): z.infer<S> | undefined {
    const entry = file.digest === undefined ? undefined : this.files.get(file.digest);
    const kept = entry?.kept.validated?.[name];
    if (kept !== undefined) return kept as z.infer<S>;
    const data = validateSource(schema, file.source, file.file, errors);
    if (entry && data !== undefined) {
      entry.kept.validated = { ...entry.kept.validated, [name]: data };
      entry.write = true;
    }
    return data;
  }

  /** Writes every entry made or given new data since the store was opened (a failed write is skipped). */
  async flush(): Promise<void> {
    const writes = [...this.files].filter(([, entry]) => entry.write);
    await Promise.all(
      writes.map(([key, entry]) => {
        entry.write = false;
        // A rendered body's markdown is not needed again: the rendering is kept, not the text.
        const { kept } = entry;
        return this.memo.set(STORE, key, JSON.stringify(kept.markdown ? { ...kept, body: undefined } : kept));
      }),
    );
  }
}
