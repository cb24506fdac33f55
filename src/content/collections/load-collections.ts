/**
 * Loading the collections of the content folder ({@link services}, {@link posts}): their files listed, prepared and
 * loaded into entries.
 */
import { loadCollection, type EntryTools } from './collection.ts';
import { collectionFiles } from './collection-files.ts';
import { posts, services } from './collections.ts';
import type { ContentStore } from '../source/content-store.ts';
import type { ImageLookup } from '../images/image-lookup.ts';
import type { ImagePlaceName } from '../images/image-places.ts';
import { prepareFiles } from '../source/prepare-files.ts';
import type { Post, Service } from '../types.ts';

/** The collections' files (as listed) and their valid entries. */
export interface LoadedCollections {
  serviceFiles: readonly { absolute: string }[];
  postFiles: readonly { absolute: string }[];
  services: Service[];
  /** Every post, drafts included. */
  posts: Post[];
}

/**
 * Lists, prepares and loads the services and the posts; each collection's images are looked up with the places
 * its entries are shown in. Only when every language's strings are valid (the entries are checked against them).
 */
export async function loadCollections(
  root: string,
  tools: EntryTools,
  image: ImageLookup,
  store: ContentStore | undefined,
): Promise<LoadedCollections> {
  const { cache } = tools;
  const shownAt = (places: ImagePlaceName[]): EntryTools => ({
    ...tools,
    image: (ref, where) => image(ref, where, places),
  });
  const listed = (c: { folder: string; format: 'yaml' | 'markdown' }) =>
    cache.list(`collection:${root}:${c.folder}`, () => collectionFiles(root, c));
  const [serviceFiles, postFiles] = await Promise.all([listed(services), listed(posts)]);
  await prepareFiles([...serviceFiles, ...postFiles], { cache, store });
  const [serviceList, postList] = await Promise.all([
    loadCollection(root, services, shownAt(['card', 'banner']), serviceFiles),
    loadCollection(root, posts, shownAt(['card', 'postHero']), postFiles),
  ]);
  return { serviceFiles, postFiles, services: serviceList, posts: postList };
}
