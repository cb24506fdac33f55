/**
 * A page type, declared once: which pages it has, their URL in every language, the data its template renders,
 * whether they are in the sitemap, and the not-found page that answers misses in their folder. The route
 * table, the view builder, the sitemap and dev's change detection all read these records.
 */
import type { LocaleStrings, NavPage } from '../../content/schemas.ts';
import type { Content, ImageSource, Language, Post, Service } from '../../content/types.ts';
import type { NotFoundDeclaration, Route, RouteTable, RouteType } from '../route-types.ts';
import type { CtaView, HeadView, ImageView, PostCardView, SocialImageView, TagView } from '../view-types.ts';
import type { ArticleCardView, PageDataByKind, PageKind } from '../page-data.ts';

/** What a page type's `data` may read while one route is turned into its view. */
export interface ViewContext {
  content: Content;
  language: Language;
  strings: LocaleStrings;
  route: Route<AnyPageType>;
  routes: RouteTable<AnyPageType>;
  /** Percent-encoded root-relative URL of page `key` in this route's language. */
  href: (key: string, locale?: string) => string;
  /** Absolute URL of a root-relative href as pages write it (path prefix included: `/repo/about` → `https://owner.github.io/repo/about`). */
  absolute(href: string): string;
  /** A markdown body's HTML as this page shows it: its root-relative links under the path prefix. */
  body(html: string): string;
  /** A content image (path under `content/images/`) as built. */
  image: (source: ImageSource | string) => ImageView;
  /** The social card of an image, or the default card. */
  socialImage(source?: ImageSource): SocialImageView;
  /** The year of the build (the copyright line; the years since `site.yaml` `foundingYear`). */
  year: number;
  /** A yyyy-mm-dd date as this language writes it. */
  formatDate(iso: string): string;
  /** `{page} | {brand}`, or the page's title alone when both together pass 60 characters (what search results show). */
  title(page: string): string;
  /** The head fields every page shares: defaults for type, image and JSON-LD; `noindex` also when the route has it. */
  head(fields: Pick<HeadView, 'title' | 'description'> & Partial<HeadView>): HeadView;
  serviceCard: (service: Service) => ArticleCardView;
  postCard: (post: Post) => PostCardView;
  /** Tag links of the posts' tags (as the posts write them), labelled in this language. */
  tags: (labels: readonly string[]) => TagView[];
  /** The call-to-action band to the contact page. */
  cta(copy: { heading: string; text: string; cta: string; note?: string }): CtaView;
}

/** A page type: what the route table knows of it, and the data its template renders. */
interface PageType<Kind extends string, Item, Data> extends RouteType<Kind, Item> {
  /** The data the template renders. */
  data(item: Item, view: ViewContext): { head: HeadView; data: Data };
}

/** The page type of a kind of the site: its data is what the kind's template renders (`page-data.ts`). */
export type SitePageType<Kind extends PageKind, Item> = PageType<Kind, Item, PageDataByKind[Kind]>;

/** A page type whose item and data types are not known here (the route table holds every kind). */
export type AnyPageType = PageType<string, unknown, unknown>;

/** A fixed page: one per language, its key the kind, at the section's path. */
export function fixedPage<Kind extends PageKind>(
  kind: Kind,
  options: {
    segments(language: Language): string[];
    section?: NavPage;
    notFound?: NotFoundDeclaration;
    data(view: ViewContext): { head: HeadView; data: PageDataByKind[Kind] };
  },
): SitePageType<Kind, undefined> {
  return {
    kind,
    items: () => [{ key: kind, item: undefined }],
    segments: (language) => options.segments(language),
    section: options.section ?? (kind as string as NavPage),
    sitemap: true,
    notFound: options.notFound,
    data: (_item, view) => options.data(view),
  };
}

/** A route of the site: its type is a page type, with the data its template renders. */
export type SiteRoute = Route<AnyPageType>;
/** The route table of the site's page types. */
export type SiteRouteTable = RouteTable<AnyPageType>;
