/**
 * The content folder's own checks, made before anything in it is read: that it exists and is a folder, and that no
 * link in it leads outside it or into a loop.
 */
import { stat } from 'node:fs/promises';
import { displayPath } from '../../core/display-path.ts';
import { ContentErrors, InvalidContentError } from '../../core/errors.ts';
import type { ContentCache } from './content-cache.ts';
import { findUnsafeLinks } from './content-files.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/**
 * The error of a content folder (`--content`) that does not exist or is no folder, naming it; `undefined` when it
 * is a folder. Every command that reads or writes content says it in these words.
 */
export async function contentFolderProblem(root: string): Promise<InvalidContentError | undefined> {
  const info = await stat(root).catch(() => undefined);
  if (info?.isDirectory()) return undefined;
  return new InvalidContentError(info ? catalogue.ContentFolderNotAFolder() : catalogue.ContentFolderMissing(), {
    file: displayPath(root),
    field: '--content',
    expected: 'the content folder, e.g. content',
  });
}

/**
 * Checks, before anything is read, that `root` is a folder and that no link in it leads outside it or into a loop.
 * @throws {ContentErrors} naming the folder (`--content`) when it is missing or no folder, or every unsafe link.
 */
export async function checkContentFolder(root: string, cache: ContentCache): Promise<void> {
  const missing = await contentFolderProblem(root);
  if (missing) throw new ContentErrors([missing]);
  const unsafeLinks = await cache.list(`links:${root}`, () => findUnsafeLinks(root));
  if (unsafeLinks.length > 0) throw new ContentErrors(unsafeLinks);
}
