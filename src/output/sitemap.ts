/**
 * `sitemap.xml` and `robots.txt` from the route table: every canonical URL (aliases, not-found pages and `noindex`
 * pages excluded: drafts, which `dev` and `build --drafts` show, and tag pages a normal build would not index, are
 * `noindex`; docs/decisions.md, "Tags", "Drafts") with its `xhtml:link` hreflang alternates (sitemaps.org protocol;
 * Google's localized versions).
 */
import type { RouteTable } from '../site/route-types.ts';
import { escapeXml } from '../core/xml.ts';

/** The sitemap XML text: the primary pages whose page type is listed and that are not `noindex`. */
export function buildSitemap(table: RouteTable): string {
  const urls = table.routes
    .filter((r) => r.sitemap)
    .map((route) => {
      const links = route.alternates
        .map(
          ({ hreflang, href }) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
        )
        .join('');
      const lastmod = route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : '';
      return `<url><loc>${escapeXml(route.canonical)}</loc>${lastmod}${links}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** `robots.txt`: everything allowed, the sitemap's absolute URL. */
export function buildRobots(table: RouteTable): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${table.absolute('/sitemap.xml')}\n`;
}
