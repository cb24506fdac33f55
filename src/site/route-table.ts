/**
 * The route table: every URL the site answers, in every language, with its page type and item, canonical
 * URL, hreflang alternates, language-switch targets and output file. It is made from the page-type records
 * ({@link PAGE_TYPES}) and the languages of the content; links, the language switch, alternates, the sitemap
 * and the not-found pages all read it, and no template assembles a URL. Sources: spec §2, decisions 2–8.
 */
import type { Content, Language, Locale } from '../content/types.ts';
import { DuplicateRouteError, MissingTranslationError } from '../core/errors.ts';
import { PAGE_TYPES, type AnyPageType } from './pages/index.ts';
import { GENERIC_NOT_FOUND, notFound, type NotFoundItem } from './pages/not-found.ts';
import { encodePath, outputFileOf, pathOf } from '../core/url-paths.ts';

export { encodePath, outputFileOf } from '../core/url-paths.ts';

/** A not-found page and the folder whose misses it answers (`/tr/hizmetler/` → `/tr/hizmetler/404.html`). */
export interface NotFoundPage {
  /** Decoded folder path ending in `/`. */
  folder: string;
  /** Root-relative URL of the page's file, percent-encoded. */
  file: string;
}

/** One URL of the site. */
export interface Route {
  /** Path as the visitor sees it, decoded, without trailing slash (`/`, `/tr/hizmetler/kurumsal-etkinlikler`, `/tags/düğün`). */
  url: string;
  locale: Locale;
  /** The page's identity across languages and aliases, e.g. `service:corporate-events`, `post:rsvp-guide`, `faq`. */
  key: string;
  /** The page type: its template, data and sitemap rule. */
  type: AnyPageType;
  /** What the page shows (a service, a post …), as the page type's `items` gave it. */
  item: unknown;
  /** True for an alias URL (`/en/…`, `/tr/faq`, an old post slug): same page, canonical elsewhere, not in the sitemap (decision 2). */
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
export interface RouteTable {
  /** Every route: primary pages language by language in page-type order, then aliases, then not-found pages. */
  routes: Route[];
  /** Route by its decoded URL. */
  byUrl: ReadonlyMap<string, Route>;
  languages: readonly Language[];
  /**
   * The primary route of a page in a language.
   * @throws {Error} when no such page exists (a programming error in a page type).
   */
  get(key: string, locale: Locale): Route;
  /** Percent-encoded root-relative href of a page in a language. */
  href(key: string, locale: Locale): string;
  /** Absolute URL of a decoded root-relative path (`/tr/sss` → `https://…/tr/sss`), percent-encoded. */
  absolute(url: string): string;
  /** The not-found pages by the folder they serve (decision 6). */
  notFoundPages(): NotFoundPage[];
}

type NewRoute = Omit<Route, 'output' | 'canonical' | 'alternates' | 'counterparts' | 'sitemap'>;

/**
 * Builds the route table from the content.
 * @param content - validated content (posts newest first, services in order).
 * @throws {DuplicateRouteError} when two routes claim the same URL.
 * @throws {MissingTranslationError} when a page exists in some languages only.
 */
export function buildRouteTable(content: Content): RouteTable {
  const base = content.site.baseUrl;
  const { languages } = content;
  // Each page's URL is written absolute in its own canonical URL and in the alternates of each language's version.
  const absolutes = new Map<string, string>();
  const absolute = (url: string) => {
    let found = absolutes.get(url);
    if (found === undefined) absolutes.set(url, (found = `${base}${url === '/' ? '/' : encodePath(url)}`));
    return found;
  };
  const primaries = new Map<string, Route>();
  const routes: Route[] = [];
  const byUrl = new Map<string, Route>();
  const segmentsOf = new Map<Route, string[]>();

  function add(route: NewRoute): Route {
    const url = route.url.normalize('NFC');
    const existing = byUrl.get(url);
    if (existing) {
      throw new DuplicateRouteError(`two pages claim the URL ${url} (${existing.key} and ${route.key})`, { hint: 'give one of them another slug or remove the alias' });
    }
    const full: Route = {
      url,
      locale: route.locale,
      key: route.key,
      type: route.type,
      item: route.item,
      alias: route.alias,
      canonical: '',
      alternates: [],
      counterparts: {},
      output: outputFileOf(url),
      status: route.status,
      sitemap: false,
      noindex: route.noindex,
      lastModified: route.lastModified,
    };
    routes.push(full);
    byUrl.set(url, full);
    if (!route.alias && route.status === 200) primaries.set(`${route.key}@${route.locale}`, full);
    return full;
  }

  for (const language of languages) {
    for (const type of PAGE_TYPES as readonly AnyPageType[]) {
      for (const { key, item, lastModified, noindex = false } of type.items(content)) {
        const segments = type.segments(language, item);
        const route = add({ url: pathOf(language.prefix, segments), locale: language.code, key, type, item, alias: false, status: 200, lastModified, noindex });
        segmentsOf.set(route, segments);
      }
    }
  }

  // Aliases (decisions 2, 3): the same page under another prefix or segment; canonical URL of the primary.
  for (const [route, segments] of segmentsOf) {
    const language = languageOf(languages, route.locale);
    const alias = (url: string) => add({ ...route, url, alias: true });
    for (const prefix of language.aliasPrefixes) alias(pathOf(prefix, segments));
    const others: string[][] = route.type.aliases?.(language, route.item) ?? [];
    for (const [section, names] of Object.entries(language.aliases)) {
      if (segments[0] !== language.paths[section as keyof Language['paths']]) continue;
      for (const name of names ?? []) others.push([name, ...segments.slice(1)]);
    }
    for (const segs of others) for (const prefix of [language.prefix, ...language.aliasPrefixes]) alias(pathOf(prefix, segs));
  }

  // Not-found pages (decisions 6, 7): each language root, then each declared folder, under every prefix.
  const prefixes = [...languages.map((l) => ({ language: l, prefix: l.prefix })), ...languages.flatMap((l) => l.aliasPrefixes.map((prefix) => ({ language: l, prefix })))];
  const declared = (PAGE_TYPES as readonly AnyPageType[]).filter((t) => t.notFound);
  const notFoundItems: { language: Language; item: NotFoundItem }[] = [
    ...prefixes.map(({ language, prefix }, i) => ({ language, item: { variant: 'page', declaration: GENERIC_NOT_FOUND, folder: prefix ? [prefix] : [], root: i === 0 } })),
    ...prefixes.flatMap(({ language, prefix }) =>
      declared.map((t) => ({ language, item: { variant: t.kind, declaration: t.notFound!, folder: [...(prefix ? [prefix] : []), ...t.notFound!.folder(language)], root: false } })),
    ),
  ];
  for (const { language, item } of notFoundItems) {
    add({ url: pathOf('', notFound.segments(language, item)), locale: language.code, key: `not-found:${item.variant}`, type: notFound, item, alias: false, status: 404, noindex: true });
  }

  // What the routes of one page share (in every language, aliases too): its version in each language, its
  // alternates, and per language its canonical URL and language-switch targets. Shared objects, made once.
  interface PageLinks {
    versions: Route[];
    alternates: Route['alternates'];
    byLocale: Map<Locale, { canonical: string; counterparts: Route['counterparts'] }>;
  }
  const pages = new Map<string, PageLinks>();
  const linksOf = (key: string): PageLinks => {
    let page = pages.get(key);
    if (page) return page;
    const versions = languages.map((l) => {
      const version = primaries.get(`${key}@${l.code}`);
      if (!version) throw new MissingTranslationError(`page ${key} has no ${l.code} version`);
      return version;
    });
    const hrefs = versions.map((v) => absolute(v.url));
    page = {
      versions,
      alternates: [...languages.map((l, i) => ({ hreflang: l.hreflang, href: hrefs[i]! })), { hreflang: 'x-default', href: hrefs[0]! }],
      byLocale: new Map(
        languages.map((l, i) => [
          l.code,
          { canonical: hrefs[i]!, counterparts: Object.fromEntries(versions.filter((v) => v.locale !== l.code).map((v) => [v.locale, v.url])) },
        ]),
      ),
    };
    pages.set(key, page);
    return page;
  };
  for (const route of routes) {
    if (route.status === 404) {
      const back = (route.item as NotFoundItem).declaration.back;
      route.counterparts = Object.fromEntries(languages.filter((l) => l.code !== route.locale).map((l) => [l.code, primaries.get(`${back}@${l.code}`)!.url]));
      continue;
    }
    const page = linksOf(route.key);
    const own = page.byLocale.get(route.locale)!;
    route.canonical = own.canonical;
    route.alternates = page.alternates;
    route.counterparts = own.counterparts;
    route.sitemap = !route.alias && !route.noindex && route.type.sitemap;
  }

  return tableOf(routes, languages, absolute, { byUrl, primaries });
}

/**
 * The same routes (URLs, canonical URLs, alternates, outputs) with their items taken from `content` (dev, after
 * an edit that changes no route: a post's body). Much cheaper than {@link buildRouteTable}, and only right
 * when `content` has the same pages, slugs, aliases, dates and flags as the content `table` was built from.
 * @param keys - only the routes of these pages get new items (default: all); the others keep theirs, which
 * is right when nothing their views show changed.
 * @throws {Error} when a route's page is not in `content` (the caller's precondition was not met).
 */
export function rebaseRouteTable(table: RouteTable, content: Content, keys?: ReadonlySet<string>): RouteTable {
  const items = new Map<AnyPageType, Map<string, unknown>>();
  const itemOf = (route: Route): unknown => {
    let byKey = items.get(route.type);
    if (!byKey) {
      byKey = new Map();
      for (const { key, item } of route.type.items(content)) if (!keys || keys.has(key)) byKey.set(key, item);
      items.set(route.type, byKey);
    }
    if (!byKey.has(route.key)) throw new Error(`no page ${route.key} in the new content`);
    return byKey.get(route.key);
  };
  const lookups = lookupsOf.get(table)!;
  const replaced: Route[] = [];
  const replace = (route: Route): Route => {
    const next = { ...route, item: itemOf(route) };
    replaced.push(next);
    return next;
  };
  // Not-found pages are made from the languages and page types, not from content items.
  let routes: Route[];
  if (keys) {
    routes = table.routes.slice();
    lookups.indices ??= indicesByKey(table.routes);
    for (const key of keys) for (const i of lookups.indices.get(key) ?? []) routes[i] = replace(routes[i]!);
  } else routes = table.routes.map((route) => (route.status === 404 ? route : replace(route)));
  // The look-ups of the table, with the replaced routes.
  const byUrl = new Map(lookups.byUrl);
  const primaries = new Map(lookups.primaries);
  for (const route of replaced) {
    byUrl.set(route.url, route);
    if (!route.alias) primaries.set(`${route.key}@${route.locale}`, route);
  }
  // The routes keep their places: the indices stay right.
  return tableOf(routes, table.languages, table.absolute, { byUrl, primaries, indices: lookups.indices });
}

/** A table's look-ups: routes by URL, and the primary route of each page in each language (`key@locale`). */
interface Lookups {
  byUrl: Map<string, Route>;
  primaries: Map<string, Route>;
  /** Where each page's routes are in the table (all languages and aliases; not-found pages left out), made when first needed. */
  indices?: Map<string, number[]>;
}

function indicesByKey(routes: readonly Route[]): Map<string, number[]> {
  const indices = new Map<string, number[]>();
  routes.forEach((route, i) => {
    if (route.status === 404) return;
    const list = indices.get(route.key);
    if (list) list.push(i);
    else indices.set(route.key, [i]);
  });
  return indices;
}
const lookupsOf = new WeakMap<RouteTable, Lookups>();

/** The table of finished routes (with `lookups` when the caller has them). */
function tableOf(routes: Route[], languages: readonly Language[], absolute: (url: string) => string, lookups?: Lookups): RouteTable {
  const { byUrl, primaries } = lookups ?? {
    byUrl: new Map(routes.map((r) => [r.url, r])),
    primaries: new Map(routes.filter((r) => !r.alias && r.status === 200).map((r) => [`${r.key}@${r.locale}`, r])),
  };
  const notFoundPages = (): NotFoundPage[] =>
    routes.filter((r) => r.status === 404).map((r) => ({ folder: r.url.slice(0, -'404'.length), file: encodePath(`/${r.output}`) }));

  const table: RouteTable = {
    routes,
    byUrl,
    languages,
    get(key, locale) {
      const route = primaries.get(`${key}@${locale}`);
      if (!route) throw new Error(`no page ${key} in ${locale}`);
      return route;
    },
    href(key, locale) {
      return encodePath(this.get(key, locale).url);
    },
    absolute,
    notFoundPages,
  };
  lookupsOf.set(table, { byUrl, primaries });
  return table;
}

function languageOf(languages: readonly Language[], code: Locale): Language {
  const language = languages.find((l) => l.code === code);
  if (!language) throw new Error(`no language ${code}`);
  return language;
}
