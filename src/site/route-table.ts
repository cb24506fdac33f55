/**
 * The route table: every URL the site answers, in every language, with its page type and item, canonical
 * URL, hreflang alternates, language-switch targets and output file. It is made from the route types it is given
 * (the site's page types, `pages/index.ts`) and the languages of the content; links, the language switch,
 * alternates, the sitemap and the not-found pages all read it, and no template assembles a URL.
 */
import type { Content, Language, Locale } from '../content/types.ts';
import { basePathOf, pathOf } from '../core/url-paths.ts';
import { addRoute, type RouteDraft } from './route-draft.ts';
import { absoluteUrls, linkRoutes } from './route-links.ts';
import { tableOf } from './route-lookups.ts';
import type { NotFoundDeclaration, NotFoundItem, Route, RouteTable, RouteType } from './route-types.ts';

/** The route types a route table is made from. */
export interface RouteTypes<T extends RouteType> {
  /** Every page type, in the order their routes are listed (and so the sitemap's order). */
  pages: readonly T[];
  /** The type of the not-found pages (its items are made by the table, one per folder). */
  notFound: T;
  /** The message of misses outside every page type's folder. */
  genericNotFound: NotFoundDeclaration;
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

function languageOf(languages: readonly Language[], code: Locale): Language {
  const language = languages.find((l) => l.code === code);
  if (!language) throw new Error(`no language ${code}`);
  return language;
}
