/**
 * The built site on real servers with the configurations `host-config` generates (Debian's nginx and Caddy)
 * and on `preview`: every canonical URL, every alias, the trailing-slash and `.html` forms, misses in every
 * folder, assets and site files, each checked for status, `Location`, `Content-Type` with charset, the
 * not-found page's language and message, compression, caching and the security headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { startStaticServer } from '../../src/commands/dev/static-server.ts';
import { HASHED_FILE, IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '../../src/output/hosts/headers.ts';
import { hostConfig, type Host } from '../../src/output/hosts/host-config.ts';
import { encodePath } from '../../src/core/url-paths.ts';
import type { SiteRoute as Route } from '../../src/site/pages/page-type.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';
import { hostProbe, wrongAnswers } from '../helpers/host-probe.ts';
import {
  CADDY,
  fetchRaw,
  freePort,
  installed,
  NGINX,
  NGINX_BROTLI_MODULE,
  startCaddy,
  startNginx,
  type RawResponse,
  type TestServer,
} from '../helpers/servers.ts';

const ACCEPT = { 'Accept-Encoding': 'br, gzip' };

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(async () => {
  await site?.remove();
});

/** The configuration text `host-config` prints for a server. */
function configOf(host: Host, port: number, brotli = false): string {
  const config = hostConfig(host, { routes: site.table, brand: 'Kadife Events', root: site.dir, port, brotli });
  return config.text;
}

const canonicalRoutes = () => site.table.routes.filter((r) => r.status === 200 && !r.alias);
const aliasRoutes = () => site.table.routes.filter((r) => r.alias);
const primaryOf = (route: Route) => site.table.get(route.key, route.locale);

function expectSecurityHeaders(res: RawResponse, what: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(res.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
}

function expectPage(res: RawResponse, route: Route, what: string, encoding: string): void {
  expect(res.status, what).toBe(200);
  expect(res.headers['content-type']?.replace(/\s/g, '').toLowerCase(), what).toBe('text/html;charset=utf-8');
  const $ = cheerio.load(res.body);
  expect($('html').attr('lang'), what).toBe(route.locale);
  expect($('link[rel=canonical]').attr('href'), what).toBe(primaryOf(route).canonical);
  expect(res.headers['cache-control'], what).toBe(REVALIDATE);
  if (res.body.length >= 1024) {
    expect(res.headers['content-encoding'], what).toBe(encoding);
    expect(res.headers.vary, what).toMatch(/Accept-Encoding/i);
  }
  expectSecurityHeaders(res, what);
}

/** Misses: [path as sent, language, heading]. */
const MISSES: [string, string, string][] = [
  ['/nope', 'en', 'We can’t find that page'],
  ['/nope/', 'en', 'We can’t find that page'],
  ['/some/deep/path', 'en', 'We can’t find that page'],
  ['/tags/nope', 'en', 'We can’t find that page'],
  ['/404', 'en', 'We can’t find that page'],
  ['/404.html', 'en', 'We can’t find that page'],
  ['/assets/nope.0123456789.css', 'en', 'We can’t find that page'],
  ['/.git/config', 'en', 'We can’t find that page'],
  ['/_headers', 'en', 'We can’t find that page'],
  ['/about.html.br', 'en', 'We can’t find that page'],
  ['/en/nope', 'en', 'We can’t find that page'],
  ['/tr/yok', 'tr', 'Sayfa Bulunamadı'],
  ['/tr/yok/', 'tr', 'Sayfa Bulunamadı'],
  ['/tr/404', 'tr', 'Sayfa Bulunamadı'],
  ['/tr/tags/yok', 'tr', 'Sayfa Bulunamadı'],
  // A language prefix typed in capitals is still that language's miss.
  ['/TR/yok', 'tr', 'Sayfa Bulunamadı'],
  ['/Tr/hakkimizda', 'tr', 'Sayfa Bulunamadı'],
  ['/services/unknown-service', 'en', 'Service not found'],
  ['/services/404.html', 'en', 'Service not found'],
  ['/en/services/unknown-service', 'en', 'Service not found'],
  ['/tr/hizmetler/bilinmeyen', 'tr', 'Hizmet bulunamadı'],
  ['/tr/hizmetler/404', 'tr', 'Hizmet bulunamadı'],
  ['/blog/unknown-post', 'en', 'Blog post not found'],
  ['/en/blog/unknown-post', 'en', 'Blog post not found'],
  ['/tr/blog/olmayan-yazi', 'tr', 'Blog yazısı bulunamadı'],
];

interface ServerCase {
  name: string;
  available: boolean;
  /** Aliases answer 301 (a server that can redirect) or 200 with the primary's canonical URL (`preview`). */
  redirectsAliases: boolean;
  /** What `Accept-Encoding: br, gzip` gets for a text file over 1 KiB. */
  encoding: string;
  start(): Promise<TestServer>;
}

const brotliModule = installed(NGINX_BROTLI_MODULE);
const CASES: ServerCase[] = [
  {
    name: 'nginx',
    available: installed(NGINX),
    redirectsAliases: true,
    encoding: brotliModule ? 'br' : 'gzip',
    start: async () => {
      const port = await freePort();
      return startNginx(configOf('nginx', port, brotliModule), port, { brotli: brotliModule });
    },
  },
  {
    name: 'caddy',
    available: installed(CADDY),
    redirectsAliases: true,
    encoding: 'br',
    start: async () => {
      const port = await freePort();
      return startCaddy(configOf('caddy', port), port);
    },
  },
  {
    name: 'preview',
    available: true,
    redirectsAliases: false,
    encoding: 'br',
    start: async () => {
      const server = await startStaticServer({ dir: site.dir });
      return { url: server.url, stop: () => server.close() };
    },
  },
];

for (const server of CASES) {
  if (!server.available)
    console.warn(
      `\n${server.name} tests skipped: ${server.name} is not installed (apt-get install -y nginx-light libnginx-mod-http-brotli-static caddy).\n`,
    );

  describe.skipIf(!server.available)(`the site on ${server.name} with the generated configuration`, () => {
    let running: TestServer;
    const get = (target: string) => fetchRaw(running.url, target, ACCEPT);
    beforeAll(async () => {
      running = await server.start();
    });
    afterAll(async () => {
      await running?.stop();
    });

    it('answers every canonical URL with its page, 200 and no redirect, compressed, revalidated, with the security headers', async () => {
      for (const route of canonicalRoutes())
        expectPage(await get(encodePath(route.url)), route, route.url, server.encoding);
    });

    it(
      server.redirectsAliases
        ? 'answers every alias with 301 to its canonical URL'
        : 'answers every alias with its page and the canonical URL of the primary',
      async () => {
        for (const route of aliasRoutes()) {
          const res = await get(encodePath(route.url));
          if (server.redirectsAliases) {
            expect(res.status, route.url).toBe(301);
            expect(res.headers.location, route.url).toBe(encodePath(primaryOf(route).url));
            expectSecurityHeaders(res, route.url);
          } else {
            expectPage(res, route, route.url, server.encoding);
          }
        }
      },
    );

    it('redirects the trailing-slash form of every page (and x.html) with 301 to the page', async () => {
      for (const route of site.table.routes.filter((r) => r.status === 200 && r.url !== '/')) {
        const res = await get(`${encodePath(route.url)}/`);
        expect(res.status, `${route.url}/`).toBe(301);
        const target = route.alias && server.redirectsAliases ? primaryOf(route).url : route.url;
        expect(res.headers.location, `${route.url}/`).toBe(encodePath(target));
      }
      const html: [string, string][] = [
        ['/about.html', '/about'],
        ['/index.html', '/'],
        ['/tr/hizmetler.html', '/tr/hizmetler'],
        ['/tags/d%C3%BC%C4%9F%C3%BCn.html', '/tags/d%C3%BC%C4%9F%C3%BCn'],
        ['/about/?utm_source=x', '/about?utm_source=x'],
      ];
      for (const [from, to] of html) expect((await get(from)).headers.location, from).toBe(to);
    });

    it.skipIf(!server.redirectsAliases)(
      'answers every URL form of the host probe right: aliases in three forms, /TR, /404, Turkish letters',
      async () => {
        const wrong = await wrongAnswers(hostProbe(site.table), async (target) => {
          const res = await get(target);
          return { status: res.status, location: res.headers.location, body: res.body };
        });
        expect(wrong).toEqual([]);
      },
    );

    // Caddy's Server header is removed; nginx can only hide its version (`server_tokens off`).
    it('names no server software (Caddy) or version (nginx), on pages, redirects and misses alike', async () => {
      for (const target of ['/about', '/en/about', '/nope', '/tr/yok'])
        expect((await get(target)).headers.server ?? '', target).not.toMatch(/caddy|\d/i);
    });

    it('never redirects to another site (a path starting with // or /\\)', async () => {
      for (const target of ['//evil.example/../about/', '//evil.example/../about.html', '/\\evil.example/../about/']) {
        const location = (await get(target)).headers.location;
        if (location !== undefined) expect(location, target).toMatch(/^\/(?![/\\])/);
      }
    });

    it.each(MISSES)('answers %s with 404 and the %s page “%s”', async (target, lang, heading) => {
      const res = await get(target);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']?.replace(/\s/g, '').toLowerCase()).toBe('text/html;charset=utf-8');
      const $ = cheerio.load(res.body);
      expect($('html').attr('lang')).toBe(lang);
      expect($('h1').text()).toBe(heading);
      expect($('meta[name=robots]').attr('content')).toBe('noindex');
      // Revalidated like every page on the servers: a 404 is no answer to keep (nginx sends it only with `always`).
      if (server.name !== 'preview') expect(res.headers['cache-control']).toBe(REVALIDATE);
      expectSecurityHeaders(res, target);
    });

    it('serves hashed assets (stylesheet, script, images, fonts) for a year, compressed, with charset on text types', async () => {
      const $ = site.page('index.html');
      const css = $('link[rel=stylesheet]').attr('href')!;
      const js = $('script[src]').attr('src')!;
      const svg = $('img[src$=".svg"]').first().attr('src')!;
      const jpg = $('meta[property="og:image"]')
        .attr('content')!
        .replace(/^https?:\/\/[^/]+/, '');
      const font = $('link[rel=preload][as=font]').attr('href')!;
      const expected: [string, RegExp, boolean][] = [
        [font, /^font\/woff2$/, false],
        [css, /^text\/css;\s*charset=utf-8$/i, true],
        [js, /^(text|application)\/javascript;\s*charset=utf-8$/i, true],
        [svg, /^image\/svg\+xml(;\s*charset=utf-8)?$/i, true],
        [jpg, /^image\/jpeg$/, false],
      ];
      for (const [href, type, text] of expected) {
        expect(href, 'a hashed file').toMatch(HASHED_FILE);
        const res = await get(href);
        expect(res.status, href).toBe(200);
        expect(res.headers['content-type'], href).toMatch(type);
        expect(res.headers['cache-control'], href).toBe(IMMUTABLE);
        if (text && res.body.length >= 1024) expect(res.headers['content-encoding'], href).toBe(server.encoding);
        if (!text) expect(res.headers['content-encoding'], href).toBeUndefined();
        expectSecurityHeaders(res, href);
      }
    });

    it('serves the sitemap and robots.txt as text with charset, revalidated', async () => {
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers['content-type']).toMatch(/^(text|application)\/xml;\s*charset=utf-8$/i);
      expect(sitemap.headers['cache-control']).toBe(REVALIDATE);
      expect(sitemap.body).toContain('<urlset');
      const robots = await get('/robots.txt');
      expect(robots.headers['content-type']).toMatch(/^text\/plain;\s*charset=utf-8$/i);
      expect(robots.body).toContain('Sitemap: ');
    });

    it.each([
      [
        '/blog/feed.xml',
        /^application\/atom\+xml;\s*charset=utf-8$/i,
        '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
      ],
      [
        '/tr/blog/feed.xml',
        /^application\/atom\+xml;\s*charset=utf-8$/i,
        '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="tr">',
      ],
      ['/site.webmanifest', /^application\/manifest\+json;\s*charset=utf-8$/i, '"start_url": "./"'],
      ['/.well-known/security.txt', /^text\/plain;\s*charset=utf-8$/i, 'Contact: mailto:'],
    ])('serves %s with its type and charset, revalidated', async (file, type, text) => {
      const res = await get(file);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(res.body).toContain(text);
      expectSecurityHeaders(res, file);
    });

    it.each([
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
      ['/apple-touch-icon.png', /^image\/png$/],
    ])('serves %s as an image', async (file, type) => {
      const res = await get(file);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(type);
    });
  });
}
