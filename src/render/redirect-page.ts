/**
 * The page an alias URL answers with where the host cannot redirect (GitHub Pages, a plain S3 website, a host
 * whose rules were not installed): a minimal document that sends the browser on to the page at once (a meta
 * refresh, no script), names that page as canonical and asks search engines not to index it; its link works
 * without either. Hosts with redirect rules answer the alias with a 301 before this file is ever read.
 */
import type { OutputFile } from '../core/output-file.ts';
import { escapeXml } from '../core/xml.ts';
import type { Route, RouteTable } from '../site/route-types.ts';

/** Options of {@link redirectPage}. */
interface RedirectPageOptions {
  /** The page's language (`<html lang>`). */
  lang: string;
  /** The brand, as the document's title. */
  title: string;
  /** Root-relative, percent-encoded URL of the page it sends the browser to. */
  href: string;
  /** Absolute canonical URL of that page. */
  canonical: string;
}

/** The HTML document of an alias (see the module comment). */
function redirectPage({ lang, title, href, canonical }: RedirectPageOptions): string {
  const to = escapeXml(href);
  return `<!doctype html><html lang="${escapeXml(lang)}"><head><meta charset="utf-8"><title>${escapeXml(title)}</title><meta name="robots" content="noindex"><link rel="canonical" href="${escapeXml(canonical)}"><meta http-equiv="refresh" content="0; url=${to}"></head><body><p><a href="${to}">${to}</a></p></body></html>`;
}

/** The file of an alias route: {@link redirectPage} to its primary page, at the alias's output path. */
function aliasFile(route: Route, routes: RouteTable, brand: string): OutputFile {
  const primary = routes.get(route.key, route.locale);
  return {
    path: route.output,
    contents: redirectPage({
      lang: route.locale,
      title: brand,
      href: routes.href(route.key, route.locale),
      canonical: primary.canonical,
    }),
  };
}

/** The files of every alias route of `routes` ({@link aliasFile}). */
export const aliasFiles = (routes: RouteTable, brand: string): OutputFile[] =>
  routes.routes.filter((r) => r.alias).map((r) => aliasFile(r, routes, brand));
