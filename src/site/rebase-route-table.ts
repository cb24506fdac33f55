/**
 * Rebasing a route table (dev): the same routes with their items taken from new content, for an edit that changes no
 * route, much cheaper than building the table again.
 */
import type { Content } from '../content/types.ts';
import { lookupsOf, tableOf } from './route-lookups.ts';
import type { Route, RouteTable, RouteType } from './route-types.ts';

/**
 * The same routes (URLs, canonical URLs, alternates, outputs) with their items taken from `content` (dev, after
 * an edit that changes no route: a post's body). Much cheaper than `buildRouteTable`, and only right
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
  const lookups = lookupsOf(table);
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

/** Where each page's routes are in `routes` (all languages and aliases; not-found pages left out). */
function indicesByKey(routes: readonly Route[]): Map<string, number[]> {
  const indices = new Map<string, number[]>();
  routes.forEach((route, i) => {
    if (route.status !== 404) indices.set(route.key, [...(indices.get(route.key) ?? []), i]);
  });
  return indices;
}
