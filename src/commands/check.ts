/**
 * `eventsite check`: the stage list `build` runs (commands/pipeline), but the write: static/, the templates, the
 * content (drafts too: a draft is content that will be published), the route table, the links, the host, the assets
 * and a render of every page. Returns every problem of every stage, the same set a failing `build` reports.
 */
import { EventsiteError, ScheduledPostNotice, type ErrorLocation } from '../core/errors.ts';
import { openCacheFolder } from '../core/cache-folder.ts';
import { PROJECT, type ProjectLayout } from '../core/project-layout.ts';
import { runPipeline } from './pipeline/run-pipeline.ts';

/** One problem found by {@link checkContent}: where it is (file, line, column, field, expected, hint) and what. */
export interface Problem extends ErrorLocation {
  /** Errors stop a build; warnings mean the content was changed on publishing (e.g. a link emptied); notices only inform. */
  severity: 'error' | 'warning' | 'notice';
  /** The error class, e.g. `InvalidContentError`. */
  kind: string;
  /** The error catalogue's code, e.g. `ES0117` (docs/errors.md); none for an error eventsite did not expect. */
  code?: string;
  message: string;
  /** The problem as one readable block, with the source lines where it is. */
  text: string;
}

function toProblem(error: EventsiteError, severity: Problem['severity']): Problem {
  const { name: kind, code, message } = error;
  return { severity, kind, code, message, ...error.location, text: error.format({ frame: true }) };
}

/**
 * Checks the content folder.
 * @returns every problem found, errors first; an empty list when all is well.
 */
export async function checkContent(options: {
  contentDir: string;
  layout?: ProjectLayout;
  year?: number;
}): Promise<Problem[]> {
  const layout = options.layout ?? PROJECT;
  // Read, never written: check changes nothing on disk.
  const caches = await openCacheFolder(layout.cache, layout.root, { readOnly: true });
  const run = await runPipeline(
    { layout, caches, log: () => {} },
    { contentDir: options.contentDir, drafts: true, hashed: true, year: options.year ?? new Date().getFullYear() },
  );
  const warnings = run.warnings.map((w) => toProblem(w, w instanceof ScheduledPostNotice ? 'notice' : 'warning'));
  return [...run.errors.map((e) => toProblem(e, 'error')), ...warnings];
}
