/**
 * The two rules of `build` that `dev`'s shortcuts would skip, and the stages (commands/pipeline) cannot hold for it:
 * a content file that became a symbolic link (the content cache keeps its listing of links while no file is added
 * or removed), and an SVG image whose bytes changed between the load that judged them and the moment they are read
 * to be published. Each fails as `build` does: a {@link ContentErrors} naming the files, nothing written.
 */
import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { findUnsafeLinks } from '../../content/source/content-files.ts';
import { sanitisedSvgWarning } from '../../content/images/images.ts';
import { svgFacts, UnsafeSvgError } from '../../content/images/svg.ts';
import type { Content } from '../../content/types.ts';
import { displayPath } from '../../core/display-path.ts';
import { ContentErrors, InvalidContentError, type EventsiteError } from '../../core/errors.ts';
import type { OutputFile } from '../../core/output-file.ts';
import type { BuiltImages } from '../../output/assets/images.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** True when `p` is `root` or inside it (both absolute). */
const isWithin = (p: string, root: string) => p === root || p.startsWith(root + path.sep);

/**
 * True when one of `changed` (absolute paths) inside `root`, or a folder between `root` and it, is a symbolic link
 * now: a few `lstat` calls, and the whole folder is looked at only then.
 */
async function throughLink(changed: readonly string[], root: string): Promise<boolean> {
  const seen = new Set<string>();
  for (const file of changed) {
    for (let p = file; isWithin(p, root) && p !== root && !seen.has(p); p = path.dirname(p)) {
      seen.add(p);
      if ((await lstat(p).catch(() => undefined))?.isSymbolicLink()) return true;
    }
  }
  return false;
}

/**
 * The content folder's rule on symbolic links (`findUnsafeLinks`, which `build` applies at every load), kept
 * across dev's rebuilds: a file replaced by a link to a file outside the folder is refused as `build` refuses
 * it, at the rebuild that sees it and at every later one until the link is gone.
 */
export class ContentLinkGuard {
  /** A link was seen among the changed files and the folder has not been found safe since. */
  private suspect = false;

  /**
   * Checks the content folder `root` (absolute) when a link is among `changed` (absolute paths) or was before.
   * @throws {ContentErrors} listing each link that leads outside the folder, into a loop or nowhere.
   */
  async check(root: string, changed: readonly string[]): Promise<void> {
    this.suspect ||= await throughLink(changed, root);
    if (!this.suspect) return;
    const unsafe = await findUnsafeLinks(root);
    if (unsafe.length > 0) throw new ContentErrors(unsafe);
    this.suspect = false;
  }
}

/**
 * The SVG images of `images` as they may be published: the bytes of an image the load found safe are read again
 * when published, and the file may have changed in between (an editor saving while dev builds). Those bytes are
 * judged again (`svgFacts`), and the sanitised document
 * is published in their place when sanitising removes anything.
 * @param warn - receives a warning per image sanitised here (as the load gives it), to show.
 * @returns the images to publish.
 * @throws {ContentErrors} naming the file when the bytes read cannot be published at all (entities, unreadable).
 */
export async function judgePublishedSvgs(
  images: BuiltImages,
  content: Content,
  warn: (warnings: EventsiteError[]) => void,
): Promise<BuiltImages> {
  const refs = new Map([...images.byPath].map(([ref, view]) => [view.src, ref]));
  const warnings: EventsiteError[] = [];
  const files = await Promise.all(
    images.files.map(async (file): Promise<OutputFile> => {
      const source = content.images.get(refs.get(`/${file.path}`) ?? '');
      // A sanitised image is published from memory, as judged; a raster image is made from what was read.
      if (!source || source.contents || source.raster || !file.path.toLowerCase().endsWith('.svg')) return file;
      const where = displayPath(source.file);
      try {
        const facts = await svgFacts(Buffer.from(file.contents));
        if (facts.removed.length === 0) return file;
        warnings.push(sanitisedSvgWarning(where, facts.removed));
        return { path: file.path, contents: facts.published };
      } catch (error) {
        const problem = error instanceof UnsafeSvgError ? error.problem : catalogue.SvgUnreadable();
        throw new ContentErrors([
          new InvalidContentError(problem, { file: where, expected: 'a plain SVG document' }, { cause: error }),
        ]);
      }
    }),
  );
  warn(warnings);
  return warnings.length > 0 ? { ...images, files } : images;
}
