/**
 * The slug of a tag label (decision 5): lowercased with the rules of the tag language (`tr`: `İ`→`i`,
 * `I`→`ı`), runs of white space (and slashes, which would make folders) replaced by one hyphen; every other
 * letter is kept (`İstanbul Düğünü` → `istanbul-düğünü`). Links percent-encode it with `encodePath`.
 * @param label - the tag as written in content.
 * @param locale - the language the labels are written in (`site.yaml` `tagLanguage`).
 */
export function tagSlug(label: string, locale: string): string {
  return label.trim().toLocaleLowerCase(locale).replace(/[\s/\\]+/g, '-');
}
