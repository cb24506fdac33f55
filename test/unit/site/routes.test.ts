import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/load-content.ts';
import { hostRules } from '../../../src/output/hosts/host-rules.ts';
import { buildSiteRoutes } from '../../../src/site/pages/index.ts';
import type { SiteRouteTable as RouteTable } from '../../../src/site/pages/page-type.ts';
import { CONTENT_DIR } from '../../helpers/project.ts';
import { loadCached } from '../../helpers/load.ts';

/** The service slug table of docs/site.md, English → Turkish. */
const SERVICE_SLUGS: Record<string, string> = {
  'engagement-wedding-organization': 'nisan-dugun-organizasyonu',
  'corporate-events': 'kurumsal-etkinlikler',
  'birthday-special-day': 'dogum-gunu-ozel-gun',
  'festival-event': 'festival-etkinlik-organizasyonu',
  'congress-fair': 'kongre-fuar-organizasyonu',
  'personal-event': 'kisisel-etkinlik-planlamasi',
  'social-responsibility': 'sosyal-sorumluluk-projeleri',
  'creative-designs': 'yaratici-tasarim-susleme',
  'technical-support': 'teknik-lojistik-destek',
  consultancy: 'danismanlik-hizmetleri',
};
const POST_SLUGS = [
  '2025-wedding-invitation-trends',
  'how-to-plan-perfect-engagement',
  'why-digital-invitations',
  'birthday-party-ideas',
  'event-planning-mistakes',
  'rsvp-guide',
  'festival-event-decorations',
  'technical-support-for-events',
  'event-colors-and-themes',
];
const BASE = 'https://www.kadifeevents.com';

let content: Content;
let table: RouteTable;
beforeAll(async () => {
  content = await loadCached({ contentDir: CONTENT_DIR });
  table = buildSiteRoutes(content);
});

const route = (url: string) => {
  const found = table.byUrl.get(url);
  if (!found) throw new Error(`no route ${url}`);
  return found;
};

describe('the route table', () => {
  it.each(Object.entries(SERVICE_SLUGS))('maps /services/%s to /tr/hizmetler/%s and back', (en, tr) => {
    expect(route(`/services/${en}`).counterparts).toEqual({ tr: `/tr/hizmetler/${tr}` });
    expect(route(`/tr/hizmetler/${tr}`).counterparts).toEqual({ en: `/services/${en}` });
    expect(route(`/services/${en}`).locale).toBe('en');
    expect(route(`/tr/hizmetler/${tr}`).locale).toBe('tr');
  });

  it.each([
    ['/', '/tr'],
    ['/about', '/tr/hakkimizda'],
    ['/services', '/tr/hizmetler'],
    ['/blog', '/tr/blog'],
    ['/contact', '/tr/iletisim'],
    ['/faq', '/tr/sss'],
    ['/portfolio', '/tr/portfolyo'],
    ...POST_SLUGS.map((s) => [`/blog/${s}`, `/tr/blog/${s}`]),
  ])('pairs %s with %s', (en, tr) => {
    expect(route(en).counterparts).toEqual({ tr });
    expect(route(tr).counterparts).toEqual({ en });
    expect(route(en).alternates).toEqual([
      { hreflang: 'en', href: `${BASE}${en}` },
      { hreflang: 'tr', href: `${BASE}${tr}` },
      { hreflang: 'x-default', href: `${BASE}${en}` },
    ]);
    expect(route(tr).alternates).toEqual(route(en).alternates);
  });

  it('gives every page a counterpart that is itself a page of the other language', () => {
    for (const r of table.routes) {
      const other = route(Object.values(r.counterparts)[0]!);
      expect(other.locale, r.url).not.toBe(r.locale);
      expect(other.alias, r.url).toBe(false);
      if (r.status === 200)
        expect(Object.values(other.counterparts)[0], r.url).toBe(
          route(decodeURI(r.canonical.slice(BASE.length)) || '/').url,
        );
    }
  });

  it('answers every English page under /en too, with the primary canonical URL', () => {
    const english = table.routes.filter((r) => r.locale === 'en' && !r.alias && r.status === 200);
    expect(english.length).toBeGreaterThan(20);
    for (const r of english) {
      const alias = route(r.url === '/' ? '/en' : `/en${r.url}`);
      expect(alias.alias).toBe(true);
      expect(alias.canonical).toBe(r.canonical);
      expect(alias.counterparts).toEqual(r.counterparts);
    }
  });

  it('answers /tr/faq as the Turkish FAQ with the /tr/sss canonical URL', () => {
    expect(route('/tr/faq').type.kind).toBe('faq');
    expect(route('/tr/faq').canonical).toBe(`${BASE}/tr/sss`);
  });

  it('answers festival-event-decoration-tips as the festival post in both languages', () => {
    for (const [alias, canonical] of [
      ['/blog/festival-event-decoration-tips', '/blog/festival-event-decorations'],
      ['/en/blog/festival-event-decoration-tips', '/blog/festival-event-decorations'],
      ['/tr/blog/festival-event-decoration-tips', '/tr/blog/festival-event-decorations'],
    ]) {
      expect(route(alias!).canonical).toBe(`${BASE}${canonical}`);
    }
  });

  it('redirects the old slugs of a standalone page, in every language and prefix, on every host', () => {
    const pages = content.pages.map((page) =>
      page.id === 'privacy'
        ? {
            ...page,
            locales: {
              en: { ...page.locales.en!, aliases: ['privacy'] },
              tr: { ...page.locales.tr!, aliases: ['kvkk'] },
            },
          }
        : page,
    );
    const aliased = buildSiteRoutes({ ...content, pages });
    const redirects = hostRules(aliased).redirects;
    for (const [alias, canonical] of [
      ['/privacy', '/privacy-notice'],
      ['/en/privacy', '/privacy-notice'],
      ['/tr/kvkk', '/tr/kvkk-aydinlatma-metni'],
    ]) {
      expect(aliased.byUrl.get(alias!)?.alias, alias).toBe(true);
      expect(redirects).toContainEqual({ from: alias, to: canonical });
    }
  });

  it('orders posts newest first: previous is the newer, next the older neighbour', () => {
    type Neighbours = { newer?: { id: string }; older?: { id: string } };
    // The posts in display order (newest first; the same date falls back to a stable order).
    const [newest, second] = content.posts;
    const first = route(`/blog/${newest!.id}`).item as Neighbours;
    const last = route('/tr/blog/event-colors-and-themes').item as Neighbours;
    expect(first.newer).toBeUndefined();
    expect(first.older?.id).toBe(second!.id);
    expect(last.older).toBeUndefined();
    expect(last.newer?.id).toBe('technical-support-for-events');
  });

  it('has one tag page per tag and language, under /tags and /tr/tags', () => {
    const labels = new Set(content.posts.flatMap((p) => p.tags));
    const tagRoutes = table.routes.filter((r) => r.type.kind === 'tag' && !r.alias);
    expect(tagRoutes.length).toBe(labels.size * 2);
    expect(route('/tags/istanbul-düğünü').counterparts).toEqual({ tr: '/tr/tags/istanbul-düğünü' });
    expect(route('/tags/istanbul-düğünü').canonical).toBe(`${BASE}/tags/istanbul-d%C3%BC%C4%9F%C3%BCn%C3%BC`);
  });

  it('has a portfolio page per language, in the sitemap, only while content/portfolio.yaml has photos', () => {
    expect(route('/portfolio').type.kind).toBe('portfolio');
    expect(route('/tr/portfolyo').output).toBe('tr/portfolyo.html');
    expect(route('/portfolio').sitemap && route('/tr/portfolyo').sitemap).toBe(true);
    const without = buildSiteRoutes({ ...content, portfolio: [] });
    expect(without.routes.filter((r) => r.type.kind === 'portfolio')).toEqual([]);
  });

  it('writes each page as x.html so hosts serve /x without a trailing-slash redirect', () => {
    expect(route('/').output).toBe('index.html');
    expect(route('/tr').output).toBe('tr.html');
    expect(route('/tr/hizmetler/kurumsal-etkinlikler').output).toBe('tr/hizmetler/kurumsal-etkinlikler.html');
  });

  it('has per-folder not-found pages with status 404 in the right language', () => {
    const cases: [string, string, string][] = [
      ['/404', 'en', 'page'],
      ['/tr/404', 'tr', 'page'],
      ['/services/404', 'en', 'service'],
      ['/tr/hizmetler/404', 'tr', 'service'],
      ['/blog/404', 'en', 'post'],
      ['/tr/blog/404', 'tr', 'post'],
      ['/en/services/404', 'en', 'service'],
      ['/en/blog/404', 'en', 'post'],
    ];
    for (const [url, locale, variant] of cases) {
      const r = route(url);
      expect(r.status).toBe(404);
      expect(r.locale).toBe(locale);
      expect(r.type.kind).toBe('not-found');
      expect(r.item).toMatchObject({ variant });
      expect(r.canonical, 'a not-found page has no canonical URL').toBe('');
      expect(r.alternates).toEqual([]);
    }
  });

  it('makes every URL absolute with the base URL given on the command line', async () => {
    const other = buildSiteRoutes(
      await loadCached({ contentDir: CONTENT_DIR, baseUrl: 'https://staging.example.org/' }),
    );
    expect(other.byUrl.get('/tr/sss')!.canonical).toBe('https://staging.example.org/tr/sss');
    expect(other.absolute('/')).toBe('https://staging.example.org/');
  });
});
