import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { startStaticServer, type RunningServer } from '../../src/commands/dev/static-server.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

let site: BuiltSite;
let server: RunningServer;
beforeAll(async () => {
  site = await buildSite();
  server = await startStaticServer({ dir: site.dir });
});
afterAll(async () => {
  await server?.close();
  await site?.remove();
});

async function get(path: string): Promise<{ status: number; $: cheerio.CheerioAPI; type: string | null }> {
  const res = await fetch(server.url + encodeURI(path), { redirect: 'manual' });
  return { status: res.status, $: cheerio.load(await res.text()), type: res.headers.get('content-type') };
}

describe('the built site on a static host (x, x.html, x/index.html, nearest 404.html)', () => {
  it('answers every route of the route table with its page and language, without redirects', async () => {
    for (const route of site.table.routes.filter((r) => r.status === 200)) {
      const { status, $ } = await get(route.url);
      expect(status, route.url).toBe(200);
      expect($('html').attr('lang'), route.url).toBe(route.locale);
      expect($('link[rel=canonical]').attr('href'), route.url).toBe(route.canonical);
    }
  });

  it.each([
    ['/nope', 'en', 'We can’t find that page'],
    ['/some/deep/path', 'en', 'We can’t find that page'],
    ['/tr/yok', 'tr', 'Sayfa Bulunamadı'],
    ['/services/unknown-service', 'en', 'Service not found'],
    ['/en/services/unknown-service', 'en', 'Service not found'],
    ['/tr/hizmetler/bilinmeyen', 'tr', 'Hizmet bulunamadı'],
    ['/blog/unknown-post', 'en', 'Blog post not found'],
    ['/en/blog/unknown-post', 'en', 'Blog post not found'],
    ['/tr/blog/olmayan-yazi', 'tr', 'Blog yazısı bulunamadı'],
  ])('answers %s with status 404 and the %s message “%s”', async (path, lang, heading) => {
    const { status, $ } = await get(path);
    expect(status).toBe(404);
    expect($('html').attr('lang')).toBe(lang);
    expect($('h1').text()).toBe(heading);
  });

  it('serves the sitemap as XML and hashed assets with long cache headers', async () => {
    expect((await get('/sitemap.xml')).type).toMatch(/xml/);
    const css = site.page('index.html')('link[rel=stylesheet]').attr('href')!;
    const res = await fetch(server.url + css);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('refuses to serve files outside the output folder', async () => {
    const res = await fetch(`${server.url}/..%2f..%2f..%2fetc%2fpasswd`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('root:');
  });
});

describe('security headers (the same in _headers and from preview)', () => {
  it('writes _headers with a strict Content-Security-Policy for every path a year of caching for hashed assets and icons, and the feeds as Atom', () => {
    const text = site.read('_headers');
    const [all, assets, images, icons, feed, trFeed] = text.split('\n\n');
    expect(all).toMatch(/^\/\*\n/);
    const csp = /Content-Security-Policy: (.*)/.exec(all!)![1]!;
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1).join(' ')] as const),
    );
    expect(directives['script-src']).toBe("'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(directives['frame-src']).toBe('https://www.openstreetmap.org');
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(all).toContain('X-Content-Type-Options: nosniff');
    expect(all).toMatch(/Referrer-Policy: \S+/);
    expect(all).toMatch(/Permissions-Policy: camera=\(\)/);
    expect(assets).toBe('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(images).toBe('/images/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(icons).toBe('/icons/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(feed).toBe('/blog/feed.xml\n  Content-Type: application/atom+xml; charset=utf-8');
    expect(trFeed).toBe('/tr/blog/feed.xml\n  Content-Type: application/atom+xml; charset=utf-8\n');
  });

  it('sends the headers of _headers on pages, assets, images and not-found pages, and does not serve _headers', async () => {
    const expected = Object.fromEntries(
      site
        .read('_headers')
        .split('\n\n')[0]!
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(': ')),
    ) as Record<string, string>;
    const css = cheerio.load(site.read('index.html'))('link[rel=stylesheet]').attr('href')!;
    for (const path of ['/', '/tr/hizmetler/kurumsal-etkinlikler', css, '/no-such-page']) {
      const res = await fetch(server.url + encodeURI(path));
      for (const [name, value] of Object.entries(expected))
        expect(res.headers.get(name), `${name} on ${path}`).toBe(value);
    }
    expect((await fetch(`${server.url}/_headers`)).status).toBe(404);
  });
});
