/**
 * What a dev (re)build writes: the files of the new build state that differ from the last one's, decided by the
 * keys `build`'s manifest uses (output/ledger.ts: each page's view, every other file's bytes, on a basis of the
 * tool's version, site.yaml, the templates' version and the dev script). The views, site files and HTML come from
 * the pipeline's stages (commands/pipeline). Kept in the state, the keys of one build are what the next is compared
 * with (see dev-builder.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AssetParts } from '../../output/assets/assets.ts';
import type { OutputFile } from '../../core/output-file.ts';
import type { Content } from '../../content/load-content.ts';
import type { Renderer } from '../../render/load-renderer.ts';
import type { SiteRoute, SiteRouteTable } from '../../site/pages/page-type.ts';
import type { PageView } from '../../site/view-types.ts';
import { aliasFiles } from '../../render/redirect-page.ts';
import { fileKey, ledgerBasis, pageKey } from '../../output/ledger.ts';
import { ContentErrors } from '../../core/errors.ts';
import { makeSiteFiles, makeViews, renderViews, type SiteFiles, type StageContext } from '../pipeline/stages.ts';

/** A dev build's state: what it was made from, and the keys of what it wrote. */
export interface DevState {
  content: Content;
  routes: SiteRouteTable;
  parts: AssetParts;
  renderer: Renderer;
  templateVersion: number;
  /** Output path → its key (`pageKey`, `fileKey`). */
  ledger: Map<string, string>;
  /** Paths of the files made beside the pages (assets, sitemap, feeds, aliases' redirect pages …). */
  siteFiles: string[];
}

/** What {@link changedOutputs} compares. */
interface DevOutputsInputs {
  next: DevState;
  /** The build before; `null` for the first. */
  prev: DevState | null;
  /** The ledger's basis (`ledgerBasis`). */
  basis: string;
  /** Root-relative URL of a script added to every page (the live-reload client); none when absent. */
  devScript?: string;
  /** The assets and the files made beside the pages (the pipeline's `makeSiteFiles`). */
  site: SiteFiles;
  /** The views of the pages to consider (the pipeline's `makeViews`). */
  views: ReadonlyMap<SiteRoute, PageView>;
  /** Pages rendered already (the first build's render stage). */
  html?: ReadonlyMap<SiteRoute, string>;
  /** The render stage for the views whose page changed. @throws {EventsiteError} when one cannot be rendered. */
  render: (views: ReadonlyMap<SiteRoute, PageView>) => Promise<Map<SiteRoute, string>>;
}

/** What {@link stageOutputs} is given: the states, and the views (of the first build) or the routes to consider. */
export interface StageOutputsInputs {
  next: DevState;
  prev: DevState | null;
  /** The pages to consider (default every page). */
  only?: readonly SiteRoute[];
  /** The views and pages the first build's stages made. */
  views?: Map<SiteRoute, PageView>;
  html?: Map<SiteRoute, string>;
  /** Year of the copyright line (default: the current year). */
  year?: number;
  devScript?: string;
}

/**
 * The files of `next` that differ from `prev`, through the pipeline's stages: the site files, the views (given, else
 * those of the routes `only`, else of every route) and the render of the pages whose view changed.
 * @throws {ContentErrors} on a static file on a generated file's path, a view or a page that cannot be made.
 */
export async function stageOutputs(
  context: StageContext,
  inputs: StageOutputsInputs,
): Promise<{ pages: OutputFile[]; others: OutputFile[] }> {
  const { next } = inputs;
  const { errors, ...site } = makeSiteFiles(context, {
    content: next.content,
    routes: next.routes,
    parts: next.parts,
    host: next.content.site.host,
  });
  const year = inputs.year ?? new Date().getFullYear();
  const views =
    inputs.views ??
    makeViews({ content: next.content, routes: next.routes, assets: site.assets, year, only: inputs.only, errors });
  if (errors.length > 0) throw new ContentErrors(errors);
  const render = async (changed: ReadonlyMap<SiteRoute, PageView>) => {
    const html = await renderViews(context, next.renderer, changed, errors);
    if (errors.length > 0) throw new ContentErrors(errors);
    return html;
  };
  const siteYaml = await readFile(path.join(next.content.root, 'site.yaml')).catch(() => Buffer.alloc(0));
  const basis = ledgerBasis(context.caches.version, siteYaml, [String(next.templateVersion), inputs.devScript ?? '']);
  return changedOutputs({ ...inputs, site, views, render, basis });
}

/**
 * The files of `next` that differ from `prev` (all of them when `prev` is null): the pages, in route order, then
 * the assets, the site files and the aliases' redirect pages. Updates `next.ledger` and `next.siteFiles`.
 * @returns the changed pages and the other changed files.
 */
async function changedOutputs(inputs: DevOutputsInputs): Promise<{ pages: OutputFile[]; others: OutputFile[] }> {
  const { next, prev } = inputs;
  const pages = await changedPages(inputs);
  const made = [...inputs.site.files, ...aliasFiles(next.routes, next.content.site.brand)];
  next.siteFiles = made.map((file) => file.path);
  const others = made.filter((file) => {
    const key = fileKey(inputs.basis, file);
    const same = prev !== null && next.ledger.get(file.path) === key;
    next.ledger.set(file.path, key);
    return !same;
  });
  return { pages, others };
}

/** The pages of `views` whose view or rendering changed, rendered, with the dev script added. */
async function changedPages(inputs: DevOutputsInputs): Promise<OutputFile[]> {
  const { next, prev, views, html, render, devScript } = inputs;
  const changed = new Map<SiteRoute, PageView>();
  for (const [route, view] of views) {
    const key = pageKey(inputs.basis, route.output, view);
    if (prev === null || next.ledger.get(route.output) !== key) changed.set(route, view);
    next.ledger.set(route.output, key);
  }
  const missing = new Map([...changed].filter(([route]) => !html?.has(route)));
  const rendered = missing.size > 0 ? await render(missing) : new Map<SiteRoute, string>();
  const tag = devScript ? `<script src="${devScript}" defer></script></head>` : '</head>';
  return [...changed.keys()].map((route) => ({
    path: route.output,
    contents: (html?.get(route) ?? rendered.get(route)!).replace('</head>', tag),
  }));
}
