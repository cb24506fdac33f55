/**
 * Tag labels (docs/decisions.md, "Tags"). A tag is written once, in the tag language (`site.yaml` `tagLanguage`,
 * Turkish), and that label is the source of its URL. `content/tags.yaml` may give it a display label per other
 * language (`Düğün: { en: Wedding }`); pages of that language show it, and pages of a language without one
 * show the tag as written, marked with the tag language.
 */
import { InvalidContentError } from '../../core/errors.ts';
import { tagSlug } from './slug.ts';
import type { ParsedFile } from '../source/parse-file.ts';
import type { TagLabelsFile } from '../schemas.ts';
import type { Locale, Post, TagLabels } from '../types.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** A tag as a page of one language shows it. */
export interface DisplayedTag {
  /** The label shown. */
  label: string;
  /** The language the label is written in: the page's, or the tag language when there is no label for it. */
  lang: Locale;
}

/**
 * The label of tag `tag` on a page in `locale`.
 * @param labels - the display labels of `content/tags.yaml`.
 * @param tag - the tag as the posts write it (in `tagLanguage`).
 * @param locale - the language of the page.
 * @param tagLanguage - the language tags are written in (`site.yaml` `tagLanguage`).
 */
export function displayTag(labels: TagLabels, tag: string, locale: Locale, tagLanguage: Locale): DisplayedTag {
  const own = locale === tagLanguage ? undefined : labels.get(tag)?.[locale];
  return own === undefined ? { label: tag, lang: tagLanguage } : { label: own, lang: locale };
}

/**
 * Checks `content/tags.yaml` against the posts and the languages, and returns its labels.
 * A key no post carries (the tag's last post was deleted, or its tag changed) is a label nobody shows: it is
 * left out and is no error, so removing a tag's last post removes the tag's pages and nothing fails. A key
 * written differently from a tag the posts carry (`düğün` for `Düğün`: the same URL) is an error; every language
 * must be one of `site.yaml` other than the tag language (whose label is the key itself).
 * @param file - the parsed file, for the lines of errors.
 * @param data - its validated data.
 * @param posts - every post, drafts included.
 * @param languages - the codes of `site.yaml`'s `languages`.
 * @param tagLanguage - `site.yaml`'s `tagLanguage`.
 * @returns the labels, and one {@link InvalidContentError} per problem (file, line, field, expected).
 */
export function checkTagLabels(options: {
  file: ParsedFile;
  data: TagLabelsFile;
  posts: readonly Post[];
  languages: readonly Locale[];
  tagLanguage: Locale;
}): { labels: TagLabels; errors: InvalidContentError[] } {
  const { file, data, posts, languages, tagLanguage } = options;
  // Spellings by slug: two spellings in the posts are reported by the tag rules; either one is accepted here.
  const used = new Map<string, string[]>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const slug = tagSlug(tag, tagLanguage);
      used.set(slug, [...new Set([...(used.get(slug) ?? []), tag])]);
    }
  }
  const errors: InvalidContentError[] = [];
  const where = (field: string[]) => ({ file: file.file, ...file.source.locate(field), field: field.join('.') });
  const labels = new Map<string, Readonly<Record<Locale, string>>>();
  for (const [tag, perLanguage] of Object.entries(data)) {
    const spellings = used.get(tagSlug(tag, tagLanguage));
    // No post carries it (any more): no page shows the label, whose languages are checked all the same.
    if (spellings !== undefined && !spellings.includes(tag)) {
      const spelling = spellings[0]!;
      errors.push(
        new InvalidContentError(catalogue.TagSpelling({ tag, spelling, where: ' in the posts' }), {
          ...where([tag]),
          expected: `"${spelling}", as the posts write it`,
        }),
      );
      continue;
    }
    for (const code of Object.keys(perLanguage)) {
      if (code !== tagLanguage && languages.includes(code)) continue;
      errors.push(
        new InvalidContentError(
          code === tagLanguage ? catalogue.TagLabelInTagLanguage({ code, tag }) : catalogue.NotASiteLanguage({ code }),
          {
            ...where([tag, code]),
            expected: `a label in one of ${languages.filter((l) => l !== tagLanguage).join(', ')} (site.yaml languages other than tagLanguage ${tagLanguage})`,
          },
        ),
      );
    }
    if (spellings !== undefined) labels.set(tag, perLanguage);
  }
  return { labels, errors };
}
