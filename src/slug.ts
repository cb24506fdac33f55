/**
 * The slug of a tag label (decision 5): lowercased with Turkish rules (`İ`→`i`, `I`→`ı`), runs of white space
 * (and slashes, which would make folders) replaced by one hyphen; every other letter is kept
 * (`İstanbul Düğünü` → `istanbul-düğünü`). Links percent-encode it with `encodePath`.
 */
export function tagSlug(label: string): string {
  return label.trim().toLocaleLowerCase('tr').replace(/[\s/\\]+/g, '-');
}
