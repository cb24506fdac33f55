/**
 * A page type, declared once: which pages it has, their URL in every language, the data its template renders,
 * whether they are in the sitemap, and the not-found page that answers misses in their folder. The route
 * table, the view builder, the sitemap and dev's change detection all read these records.
 */
import type { NavPage } from '../../content/schemas.ts';
import type { Content, ImageSource, Language, Post, Service } from '../../content/types.ts';
import type { LocaleStrings } from '../../content/schemas.ts';
import type { Route, RouteTable } from '../route-table.ts';
import type { CtaView, HeadView, ImageView, PostCardView, ServiceCardView, SocialImageView, TagView } from '../view-types.ts';

/** One page of a type: its identity across languages and what it shows. */
export interface PageItem<Item> {
  /** Identity across languages and aliases, e.g. `about`, `service:corporate-events`, `post:rsvp-guide`. */
  key: string;
  item: Item;
  /** yyyy-mm-dd of the last change, where content has one (sitemap `lastmod`). */
  lastModified?: string;
  /** Keep the page out of search engines: `noindex` in its head and out of the sitemap (decision 22: a tag page of one post). */
  noindex?: boolean;
}

/** What a page type's `data` may read while one route is turned into its view. */
export interface ViewContext {
  content: Content;
  language: Language;
  strings: LocaleStrings;
  route: Route;
  routes: RouteTable;
  /** Percent-encoded root-relative URL of page `key` in this route's language. */
  href(key: string, locale?: string): string;
  /** Absolute URL of a root-relative path. */
  absolute(path: string): string;
  /** A content image (path under `content/images/`) as built. */
  image(source: ImageSource | string): ImageView;
  /** The social card of an image, or the default card. */
  socialImage(source?: ImageSource): SocialImageView;
  /** The year of the build (the copyright line; the years since `site.yaml` `foundingYear`). */
  year: number;
  /** A yyyy-mm-dd date in this language (decision 12). */
  formatDate(iso: string): string;
  /** `{page} | {brand}`. */
  title(page: string): string;
  /** The head fields every page shares: defaults for type, image and JSON-LD; `noindex` also when the route has it. */
  head(fields: Pick<HeadView, 'title' | 'description'> & Partial<HeadView>): HeadView;
  serviceCard(service: Service): ServiceCardView;
  postCard(post: Post): PostCardView;
  /** Tag links of the posts' tags (as the posts write them), labelled in this language (decision 22). */
  tags(labels: readonly string[]): TagView[];
  /** The call-to-action band to the contact page. */
  cta(copy: { heading: string; text: string; cta: string; note?: string }): CtaView;
}

/** A not-found page for the misses in the folder of a page type's pages (decision 6). */
export interface NotFoundDeclaration {
  /** The folder's segments after the language prefix, e.g. `['hizmetler']`. */
  folder(language: Language): string[];
  /** The message in a language. */
  message(strings: LocaleStrings): { heading: string; text: string; cta: string };
  /** Key of the page the message links back to (and the language switch leads to). */
  back: string;
}

/** A page type. `Kind` names its template; `Data` is what its template renders. */
export interface PageType<Kind extends string, Item, Data> {
  kind: Kind;
  /** The pages of this type: one per service, post or tag; one for a fixed page. */
  items(content: Content): PageItem<Item>[];
  /** URL segments of a page in a language, after the language prefix (`[]` is the language's home). */
  segments(language: Language, item: Item): string[];
  /** Segments of other URLs the page answers under in a language (decision 3: an old post slug). */
  aliases?(language: Language, item: Item): string[][];
  /** The navigation item the page belongs to (`aria-current`). */
  section: NavPage | undefined;
  /** Listed in `sitemap.xml`. */
  sitemap: boolean;
  /** Misses in the folder of this type's pages get a not-found page with this message. */
  notFound?: NotFoundDeclaration;
  /** The data the template renders. */
  data(item: Item, view: ViewContext): { head: HeadView; data: Data };
}

/** A page type whose item and data types are not known here (the route table holds every kind). */
export type AnyPageType = PageType<string, unknown, unknown>;

/** A fixed page: one per language, its key the kind, at the section's path. */
export function fixedPage<Kind extends string, Data>(
  kind: Kind,
  options: { segments(language: Language): string[]; section?: NavPage; notFound?: NotFoundDeclaration; data(view: ViewContext): { head: HeadView; data: Data } },
): PageType<Kind, undefined, Data> {
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
