import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SiteRoute as Route } from '../../src/site/pages/page-type.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

const BRAND = 'Kadife Events';
const BASE = 'https://www.kadifeevents.com';
let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.remove());

/** Every page of the site: primary pages and not-found pages (an alias is a redirect, tested below). */
const pages = () => site.table.routes.filter((r) => !r.alias);
const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** The file a static host serves for a root-relative path: x, x.html or x/index.html (README, "Deploy"). */
function resolveLocal(dir: string, url: string): string | null {
  const clean = decodeURI(url.split(/[?#]/)[0]!);
  const base = path.join(dir, clean);
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

describe('every page', () => {
  it('exists as one HTML file per route, and nothing else is HTML', () => {
    expect(site.htmlFiles).toEqual(site.table.routes.map((r) => r.output).sort());
  });

  it('answers an alias with a page that sends the browser on to its primary page, noindex, canonical there', () => {
    const aliases = site.table.routes.filter((r) => r.alias);
    expect(aliases.length).toBeGreaterThan(30);
    for (const route of aliases) {
      const primary = site.table.get(route.key, route.locale);
      const $ = site.page(route.output);
      expect($('meta[http-equiv=refresh]').attr('content'), route.url).toBe(`0; url=${encodeURI(primary.url)}`);
      expect($('link[rel=canonical]').attr('href'), route.url).toBe(primary.canonical);
      expect($('meta[name=robots]').attr('content'), route.url).toBe('noindex');
      expect($('a').attr('href'), route.url).toBe(encodeURI(primary.url));
    }
  });

  it('declares its language, a title, one h1, a description and the absolute canonical URL', () => {
    for (const route of pages().filter((r) => r.status === 200)) {
      const $ = site.page(route.output);
      expect($('html').attr('lang'), route.url).toBe(route.locale);
      // The brand after the page's title where both fit in 60 characters (what search results show).
      const title = $('title').text();
      if (route.url === '/' || route.url === '/tr' || route.url === '/en')
        expect(title, route.url).toMatch(new RegExp(`^${BRAND} \\| `));
      else if (title.length + ` | ${BRAND}`.length <= 60)
        expect(title, route.url).toMatch(new RegExp(` \\| ${BRAND}$`));
      expect($('h1').length, route.url).toBe(1);
      expect($('h1').text().trim().length, route.url).toBeGreaterThan(1);
      const description = $('meta[name=description]').attr('content') ?? '';
      expect(description.length, route.url).toBeGreaterThan(40);
      expect(description.length, route.url).toBeLessThanOrEqual(160);
      expect($('link[rel=canonical]').attr('href'), route.url).toBe(route.canonical);
      expect(route.canonical.startsWith(`${BASE}/`)).toBe(true);
      expect($('meta[property="og:url"]').attr('content')).toBe(route.canonical);
      expect($('meta[property="og:image"]').attr('content')).toMatch(new RegExp(`^${BASE}/images/social/.+\\.jpg$`));
      expect($('meta[name="twitter:card"]').attr('content')).toBe('summary_large_image');
    }
  });

  it('lists hreflang alternates en, tr and x-default that point to the page in each language', () => {
    for (const route of pages().filter((r) => r.status === 200)) {
      const $ = site.page(route.output);
      const alternates = Object.fromEntries(
        $('link[rel=alternate][hreflang]')
          .toArray()
          .map((el) => [$(el).attr('hreflang') ?? '', $(el).attr('href')] as const),
      );
      const primary = (locale: string) => site.table.get(route.key, locale).canonical;
      expect(alternates, route.url).toEqual({ en: primary('en'), tr: primary('tr'), 'x-default': primary('en') });
      const counterpart = site.table.byUrl.get(Object.values(route.counterparts)[0]!)!;
      expect(alternates[counterpart.locale]).toBe(counterpart.canonical);
    }
  });

  it('gives og:locale en_GB (British copy) or tr_TR, and the other as og:locale:alternate', () => {
    const expected: Record<string, [string, string]> = { en: ['en_GB', 'tr_TR'], tr: ['tr_TR', 'en_GB'] };
    for (const route of pages()) {
      const $ = site.page(route.output);
      const [locale, alternate] = expected[route.locale]!;
      expect($('meta[property="og:locale"]').attr('content'), route.url).toBe(locale);
      expect(
        $('meta[property="og:locale:alternate"]')
          .toArray()
          .map((m) => $(m).attr('content')),
        route.url,
      ).toEqual([alternate]);
    }
  });

  it('links its language switch to the counterpart page', () => {
    for (const route of pages()) {
      const $ = site.page(route.output);
      const target = site.table.byUrl.get(decodeURI($('.lang-switch').attr('href')!))!;
      expect(target, route.url).toBeDefined();
      expect(target.locale, route.url).not.toBe(route.locale);
      expect(target.url).toBe(Object.values(route.counterparts)[0]);
    }
  });

  it('has only internal links, images, styles and scripts that resolve to a file of the output', () => {
    const checked = new Set<string>();
    for (const route of pages()) {
      const $ = site.page(route.output);
      const refs = [
        ...$('a[href]')
          .toArray()
          .map((el) => $(el).attr('href')!),
        ...$('link[href]')
          .toArray()
          .map((el) => $(el).attr('href')!),
        ...$('img[src]')
          .toArray()
          .map((el) => $(el).attr('src')!),
        ...$('script[src]')
          .toArray()
          .map((el) => $(el).attr('src')!),
      ];
      for (const ref of refs) {
        if (ref.startsWith('#')) {
          expect($(`[id="${ref.slice(1)}"]`).length, `${route.url} → ${ref}`).toBe(1);
          continue;
        }
        if (/^[a-z]+:/i.test(ref) && !ref.startsWith(BASE)) continue;
        const local = ref.startsWith(BASE) ? ref.slice(BASE.length) || '/' : ref;
        expect(local.startsWith('/'), `${route.url} → ${ref}`).toBe(true);
        if (checked.has(local)) continue;
        expect(resolveLocal(site.dir, local), `${route.url} → ${ref}`).not.toBeNull();
        checked.add(local);
      }
    }
    expect(checked.size).toBeGreaterThan(90);
  });

  it('gives every image width, height and alt, and loads only the first one eagerly', () => {
    for (const route of pages()) {
      const $ = site.page(route.output);
      $('img').each((_, el) => {
        const img = $(el);
        expect(Number(img.attr('width')), route.url).toBeGreaterThan(0);
        expect(Number(img.attr('height')), route.url).toBeGreaterThan(0);
        expect(img.attr('alt'), route.url).toBeDefined();
      });
      expect($('img:not([loading=lazy])').length, route.url).toBeLessThanOrEqual(2);
    }
  });

  it('has no inline script other than JSON-LD, and one deferred hashed script', () => {
    for (const route of pages()) {
      const $ = site.page(route.output);
      expect($('script:not([src]):not([type="application/ld+json"])').length, route.url).toBe(0);
      expect($('script[src]').length).toBe(1);
      expect($('script[src]').attr('src')).toMatch(/^\/assets\/site\.[0-9a-f]{10}\.js$/);
      expect($('script[src]').attr('defer')).toBeDefined();
      expect($('link[rel=stylesheet]').attr('href')).toMatch(/^\/assets\/site\.[0-9a-f]{10}\.css$/);
    }
  });

  it('stays within the budgets: JS ≤ 4 KB gzip, HTML + CSS ≤ 14 KB gzip', () => {
    const $ = site.page('index.html');
    const css = readFileSync(path.join(site.dir, $('link[rel=stylesheet]').attr('href')!));
    const js = readFileSync(path.join(site.dir, $('script[src]').attr('src')!));
    expect(gz(js)).toBeLessThanOrEqual(4096);
    for (const route of pages()) expect(gz(site.read(route.output)) + gz(css), route.url).toBeLessThanOrEqual(14_600);
  });

  it('has the shared frame: nav, services dropdown, footer contacts, four social links, chat link', () => {
    for (const route of pages()) {
      const $ = site.page(route.output);
      const locale = route.locale;
      expect($('header.site-header nav a').length).toBeGreaterThanOrEqual(6 + 11);
      expect($('#services-menu a').length, route.url).toBe(11);
      expect($('.dd-toggle').attr('aria-controls')).toBe('services-menu');
      expect($('footer a[href="tel:+902125550147"]').length).toBe(1);
      expect($('footer a[href="mailto:hello@kadifeevents.com"]').length).toBe(1);
      expect($('footer .social a[target=_blank][rel=noopener]').length).toBe(4);
      expect(
        $('.footer-langs a')
          .toArray()
          .map((a) => $(a).attr('href')),
      ).toEqual(['/', '/tr']);
      const chat = $('a.chat');
      expect(chat.attr('target')).toBe('_blank');
      expect(chat.attr('rel')).toBe('noopener');
      const url = new URL(chat.attr('href')!);
      expect(url.origin + url.pathname).toBe('https://wa.me/905321234567');
      expect(url.searchParams.get('text')).toBe(site.content.strings[locale]!.ui.chatMessage);
    }
    expect(site.content.strings.tr!.ui.chatMessage).toMatch(/[ğışçöü]/);
  });
});

describe('page types', () => {
  const byUrl = (url: string): [Route, cheerio.CheerioAPI] => {
    const route = site.table.byUrl.get(url)!;
    return [route, site.page(route.output)];
  };
  const jsonLd = ($: cheerio.CheerioAPI) =>
    $('script[type="application/ld+json"]')
      .toArray()
      .map((el) => JSON.parse($(el).text()) as Record<string, unknown>);

  it('home: LocalBusiness data, three featured services, ten testimonials, three newest posts', () => {
    for (const url of ['/', '/tr']) {
      const [, $] = byUrl(url);
      expect(jsonLd($).map((d) => d['@type'])).toEqual(['LocalBusiness']);
      const featured = $('a.card-link[href*="/services/"], a.card-link[href*="/hizmetler/"]')
        .toArray()
        .map((a) => $(a).attr('href'));
      expect(featured).toHaveLength(3);
      expect($('.carousel-track > li')).toHaveLength(10);
      // Each quote in the page's language (English ones marked as our translation): no lang of its own.
      expect($('.carousel-track blockquote')).toHaveLength(10);
      expect($('.carousel-track blockquote[lang]')).toHaveLength(0);
      expect($('.post-card')).toHaveLength(3);
      expect($('.post-card time').first().attr('datetime')).toBe('2026-12-07');
      expect($('[data-to-top]').attr('href')).toBe('#top');
    }
  });

  it('FAQ: titles that name what the page answers, with the brand; six single-open details, WebSite + LocalBusiness + FAQPage data', () => {
    for (const [url, title, subtitle] of [
      ['/faq', `Istanbul Wedding and Event Planning FAQ | ${BRAND}`, 'Frequently Asked Questions'],
      ['/tr/sss', `İstanbul Düğün ve Etkinlik Organizasyonu SSS | ${BRAND}`, 'Sıkça Sorulan Sorular'],
    ] as const) {
      const [route, $] = byUrl(url);
      expect($('title').text()).toBe(title);
      expect($('.hero p.lead').text()).toBe(subtitle);
      expect($('details[name=faq]')).toHaveLength(6);
      const data = jsonLd($);
      expect(data.map((d) => d['@type'])).toEqual(['WebSite', 'LocalBusiness', 'FAQPage']);
      const questions = data[2]!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(questions.map((q) => q.name)).toEqual(site.content.faq[route.locale]!.map((i) => i.question));
      expect(questions.map((q) => q.acceptedAnswer.text)).toEqual(site.content.faq[route.locale]!.map((i) => i.answer));
    }
  });

  it('service pages: the Turkish call-to-action label of each service, linking to the contact page of their language', () => {
    const labels: Record<string, string> = {
      'dogum-gunu-ozel-gun': 'Planlamaya Başlayın',
      'kongre-fuar-organizasyonu': 'İletişime Geçin',
      'danismanlik-hizmetleri': 'Danışmanlık Alın',
      'kurumsal-etkinlikler': 'Teklif Alın',
      'yaratici-tasarim-susleme': 'İletişime Geçin',
      'nisan-dugun-organizasyonu': 'Teklif Alın',
      'festival-etkinlik-organizasyonu': 'İletişime Geçin',
      'kisisel-etkinlik-planlamasi': 'İletişime Geçin',
      'sosyal-sorumluluk-projeleri': 'İletişime Geçin',
      'teknik-lojistik-destek': 'Destek Alın',
    };
    for (const [slug, label] of Object.entries(labels)) {
      const [, $] = byUrl(`/tr/hizmetler/${slug}`);
      expect($('.cta-band a.btn').text()).toBe(label);
      expect($('.cta-band a.btn').attr('href')).toBe('/tr/iletisim');
      expect($('.offering').length).toBeGreaterThanOrEqual(4);
      expect($('.offering h3 svg.icon[aria-hidden]').length).toBe($('.offering').length);
    }
    const [, en] = byUrl('/services/creative-designs');
    expect(en('.cta-band a.btn').attr('href')).toBe('/contact');
    expect(byUrl('/services/corporate-events')[1]('.cta-band .note').text().length).toBeGreaterThan(20);
  });

  it('blog post: hero image, <time> in the page language, body, tag links, previous/next, BlogPosting data', () => {
    const [route, $] = byUrl('/tr/blog/rsvp-guide');
    expect($('article time').attr('datetime')).toBe('2025-01-30');
    expect($('article time').text()).toBe('30 Ocak 2025');
    expect(byUrl('/blog/rsvp-guide')[1]('article time').text()).toBe('30 January 2025');
    expect($('.prose p').length).toBeGreaterThan(3);
    expect($('.post-footer .tags a').first().attr('href')).toMatch(/^\/tr\/tags\//);
    expect(byUrl('/blog/rsvp-guide')[1]('.post-footer .tags a').first().attr('href')).toMatch(/^\/tags\//);
    expect($('a[rel=prev]').attr('href')).toBe('/tr/blog/event-planning-mistakes');
    expect($('a[rel=next]').attr('href')).toBe('/tr/blog/festival-event-decorations');
    const [data] = jsonLd($);
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: $('h1').text(),
      datePublished: '2025-01-30',
      inLanguage: 'tr',
      mainEntityOfPage: route.canonical,
    });
    // Every bundled post has a written description, 120–155 characters in whole words.
    const description = $('meta[name=description]').attr('content')!;
    expect(description).toBe(site.content.posts.find((p) => p.id === 'rsvp-guide')!.locales.tr!.description);
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(155);
  });

  it('tag page: the label as heading and the cards of every post carrying it, newest first', () => {
    const [, $] = byUrl('/tr/tags/davetiye');
    const posts = site.content.posts.filter((p) => p.tags.includes('Davetiye'));
    expect(posts.length).toBeGreaterThan(1);
    expect($('h1').text()).toContain('Davetiye');
    expect(
      $('.post-card .card-link')
        .toArray()
        .map((a) => $(a).attr('href')),
    ).toEqual(posts.map((p) => `/tr/blog/${p.slug.tr}`));
  });

  it('tag labels: English pages show the English label of content/tags.yaml, Turkish pages the tag as written; the URL stays the Turkish one', () => {
    const [, en] = byUrl('/tags/düğün');
    expect(en('h1').text()).toBe('Tag: Wedding');
    expect(en('title').text()).toBe(`Articles tagged “Wedding” | ${BRAND}`);
    expect(en('meta[name=description]').attr('content')).toContain('Wedding');
    expect(en('meta[name=description]').attr('content')).not.toContain('Düğün');
    expect(en('meta[name=keywords]').attr('content')).toBe('Wedding');
    expect(en('h1 [lang]')).toHaveLength(0);
    const [, tr] = byUrl('/tr/tags/düğün');
    expect(tr('h1').text()).toBe('Etiket: Düğün');
    // Every tag the posts use has an English label: no Turkish label is left on an English page.
    const used = new Set(site.content.posts.flatMap((p) => p.tags));
    expect([...site.content.tagLabels.keys()].sort()).toEqual([...used].sort());
    const [, post] = byUrl('/blog/rsvp-guide');
    expect(
      post('.post-footer .tags a')
        .toArray()
        .map((a) => [post(a).text(), post(a).attr('lang'), post(a).attr('href')]),
    ).toEqual([
      ['RSVP', 'en', '/tags/lcv'],
      ['Digital Invitations', 'en', '/tags/dijital-davetiye'],
      ['Invitations', 'en', '/tags/davetiye'],
    ]);
    const [, trPost] = byUrl('/tr/blog/rsvp-guide');
    expect(
      trPost('.post-footer .tags a')
        .toArray()
        .map((a) => [trPost(a).text(), trPost(a).attr('lang')]),
    ).toEqual([
      ['LCV', 'tr'],
      ['Dijital Davetiye', 'tr'],
      ['Davetiye', 'tr'],
    ]);
    const [, blog] = byUrl('/blog');
    const cardTags = blog('.post-card .tags a')
      .toArray()
      .map((a) => blog(a).text());
    expect(cardTags).toContain('Wedding');
    const english = new Set([...site.content.tagLabels.values()].map((l) => l.en));
    for (const label of cardTags) expect(english.has(label), label).toBe(true);
    expect(blog('.post-card .tags a:not([lang=en])')).toHaveLength(0);
    // A post without keywords of its own uses its tags, as the language shows them.
    expect(post('meta[name=keywords]').attr('content')).toBe('RSVP, Digital Invitations, Invitations');
    expect(trPost('meta[name=keywords]').attr('content')).toBe('LCV, Dijital Davetiye, Davetiye');
  });

  it('tag pages of a single post are noindex and out of the sitemap; the others are indexed and listed', () => {
    const $sitemap = cheerio.load(site.read('sitemap.xml'), { xml: true });
    const listed = new Set(
      $sitemap('url > loc')
        .toArray()
        .map((loc) => $sitemap(loc).text()),
    );
    const tags = site.table.routes.filter((r) => r.type.kind === 'tag' && !r.alias);
    expect(tags.length).toBeGreaterThan(10);
    let single = 0;
    for (const route of tags) {
      const count = (route.item as { posts: unknown[] }).posts.length;
      const $ = site.page(route.output);
      expect($('.post-card'), route.url).toHaveLength(count);
      if (count === 1) single++;
      expect($('meta[name=robots]').attr('content'), route.url).toBe(count === 1 ? 'noindex' : undefined);
      expect(listed.has(route.canonical), route.url).toBe(count > 1);
    }
    expect(single).toBeGreaterThan(0);
    expect(site.page(site.table.byUrl.get('/tags/festival')!.output)('meta[name=robots]').attr('content')).toBe(
      'noindex',
    );
  });

  it('LocalBusiness JSON-LD (home, about, contact, FAQ) has the shape schema.org and search engines read, from site.yaml', () => {
    const url = z.url({ protocol: /^https$/ });
    const time = z.string().regex(/^\d{2}:\d{2}$/);
    const localBusiness = z.strictObject({
      '@context': z.literal('https://schema.org'),
      '@type': z.literal('LocalBusiness'),
      '@id': z.literal(`${BASE}/#business`),
      name: z.literal(BRAND),
      url,
      logo: url,
      image: url.regex(/\.jpg$/),
      telephone: z.string().regex(/^\+90\d{10}$/),
      email: z.email(),
      foundingDate: z.literal('2012'),
      address: z.strictObject({
        '@type': z.literal('PostalAddress'),
        streetAddress: z.string().min(5),
        addressLocality: z.literal('İstanbul'),
        addressRegion: z.string().min(3),
        postalCode: z.string().regex(/^\d{5}$/),
        addressCountry: z.literal('TR'),
      }),
      geo: z.strictObject({
        '@type': z.literal('GeoCoordinates'),
        latitude: z.number().min(40.8).max(41.3),
        longitude: z.number().min(28.5).max(29.4),
      }),
      hasMap: url,
      openingHoursSpecification: z.array(
        z.strictObject({
          '@type': z.literal('OpeningHoursSpecification'),
          dayOfWeek: z
            .array(
              z.enum(
                ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
                  (d) => `https://schema.org/${d}`,
                ) as [string, ...string[]],
              ),
            )
            .min(1),
          opens: time,
          closes: time,
          description: z.string().min(3).optional(),
        }),
      ),
      sameAs: z.array(url).length(Object.keys(site.content.site.social).length),
      priceRange: z.string().optional(),
      // The company's registered details (site.yaml company): legal name, tax number (VKN), MERSİS number.
      legalName: z.string().min(5),
      taxID: z.string().regex(/^\d{10}$/),
      identifier: z.strictObject({
        '@type': z.literal('PropertyValue'),
        propertyID: z.literal('MERSİS'),
        value: z.string().regex(/^\d{16}$/),
      }),
    });
    for (const [url, home] of [
      ['/', `${BASE}/`],
      ['/about', `${BASE}/`],
      ['/contact', `${BASE}/`],
      ['/faq', `${BASE}/`],
      ['/tr', `${BASE}/tr`],
      ['/tr/hakkimizda', `${BASE}/tr`],
      ['/tr/iletisim', `${BASE}/tr`],
      ['/tr/sss', `${BASE}/tr`],
    ] as const) {
      const [, $] = byUrl(url);
      const data = jsonLd($).filter((d) => d['@type'] === 'LocalBusiness');
      expect(data, url).toHaveLength(1);
      const parsed = localBusiness.safeParse(data[0]);
      expect(parsed.error?.issues ?? [], url).toEqual([]);
      expect(parsed.data!.url, url).toBe(home);
      // Studio hours (house facts): Monday–Friday 09:30–18:30, Saturday 10:00–15:00 by appointment, Sunday closed.
      const hours = parsed.data!.openingHoursSpecification.map((h) => [
        h.dayOfWeek.map((d) => d.replace('https://schema.org/', '')).join(','),
        h.opens,
        h.closes,
        Boolean(h.description),
      ]);
      expect(hours).toEqual([
        ['Monday,Tuesday,Wednesday,Thursday,Friday', '09:30', '18:30', false],
        ['Saturday', '10:00', '15:00', true],
      ]);
      expect(parsed.data!.geo).toMatchObject({
        latitude: site.content.site.map.latitude,
        longitude: site.content.site.map.longitude,
      });
      expect(resolveLocal(site.dir, parsed.data!.logo.slice(BASE.length)), url).not.toBeNull();
      expect(resolveLocal(site.dir, parsed.data!.image.slice(BASE.length)), url).not.toBeNull();
    }
  });

  it('about: story without the budget reserve (it lives in one post), figures with the years since foundingYear, the team, opening hours and address', () => {
    for (const [url, years, hours] of [
      [
        '/about',
        '14',
        [
          ['Monday–Friday', '09:30–18:30'],
          ['Saturday', '10:00–15:00 by appointment'],
          ['Sunday', 'Closed'],
        ],
      ],
      [
        '/tr/hakkimizda',
        '14',
        [
          ['Pazartesi–Cuma', '09:30–18:30'],
          ['Cumartesi', '10:00–15:00 randevuyla'],
          ['Pazar', 'Kapalı'],
        ],
      ],
    ] as const) {
      const [route, $] = byUrl(url);
      const text = $('main').text();
      expect(text, url).not.toMatch(/10\s?%|%\s?10/);
      // The build year of the test site is 2026; site.yaml founds the company in 2012.
      expect($('.figures .figure-value').first().text(), url).toBe(years);
      expect($('.figures li'), url).toHaveLength(4);
      const people = $('.team > li')
        .toArray()
        .map((li) => ({
          name: $(li).find('h3').text(),
          role: $(li).find('.role').text(),
          bio: $(li).find('p:not(.role)').text(),
        }));
      expect(people.length, url).toBeGreaterThanOrEqual(4);
      for (const person of people) {
        expect(person.role.length, person.name).toBeGreaterThan(5);
        expect(person.bio.length, person.name).toBeGreaterThan(60);
      }
      expect(people.map((p) => p.name)).toEqual(site.content.strings.en!.about.team.people.map((p) => p.name));
      expect(
        $('.hours dl > div')
          .toArray()
          .map((row) => [$(row).find('dt').text(), $(row).find('dd').text().replace(/\s+/g, ' ').trim()]),
        url,
      ).toEqual(hours);
      expect($('.studio address').text(), url).toContain('Valikonağı Cad. No: 48');
      // English copy writes Istanbul; only the postal address keeps its Turkish form.
      if (route.locale === 'en')
        expect($('main').clone().find('address').remove().end().text(), url).not.toContain('İstanbul');
    }
    const [, contact] = byUrl('/tr/iletisim');
    expect(contact('.contact-cards .hours dl > div')).toHaveLength(3);
    expect(contact('.contact-cards .hours dt').first().text()).toBe('Pazartesi–Cuma');
  });

  it('blog list: every post listed in the markup (JavaScript off shows all), newest first', () => {
    const [, $] = byUrl('/blog');
    expect($('#post-list > li')).toHaveLength(site.content.posts.length);
    expect($('[data-load-more-button]').attr('hidden')).toBeDefined();
  });

  it('contact: three cards (maps, tel:, mailto:) and a map that loads only on request', () => {
    const [, $] = byUrl('/tr/iletisim');
    expect($('.contact-cards > li')).toHaveLength(3);
    expect($('.contact-cards a[href^="https://www.google.com/maps/"]')).toHaveLength(1);
    expect($('.contact-cards a[href^="tel:+90"]')).toHaveLength(1);
    expect($('.contact-cards a[href^="mailto:"]')).toHaveLength(1);
    expect($('iframe')).toHaveLength(0);
    expect($('[data-map-embed]').attr('data-map-embed')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    );
  });

  it('not-found pages: titles, messages and home button in both languages', () => {
    const cases = [
      ['404.html', '404 - Page Not Found', 'We can’t find that page', 'Go to Homepage', '/'],
      ['tr/404.html', '404 - Sayfa Bulunamadı', 'Sayfa Bulunamadı', 'Ana Sayfaya Dön', '/tr'],
      ['services/404.html', '404 - Page Not Found', 'Service not found', 'Go to Homepage', '/'],
      ['tr/hizmetler/404.html', '404 - Sayfa Bulunamadı', 'Hizmet bulunamadı', 'Ana Sayfaya Dön', '/tr'],
      ['blog/404.html', '404 - Page Not Found', 'Blog post not found', 'Go to Homepage', '/'],
      ['tr/blog/404.html', '404 - Sayfa Bulunamadı', 'Blog yazısı bulunamadı', 'Ana Sayfaya Dön', '/tr'],
    ] as const;
    for (const [file, title, heading, button, home] of cases) {
      const $ = site.page(file);
      expect($('title').text()).toBe(`${title} | ${BRAND}`);
      expect($('h1').text()).toBe(heading);
      expect($('.not-found a.btn-gold').text()).toBe(button);
      expect($('.not-found a.btn-gold').attr('href')).toBe(home);
      expect($('link[rel=canonical]'), file).toHaveLength(0);
      expect($('meta[property="og:url"]'), file).toHaveLength(0);
      expect($('meta[name=robots]').attr('content'), file).toBe('noindex');
    }
    expect(site.page('404.html')('.lead').text()).toBe(
      'The page you’re looking for doesn’t exist or might have been moved.',
    );
  });
});

describe('sitemap and robots', () => {
  it('lists exactly the canonical routes (no aliases, no 404 pages) with en, tr and x-default alternates', () => {
    const $ = cheerio.load(site.read('sitemap.xml'), { xml: true });
    const locs = $('url > loc')
      .toArray()
      .map((el) => $(el).text());
    const expected = pages()
      .filter((r) => r.status === 200 && !r.noindex)
      .map((r) => r.canonical);
    expect(new Set(locs)).toEqual(new Set(expected));
    expect(locs).toHaveLength(expected.length);
    expect(locs).not.toContain(`${BASE}/en/about`);
    expect(locs).toContain(`${BASE}/tr/hizmetler/kurumsal-etkinlikler`);
    $('url').each((_, url) => {
      expect(
        $(url)
          .find('xhtml\\:link')
          .toArray()
          .map((l) => $(l).attr('hreflang')),
      ).toEqual(['en', 'tr', 'x-default']);
    });
  });

  it('robots.txt points at the sitemap', () => {
    expect(site.read('robots.txt')).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});

describe('bundled content', () => {
  it('has 13 posts dated 2024-12-29 to 2026-12-07, each at least 500 words per language', () => {
    expect(site.content.posts).toHaveLength(13);
    expect(site.content.posts.at(-1)!.date).toBe('2024-12-29');
    expect(site.content.posts[0]!.date).toBe('2026-12-07');
    for (const post of site.content.posts) {
      expect(post.locales.en!.wordCount, `${post.id} en`).toBeGreaterThanOrEqual(500);
      expect(post.locales.tr!.wordCount, `${post.id} tr`).toBeGreaterThanOrEqual(500);
    }
  });

  it('writes İstanbul with its dotted capital in Turkish pages', () => {
    for (const route of pages().filter((r) => r.locale === 'tr')) {
      expect(site.page(route.output)('body').text(), route.url).not.toMatch(/\bIstanbul/);
    }
  });
});
