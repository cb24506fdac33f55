/**
 * `eventsite check`: validates the whole content without writing anything. Runs the same stages as `build`
 * but the write: loading (schemas, every language present, unique slugs, images, dates, tag spellings),
 * the route table, links inside markdown bodies, and a render of every page (so a template that throws is
 * found too). Returns every problem, not just the first.
 */
import { buildViews, renderPages } from '../render/render-pages.ts';
import { buildSiteAssets } from './build/build.ts';
import { loadSite } from './build/load-site.ts';
import { ContentErrors, EventsiteError, ScheduledPostNotice, type ErrorLocation } from '../core/errors.ts';
import { openCacheFolder } from '../core/cache-folder.ts';
import { PROJECT, type ProjectLayout } from '../core/project-layout.ts';
import { loadRenderer } from '../render/load-renderer.ts';
import { staticFileCollisions } from '../output/assets/static-collisions.ts';
import { checkStaticFolder } from '../output/assets/static-files.ts';
import { siteFiles } from '../output/site-files.ts';

/** One problem found by {@link checkContent}: where it is (file, line, column, field, expected, hint) and what. */
export interface Problem extends ErrorLocation {
  /** Errors stop a build; warnings mean the content was changed on publishing (e.g. a link emptied); notices only inform. */
  severity: 'error' | 'warning' | 'notice';
  /** The error class, e.g. `InvalidContentError`. */
  kind: string;
  message: string;
  /** The problem as one readable block. */
  text: string;
}

function toProblem(error: EventsiteError, severity: Problem['severity']): Problem {
  return { severity, kind: error.name, message: error.message, ...error.location, text: error.format() };
}

/** The problems of a stage that threw: each error of a list, or the one error; anything else is a fault of the tool. */
function errorProblems(error: unknown): Problem[] {
  if (!(error instanceof EventsiteError)) throw error;
  return (error instanceof ContentErrors ? error.errors : [error]).map((e) => toProblem(e, 'error'));
}

/**
 * Checks the content folder.
 * @returns every problem found, errors first; an empty list when all is well.
 */
export async function checkContent(options: { contentDir: string; layout?: ProjectLayout }): Promise<Problem[]> {
  const layout = options.layout ?? PROJECT;
  // Read, never written: check changes nothing on disk.
  const caches = await openCacheFolder(layout.cache, layout.root, { readOnly: true });
  // static/ first, with build's verdict: its links are checked before anything walks the folder.
  const staticFolder = await checkStaticFolder(layout, caches);
  const staticErrors = staticFolder.errors.map((e) => toProblem(e, 'error'));
  const staticWarnings = staticFolder.warnings.map((w) => toProblem(w, 'warning'));
  // The templates are checked whatever the content holds: a content error must not hide a template typo.
  const templates = loadRenderer(layout).then(
    (renderer) => ({ renderer, problems: [] as Problem[] }),
    (error: unknown) => ({ renderer: undefined, problems: errorProblems(error) }),
  );
  let loaded: Awaited<ReturnType<typeof loadSite>>;
  try {
    // Drafts are checked too: a draft is content that will be published.
    loaded = await loadSite({ contentDir: options.contentDir, layout: options.layout, drafts: true, caches });
  } catch (error) {
    const { problems: templateProblems } = await templates;
    if (error instanceof ContentErrors) {
      // The warnings found before the errors stopped the load are shown with them: one run tells everything.
      const warnings = error.warnings.map((w) => toProblem(w, w instanceof ScheduledPostNotice ? 'notice' : 'warning'));
      return [...error.errors.map((e) => toProblem(e, 'error')), ...templateProblems, ...staticErrors, ...warnings, ...staticWarnings];
    }
    if (error instanceof EventsiteError) return [toProblem(error, 'error'), ...templateProblems, ...staticErrors, ...staticWarnings];
    throw error;
  }
  const { content, routes } = loaded;
  const { renderer, problems: templateProblems } = await templates;
  const problems: Problem[] = [...staticErrors, ...templateProblems];
  // With an error in static/ the assets cannot be built (readStaticFiles refuses them): they would only repeat it.
  if (staticErrors.length === 0) {
    try {
      const errors: EventsiteError[] = [];
      const assets = await buildSiteAssets(content, layout, caches);
      errors.push(...staticFileCollisions({ layout, pages: routes.routes, files: [...assets.files, ...siteFiles({ content, routes, manifestIcons: assets.manifestIcons, image: (p) => assets.image(p) })] }));
      const views = buildViews({ content, routes, assets, errors });
      if (renderer) renderPages(renderer, views, errors);
      problems.push(...errors.map((e) => toProblem(e, 'error')));
    } catch (error) {
      problems.push(...errorProblems(error));
    }
  }
  problems.push(...staticWarnings, ...content.warnings.map((w) => toProblem(w, w instanceof ScheduledPostNotice ? 'notice' : 'warning')));
  return problems;
}
