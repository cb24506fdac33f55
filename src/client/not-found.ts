/**
 * The not-found pages' script (docs/decisions.md, "Not-found pages"). Every not-found page logs the attempted path. A
 * host that serves only the root `404.html` shows the English generic page for every miss; there the script fetches the
 * page of the right language and message (`/tr/404.html`, `/services/404.html`, …) and shows it instead; and where such
 * a host cannot redirect `/about/` to `/about` (GitHub Pages), the script does.
 */

/**
 * A not-found page as the root one lists them (the `NotFoundPage` of `site/view-types.ts`, read from the page's JSON: the
 * browser script imports nothing of the generator).
 */
export interface NotFoundPage {
  /** Decoded folder path ending in `/`, under the path prefix (`/tr/`, `/repo/tr/`). */
  folder: string;
  /** Root-relative URL of the page's file, percent-encoded. */
  file: string;
}

/**
 * The page of the deepest folder containing `path`, as a static host picks the nearest `404.html`; the root
 * 404 page carries the list (from the route table).
 */
export function nearestNotFoundPage(path: string, pages: readonly NotFoundPage[]): NotFoundPage | undefined {
  // Whatever the letter case, the folder's own name included: `/TR` and `/TR/yok` are Turkish misses, as the
  // servers' configurations answer them.
  const lower = `${path.toLowerCase()}/`;
  return pages
    .filter((p) => lower.startsWith(p.folder.toLowerCase()))
    .sort((a, b) => b.folder.length - a.folder.length)[0];
}

/**
 * Where a miss ending in `/` moves on to (`/about/` → `/about`, query and fragment kept), or undefined where that
 * would leave the site: a path the host answered with this page may start with `//` or `/\` (`//evil.example/`),
 * which a browser reads as another host, so the target is resolved as a URL and kept only on the page's own origin,
 * under the site's path prefix.
 * @param here - the page's location (`location`, or a `URL`).
 * @param prefix - the root's folder: `/`, or `/repo/` under a path prefix.
 */
export function cleanTarget(
  here: Pick<URL, 'origin' | 'pathname' | 'search' | 'hash'>,
  prefix: string,
): string | undefined {
  const path = here.pathname;
  if (path.length <= 1 || !path.endsWith('/')) return undefined;
  const target = new URL(path.replace(/\/+$/, '') + here.search + here.hash, here.origin);
  return target.origin === here.origin && `${target.pathname}/`.startsWith(prefix) ? target.href : undefined;
}

/** Resolves once the page shows the right not-found message (at once on every other page). */
export async function initNotFound(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-not-found]');
  if (!section) return;
  const path = location.pathname;
  console.log(`404 Error: User attempted to access non-existent route: ${path}`);
  const list = section.dataset.notFoundPages;
  if (!list) return;
  try {
    const pages = JSON.parse(list) as NotFoundPage[];
    // The root's folder is the shortest: `/`, or the path prefix `/repo/`.
    const target = cleanTarget(location, pages.map((p) => p.folder).sort((a, b) => a.length - b.length)[0] ?? '/');
    if (target) return location.replace(target);
    const wanted = nearestNotFoundPage(decodeURI(path), pages);
    // The root's page (folder `/`, or the path prefix `/repo/`) is this one.
    if (!wanted || !pages.some((p) => p.folder.length < wanted.folder.length)) return;
    // Servers that answer the not-found pages themselves with status 404 still send the page; the S3 recipe's
    // CloudFront Function serves one only when asked with this query (its URL is a miss otherwise).
    const response = await fetch(`${wanted.file}?not-found-message`);
    if (!response.ok && response.status !== 404) return;
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    if (!doc.querySelector('[data-not-found]')) return;
    document.documentElement.lang = doc.documentElement.lang;
    document.title = doc.title;
    document.body.replaceWith(document.adoptNode(doc.body));
  } catch {
    // A malformed path, or offline: the English page stays, which is still a correct not-found page.
  }
}
