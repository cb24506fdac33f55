/**
 * The expensive part of loading, done before the loader validates anything: each content file's YAML is read and
 * a markdown body rendered to HTML, or taken from the persistent content cache ({@link ContentStore}), and kept in
 * the {@link ContentCache} where the loader finds them. A file this step cannot prepare (unreadable, invalid YAML,
 * a body over the limits) is left to the loader, which reports it with file and line, exactly as without this step.
 */
import type { ContentCache } from './content-cache.ts';
import type { ContentStore } from './content-store.ts';
import { displayPath } from '../../core/display-path.ts';
import { parsedFileOf, prepareText, type PreparedFile } from './prepare.ts';

/** A file to prepare. */
export interface FileToPrepare {
  /** Absolute path. */
  absolute: string;
  format: 'yaml' | 'markdown';
}

/**
 * Prepares `files` into `cache` (the loader's `parsed` and `markdown` values), skipping those it holds already.
 * @param options.store - the persistent content cache; without it every text is prepared here.
 */
export async function prepareFiles(
  files: readonly FileToPrepare[],
  options: { cache: ContentCache; store?: ContentStore },
): Promise<void> {
  const { cache, store } = options;
  await Promise.all(
    files
      .filter((file) => !cache.has(file.absolute, 'parsed'))
      .map(async (file) => {
        const name = displayPath(file.absolute);
        let prepared: PreparedFile | undefined;
        let key: string | undefined;
        try {
          const bytes = cache.bytes(file.absolute);
          const text = () => cache.read(file.absolute);
          if (store) ({ prepared, key } = (await store.prepare(bytes, file.format, name, text)) ?? {});
          else prepared = prepareText(await text(), file.format, name);
        } catch {
          return; // the loader reports it
        }
        if (!prepared) return;
        const ready = prepared;
        cache.derive(file.absolute, 'parsed', () => parsedFileOf(ready, file.absolute, key));
        if (ready.markdown) cache.derive(file.absolute, 'markdown', () => ready.markdown);
      }),
  );
}
