/**
 * A build for Cloudflare Pages on Cloudflare's own runtime, offline: `wrangler pages dev` serves the folder with
 * workerd, which applies `_redirects` and `_headers` as Cloudflare Pages does. The probes are the hosts table of
 * docs/deploy.md for Cloudflare Pages: aliases in their three forms, `x.html`, `x/` (Turkish letters too), misses
 * (in capitals too), `/404`, the feeds' type and the hashed files' caching.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { FEED_CONTENT_TYPE, IMMUTABLE, SECURITY_HEADERS } from '../../src/output/hosts/headers.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import { hostProbe, wrongAnswers } from '../helpers/host-probe.ts';
import { loadCached } from '../helpers/load.ts';
import { CONTENT_DIR, tempDir } from '../helpers/project.ts';
import { fetchRaw, freePort, type RawResponse } from '../helpers/servers.ts';

const WRANGLER = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');

let work: string;
let wrangler: ChildProcess;
let url: string;
let output = '';

/** Waits until the runtime answers, or fails with what wrangler printed. */
async function waitUntilUp(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (wrangler.exitCode !== null) throw new Error(`wrangler exited (${wrangler.exitCode}):\n${output}`);
    if (
      await fetchRaw(url, '/robots.txt').then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`wrangler did not answer at ${url}:\n${output}`);
}

beforeAll(async () => {
  work = await tempDir('eventsite-cloudflare-');
  await build({ contentDir: CONTENT_DIR, outDir: path.join(work, 'dist'), year: 2026, host: 'cloudflare' });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // Its own process group, so that workerd goes with it; no metrics, no state outside the temporary folder.
  wrangler = spawn(
    process.execPath,
    [
      WRANGLER,
      'pages',
      'dev',
      'dist',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      '2025-07-18',
    ],
    {
      cwd: work,
      // TMPDIR too: wrangler's update check keeps its answer in the temporary folder.
      env: {
        ...process.env,
        HOME: work,
        XDG_CONFIG_HOME: work,
        TMPDIR: work,
        WRANGLER_SEND_METRICS: 'false',
        CI: 'true',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  wrangler.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  wrangler.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await waitUntilUp();
}, 120_000);

afterAll(async () => {
  if (wrangler?.exitCode === null) {
    const exited = new Promise((resolve) => wrangler.once('exit', resolve));
    process.kill(-wrangler.pid!, 'SIGTERM');
    await exited;
  }
  if (work) await rm(work, { recursive: true, force: true });
});

const get = (target: string): Promise<RawResponse> => fetchRaw(url, target);

describe('a build for Cloudflare Pages on wrangler pages dev (workerd)', () => {
  it('serves each page at its clean URL, with the security headers of _headers', async () => {
    const about = await get('/tr/hakkimizda');
    expect(about.status).toBe(200);
    expect(cheerio.load(about.body)('head link[rel=canonical]').attr('href')).toBe(
      'https://www.kadifeevents.com/tr/hakkimizda',
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(about.headers[name.toLowerCase()], name).toBe(value);
  });

  it('answers an alias with 301 to its page, the query kept', async () => {
    expect(await get('/en/about?ref=ad')).toMatchObject({ status: 301, headers: { location: '/about?ref=ad' } });
    expect((await get('/tr/faq')).headers.location).toBe('/tr/sss');
  });

  it('answers x.html and x/ with a redirect to x (Cloudflare uses 308)', async () => {
    for (const target of ['/about.html', '/about/'])
      expect(await get(target), target).toMatchObject({ status: 308, headers: { location: '/about' } });
  });

  it("answers a miss with its folder's page and 404, and a language's folder in capitals with a redirect to it", async () => {
    const miss = await get('/tr/hizmetler/bilinmeyen');
    const $miss = cheerio.load(miss.body);
    expect([miss.status, $miss('html').attr('lang'), $miss('main h1').text()]).toEqual([
      404,
      'tr',
      'Hizmet bulunamadı',
    ]);
    expect(await get('/TR/yok?x=1')).toMatchObject({ status: 301, headers: { location: '/tr/yok?x=1' } });
    expect((await get('/Tr/hakkimizda')).headers.location).toBe('/tr/hakkimizda');
  });

  it('answers every URL form of the host probe right: aliases in three forms, /TR, /404, Turkish letters', async () => {
    const table = buildSiteRoutes(await loadCached({ contentDir: CONTENT_DIR }));
    const wrong = await wrongAnswers(hostProbe(table), async (target) => {
      const res = await get(target);
      return { status: res.status, location: res.headers.location, body: res.body };
    });
    expect(wrong).toEqual([]);
  });

  it("answers the not-found pages' own URLs with 404 and their folder's page", async () => {
    for (const [target, heading] of [
      ['/404.html', 'We can’t find that page'],
      ['/tr/hizmetler/404', 'Hizmet bulunamadı'],
    ]) {
      const res = await get(target!);
      expect([res.status, cheerio.load(res.body)('main h1').text()], target).toEqual([404, heading]);
    }
  });

  it('caches hashed assets and icons for a year, and sends the feeds as Atom', async () => {
    const home = await get('/');
    const css = cheerio.load(home.body)('head link[rel=stylesheet]').attr('href')!;
    expect(css).toMatch(/^\/assets\/site\.[0-9a-f]+\.css$/);
    // The manifest names its icons relative to itself (`icons/icon-192.{hash}.png`).
    const icon = `/${/"src": "([^"]+)"/.exec((await get('/site.webmanifest')).body)![1]!}`;
    for (const file of [css, icon]) expect((await get(file)).headers['cache-control'], file).toBe(IMMUTABLE);
    for (const feed of ['/blog/feed.xml', '/tr/blog/feed.xml'])
      expect((await get(feed)).headers['content-type'], feed).toBe(FEED_CONTENT_TYPE);
  });
});
