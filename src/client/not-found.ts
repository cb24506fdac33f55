/**
 * Decisions 6 and 7. Every not-found page logs the attempted path. A host that serves only the root
 * `404.html` shows the English generic page for every miss; there the script fetches the page of the right
 * language and message (`/tr/404.html`, `/services/404.html`, …) and shows it instead.
 */

/** The not-found page a path calls for: `/tr/hizmetler/x` → `/tr/hizmetler/404.html`. */
export function notFoundPageFor(path: string): string {
  const match = /^\/(?:(tr)\/(?:(hizmetler|blog)\/[^/]+\/?$)?|(?:en\/)?(?:(services|blog)\/[^/]+\/?$)?)/.exec(path);
  if (!match) return '/404.html';
  const [, tr, trSection, enSection] = match;
  if (tr) return trSection ? `/tr/${trSection}/404.html` : '/tr/404.html';
  return enSection ? `/${enSection}/404.html` : '/404.html';
}

/** Resolves once the page shows the right not-found message (at once on every other page). */
export async function initNotFound(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-not-found]');
  if (!section) return;
  const path = location.pathname;
  console.log(`404 Error: User attempted to access non-existent route: ${path}`);
  if (section.dataset.notFoundPage !== '/404.html') return;
  const wanted = notFoundPageFor(decodeURI(path));
  if (wanted === '/404.html') return;
  try {
    const response = await fetch(wanted);
    if (!response.ok) return;
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    document.documentElement.lang = doc.documentElement.lang;
    document.title = doc.title;
    document.body.replaceWith(document.adoptNode(doc.body));
  } catch {
    // Offline or blocked: the English page stays, which is still a correct not-found page.
  }
}
