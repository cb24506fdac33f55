/** Slugs already made, by locale and label: every page's tag links ask for the same few again and again. */
const known = new Map<string, Map<string, string>>();

/**
 * The slug of a tag label (decision 5): lowercased with the rules of the tag language (`tr`: `İ`→`i`,
 * `I`→`ı`), runs of white space (and slashes, which would make folders) replaced by one hyphen; every other
 * letter is kept (`İstanbul Düğünü` → `istanbul-düğünü`). Links percent-encode it with `encodePath`.
 * @param label - the tag as written in content.
 * @param locale - the language the labels are written in (`site.yaml` `tagLanguage`).
 */
export function tagSlug(label: string, locale: string): string {
  let slugs = known.get(locale);
  if (!slugs) known.set(locale, (slugs = new Map()));
  let slug = slugs.get(label);
  if (slug === undefined) {
    slug = label.trim().toLocaleLowerCase(locale).replace(/[\s/\\]+/g, '-');
    if (slugs.size >= 10_000) slugs.clear();
    slugs.set(label, slug);
  }
  return slug;
}
