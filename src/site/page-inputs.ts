/**
 * What a page's view is made from, split in two: what a post's own pages alone show of it (its body and what is
 * made from it), and everything else (the site's face). Dev's quick rebuild uses the split to find the posts an
 * edit changed in their body alone (the route table, every list, card, sitemap entry and language switch then
 * stays as it was, and only those posts' pages and the feeds can change); `build` uses it to key a page by its
 * inputs, so an unchanged page of the build before is taken without making its view.
 */
import { fingerprint } from '../core/fingerprint.ts';
import type { Content, Post, PostLocale } from '../content/types.ts';

/**
 * The fields of a post's language that only the post's own pages (and the feeds) show: the body, the meta
 * description made from it, its word count, and its links (checked on their own). Everything else of a post
 * (title, excerpt, date, image, tags, slugs, aliases, draft) is on other pages too, and the route table is
 * made from it. A test changes these fields of every bundled post and checks that no other page's view changes.
 */
export const OWN_PAGE_FIELDS = [
  'html',
  'description',
  'wordCount',
  'links',
] as const satisfies readonly (keyof PostLocale)[];

const faces = new WeakMap<PostLocale, string>();

/** The fingerprint of what other pages can show of a post's language (remembered per object: loads reuse unchanged ones). */
function localeFace(locale: PostLocale): string {
  let face = faces.get(locale);
  if (face === undefined) {
    const shown: Partial<PostLocale> = { ...locale };
    for (const field of OWN_PAGE_FIELDS) delete shown[field];
    face = fingerprint(shown);
    faces.set(locale, face);
  }
  return face;
}

const knownPostFaces = new WeakMap<Post, string>();

/** The fingerprint of what other pages can show of a post (remembered per object). */
function postFace(post: Post): string {
  let face = knownPostFaces.get(post);
  if (face === undefined) {
    face = fingerprint({
      ...post,
      locales: Object.entries(post.locales).map(([code, locale]) => [code, localeFace(locale)]),
    });
    knownPostFaces.set(post, face);
  }
  return face;
}

/** The fingerprint of everything in the content but the posts (and the warnings, which no page shows). */
function restOf(content: Content): string {
  return fingerprint({
    ...content,
    posts: undefined,
    warnings: undefined,
    images: [...content.images],
    tagLabels: [...content.tagLabels],
  });
}

/**
 * The posts of `next` whose text changed since `prev` in {@link OWN_PAGE_FIELDS} only, when that is the whole
 * difference (an empty list when nothing a page shows changed); `undefined` when anything else changed: a
 * title, a date, a post added, a service, the strings, an image …
 */
export function bodyEdits(prev: Content, next: Content): Post[] | undefined {
  if (prev.posts.length !== next.posts.length || restOf(prev) !== restOf(next)) return undefined;
  const edited: Post[] = [];
  for (let i = 0; i < next.posts.length; i++) {
    const before = prev.posts[i]!;
    const after = next.posts[i]!;
    if (before !== after && postFace(before) !== postFace(after)) return undefined;
    if (Object.entries(after.locales).some(([code, locale]) => before.locales[code] !== locale)) edited.push(after);
  }
  return edited;
}
