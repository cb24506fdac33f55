/**
 * The finished route table object made from its routes ({@link tableOf}), and the look-ups (routes by URL, primary
 * routes) each table was made with, kept for {@link lookupsOf} so that a rebased table need not make them again.
 */
import type { Language } from '../content/types.ts';
import { encodePath } from '../core/url-paths.ts';
import type { Route, RouteTable, RouteType } from './route-types.ts';
import type { NotFoundPage } from './view-types.ts';

/** A table's look-ups: routes by URL, and the primary route of each page in each language (`key@locale`). */
export interface Lookups<T extends RouteType = RouteType> {
  byUrl: Map<string, Route<T>>;
  primaries: Map<string, Route<T>>;
  /** Where each page's routes are in the table (all languages and aliases; not-found pages left out), made when first needed. */
  indices?: Map<string, number[]>;
}

const tableLookups = new WeakMap<object, Lookups<RouteType>>();

/** The look-ups `table` was made with (the same object each call: what is added to it is kept with the table). */
export function lookupsOf<T extends RouteType>(table: RouteTable<T>): Lookups<T> {
  return tableLookups.get(table) as Lookups<T>;
}

/** The table of finished routes (with `lookups` when the caller has them). */
export function tableOf<T extends RouteType>(
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
  tableLookups.set(table, { byUrl, primaries });
  return table;
}
