/**
 * Slugs: the one rule of post, service and alias slugs and of the file ids they come from (a pattern and a
 * length), and the slug of a tag label.
 */

/** A slug: lowercase ASCII letters, digits and single hyphens (one byte each in UTF-8). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The longest slug, in characters. A slug names files: `blog/{slug}.tr.md` in content, `tr/blog/{slug}.html`
 * and its precompressed `.html.br` and `.html.gz` in the output. Each name is then at most 80 + 8 bytes (a slug
 * is ASCII, one byte a character), far below the 255 bytes file systems allow per name, and the URL stays one a
 * person can read.
 */
export const MAX_SLUG_LENGTH = 80;

/**
 * The names no page or alias may have, in any folder and language, because static hosts give their files a
 * meaning of their own: `x/index.html` is the page of the folder `x/` (GitHub Pages gets such a copy of every page
 * whose URL is also a folder, and Netlify and GitHub Pages serve it at `/x/`), and `x/404.html` answers the misses
 * of `x/` (`/index` is also the home page's `index.html`). A page named so would overwrite or shadow one of those
 * on some host, so it is refused for every host alike.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['index', '404']);

/** What a slug or URL segment is expected to be besides its pattern: none of {@link RESERVED_SLUGS}. */
export const NOT_RESERVED = `a name other than ${[...RESERVED_SLUGS].join(' and ')}, which static hosts read as a folder's page or not-found page`;

/**
 * What is wrong with a slug, in plain words; `undefined` when it is a valid slug (the rule `slugSchema` checks).
 * @returns `message` (what is wrong, naming the slug, shortened when long), `expected` (what a slug is) and a
 * `hint`, for an error naming the file or the argument.
 */
export function slugProblem(slug: string): { message: string; expected: string; hint: string } | undefined {
  const shown = JSON.stringify(slug.length > 40 ? `${slug.slice(0, 32)}…` : slug);
  if (slug.length > MAX_SLUG_LENGTH) {
    return {
      message: `${shown} is ${slug.length} characters long`,
      expected: `a slug of at most ${MAX_SLUG_LENGTH} characters`,
      hint: 'keep the few words that say what the page is about, e.g. wedding-budget-basics',
    };
  }
  if (!SLUG_PATTERN.test(slug))
    return {
      message: `${shown} is not a valid slug`,
      expected: 'lowercase letters a–z, digits and single hyphens',
      hint: 'write it like wedding-budget-basics',
    };
  if (RESERVED_SLUGS.has(slug))
    return {
      message: `${shown} is a name static hosts keep for themselves`,
      expected: NOT_RESERVED,
      hint: 'choose a slug that says what the page is about, e.g. wedding-budget-basics',
    };
  return undefined;
}

/** Slugs already made, by locale and label: every page's tag links ask for the same few again and again. */
const known = new Map<string, Map<string, string>>();

/**
 * The slug of a tag label (docs/decisions.md, "Tags"): lowercased with the rules of the tag language (`tr`: `İ`→`i`,
 * `I`→`ı`), runs of white space (and slashes, which would make folders) replaced by one hyphen; every other
 * letter is kept (`İstanbul Düğünü` → `istanbul-düğünü`). Links percent-encode it with `encodePath`.
 * @param label - the tag as written in content.
 * @param locale - the language the labels are written in (`site.yaml` `tagLanguage`).
 */
export function tagSlug(label: string, locale: string): string {
  let slugs = known.get(locale);
  if (!slugs) known.set(locale, (slugs = new Map<string, string>()));
  let slug = slugs.get(label);
  if (slug === undefined) {
    slug = label
      .trim()
      .toLocaleLowerCase(locale)
      .replace(/[\s/\\]+/g, '-');
    if (slugs.size >= 10_000) slugs.clear();
    slugs.set(label, slug);
  }
  return slug;
}
