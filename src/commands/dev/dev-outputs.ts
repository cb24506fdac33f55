/**
 * What a dev (re)build writes: the files of the new build state that differ from the last one's, decided by
 * fingerprints of each page's view (with the templates' version and the dev script) and of every other file's
 * bytes. Kept in the state, the fingerprints of one build are what the next is compared with (see dev-builder.ts).
 */
import type { AssetParts, BuiltAssets } from '../../output/assets/assets.ts';
import type { OutputFile } from '../../core/output-file.ts';
import type { Content } from '../../content/load-content.ts';
import type { Renderer } from '../../render/load-renderer.ts';
import type { SiteRoute, SiteRouteTable } from '../../site/pages/page-type.ts';
import type { PageView } from '../../site/view-types.ts';
import { aliasFiles } from '../../render/redirect-page.ts';
import { buildViews, renderPages } from '../../render/render-pages.ts';
import { siteFiles } from '../../output/site-files.ts';
import { buildFeeds } from '../../output/feeds.ts';
import { fingerprint } from '../../core/fingerprint.ts';

/** A dev build's state: what it was made from, and the fingerprints of what it wrote. */
export interface DevState {
  content: Content;
  routes: SiteRouteTable;
  parts: AssetParts;
  renderer: Renderer;
  templateVersion: number;
  /** Output path → fingerprint of its view (pages) or of its bytes (other files). */
  fingerprints: Map<string, string>;
  /** Paths of the files made from the content and the route table ({@link siteFiles}). */
  siteFiles: string[];
}

/** How every page is rendered in dev. */
export interface DevRendering {
  /** Year of the copyright line (default: the current year). */
  year?: number;
  /** Root-relative URL of a script added to every page (the live-reload client); none when absent. */
  devScript?: string;
}

/**
 * The files of `next` that differ from `prev` (all of them when `prev` is null): the pages first, in route
 * order, then the assets and the site files. Updates `next.fingerprints` and `next.siteFiles`. With `keys` (of
 * edited posts' pages), only those pages and the feeds are made again: the caller found that nothing else changed.
 */
export function changedOutputs(next: DevState, prev: DevState | null, assets: BuiltAssets, rendering: DevRendering, keys?: ReadonlySet<string>): OutputFile[] {
  const only = keys && next.routes.routes.filter((route) => keys.has(route.key));
  const pages = changedPages(next, prev, assets, rendering, only);
  const made = only
    ? buildFeeds(next.content, next.routes, (p) => assets.image(p))
    : [...siteFiles({ content: next.content, routes: next.routes, manifestIcons: assets.manifestIcons, image: (p) => assets.image(p) }), ...aliasFiles(next.routes, next.content.site.brand)];
  if (!only) next.siteFiles = made.map((file) => file.path);
  const others = [...assets.files, ...made].filter((file) => {
    const key = fingerprint(file.contents);
    const same = prev !== null && next.fingerprints.get(file.path) === key;
    next.fingerprints.set(file.path, key);
    return !same;
  });
  return [...pages, ...others];
}

/** The pages (of `only`, or every route) whose view or rendering changed, rendered, with the dev script added. */
function changedPages(next: DevState, prev: DevState | null, assets: BuiltAssets, rendering: DevRendering, only: SiteRoute[] | undefined): OutputFile[] {
  const views = buildViews({ content: next.content, routes: next.routes, assets, year: rendering.year, only });
  const render = fingerprint([next.templateVersion, rendering.devScript ?? '']);
  const changed = new Map<SiteRoute, PageView>();
  for (const [route, view] of views) {
    const key = fingerprint([render, view]);
    if (prev === null || next.fingerprints.get(route.output) !== key) changed.set(route, view);
    next.fingerprints.set(route.output, key);
  }
  const pages = renderPages(next.renderer, changed);
  const script = rendering.devScript;
  if (script) for (const page of pages) page.contents = String(page.contents).replace('</head>', `<script src="${script}" defer></script></head>`);
  return pages;
}
