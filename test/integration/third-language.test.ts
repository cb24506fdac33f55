/**
 * Languages are data: a content folder that declares a third language (German, from a fixture) builds every
 * page in it, and the language switch, hreflang alternates and the sitemap list all three.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import type { SiteRouteTable as RouteTable } from '../../src/site/pages/page-type.ts';
import { addGerman } from '../fixtures/third-language.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { loadCached } from '../helpers/load.ts';

const BASE = 'https://www.kadifeevents.com';
let project: ProjectCopy;
let out: string;
let table: RouteTable;
const page = (file: string) => cheerio.load(readFileSync(path.join(out, file), 'utf8'));

beforeAll(async () => {
  project = await copyProject({ only: ['content'] });
  await addGerman(project.content);
  out = project.file('dist');
  await build({ contentDir: project.content, outDir: out, year: 2026 });
  table = buildSiteRoutes(await loadCached({ contentDir: project.content }));
}, 120_000);
afterAll(() => project?.remove());

describe('a third language declared in content', () => {
  it('builds every page of every type in German, under its own URL segments', () => {
    const primary = (locale: string) => table.routes.filter((r) => r.locale === locale && !r.alias && r.status === 200);
    expect(primary('de').length).toBe(primary('en').length);
    for (const url of [
      '/de',
      '/de/ueber-uns',
      '/de/leistungen',
      '/de/leistungen/corporate-events-de',
      '/de/blog',
      '/de/blog/rsvp-guide',
      '/de/kontakt',
      '/de/haeufige-fragen',
      '/de/schlagworte/davetiye',
    ]) {
      expect(table.byUrl.get(url)?.locale, url).toBe('de');
    }
    expect(table.byUrl.get('/de/404')?.status).toBe(404);
    expect(table.byUrl.get('/de/leistungen/404')?.status).toBe(404);
  });

  it('writes German pages with lang="de", German dates and the German chat message', () => {
    const $ = page('de/blog/rsvp-guide.html');
    expect($('html').attr('lang')).toBe('de');
    expect($('article time').text()).toBe('30. Januar 2025');
    expect($('meta[property="og:locale"]').attr('content')).toBe('de_DE');
    expect(new URL($('a.chat').attr('href')!).searchParams.get('text')).toContain('Hallo');
  });

  it('offers a language switch to each of the two other languages, pointing at the same page', () => {
    const links = (file: string) =>
      page(file)('.lang-switch')
        .toArray()
        .map((a) => [a.attribs.hreflang, a.attribs.href]);
    expect(links('services/corporate-events.html')).toEqual([
      ['tr', '/tr/hizmetler/kurumsal-etkinlikler'],
      ['de', '/de/leistungen/corporate-events-de'],
    ]);
    expect(links('de/leistungen/corporate-events-de.html')).toEqual([
      ['en', '/services/corporate-events'],
      ['tr', '/tr/hizmetler/kurumsal-etkinlikler'],
    ]);
    expect(
      page('index.html')('.footer-langs a')
        .toArray()
        .map((a) => a.attribs.href),
    ).toEqual(['/', '/tr', '/de']);
  });

  it('lists hreflang alternates of all three languages and x-default on every page', () => {
    const home = [
      ['en', `${BASE}/`],
      ['tr', `${BASE}/tr`],
      ['de', `${BASE}/de`],
      ['x-default', `${BASE}/`],
    ];
    const faq = [
      ['en', `${BASE}/faq`],
      ['tr', `${BASE}/tr/sss`],
      ['de', `${BASE}/de/haeufige-fragen`],
      ['x-default', `${BASE}/faq`],
    ];
    for (const [file, expected] of [
      ['index.html', home],
      ['de.html', home],
      ['tr/sss.html', faq],
      ['de/haeufige-fragen.html', faq],
    ] as const) {
      expect(
        page(file)('link[rel=alternate][hreflang]')
          .toArray()
          .map((l) => [l.attribs.hreflang, l.attribs.href]),
        file,
      ).toEqual(expected);
    }
  });

  it('puts each page in the sitemap once per language, each with three alternates and x-default', () => {
    const $ = cheerio.load(readFileSync(path.join(out, 'sitemap.xml'), 'utf8'), { xml: true });
    const urls = $('url').toArray();
    expect(urls.length).toBe(table.routes.filter((r) => r.sitemap).length);
    expect(urls.length % 3).toBe(0);
    for (const url of urls)
      expect(
        $(url)
          .find('xhtml\\:link')
          .toArray()
          .map((l) => l.attribs.hreflang),
      ).toEqual(['en', 'tr', 'de', 'x-default']);
    expect(
      $('loc')
        .toArray()
        .map((l) => $(l).text()),
    ).toContain(`${BASE}/de/leistungen/corporate-events-de`);
  });

  it('leaves no page without its file', async () => {
    const files = new Set(await fg('**/*.html', { cwd: out }));
    for (const route of table.routes) expect(files.has(route.output), route.url).toBe(true);
  });
});
