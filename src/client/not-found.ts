/**
 * Decisions 6 and 7. Every not-found page logs the attempted path. A host that serves only the root
 * `404.html` shows the English generic page for every miss; there the script fetches the page of the right
 * language and message (`/tr/404.html`, `/services/404.html`, …) and shows it instead; and where such a host
 * cannot redirect `/about/` to `/about` (GitHub Pages), the script does.
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
  return pages.filter((p) => lower.startsWith(p.folder.toLowerCase())).sort((a, b) => b.folder.length - a.folder.length)[0];
}

/** Resolves once the page shows the right not-found message (at once on every other page). */
export async function initNotFound(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-not-found]');
  if (!section) return;
  const path = location.pathname;
  console.log(`404 Error: User attempted to access non-existent route: ${path}`);
  const list = section.dataset.notFoundPages;
  if (!list) return;
  if (path.length > 1 && path.endsWith('/')) {
    location.replace(path.replace(/\/+$/, '') + location.search + location.hash);
    return;
  }
  try {
    const pages = JSON.parse(list) as NotFoundPage[];
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
