/**
 * Rules across files, run by every command that loads content (`build`, `check`, `dev`), so what `check`
 * accepts `build` builds and the other way round.
 */
import { InvalidContentError } from '../../core/errors.ts';
import { tagSlug } from './slug.ts';
import { reportDuplicates } from './duplicates.ts';
import type { Language, Locale, Post, Service } from '../types.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/**
 * Tag labels that differ only in case or spacing name the same tag page: that is almost always a typo
 * (`Davetiye` and `davetiye`), so it is an error naming the post that differs from the first spelling.
 */
function findInconsistentTags(posts: readonly Post[], tagLanguage: Locale): InvalidContentError[] {
  const bySlug = new Map<string, Map<string, string>>();
  for (const post of posts) {
    const file = Object.values(post.locales)[0]!.file;
    for (const label of post.tags) {
      const slug = tagSlug(label, tagLanguage);
      const labels = bySlug.get(slug) ?? new Map<string, string>();
      if (!labels.has(label)) labels.set(label, file);
      bySlug.set(slug, labels);
    }
  }
  const problems: InvalidContentError[] = [];
  for (const labels of bySlug.values()) {
    const [first, ...others] = [...labels];
    for (const [label, file] of others) {
      problems.push(
        new InvalidContentError(catalogue.TagSpelling({ tag: label, spelling: first![0], where: ` (${first![1]})` }), {
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

/** Two services with one `order` would be listed in an order nobody chose. */
function findDuplicateServiceOrders(services: readonly Service[]): InvalidContentError[] {
  const errors: InvalidContentError[] = [];
  reportDuplicates(
    services.map((s) => ({ key: String(s.order), file: Object.values(s.locales)[0]!.file })),
    'service order',
    errors,
    InvalidContentError,
  );
  return errors;
}

/** Every rule across files. */
export function checkContentRules(content: {
  languages: readonly Language[];
  posts: readonly Post[];
  services: readonly Service[];
  tagLanguage: Locale;
}): InvalidContentError[] {
  return [...findInconsistentTags(content.posts, content.tagLanguage), ...findDuplicateServiceOrders(content.services)];
}
