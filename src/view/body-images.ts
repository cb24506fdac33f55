/**
 * The images of a post's body, as its page shows them: each recorded image (`PostLocale.images`) with its built
 * image (URL, size, variants), so the template can write the picture in place of the image's `<img>`. Made at
 * view time, not with the body: the body's HTML is cached by the post file's bytes, and what a photo is published
 * as (the hashed names of its variants) is known only once the images are built.
 */
import type { BodyImage, Content, Localized } from '../content/types.ts';
import { caseStudyKey, guideKey, occasionKey, postKey, standaloneKey } from '../site/pages/index.ts';
import type { SiteRoute } from '../site/pages/page-type.ts';
import type { BodyImageView, ImageView } from '../site/view-types.ts';

/**
 * Adds the images of a post's or article's body to its page's data (`bodyImages`); the data of any other page,
 * and of a body that shows no image, is returned as it is (the same object).
 * @param image - the built image of a path under `content/images/`.
 * @throws {MissingImageError} from `image` when an image was not built (every image a body shows is: see `referencedImages`).
 */
export function addBodyImages(
  route: SiteRoute,
  data: unknown,
  bodies: ReadonlyMap<string, WithBody>,
  image: (path: string) => ImageView,
): unknown {
  const images = bodies.get(route.key)?.locales[route.locale]?.images;
  if (!images?.length) return data;
  const bodyImages = images.map((shown: BodyImage): BodyImageView => ({
    image: image(shown.path),
    alt: shown.alt,
    markup: shown.markup,
  }));
  return { ...(data as object), bodyImages };
}

/** An entry with a markdown body in every language: a post or an article. */
interface WithBody {
  locales: Localized<{ images?: readonly BodyImage[] | undefined }>;
}

/** The posts and articles of `content` by their page key, for {@link addBodyImages}. */
export function bodiesByKey(content: Content): Map<string, WithBody> {
  return new Map<string, WithBody>([
    ...content.posts.map((e) => [postKey(e), e] as const),
    ...content.occasions.map((e) => [occasionKey(e), e] as const),
    ...content.guides.map((e) => [guideKey(e), e] as const),
    ...content.caseStudies.map((e) => [caseStudyKey(e), e] as const),
    ...content.pages.map((e) => [standaloneKey(e), e] as const),
  ]);
}
