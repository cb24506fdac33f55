/** Social cards (`og:image`): social networks read no SVG, so every image a page shares gets a 1200×630 JPEG. */
import { bytesCodec, NO_MEMO, type Memo } from '../../core/memo.ts';
import { MissingImageError } from '../../core/errors.ts';
import { rasterRefusal } from '../../core/image-metadata.ts';
import type { OutputFile } from '../../core/output-file.ts';
import { loadSharp } from '../../core/sharp.ts';
import type { Content } from '../../content/types.ts';
import type { ImageView } from '../../site/view-types.ts';
import { imageBytes } from './images.ts';
import { publishedImageNames } from './image-names.ts';
import { hashOf } from './output-name.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** Social cards are 1200×630 (Open Graph's recommended size). */
const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
// autoOrient: a phone photo's card is upright (and, being part of the cache key, no sideways card is reused).
// position: a wide card cut from a portrait photo keeps its most striking region (faces, detail, colour), which a
// centred cut would lose with the heads; part of the cache key, so no centred card is reused.
const SOCIAL_PROCESSING = {
  ...SOCIAL_IMAGE,
  density: 144,
  quality: 82,
  background: '#0b0b0b',
  autoOrient: true,
  position: 'attention',
} as const;

/** The social cards: their files, and their views by the image they are made from. */
export interface BuiltSocialImages {
  files: OutputFile[];
  byPath: Map<string, ImageView>;
}

/**
 * Social networks do not read SVG: the default card and the image of every service, post, occasion and case study,
 * and the portfolio's first photo (its page's card), get a 1200×630 JPEG, cut where the image draws the eye, kept in
 * the cache folder's `social` store by the source's bytes and the processing.
 * @throws {MissingImageError} when the default card (`site.yaml` `images.socialDefault`) or a referenced image is absent.
 */
export async function buildSocialImages(content: Content, cache: Memo = NO_MEMO): Promise<BuiltSocialImages> {
  const shown = [
    ...content.services,
    ...content.posts,
    ...content.occasions,
    ...content.caseStudies,
    ...content.portfolio.slice(0, 1),
  ];
  const sources = [content.site.images.socialDefault, ...shown.flatMap((e) => (e.image ? [e.image.path] : []))];
  const files: OutputFile[] = [];
  const byPath = new Map<string, ImageView>();
  const names = publishedImageNames(content);
  await Promise.all(
    [...new Set(sources)].map(async (ref) => {
      const source = content.images.get(ref);
      if (!source)
        throw new MissingImageError(catalogue.ImageNotFound({ ref }), {
          file: `content/images/${ref}`,
          hint: 'add the file',
        });
      const bytes = await imageBytes(source);
      const jpeg = await cache.value(
        'social',
        [bytes, JSON.stringify(SOCIAL_PROCESSING)],
        async () =>
          (await loadSharp())(bytes, { density: SOCIAL_PROCESSING.density, autoOrient: SOCIAL_PROCESSING.autoOrient })
            .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'cover', position: SOCIAL_PROCESSING.position })
            .flatten({ background: SOCIAL_PROCESSING.background })
            .jpeg({ quality: SOCIAL_PROCESSING.quality, mozjpeg: true })
            .toBuffer(),
        bytesCodec((card) => rasterRefusal(card, 'jpeg')),
      );
      // Named after what shows the image (its content name) and the hash of the source and the processing.
      const key = hashOf(Buffer.concat([bytes, Buffer.from(JSON.stringify(SOCIAL_PROCESSING))]));
      const name = names.get(ref) ?? ref.replace(/\.[a-z]+$/i, '');
      const out = `images/social/${name.replace(/\//g, '-')}.${key}.jpg`;
      files.push({ path: out, contents: jpeg });
      byPath.set(ref, { src: `/${out}`, ...SOCIAL_IMAGE });
    }),
  );
  return { files, byPath };
}
