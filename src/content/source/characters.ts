/**
 * The characters content writes beyond a base set every font subset has anyway (`fonts.ts` cuts its subsets to
 * the base and these). Each content file's are found once, when it is prepared (and kept with it in the content
 * cache); the site's are the union over the files it is built from.
 */

/**
 * Characters every subset has, whatever the content says: Basic Latin, the Turkish alphabet (with â î û),
 * the punctuation and signs the templates and formatters write (– for ranges, © in the footer, ₺ in prices,
 * no-break and narrow no-break spaces of `Intl`), and typographic quotes, dashes and ellipsis.
 */
export const BASE_CHARACTERS: string = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)),
  'ÇçĞğİıÖöŞşÜüÂâÎîÛû',
  '\u00a0\u2009\u202f',
  '–—‘’‚“”„…•·‹›«»',
  '©®™°×§№₺€$',
].join('');

/** A character outside the base (line breaks and tabs count as base: they are no glyphs). */
const NOT_BASE = new RegExp(`[^\\t\\n\\r${BASE_CHARACTERS.replace(/[\\\][^-]/g, '\\$&')}]`, 'gu');

/**
 * The distinct characters of `text` beyond the base, as a string, without visiting it character by character in
 * JavaScript: ASCII, the bulk of any text, goes first with the simplest pattern; the rest is short.
 */
export function beyondBase(text: string): string {
  const rest = text.replace(/[\t\n\r\x20-\x7e]+/g, '');
  return rest ? [...new Set(rest.match(NOT_BASE))].join('') : '';
}

/** The distinct characters of several strings of characters, as one sorted string. */
export function unionOfCharacters(sets: Iterable<string>): string {
  const all = new Set<string>();
  for (const set of sets) for (const c of set) all.add(c);
  return [...all].sort().join('');
}
