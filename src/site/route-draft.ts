/**
 * The routes of a route table while it is being built: the list in table order with its look-ups, and adding a route
 * to it (URL in NFC, output file, duplicate URLs refused). `route-table.ts` collects the routes, `route-links.ts`
 * links them.
 */
import { DuplicateRouteError } from '../core/errors.ts';
import { outputFileOf } from '../core/url-paths.ts';
import type { Route, RouteType } from './route-types.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** A route as it is added: what the links fill in later is left out. */
type NewRoute<T extends RouteType> = Omit<Route<T>, 'output' | 'canonical' | 'alternates' | 'counterparts' | 'sitemap'>;

/** The routes being collected, in table order, with their look-ups. */
export interface RouteDraft<T extends RouteType> {
  routes: Route<T>[];
  byUrl: Map<string, Route<T>>;
  /** The primary route of each page in each language (`key@locale`). */
  primaries: Map<string, Route<T>>;
}

/**
 * Adds a route to the draft (its URL in NFC, its output file; links are filled in later by `linkRoutes`).
 * @throws {DuplicateRouteError} when a route already claims the URL.
 */
export function addRoute<T extends RouteType>(draft: RouteDraft<T>, route: NewRoute<T>): Route<T> {
  const url = route.url.normalize('NFC');
  const existing = draft.byUrl.get(url);
  if (existing) {
    throw new DuplicateRouteError(catalogue.DuplicateUrl({ url, a: existing.key, b: route.key }));
  }
  // An alias is added as a copy of its primary: what the links fill in starts empty again.
  const full: Route<T> = {
    ...route,
    url,
    canonical: '',
    alternates: [],
    counterparts: {},
    output: outputFileOf(url),
    sitemap: false,
  };
  draft.routes.push(full);
  draft.byUrl.set(url, full);
  if (!route.alias && route.status === 200) draft.primaries.set(`${route.key}@${route.locale}`, full);
  return full;
}
