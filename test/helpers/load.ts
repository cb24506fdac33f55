/**
 * `loadContent` as `build` runs it: with the project's cache folder (`PROJECT.cache`, which every CLI run of the
 * tests uses too) and the persistent content cache. Every entry there is keyed by the bytes it was made from, so a
 * test that breaks one file of a copy prepares and validates that file alone, and still gets every error of it;
 * image facts and sanitised SVGs are taken as a build takes them.
 */
import { ContentStore } from '../../src/content/source/content-store.ts';
import { loadContent, type Content, type LoadContentOptions } from '../../src/content/load-content.ts';
import { openCacheFolder, type CacheFolder } from '../../src/core/cache-folder.ts';
import { PROJECT } from '../../src/core/project-layout.ts';

let opened: Promise<CacheFolder> | undefined;

/**
 * Loads the content folder of `options` with the project's caches (see the module comment).
 * @throws what {@link loadContent} throws (the entries made before it threw are kept).
 */
export async function loadCached(options: Omit<LoadContentOptions, 'store' | 'memo'>): Promise<Content> {
  opened ??= openCacheFolder(PROJECT.cache, PROJECT.root);
  const caches = await opened;
  const store = new ContentStore(caches);
  try {
    return await loadContent({ ...options, store, memo: caches });
  } finally {
    await store.flush();
  }
}
