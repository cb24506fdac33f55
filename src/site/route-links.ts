/**
 * The links of the routes of a route table being built: each route's canonical URL, hreflang alternates,
 * language-switch targets and sitemap flag, and the absolute URLs they are made of.
 */
import type { Language, Locale } from '../content/types.ts';
import { MissingTranslationError } from '../core/errors.ts';
import { encodePath } from '../core/url-paths.ts';
import type { RouteDraft } from './route-draft.ts';
import type { NotFoundItem, Route, RouteType } from './route-types.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** Decoded root-relative path → percent-encoded absolute URL under `base`, each made once (a page's URL is in its canonical URL and every alternate). */
export function absoluteUrls(base: string): (url: string) => string {
  const absolutes = new Map<string, string>();
  return (url) => {
    let found = absolutes.get(url);
    if (found === undefined) absolutes.set(url, (found = `${base}${url === '/' ? '/' : encodePath(url)}`));
    return found;
  };
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
    if (!version) throw new MissingTranslationError(catalogue.PageVersionMissing({ key, language: l.code }));
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
export function linkRoutes<T extends RouteType>(
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
