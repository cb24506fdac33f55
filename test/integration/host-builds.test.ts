/**
 * A build per host: `build --host` writes exactly what the host reads and nothing it ignores, so the
 * folder needs no later edits. Precompressed files only for the servers that negotiate them; `_headers` only for
 * Netlify and Cloudflare Pages; `_redirects` in the host's form; alias pages only where the host cannot redirect.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { startStaticServer } from '../../src/commands/dev/static-server.ts';
import { PROJECT } from '../../src/core/project-layout.ts';
import type { Host } from '../../src/output/hosts/host-config.ts';
import { callCli } from '../helpers/call-cli.ts';
import { CONTENT_DIR, tempDir } from '../helpers/project.ts';
import { fetchRaw } from '../helpers/servers.ts';
import { encodePath } from '../../src/core/url-paths.ts';
import { hostRules } from '../../src/output/hosts/host-rules.ts';
import { s3Recipe } from '../../src/output/hosts/s3.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import type { SiteRouteTable } from '../../src/site/pages/page-type.ts';
import {
  cloudFrontFunctionOf,
  cloudFrontModel,
  githubPagesModel,
  netlifyModel,
  type HostModel,
} from '../helpers/host-models.ts';
import { hostProbe, wrongAnswers, type ProbeCase } from '../helpers/host-probe.ts';
import { loadCached } from '../helpers/load.ts';

let work: string;
const folders = new Map<Host, string>();
const files = new Map<Host, string[]>();

beforeAll(async () => {
  work = await tempDir('eventsite-hosts-');
  for (const host of ['nginx', 'netlify', 'github-pages', 's3'] as const) {
    const out = path.join(work, host);
    await build({ contentDir: CONTENT_DIR, outDir: out, year: 2026, host });
    folders.set(host, out);
    files.set(host, await fg('**/*', { cwd: out, dot: true }));
  }
});
afterAll(() => rm(work, { recursive: true, force: true }));

const has = (host: Host, pattern: RegExp) => files.get(host)!.some((f) => pattern.test(f));
/** An alias's redirect page: `/en/about` is one of the aliases of every default-language page. */
const ALIAS_PAGE = /^en\/about\.html$/;

describe('build --host', () => {
  it('nginx: precompressed files and no alias pages (its configuration redirects them), no _headers or _redirects', () => {
    expect(has('nginx', /\.html\.br$/)).toBe(true);
    expect(has('nginx', ALIAS_PAGE)).toBe(false);
    expect(has('nginx', /^_headers$|^_redirects$|^\.nojekyll$/)).toBe(false);
  });

  it('netlify: _headers and forced _redirects, no alias pages to shadow them, nothing precompressed (Netlify compresses)', async () => {
    expect(has('netlify', /\.(br|gz)$/)).toBe(false);
    expect(has('netlify', ALIAS_PAGE)).toBe(false);
    const redirects = await readFile(path.join(folders.get('netlify')!, '_redirects'), 'utf8');
    expect(redirects).toMatch(/^\/en\/about \/about 301!$/m);
    expect(redirects).toMatch(/^\/404 \/404\.html 404!$/m);
    expect(await readFile(path.join(folders.get('netlify')!, '_headers'), 'utf8')).toContain('Content-Security-Policy');
  });

  it('github-pages: a page for each folder URL, alias pages, and nothing the host ignores (no .nojekyll: deploy-pages runs no Jekyll)', async () => {
    const out = folders.get('github-pages')!;
    expect(has('github-pages', /^\.nojekyll$/)).toBe(false);
    expect(await readFile(path.join(out, 'services/index.html'), 'utf8')).toBe(
      await readFile(path.join(out, 'services.html'), 'utf8'),
    );
    expect(has('github-pages', ALIAS_PAGE)).toBe(true);
    expect(has('github-pages', /\.(br|gz)$|^_headers$|^_redirects$/)).toBe(false);
  });

  it('s3: alias pages for a plain S3 website, nothing precompressed, no files of other hosts', () => {
    expect(has('s3', ALIAS_PAGE)).toBe(true);
    expect(has('s3', /\.(br|gz)$|^_headers$|^_redirects$|^\.nojekyll$/)).toBe(false);
  });

  describe('the host probe on the rule files, as each host reads them', () => {
    let table: SiteRouteTable;
    let probe: ProbeCase[];
    beforeAll(async () => {
      table = buildSiteRoutes(await loadCached({ contentDir: CONTENT_DIR }));
      probe = hostProbe(table);
    });
    const run = async (model: HostModel) =>
      (await wrongAnswers(probe, (target) => Promise.resolve(model(target)))).map((w) => w.target);
    const unicode = () =>
      table.routes
        .filter((r) => r.status === 200 && !r.alias && /[\x80-\uffff]/.test(r.url))
        .map((r) => encodePath(r.url));

    it('netlify: every URL form right but x.html of a page, which Netlify serves as it is', async () => {
      expect(await run(netlifyModel(folders.get('netlify')!))).toEqual(unicode().map((url) => `${url}.html`));
    });

    it('s3 + CloudFront: every URL form right but /tr/404.html, answered 404 with the root (English) page', async () => {
      const handler = await cloudFrontFunctionOf(s3Recipe(hostRules(table)));
      expect(await run(cloudFrontModel(folders.get('s3')!, handler))).toEqual(['/tr/404.html']);
    });

    it('github-pages: no alias form answers 301, no miss but the root 404.html, /404 answers 200, x/ and x.html unredirected', async () => {
      const wrong = await run(githubPagesModel(folders.get('github-pages')!));
      const aliases = probe
        .filter((c) => c.right.length === 1 && c.right[0]!.status.join() === '301')
        .map((c) => c.target);
      expect(wrong).toEqual([
        ...aliases,
        '/TR',
        '/Tr/yok',
        '/404',
        '/tr/404.html',
        ...unicode().flatMap((url) => [`${url}/`, `${url}.html`]),
      ]);
    });
  });

  it('the CLI takes --host and refuses an unknown one (exit 2), building nothing', async () => {
    const out = path.join(work, 'cli');
    const unknown = await callCli(PROJECT.root, ['build', '--out', out, '--host', 'apache']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('apache');
    expect(await fg('**/*', { cwd: work, onlyDirectories: true, deep: 1 })).not.toContain('cli');
  });

  it('github-pages under a path prefix: every root-relative link of every page, the manifest and the stylesheet stay under it', async () => {
    const out = path.join(work, 'prefixed');
    await build({
      contentDir: CONTENT_DIR,
      outDir: out,
      year: 2026,
      host: 'github-pages',
      baseUrl: 'https://owner.github.io/repo/',
    });
    const pages = await fg('**/*.html', { cwd: out });
    const outside: string[] = [];
    for (const page of pages) {
      const $ = cheerio.load(await readFile(path.join(out, page), 'utf8'));
      for (const el of $('*').toArray()) {
        for (const name of ['href', 'src', 'srcset', 'imagesrcset', 'action', 'content']) {
          const value = $(el).attr(name);
          if (!value?.startsWith('/')) continue;
          for (const candidate of value.split(', '))
            if (!candidate.startsWith('/repo/')) outside.push(`${page}: ${candidate}`);
        }
      }
    }
    expect(outside).toEqual([]);
    // A post body's own link to another page of the site.
    const post = cheerio.load(await readFile(path.join(out, 'tr/blog/rsvp-guide.html'), 'utf8'));
    expect(post('.prose a[href^="/repo/tr/"]').length).toBeGreaterThan(0);
    const manifest = JSON.parse(await readFile(path.join(out, 'site.webmanifest'), 'utf8')) as {
      start_url: string;
      icons: { src: string }[];
    };
    expect(manifest.start_url).toBe('./');
    expect(manifest.icons.every((i) => !i.src.startsWith('/'))).toBe(true);
    const [css] = await fg('assets/site.*.css', { cwd: out });
    expect(await readFile(path.join(out, css!), 'utf8')).not.toMatch(/url\(\//);
    const sitemap = cheerio.load(await readFile(path.join(out, 'sitemap.xml'), 'utf8'), { xml: true });
    expect(
      sitemap('url > loc')
        .toArray()
        .map((loc) => sitemap(loc).text()),
    ).toContain('https://owner.github.io/repo/tr/hakkimizda');
  });

  it('preview --base-path serves the prefixed folder under its prefix, as the host will', async () => {
    const server = await startStaticServer({ dir: path.join(work, 'prefixed'), base: '/repo' });
    try {
      const get = (target: string) => fetchRaw(server.url, target);
      expect((await get('/')).headers.location).toBe('/repo/');
      expect(await get('/repo?x=1')).toMatchObject({ status: 301, headers: { location: '/repo/?x=1' } });
      expect((await get('/repository')).status).toBe(404);
      expect((await get('/repo/')).status).toBe(200);
      expect(
        cheerio
          .load((await get('/repo/tr/hakkimizda')).body)('html')
          .attr('lang'),
      ).toBe('tr');
      expect((await get('/repo/about/?x=1')).headers.location).toBe('/repo/about?x=1');
      expect((await get('/about')).status).toBe(404);
      const miss = await get('/repo/tr/yok');
      expect([miss.status, cheerio.load(miss.body)('html').attr('lang')]).toEqual([404, 'tr']);
    } finally {
      await server.close();
    }
  });

  it('refuses a path prefix for a host that serves its folder at the root (Netlify), naming the field and building nothing', async () => {
    const out = path.join(work, 'netlify-prefixed');
    const run = await callCli(PROJECT.root, [
      'build',
      '--out',
      out,
      '--host',
      'netlify',
      '--base-url',
      'https://example.com/repo/',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/baseUrl[\s\S]*netlify serves a site at the root of its host/);
    expect(await fg('**/*', { cwd: work, onlyDirectories: true, deep: 1 })).not.toContain('netlify-prefixed');
  });
});
