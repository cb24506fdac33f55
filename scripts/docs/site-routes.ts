/**
 * The tables of docs/site.md that the route table decides: every page type's addresses in each language, and the
 * not-found page of each folder with the heading and buttons it shows. They are made from the route table the build
 * makes of the bundled content, so the page cannot list a page the site lacks or leave one out.
 */
import { inLocale, type Content, type Language } from '../../src/content/types.ts';
import { pathOf } from '../../src/core/url-paths.ts';
import { buildSiteRoutes, type AnyPageType } from '../../src/site/pages/index.ts';
import type { NotFoundItem, Route } from '../../src/site/route-types.ts';

/** Names of the page types (their `kind`) as the page says them; a kind not named here shows as it is. */
const PAGE_NAMES: Record<string, string> = {
  home: 'Home',
  about: 'About',
  services: 'Services list',
  service: 'A service',
  occasions: 'Occasions list',
  occasion: 'An occasion',
  guides: 'Guides list',
  guide: 'A guide',
  caseStudies: 'Case studies list',
  caseStudy: 'A case study',
  portfolio: 'Portfolio',
  blog: 'Blog list',
  post: 'A post',
  tag: 'A tag',
  contact: 'Contact',
  faq: 'FAQ',
  standalone: 'Page',
  thanks: 'Thank-you page',
};

/** A markdown table; Prettier's layout (columns padded to their widest cell), so `npm run format` leaves it alone. */
function table(head: readonly string[], rows: readonly string[][]): string {
  const cells = [head, ...rows].map((row) => row.map((cell) => cell.replace(/\|/g, '\\|')));
  const widths = head.map((_, i) => Math.max(3, ...cells.map((row) => [...row[i]!].length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, i) => cell + ' '.repeat(widths[i]! - [...cell].length)).join(' | ')} |`;
  return [line(cells[0]!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.slice(1).map(line)].join(
    '\n',
  );
}

const code = (text: string) => `\`${text}\``;
/** The folder of an address: `/services` of `/services/consultancy`, `/` of `/about`. */
const parentOf = (url: string) => url.slice(0, url.lastIndexOf('/')) || '/';

/**
 * One row per page type: its address in each language, or `{slug}` in place of the last segment where its several
 * pages share a folder of their own. Pages of a type that share none (the standalone pages, each at the language's
 * root) get a row each.
 */
function pageRows(routes: readonly Route<AnyPageType>[], languages: readonly Language[]): Map<string, string[]> {
  const locales = languages.map((l) => l.code);
  const roots = new Set(languages.map((l) => pathOf(l.prefix, [])));
  const rows = new Map<string, string[]>();
  const byType = new Map<AnyPageType, Route<AnyPageType>[]>();
  for (const route of routes) {
    if (route.alias || route.status !== 200) continue;
    byType.set(route.type, [...(byType.get(route.type) ?? []), route]);
  }
  for (const [type, all] of byType) {
    const name = PAGE_NAMES[type.kind] ?? type.kind;
    const keys = [...new Set(all.map((r) => r.key))];
    const urls = (locale: string, key?: string) =>
      all.filter((r) => r.locale === locale && (key === undefined || r.key === key)).map((r) => r.url);
    const folders = (locale: string) => new Set(urls(locale).map(parentOf));
    const shared = keys.length > 1 && locales.every((l) => folders(l).size === 1 && !roots.has(parentOf(urls(l)[0]!)));
    if (keys.length === 1 || shared) {
      const cell = (l: string) => code(shared ? `${parentOf(urls(l)[0]!)}/{slug}` : urls(l)[0]!);
      rows.set(type.kind, [name, ...locales.map(cell)]);
    } else {
      for (const key of keys)
        rows.set(key, [`${name}: ${key.split(':').pop()}`, ...locales.map((l) => code(urls(l, key)[0]!))]);
    }
  }
  return rows;
}

/**
 * The table of pages and addresses. Pages that exist only with an enquiry form (`site.yaml` `enquiry`, which the
 * bundled content leaves out) are listed too, marked so.
 */
export function routesTable(content: Content): string {
  const withForm: Content = {
    ...content,
    site: { ...content.site, enquiry: { ...content.site.enquiry, endpoint: 'https://forms.example/f' } },
  };
  const plain = pageRows(buildSiteRoutes(content).routes, content.languages);
  const rows = [...pageRows(buildSiteRoutes(withForm).routes, content.languages)].map(([id, row]) => [
    ...row,
    plain.has(id) ? '' : 'only with an enquiry form',
  ]);
  const names = content.languages.map((l) => l.code.toUpperCase());
  return table(['Page', ...names.map((n) => `Address (${n})`), 'Note'], rows);
}

/** The table of not-found pages: each folder (under every prefix), its heading and its buttons. */
export function notFoundTable(content: Content): string {
  const rows = new Map<string, string[]>();
  for (const route of buildSiteRoutes(content).routes) {
    if (route.status !== 404) continue;
    const item = route.item as NotFoundItem;
    const strings = inLocale(content.strings, route.locale);
    const message = item.declaration.message(strings);
    const buttons = [...(item.declaration.back === 'home' ? [] : [message.cta]), strings.notFound.cta];
    const id = `${route.locale}:${item.variant}`;
    const folder = code(route.url.slice(0, -'404'.length));
    const row = rows.get(id);
    if (row) row[0] += `, ${folder}`;
    else rows.set(id, [folder, message.heading, buttons.join(', ')]);
  }
  return table(['Folder', 'Heading', 'Buttons'], [...rows.values()]);
}

/**
 * `doc` with the text between `<!-- {name}:start -->` and `<!-- {name}:end -->` replaced by `body`.
 * @throws {Error} when `doc` lacks either marker.
 */
export function withSection(doc: string, name: string, body: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end, from);
  if (from === -1 || to === -1) throw new Error(`docs/site.md lacks the markers ${start} and ${end}`);
  return `${doc.slice(0, from + start.length)}\n\n${body}\n\n${doc.slice(to)}`;
}

/** docs/site.md (its text `doc`) with its generated tables made again from `content`. */
export function siteDoc(doc: string, content: Content): string {
  return withSection(withSection(doc, 'routes', routesTable(content)), 'not-found', notFoundTable(content));
}
