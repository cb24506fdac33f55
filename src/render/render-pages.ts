/**
 * Views to HTML for many routes at once, without the file system: what `check` renders (every page, collecting
 * every template error) and what `dev` renders (the pages whose view changed).
 */
import { EventsiteError } from '../core/errors.ts';
import type { OutputFile } from '../core/output-file.ts';
import type { SiteRoute, SiteRouteTable } from '../site/pages/page-type.ts';
import type { PageView } from '../site/view-types.ts';
import type { Content } from '../content/types.ts';
import { createViewBuilder } from '../view/build-view.ts';
import type { PageAssets } from '../view/page-assets.ts';
import type { Renderer } from './load-renderer.ts';

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

/**
 * Renders views to HTML files.
 * @throws {TemplateError} when a template throws, unless `errors` collects it.
 */
export function renderPages(renderer: Renderer, views: ReadonlyMap<SiteRoute, PageView>, errors?: EventsiteError[]): OutputFile[] {
  const pages: OutputFile[] = [];
  for (const [route, view] of views) {
    try {
      pages.push({ path: route.output, contents: renderer.render(route, view) });
    } catch (error) {
      if (!errors || !(error instanceof EventsiteError)) throw error;
      errors.push(error);
    }
  }
  return pages;
}
