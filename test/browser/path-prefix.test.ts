/**
 * A site under a path prefix: the bundled content built for `https://owner.github.io/repo/`, copied to a
 * folder named `repo` and served by real nginx with the configuration `host-config` generates, then crawled in
 * Chromium from `/repo/`: every page any link reaches, every file a page loads. None may fail, and none may leave
 * the prefix.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { hostConfig } from '../../src/output/hosts/host-config.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import { CONTENT_DIR, tempDir } from '../helpers/project.ts';
import { fetchRaw, freePort, installed, NGINX, startNginx, type TestServer } from '../helpers/servers.ts';
import { launch } from './browser.ts';
import { loadCached } from '../helpers/load.ts';

const BASE_URL = 'https://owner.github.io/repo/';
const PREFIX = '/repo';

/** What the crawl saw: pages visited, and every answer or failure of a request, by URL path. */
interface Crawl {
  pages: string[];
  answers: Map<string, number>;
  failures: string[];
  /** Links and requests that left the prefix (or the server). */
  outside: string[];
}

/** Visits every page reachable from `start` by same-origin links, recording what each page loads. */
async function crawl(context: BrowserContext, origin: string, start: string): Promise<Crawl> {
  const result: Crawl = { pages: [], answers: new Map(), failures: [], outside: [] };
  const page = await context.newPage();
  page.on('response', (response) => result.answers.set(new URL(response.url()).pathname, response.status()));
  // A request still running when the crawl moves on (the favicon, fetched late) is aborted: no failure of the site.
  page.on(
    'requestfailed',
    (request) =>
      request.failure()?.errorText !== 'net::ERR_ABORTED' &&
      result.failures.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  const queue = [start];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const target = queue.shift()!;
    await page.goto(`${origin}${target}`, { waitUntil: 'load' });
    result.pages.push(target);
    const links = await page.$$eval('a[href], link[href]', (elements) =>
      elements.map((e) => (e as HTMLAnchorElement).href),
    );
    for (const link of links) {
      const url = new URL(link);
      if (url.origin !== origin) continue;
      if (url.pathname !== `${PREFIX}/` && !url.pathname.startsWith(`${PREFIX}/`))
        result.outside.push(`${target} → ${url.pathname}`);
      const isPage = !/\.[a-z0-9]+$/i.test(url.pathname) && !seen.has(url.pathname);
      if (isPage) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }
  return result;
}

describe.skipIf(!installed(NGINX))('a site built under a path prefix, on nginx', () => {
  let parent: string;
  let server: TestServer;
  let seen: Crawl;
  let sitemapPages: number;

  beforeAll(async () => {
    parent = await tempDir('eventsite-prefix-');
    const dir = path.join(parent, 'repo');
    // Beside the site, in the folder the server serves: never to be served.
    await writeFile(path.join(parent, 'secret.txt'), 'not of the site');
    await build({ contentDir: CONTENT_DIR, outDir: dir, baseUrl: BASE_URL, host: 'nginx', year: 2026 });
    const content = await loadCached({ contentDir: CONTENT_DIR, baseUrl: BASE_URL });
    const routes = buildSiteRoutes(content);
    sitemapPages = routes.routes.filter((r) => r.sitemap).length;
    const port = await freePort();
    server = await startNginx(hostConfig('nginx', { routes, brand: content.site.brand, root: dir, port }).text, port, {
      brotli: false,
    });
    const context = await (await launch()).newContext();
    seen = await crawl(context, server.url, `${PREFIX}/`);
    await context.close();
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (parent) await rm(parent, { recursive: true, force: true });
  });

  it('reaches every page of the sitemap by links from the home page', () => {
    expect(seen.pages.length).toBeGreaterThanOrEqual(sitemapPages);
  });

  it('finds no broken page, stylesheet, script, font or image', () => {
    const broken = [...seen.answers].filter(([, status]) => status >= 400).map(([url, status]) => `${url}: ${status}`);
    expect(broken).toEqual([]);
    expect(seen.failures).toEqual([]);
    // The assets were really loaded through the prefix.
    for (const kind of [
      /\/assets\/site\.[0-9a-f]+\.css$/,
      /\/assets\/site\.[0-9a-f]+\.js$/,
      /\.woff2$/,
      /\/images\//,
    ]) {
      expect(
        [...seen.answers.keys()].some((url) => url.startsWith(`${PREFIX}/`) && kind.test(url)),
        String(kind),
      ).toBe(true);
    }
  });

  it('never leaves the prefix', () => {
    expect(seen.outside).toEqual([]);
    expect([...seen.answers.keys()].filter((url) => !url.startsWith(`${PREFIX}/`))).toEqual([]);
  });

  it('on a host that answers every miss with the root 404.html (GitHub Pages), shows the Turkish page for a Turkish miss', async () => {
    const context = await (await launch()).newContext();
    const rootPage = (await fetchRaw(server.url, `${PREFIX}/404.html`)).body;
    await context.route(`${server.url}${PREFIX}/tr/yok`, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: rootPage }),
    );
    const page = await context.newPage();
    await page.goto(`${server.url}${PREFIX}/tr/yok`);
    await page.waitForFunction(() => document.documentElement.lang === 'tr');
    expect(await page.locator('h1').textContent()).toBe('Sayfa Bulunamadı');
    await context.close();
  });

  it('answers the prefix itself, aliases and misses under the prefix', async () => {
    const get = (target: string) => fetchRaw(server.url, target);
    expect((await get(PREFIX)).headers.location).toBe(`${PREFIX}/`);
    expect((await get(`${PREFIX}/favicon.svg`)).status).toBe(200);
    expect((await get('/secret.txt')).status).toBe(404);
    expect((await get(`${PREFIX}/en/about?x=1`)).headers.location).toBe(`${PREFIX}/about?x=1`);
    const miss = await get(`${PREFIX}/TR/yok`);
    expect(miss.status).toBe(404);
    expect(miss.body).toContain('lang="tr"');
  });
});
