/**
 * Internal links inside markdown bodies must point to a route of the route table (a broken link is an error,
 * not a 404 discovered by a visitor).
 */
import type { Post } from '../content/types.ts';
import { BrokenLinkError } from '../core/errors.ts';
import type { RouteTable } from './route-types.ts';

/** Root-relative path of an internal link, decoded, without query or fragment; null for other links. */
export function internalPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const clean = url.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  try {
    return clean.split('/').map(decodeURIComponent).join('/').normalize('NFC');
  } catch {
    return clean;
  }
}

/** Every link of the bodies of `posts` that resolves to no route, as errors naming file and line. */
export function findBrokenLinks(posts: readonly Post[], routes: RouteTable): BrokenLinkError[] {
  const errors: BrokenLinkError[] = [];
  // Articles link to the same few pages again and again: each URL is decoded once.
  const paths = new Map<string, string | null>();
  for (const post of posts) {
    for (const text of Object.values(post.locales)) {
      for (const link of text.links) {
        let target = paths.get(link.url);
        if (target === undefined) paths.set(link.url, (target = internalPath(link.url)));
        if (target !== null && !routes.byUrl.has(target)) {
          errors.push(
            new BrokenLinkError(`link to ${link.url} points to no page`, {
              file: text.file,
              line: link.line,
              expected: 'the path of a page of the site, e.g. /services/corporate-events or /tr/iletisim',
            }),
          );
        }
      }
    }
  }
  return errors;
}
