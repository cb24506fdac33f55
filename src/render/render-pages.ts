/**
 * Views to HTML for many routes at once, without the file system: the views stage and the render stage that
 * `build`, `check` and `dev` share (commands/pipeline). Rendering runs on a worker thread with a time limit per
 * page (render-in-worker.ts): a template that never returns is reported, never waited for.
 */
import { EventsiteError, TemplateError } from '../core/errors.ts';
import type { SiteRoute, SiteRouteTable } from '../site/pages/page-type.ts';
import type { PageView } from '../site/view-types.ts';
import type { Content } from '../content/types.ts';
import { createViewBuilder } from '../view/build-view.ts';
import type { PageAssets } from '../view/page-assets.ts';
import type { Renderer } from './load-renderer.ts';
import { PAGE_TIME_LIMIT_MS, renderInWorker } from './render-in-worker.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** Options of {@link buildViews}. */
export interface BuildViewsOptions {
  content: Content;
  routes: SiteRouteTable;
  assets: PageAssets;
  /** Year of the copyright line (default: the current year). */
  year?: number;
  /** Only these routes (default: every route). */
  only?: readonly SiteRoute[];
  /** When given, a route whose view throws is reported here and the others still get theirs (`check`). */
  errors?: EventsiteError[];
}

/**
 * The view of each page (primary and not-found routes; an alias is a redirect, see redirect-page.ts).
 * @throws {EventsiteError} when a view cannot be made, unless `errors` collects it.
 */
export function buildViews(options: BuildViewsOptions): Map<SiteRoute, PageView> {
  const viewOf = createViewBuilder({ ...options, year: options.year ?? new Date().getFullYear() });
  const views = new Map<SiteRoute, PageView>();
  for (const route of options.only ?? options.routes.routes) {
    if (route.alias) continue;
    try {
      views.set(route, viewOf(route));
    } catch (error) {
      if (!options.errors || !(error instanceof EventsiteError)) throw error;
      options.errors.push(error);
    }
  }
  return views;
}

/** Options of {@link renderPages}. */
export interface RenderPagesOptions {
  /** Collects each page's {@link TemplateError}; the other pages are still rendered. */
  errors: EventsiteError[];
  /** The longest one page may take, in milliseconds (default 10 s). */
  limitMs?: number;
}

/**
 * Renders views to HTML on a worker thread.
 * @returns the HTML of each route whose templates returned; every other route has a {@link TemplateError} in
 * `errors`: at the place of the throw, or naming the route and its page kind when it ran past the time limit.
 */
export async function renderPages(
  renderer: Renderer,
  views: ReadonlyMap<SiteRoute, PageView>,
  options: RenderPagesOptions,
): Promise<Map<SiteRoute, string>> {
  const routes = [...views.keys()];
  if (routes.length === 0) return new Map();
  const limitMs = options.limitMs ?? PAGE_TIME_LIMIT_MS;
  const outcomes = await renderInWorker({
    templates: renderer.url,
    jobs: routes.map((route) => ({ kind: route.type.kind, view: views.get(route)! })),
    limitMs,
  });
  const pages = new Map<SiteRoute, string>();
  for (const outcome of outcomes) {
    const route = routes[outcome.index]!;
    if ('html' in outcome) pages.set(route, outcome.html);
    else if ('thrown' in outcome)
      options.errors.push(renderer.failure(route, Object.assign(new Error(outcome.thrown.message), outcome.thrown)));
    else if ('timedOut' in outcome) options.errors.push(timeoutError(route, limitMs));
    else options.errors.push(renderer.failure(route, outcome.failed));
  }
  return pages;
}

/** The error of a page whose templates ran past the time limit (a loop that never ends, most often). */
function timeoutError(route: SiteRoute, limitMs: number): TemplateError {
  return new TemplateError(
    catalogue.TemplateTimeout({ kind: route.type.kind, seconds: limitMs / 1000, url: route.url, locale: route.locale }),
    { file: `templates/ (${route.type.kind})` },
  );
}
