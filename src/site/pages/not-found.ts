/**
 * The not-found pages (docs/decisions.md, "Not-found pages"): one `404.html` per folder where a host looks for the
 * nearest one — each language's root and the folders of page types that declare a {@link NotFoundDeclaration}. The
 * route table makes their routes; this record says what they render.
 */
import type { LocaleStrings } from '../../content/schemas.ts';
import type { NotFoundDeclaration, NotFoundItem } from '../route-types.ts';
import type { SitePageType } from './page-type.ts';

/** The message of misses outside any declared folder: the generic not-found page. */
export const GENERIC_NOT_FOUND: NotFoundDeclaration = {
  folder: () => [],
  message: (strings: LocaleStrings) => strings.notFound,
  back: 'home',
};

/** The not-found page type. */
export const notFound: SitePageType<'not-found', NotFoundItem> = {
  kind: 'not-found',
  items: () => [],
  segments: (_language, item) => [...item.folder, '404'],
  section: undefined,
  sitemap: false,
  data(item, view) {
    const { strings } = view;
    const message = item.declaration.message(strings);
    return {
      // A not-found page is no page of the site: no canonical URL (the route has none), never indexed.
      head: view.head({
        title: view.title(strings.notFound.title),
        description: strings.notFound.description,
        noindex: true,
      }),
      data: {
        variant: item.variant,
        heading: message.heading,
        text: message.text,
        back:
          item.declaration.back === 'home' ? undefined : { href: view.href(item.declaration.back), label: message.cta },
        home: { href: view.href('home'), label: strings.notFound.cta },
        pages: item.root ? view.routes.notFoundPages() : undefined,
      },
    };
  },
};
