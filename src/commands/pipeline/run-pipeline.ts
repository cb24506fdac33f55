/**
 * The stage list `build`, `check` and `dev` share, run in order up to the write: static/ → templates (beside the
 * content) → content → route table → links → host → assets and site files → views → render. Every stage runs whose
 * inputs were made, and every problem of every stage is collected, so `check` and a failing `build` report the
 * same set in one run; only `build` and `dev` then write what it made.
 */
import type { AssetParts, BuiltAssets } from '../../output/assets/assets.ts';
import type { Content } from '../../content/types.ts';
import { ContentErrors, EventsiteError, ScheduledPostNotice } from '../../core/errors.ts';
import { note } from '../../core/task.ts';
import type { Renderer } from '../../render/load-renderer.ts';
import type { SiteRoute, SiteRouteTable } from '../../site/pages/page-type.ts';
import type { PageView } from '../../site/view-types.ts';
import {
  buildAssets,
  checkHost,
  checkLinks,
  checkStatic,
  loadSiteData,
  loadTemplates,
  makeSiteFiles,
  makeViews,
  renderViews,
  routeTable,
  type ContentInputs,
  type SiteFiles,
  type StageContext,
} from './stages.ts';

/** Options of {@link runPipeline}. */
export interface PipelineOptions extends ContentInputs {
  /** Hashed asset names (`build`, `check`) or plain ones (`dev`). */
  hashed: boolean;
  /** Year of the copyright line. */
  year: number;
  /** The longest one page's render may take, in milliseconds (default 10 s). */
  renderLimitMs?: number;
  /**
   * The pages whose views are made and rendered (default every page): `build` leaves out those it took from the
   * build before by their inputs, which rendered with the same templates from the same inputs.
   */
  pagesToMake?: (made: {
    content: Content;
    routes: SiteRouteTable;
    renderer: Renderer;
    assets: BuiltAssets;
  }) => readonly SiteRoute[];
}

/** What the stages made, as far as they got, and every problem they found. */
export interface PipelineRun {
  /** Problems that stop a build, in stage order. */
  errors: EventsiteError[];
  /** Warnings and notices (a {@link ScheduledPostNotice}): the build goes on. */
  warnings: EventsiteError[];
  content?: Content;
  routes?: SiteRouteTable;
  renderer?: Renderer;
  parts?: AssetParts;
  site?: SiteFiles;
  views?: Map<SiteRoute, PageView>;
  /** The HTML of each page rendered. */
  pages?: Map<SiteRoute, string>;
}

/** Adds `warnings` to the run's and logs them at once, as the stage that found them ends. */
function warn(run: PipelineRun, context: StageContext, warnings: readonly EventsiteError[]): void {
  run.warnings.push(...warnings);
  for (const warning of warnings)
    note(context.log, warning instanceof ScheduledPostNotice ? 'notice' : 'warning', warning.format());
}

/**
 * Runs `stage`; what it throws goes to `run`'s problems (each error of a list, with its warnings). Anything not an
 * {@link EventsiteError} is a fault of the tool and is thrown.
 */
async function attempt<T>(run: PipelineRun, context: StageContext, stage: () => Promise<T>): Promise<T | undefined> {
  try {
    return await stage();
  } catch (error) {
    if (!(error instanceof EventsiteError)) throw error;
    run.errors.push(...(error instanceof ContentErrors ? error.errors : [error]));
    if (error instanceof ContentErrors) warn(run, context, error.warnings);
    return undefined;
  }
}

/**
 * Runs every stage up to the write (see the module comment). Warnings are logged to `context.log` as each stage
 * that finds them ends (before any image is published), and returned too.
 * @returns what was made and every problem; throws only on a fault of the tool.
 */
export async function runPipeline(context: StageContext, options: PipelineOptions): Promise<PipelineRun> {
  const run: PipelineRun = { errors: [], warnings: [] };
  const staticFolder = await checkStatic(context);
  run.errors.push(...staticFolder.errors);
  warn(run, context, staticFolder.warnings);
  // The templates are checked whatever the content holds: a content error must not hide a template typo.
  const templates = attempt(run, context, () => loadTemplates(context));
  const content = await attempt(run, context, () => loadSiteData(context, options));
  run.renderer = await templates;
  if (content) {
    run.content = content;
    warn(run, context, content.warnings);
    run.routes = await attempt(run, context, () => routeTable(context, content));
  }
  const routes = run.routes;
  if (content && routes) {
    run.errors.push(
      ...(await checkLinks(context, content, routes)),
      ...checkHost(routes, options.host ?? content.site.host),
    );
    // With an error in static/ the assets cannot be built (its files are refused): they would only repeat it.
    if (staticFolder.errors.length === 0)
      run.parts = await attempt(run, context, () => buildAssets(context, content, options.hashed));
  }
  if (content && routes && run.parts) {
    const { errors, ...site } = makeSiteFiles(context, {
      content,
      routes,
      parts: run.parts,
      host: options.host ?? content.site.host,
    });
    run.errors.push(...errors);
    run.site = site;
    const { renderer } = run;
    const only = renderer && options.pagesToMake?.({ content, routes, renderer, assets: site.assets });
    run.views = makeViews({ content, routes, assets: site.assets, year: options.year, only, errors: run.errors });
    if (run.renderer)
      run.pages = await renderViews(context, run.renderer, run.views, run.errors, options.renderLimitMs);
  }
  return run;
}

/**
 * Throws the run's problems as one error, when it has any.
 * @throws {ContentErrors} listing every error of the run, with its warnings.
 */
export function assertNoProblems(run: PipelineRun): void {
  if (run.errors.length > 0) throw new ContentErrors(run.errors, run.warnings);
}
