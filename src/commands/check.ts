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
  let loaded: Awaited<ReturnType<typeof loadSite>>;
  try {
    // Drafts are checked too: a draft is content that will be published.
    loaded = await loadSite({ contentDir: options.contentDir, layout: options.layout, drafts: true, caches });
  } catch (error) {
    if (error instanceof ContentErrors) {
      // The warnings found before the errors stopped the load are shown with them: one run tells everything.
      const warnings = error.warnings.map((w) => toProblem(w, w instanceof ScheduledPostNotice ? 'notice' : 'warning'));
      return [...error.errors.map((e) => toProblem(e, 'error')), ...staticErrors, ...warnings, ...staticWarnings];
    }
    if (error instanceof EventsiteError) return [toProblem(error, 'error'), ...staticErrors, ...staticWarnings];
    throw error;
  }
  const { content, routes } = loaded;
  const problems: Problem[] = [...staticErrors];
  // With an error in static/ the assets cannot be built (readStaticFiles refuses them): they would only repeat it.
  if (staticErrors.length === 0) {
    try {
      const errors: EventsiteError[] = [];
      const [assets, renderer] = await Promise.all([buildSiteAssets(content, layout, caches), loadRenderer(layout)]);
      errors.push(...staticFileCollisions({ layout, pages: routes.routes, files: [...assets.files, ...siteFiles({ content, routes, manifestIcons: assets.manifestIcons, image: (p) => assets.image(p) })] }));
      renderPages(renderer, buildViews({ content, routes, assets, errors }), errors);
      problems.push(...errors.map((e) => toProblem(e, 'error')));
    } catch (error) {
      if (!(error instanceof EventsiteError)) throw error;
      problems.push(...(error instanceof ContentErrors ? error.errors : [error]).map((e) => toProblem(e, 'error')));
    }
  }
  problems.push(...staticWarnings, ...content.warnings.map((w) => toProblem(w, w instanceof ScheduledPostNotice ? 'notice' : 'warning')));
  return problems;
}
