/**
 * `eventsite check`: validates the whole content without writing anything. Runs every stage but the write:
 * schemas, both languages present, unique slugs, images, dates, links inside markdown bodies, tag labels, and
 * a render of every page (so a template that throws is found too). Returns every problem, not just the first.
 */
import { buildSiteAssets, loadSite, renderPages } from './build.ts';
import type { Content } from './content/load-content.ts';
import { ContentErrors, InvalidContentError, isEventsiteError, type ErrorLocation, type EventsiteError } from './errors.ts';
import { tagSlug } from './slug.ts';

/** One problem found by {@link checkContent}: where it is (file, line, column, field, expected, hint) and what. */
export interface Problem extends ErrorLocation {
  severity: 'error' | 'warning';
  /** The error class, e.g. `InvalidContentError`. */
  kind: string;
  message: string;
  /** The problem as one readable block. */
  text: string;
}

function toProblem(error: EventsiteError, severity: Problem['severity']): Problem {
  return { severity, kind: error.name, message: error.message, ...error.location, text: error.format() };
}

/** Tag labels that differ only in case or spacing name the same tag page: that is almost always a typo. */
export function findInconsistentTags(content: Content): InvalidContentError[] {
  const bySlug = new Map<string, Map<string, string>>();
  for (const post of content.posts) {
    for (const label of post.tags) {
      const labels = bySlug.get(tagSlug(label)) ?? new Map<string, string>();
      if (!labels.has(label)) labels.set(label, post.locales.en.file);
      bySlug.set(tagSlug(label), labels);
    }
  }
  const problems: InvalidContentError[] = [];
  for (const labels of bySlug.values()) {
    if (labels.size < 2) continue;
    const [first, ...others] = [...labels];
    for (const [label, file] of others) {
      problems.push(
        new InvalidContentError(`tag "${label}" is written differently from "${first![0]}" (${first![1]})`, {
          file,
          field: 'tags',
          expected: 'one spelling per tag',
          hint: `write "${first![0]}" in every post`,
        }),
      );
    }
  }
  return problems;
}

/**
 * Checks the content folder.
 * @returns every problem found, errors first; an empty list when all is well.
 */
export async function checkContent(options: { contentDir: string }): Promise<Problem[]> {
  let loaded: Awaited<ReturnType<typeof loadSite>>;
  try {
    loaded = await loadSite({ contentDir: options.contentDir });
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors.map((e) => toProblem(e, 'error'));
    if (isEventsiteError(error)) return [toProblem(error, 'error')];
    throw error;
  }
  const { content, routes } = loaded;
  const problems: Problem[] = [...findInconsistentTags(content).map((e) => toProblem(e, 'error'))];
  try {
    const errors: EventsiteError[] = [];
    renderPages({ content, routes, assets: await buildSiteAssets(content), errors });
    problems.push(...errors.map((e) => toProblem(e, 'error')));
  } catch (error) {
    if (!isEventsiteError(error)) throw error;
    problems.push(toProblem(error, 'error'));
  }
  problems.push(...content.warnings.map((w) => toProblem(w, 'warning')));
  return problems;
}
