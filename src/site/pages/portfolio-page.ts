/**
 * The portfolio page, one per language while `content/portfolio.yaml` has photos: the photos grouped by the occasion
 * they show (in the occasions' order), a list of links to each group, and each photo linked to its largest file, the
 * enlarged view that needs no script.
 */
import { inLocale } from '../../content/types.ts';
import { fill } from '../format.ts';
import { occasionKey } from './article-keys.ts';
import type { SitePageType } from './page-type.ts';

/** The portfolio page. */
export const portfolio: SitePageType<'portfolio', undefined> = {
  kind: 'portfolio',
  items: (content) => (content.portfolio.length > 0 ? [{ key: 'portfolio', item: undefined }] : []),
  segments: (language) => [language.paths.portfolio],
  section: undefined,
  sitemap: true,
  data(_item, view) {
    const { content, language } = view;
    const copy = view.strings.portfolio;
    const groups = content.occasions
      .map((occasion) => ({ occasion, photos: content.portfolio.filter((p) => p.occasion === occasion.id) }))
      .filter((group) => group.photos.length > 0)
      .map(({ occasion, photos }) => {
        const text = inLocale(occasion.locales, language.code);
        return {
          id: text.slug,
          heading: text.name,
          link: { href: view.href(occasionKey(occasion)), label: fill(copy.occasionLink, { name: text.name }) },
          photos: photos.map((photo) => {
            const image = view.image(photo.image);
            return {
              key: photo.image.path,
              image,
              alt: inLocale(photo.alt, language.code),
              caption: inLocale(photo.caption, language.code),
              full: image.src,
              ...(photo.sample ? { sample: copy.sampleLabel } : {}),
            };
          }),
        };
      });
    return {
      head: view.head({
        title: view.title(copy.title),
        description: copy.description,
        image: view.socialImage(content.portfolio[0]?.image),
      }),
      data: {
        heading: copy.heading,
        intro: copy.intro,
        enlarge: copy.enlarge,
        ...(content.portfolio.some((p) => p.sample) ? { sampleNote: copy.sampleNote } : {}),
        nav: { label: copy.jumpTo, items: groups.map((g) => ({ href: `#${g.id}`, label: g.heading })) },
        groups,
      },
    };
  },
};
