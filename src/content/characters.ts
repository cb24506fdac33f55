/**
 * The characters content writes beyond a base set every font subset has anyway (`fonts.ts` cuts its subsets to
 * the base and these). Found by walking content objects deeply, remembered per object: an object walked once,
 * or given its characters with {@link rememberCharacters} (an entry the content cache kept whole, with the
 * characters found when it was made), is not walked again. Content objects are not mutated once loaded.
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

/**
 * The characters of the strings in `value` that {@link BASE_CHARACTERS} lacks (content: objects, arrays, maps and
 * sets of strings, walked deeply; bytes and dates are skipped). The subsets keep the base and these, those a font has.
 */
export function charactersBeyondBase(value: unknown, into: Set<string> = new Set()): Set<string> {
  for (const c of distinctCharacters(value, new WeakSet())) into.add(c);
  return into;
}

/**
 * The distinct characters beyond the base of a value, as a string. Remembered per object: content objects the
 * loader reuses between dev rebuilds (an unchanged post) are not walked again, so an edit costs the edited file's
 * text only. Content objects are not mutated once loaded.
 */
const characterMemo = new WeakMap<object, string>();

/**
 * Gives `value` (a content object) its characters beyond the base, as {@link entryCharacters} found them when it
 * was made: the walk takes them as they are.
 */
export function rememberCharacters(value: object, characters: string): void {
  characterMemo.set(value, characters);
}

/** The distinct characters beyond the base of the strings in `value`, as a string (see {@link rememberCharacters}). */
export function entryCharacters(value: unknown): string {
  return distinctCharacters(value, new WeakSet());
}

/** A character outside the base (line breaks and tabs count as base: they are no glyphs). */
const NOT_BASE = new RegExp(`[^\\t\\n\\r${BASE_CHARACTERS.replace(/[\\\]\[^-]/g, '\\$&')}]`, 'gu');

/**
 * The distinct characters of a text beyond the base, without visiting it character by character in JavaScript:
 * ASCII, the bulk of any text, goes first with the simplest pattern; the rest is short.
 */
function beyondBase(text: string): string {
  const rest = text.replace(/[\t\n\r\x20-\x7e]+/g, '');
  return [...new Set(rest.match(NOT_BASE))].join('');
}

// Validated YAML is a new object at every load, but its texts are the same strings: long ones are remembered too.
const textMemo = new Map<string, string>();
function distinctCharacters(value: unknown, seen: WeakSet<object>): string {
  if (typeof value === 'string') {
    if (value.length < 64) return beyondBase(value);
    let found = textMemo.get(value);
    if (found === undefined) {
      if (textMemo.size > 50_000) textMemo.clear();
      found = beyondBase(value);
      textMemo.set(value, found);
    }
    return found;
  }
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || value instanceof Date || seen.has(value)) return '';
  const known = characterMemo.get(value);
  if (known !== undefined) return known;
  seen.add(value);
  const items = value instanceof Map ? [...value.keys(), ...value.values()] : value instanceof Set || Array.isArray(value) ? [...value] : Object.values(value);
  let found = '';
  for (const item of items) found += distinctCharacters(item, seen);
  const result = found && [...new Set(found)].join('');
  characterMemo.set(value, result);
  return result;
}

