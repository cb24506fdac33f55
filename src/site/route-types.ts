/**
 * The shapes of the route table: a route type (what a page type tells the table: its pages,
 * their URL segments in every language, their aliases, sitemap rule and not-found folder), a route, and the table.
 * The table is made from the route types it is given (`route-table.ts`); page types add what their template renders.
 */
import type { LocaleStrings, NavPage } from '../content/schemas.ts';
import type { Content, Language, Locale } from '../content/types.ts';
import type { NotFoundPage } from './view-types.ts';

/** One page of a type: its identity across languages and what it shows. */
interface PageItem<Item> {
  /** Identity across languages and aliases, e.g. `about`, `service:corporate-events`, `post:rsvp-guide`. */
  key: string;
  item: Item;
  /** yyyy-mm-dd of the last change, where content has one (sitemap `lastmod`). */
  lastModified?: string;
  /** Keep the page out of search engines: `noindex` in its head and out of the sitemap (e.g. a tag page of one post). */
  noindex?: boolean;
}

/** A not-found page for the misses in the folder of a page type's pages (docs/decisions.md, "Not-found pages"). */
export interface NotFoundDeclaration {
  /** The folder's segments after the language prefix, e.g. `['hizmetler']`. */
  folder(language: Language): string[];
  /** The message in a language. */
  message(strings: LocaleStrings): { heading: string; text: string; cta: string };
  /** Key of the page the message links back to (and the language switch leads to). */
  back: string;
}

/** What the route table knows of a page type. `Kind` names its template. */
export interface RouteType<Kind extends string = string, Item = unknown> {
  kind: Kind;
  /** The pages of this type: one per service, post or tag; one for a fixed page. */
  items(content: Content): PageItem<Item>[];
  /** URL segments of a page in a language, after the language prefix (`[]` is the language's home). */
  segments(language: Language, item: Item): string[];
  /** Segments of other URLs the page answers under in a language (e.g. an old post slug). */
  aliases?(language: Language, item: Item): string[][];
  /** The navigation item the page belongs to (`aria-current`). */
  section: NavPage | undefined;
  /** Listed in `sitemap.xml`. */
  sitemap: boolean;
  /** Misses in the folder of this type's pages get a not-found page with this message. */
  notFound?: NotFoundDeclaration;
}

/** A not-found page: which message it shows and where. */
export interface NotFoundItem {
  /** `page` for the generic message, else the kind of the page type whose folder it serves (`service`, `post`). */
  variant: string;
  declaration: NotFoundDeclaration;
  /** The whole path's segments, language prefix included, without the final `404`. */
  folder: string[];
  /** The site's root not-found page: it carries the list of the others, for hosts that serve only it. */
  root: boolean;
}

/** One URL of the site. */
export interface Route<T extends RouteType = RouteType> {
  /** Path as the visitor sees it, decoded, without trailing slash (`/`, `/tr/hizmetler/kurumsal-etkinlikler`, `/tags/düğün`). */
  url: string;
  locale: Locale;
  /** The page's identity across languages and aliases, e.g. `service:corporate-events`, `post:rsvp-guide`, `faq`. */
  key: string;
  /** The page type: its template, data and sitemap rule. */
  type: T;
  /** What the page shows (a service, a post …), as the page type's `items` gave it. */
  item: unknown;
  /** True for an alias URL (`/en/…`, `/tr/faq`, an old post slug): same page, canonical elsewhere, not in the sitemap. */
  alias: boolean;
  /** Absolute canonical URL, percent-encoded; empty for not-found pages, which have none (they are `noindex`). */
  canonical: string;
  /** hreflang alternates: the page in every language, then `x-default` (the default language); empty for not-found pages. */
  alternates: { hreflang: string; href: string }[];
  /** Decoded path of the same page in each other language: the targets of the language switch. */
  counterparts: Readonly<Record<Locale, string>>;
  /** File under the output folder, e.g. `tr/hizmetler/kurumsal-etkinlikler.html`. */
  output: string;
  /** HTTP status the page is served with (404 for the not-found pages). */
  status: 200 | 404;
  /** Listed in `sitemap.xml`: a primary page whose type says so and that search engines may index. */
  sitemap: boolean;
  /** Search engines are asked not to index the page (its page item says so): `noindex`, not in the sitemap. */
  noindex: boolean;
  /** yyyy-mm-dd of the last change, where content has one (posts). */
  lastModified?: string;
}

/** The route table with look-ups. */
export interface RouteTable<T extends RouteType = RouteType> {
  /** Every route: primary pages language by language in page-type order, then aliases, then not-found pages. */
  routes: Route<T>[];
  /** Route by its decoded URL. */
  byUrl: ReadonlyMap<string, Route<T>>;
  languages: readonly Language[];
  /**
   * The primary route of a page in a language.
   * @throws {Error} when no such page exists (a programming error in a page type).
   */
  get(key: string, locale: Locale): Route<T>;
  /** The path prefix of the base URL without trailing slash (`/repo`), `''` for a site at a host's root. */
  base: string;
  /** Percent-encoded root-relative href of a page in a language, under the path prefix (`/repo/tr/sss`). */
  href(key: string, locale: Locale): string;
  /** Percent-encoded root-relative href of a decoded path of the site, under the path prefix (`/tags/düğün` → `/repo/tags/d%C3%BC%C4%9F%C3%BCn`). */
  link(url: string): string;
  /** Absolute URL of a decoded root-relative path (`/tr/sss` → `https://…/tr/sss`), percent-encoded. */
  absolute: (url: string) => string;
  /** The not-found pages by the folder they serve, as the visitor's URLs say them (under the path prefix). */
  notFoundPages(): NotFoundPage[];
}
