/**
 * The route table: every URL the site answers, in every language, with its page type and item, canonical
 * URL, hreflang alternates, language-switch targets and output file. It is made from the route types it is given
 * (the site's page types, `pages/index.ts`) and the languages of the content; links, the language switch,
 * alternates, the sitemap and the not-found pages all read it, and no template assembles a URL.
 */
import type { Content, Language, Locale } from '../content/types.ts';
import { DuplicateRouteError, MissingTranslationError } from '../core/errors.ts';
import { basePathOf, encodePath, outputFileOf, pathOf } from '../core/url-paths.ts';
import type { NotFoundDeclaration, NotFoundItem, Route, RouteTable, RouteType } from './route-types.ts';
import type { NotFoundPage } from './view-types.ts';

/** The route types a route table is made from. */
export interface RouteTypes<T extends RouteType> {
  /** Every page type, in the order their routes are listed (and so the sitemap's order). */
  pages: readonly T[];
  /** The type of the not-found pages (its items are made by the table, one per folder). */
  notFound: T;
  /** The message of misses outside every page type's folder. */
  genericNotFound: NotFoundDeclaration;
}

type NewRoute<T extends RouteType> = Omit<Route<T>, 'output' | 'canonical' | 'alternates' | 'counterparts' | 'sitemap'>;

/** The routes being collected, in table order, with their look-ups. */
interface RouteDraft<T extends RouteType> {
  routes: Route<T>[];
  byUrl: Map<string, Route<T>>;
  /** The primary route of each page in each language (`key@locale`). */
  primaries: Map<string, Route<T>>;
}

/**
 * Builds the route table from the content.
 * @param content - validated content (posts newest first, services in order).
 * @param types - the page types (see {@link RouteTypes}).
 * @throws {DuplicateRouteError} when two routes claim the same URL.
 * @throws {MissingTranslationError} when a page exists in some languages only.
 */
export function buildRouteTable<T extends RouteType>(content: Content, types: RouteTypes<T>): RouteTable<T> {
  const { languages } = content;
  const absolute = absoluteUrls(content.site.baseUrl);
  const draft: RouteDraft<T> = { routes: [], byUrl: new Map(), primaries: new Map() };
  const segmentsOf = addPrimaryRoutes(draft, content, types.pages);
  addAliasRoutes(draft, languages, segmentsOf);
  for (const { language, item } of notFoundItems(languages, types)) {
    addRoute(draft, {
      url: pathOf('', types.notFound.segments(language, item)),
      locale: language.code,
      key: `not-found:${item.variant}`,
      type: types.notFound,
      item,
      alias: false,
      status: 404,
      noindex: true,
    });
  }
  linkRoutes(draft, languages, absolute);
  return tableOf(draft.routes, languages, absolute, basePathOf(content.site.baseUrl), {
    byUrl: draft.byUrl,
    primaries: draft.primaries,
  });
}

/** Decoded root-relative path → percent-encoded absolute URL under `base`, each made once (a page's URL is in its canonical URL and every alternate). */
function absoluteUrls(base: string): (url: string) => string {
  const absolutes = new Map<string, string>();
  return (url) => {
    let found = absolutes.get(url);
    if (found === undefined) absolutes.set(url, (found = `${base}${url === '/' ? '/' : encodePath(url)}`));
    return found;
  };
}

/**
 * Adds a route to the draft (its URL in NFC, its output file; links are filled in later by {@link linkRoutes}).
 * @throws {DuplicateRouteError} when a route already claims the URL.
 */
function addRoute<T extends RouteType>(draft: RouteDraft<T>, route: NewRoute<T>): Route<T> {
  const url = route.url.normalize('NFC');
  const existing = draft.byUrl.get(url);
  if (existing) {
    throw new DuplicateRouteError(`two pages claim the URL ${url} (${existing.key} and ${route.key})`, {
      hint: 'give one of them another slug or remove the alias',
    });
  }
  const full: Route<T> = {
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
  draft.routes.push(full);
  draft.byUrl.set(url, full);
  if (!route.alias && route.status === 200) draft.primaries.set(`${route.key}@${route.locale}`, full);
  return full;
}

/** Adds the primary route of every page, language by language in page-type order; returns each one's URL segments. */
function addPrimaryRoutes<T extends RouteType>(
  draft: RouteDraft<T>,
  content: Content,
  pages: readonly T[],
): Map<Route<T>, string[]> {
  const segmentsOf = new Map<Route<T>, string[]>();
  for (const language of content.languages) {
    for (const type of pages) {
      for (const { key, item, lastModified, noindex = false } of type.items(content)) {
        const segments = type.segments(language, item);
        const route = addRoute(draft, {
          url: pathOf(language.prefix, segments),
          locale: language.code,
          key,
          type,
          item,
          alias: false,
          status: 200,
          lastModified,
          noindex,
        });
        segmentsOf.set(route, segments);
      }
    }
  }
  return segmentsOf;
}

/**
 * Aliases (docs/decisions.md, "Aliases"): the same page under every other prefix, section name and slug it ever had, in
 * every combination (a renamed section keeps the old slugs of its pages working); canonical URL of the primary.
 */
function addAliasRoutes<T extends RouteType>(
  draft: RouteDraft<T>,
  languages: readonly Language[],
  segmentsOf: Map<Route<T>, string[]>,
): void {
  for (const [route, segments] of segmentsOf) {
    const language = languageOf(languages, route.locale);
    const itemVariants = [segments, ...(route.type.aliases?.(language, route.item) ?? [])];
    const sectionNames = [
      segments[0],
      ...(Object.entries(language.aliases).find(
        ([section]) => segments[0] === language.paths[section as keyof Language['paths']],
      )?.[1] ?? []),
    ];
    const seen = new Set([route.url]);
    for (const prefix of [language.prefix, ...language.aliasPrefixes]) {
      for (const variant of itemVariants) {
        // The first segment is the section (`blog`, `sss`), but for a root page's alias: that is the whole old address.
        for (const section of variant.length > 1 || (variant.length === 1 && variant === segments)
          ? sectionNames
          : [undefined]) {
          const url = pathOf(prefix, section === undefined ? variant : [section, ...variant.slice(1)]).normalize('NFC');
          if (seen.has(url)) continue;
          seen.add(url);
          addRoute(draft, { ...route, url, alias: true });
        }
      }
    }
  }
}

/** Not-found pages: each language root, then each declared folder, under every prefix. */
function notFoundItems<T extends RouteType>(
  languages: readonly Language[],
  types: RouteTypes<T>,
): { language: Language; item: NotFoundItem }[] {
  const prefixes = [
    ...languages.map((l) => ({ language: l, prefix: l.prefix })),
    ...languages.flatMap((l) => l.aliasPrefixes.map((prefix) => ({ language: l, prefix }))),
  ];
  const declared = types.pages.filter((t) => t.notFound);
  return [
    ...prefixes.map(({ language, prefix }, i) => ({
      language,
      item: { variant: 'page', declaration: types.genericNotFound, folder: prefix ? [prefix] : [], root: i === 0 },
    })),
    ...prefixes.flatMap(({ language, prefix }) =>
      declared.map((t) => ({
        language,
        item: {
          variant: t.kind,
          declaration: t.notFound!,
          folder: [...(prefix ? [prefix] : []), ...t.notFound!.folder(language)],
          root: false,
        },
      })),
    ),
  ];
}

/**
 * What the routes of one page share (in every language, aliases too): its version in each language, its
 * alternates, and per language its canonical URL and language-switch targets. Shared objects, made once.
 */
interface PageLinks<T extends RouteType> {
  versions: Route<T>[];
  alternates: Route['alternates'];
  byLocale: Map<Locale, { canonical: string; counterparts: Route['counterparts'] }>;
}

/**
 * The links of the page `key`, from its primary route in each language.
 * @throws {MissingTranslationError} when the page has no version in one of the languages.
 */
function pageLinksOf<T extends RouteType>(
  key: string,
  languages: readonly Language[],
  primaries: Map<string, Route<T>>,
  absolute: (url: string) => string,
): PageLinks<T> {
  const versions = languages.map((l) => {
    const version = primaries.get(`${key}@${l.code}`);
    if (!version) throw new MissingTranslationError(`page ${key} has no ${l.code} version`);
    return version;
  });
  const hrefs = versions.map((v) => absolute(v.url));
  return {
    versions,
    alternates: [
      ...languages.map((l, i) => ({ hreflang: l.hreflang, href: hrefs[i]! })),
      { hreflang: 'x-default', href: hrefs[0]! },
    ],
    byLocale: new Map(
      languages.map((l, i) => [
        l.code,
        {
          canonical: hrefs[i]!,
          counterparts: Object.fromEntries(versions.filter((v) => v.locale !== l.code).map((v) => [v.locale, v.url])),
        },
      ]),
    ),
  };
}

/**
 * Fills in each route's canonical URL, alternates, language-switch targets and sitemap flag; a not-found page's
 * language switch leads to the page its message links back to.
 * @throws {MissingTranslationError} when a page exists in some languages only.
 */
function linkRoutes<T extends RouteType>(
  draft: RouteDraft<T>,
  languages: readonly Language[],
  absolute: (url: string) => string,
): void {
  const pages = new Map<string, PageLinks<T>>();
  for (const route of draft.routes) {
    if (route.status === 404) {
      const back = (route.item as NotFoundItem).declaration.back;
      route.counterparts = Object.fromEntries(
        languages
          .filter((l) => l.code !== route.locale)
          .map((l) => [l.code, draft.primaries.get(`${back}@${l.code}`)!.url]),
      );
      continue;
    }
    let page = pages.get(route.key);
    if (!page) pages.set(route.key, (page = pageLinksOf(route.key, languages, draft.primaries, absolute)));
    const own = page.byLocale.get(route.locale)!;
    route.canonical = own.canonical;
    route.alternates = page.alternates;
    route.counterparts = own.counterparts;
    route.sitemap = !route.alias && !route.noindex && route.type.sitemap;
  }
}

/**
 * The same routes (URLs, canonical URLs, alternates, outputs) with their items taken from `content` (dev, after
 * an edit that changes no route: a post's body). Much cheaper than {@link buildRouteTable}, and only right
 * when `content` has the same pages, slugs, aliases, dates and flags as the content `table` was built from.
 * @param keys - only the routes of these pages get new items (default: all); the others keep theirs, which
 * is right when nothing their views show changed.
 * @throws {Error} when a route's page is not in `content` (the caller's precondition was not met).
 */
export function rebaseRouteTable<T extends RouteType>(
  table: RouteTable<T>,
  content: Content,
  keys?: ReadonlySet<string>,
): RouteTable<T> {
  const items = new Map<T, Map<string, unknown>>();
  const itemOf = (route: Route<T>): unknown => {
    let byKey = items.get(route.type);
    if (!byKey) {
      byKey = new Map();
      for (const { key, item } of route.type.items(content)) if (!keys || keys.has(key)) byKey.set(key, item);
      items.set(route.type, byKey);
    }
    if (!byKey.has(route.key)) throw new Error(`no page ${route.key} in the new content`);
    return byKey.get(route.key);
  };
  const lookups = lookupsOf.get(table) as Lookups<T>;
  const replaced: Route<T>[] = [];
  const replace = (route: Route<T>): Route<T> => {
    const next = { ...route, item: itemOf(route) };
    replaced.push(next);
    return next;
  };
  // Not-found pages are made from the languages and page types, not from content items.
  let routes: Route<T>[];
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
  return tableOf(routes, table.languages, table.absolute, table.base, { byUrl, primaries, indices: lookups.indices });
}

/** A table's look-ups: routes by URL, and the primary route of each page in each language (`key@locale`). */
interface Lookups<T extends RouteType = RouteType> {
  byUrl: Map<string, Route<T>>;
  primaries: Map<string, Route<T>>;
  /** Where each page's routes are in the table (all languages and aliases; not-found pages left out), made when first needed. */
  indices?: Map<string, number[]>;
}

function indicesByKey(routes: readonly Route[]): Map<string, number[]> {
  const indices = new Map<string, number[]>();
  routes.forEach((route, i) => {
    if (route.status !== 404) indices.set(route.key, [...(indices.get(route.key) ?? []), i]);
  });
  return indices;
}
const lookupsOf = new WeakMap<object, Lookups<RouteType>>();

/** The table of finished routes (with `lookups` when the caller has them). */
function tableOf<T extends RouteType>(
  routes: Route<T>[],
  languages: readonly Language[],
  absolute: (url: string) => string,
  base: string,
  lookups?: Lookups<T>,
): RouteTable<T> {
  const { byUrl, primaries } = lookups ?? {
    byUrl: new Map(routes.map((r) => [r.url, r])),
    primaries: new Map(routes.filter((r) => !r.alias && r.status === 200).map((r) => [`${r.key}@${r.locale}`, r])),
  };
  const link = (url: string) => `${base}${encodePath(url)}`;
  const notFoundPages = (): NotFoundPage[] =>
    routes
      .filter((r) => r.status === 404)
      .map((r) => ({ folder: `${base}${r.url.slice(0, -'404'.length)}`, file: link(`/${r.output}`) }));

  const table: RouteTable<T> = {
    routes,
    byUrl,
    languages,
    get(key, locale) {
      const route = primaries.get(`${key}@${locale}`);
      if (!route) throw new Error(`no page ${key} in ${locale}`);
      return route;
    },
    base,
    href(key, locale) {
      return link(this.get(key, locale).url);
    },
    link,
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
