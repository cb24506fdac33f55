import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloudflareRedirects, CLOUDFLARE_MAX_REDIRECTS, githubPagesFiles, netlifyRedirects } from '../../src/output/hosts/file-hosts.ts';
import { s3Recipe } from '../../src/output/hosts/s3.ts';
import { caddyConfig } from '../../src/output/hosts/caddy.ts';
import { contentTypeOf, hostRules, type HostRules } from '../../src/output/hosts/host-rules.ts';
import { nginxConfig } from '../../src/output/hosts/nginx.ts';
import { buildHeadersFile, HASHED_FILE, IMMUTABLE } from '../../src/output/hosts/headers.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import { CONTENT_DIR, tempDir } from '../helpers/project.ts';
import { loadCached } from '../helpers/load.ts';

let rules: HostRules;
beforeAll(async () => {
  rules = hostRules(buildSiteRoutes(await loadCached({ contentDir: CONTENT_DIR })));
});

const lines = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));

describe('the host rules of the route table', () => {
  it('redirect every alias to its canonical path, percent-encoded', () => {
    const byFrom = new Map(rules.redirects.map((r) => [r.from, r.to]));
    expect(byFrom.get('/en/about')).toBe('/about');
    expect(byFrom.get('/tr/faq')).toBe('/tr/sss');
    expect(byFrom.get('/en/tags/düğün')).toBe('/tags/d%C3%BC%C4%9F%C3%BCn');
    expect(byFrom.get('/blog/festival-event-decoration-tips')).toBe('/blog/festival-event-decorations');
  });

  it('list the not-found pages most specific folder first, the root last', () => {
    const folders = rules.notFound.map((n) => n.folder);
    expect(folders.at(-1)).toBe('/');
    expect(folders.indexOf('/tr/hizmetler/')).toBeLessThan(folders.indexOf('/tr/'));
    expect(rules.notFound.find((n) => n.folder === '/tr/blog/')).toMatchObject({ file: '/tr/blog/404.html', locale: 'tr' });
  });

  it('name the pages whose URL is also a folder of other pages', () => {
    const sections = (prefix: string, names: string[]) => names.map((n) => `${prefix}/${n}`);
    const en = ['blog', 'case-studies', 'guides', 'occasions', 'services'];
    const expected = [...sections('', en), '/en', ...sections('/en', en), '/tr', ...sections('/tr', ['blog', 'hizmetler', 'ozel-gunler', 'projeler', 'rehberler'])];
    expect(rules.folderPages.map((p) => p.url).sort()).toEqual(expected.sort());
  });
});

describe('Netlify and Cloudflare Pages _redirects', () => {
  it('Netlify: every alias a forced 301 (no file shadows it), the not-found pages a forced 404, then the 404 of each folder, most specific first', () => {
    const rows = lines(netlifyRedirects(rules)).map((l) => l.split(' '));
    const redirects = rows.filter((r) => r[2] === '301!');
    expect(redirects).toHaveLength(rules.redirects.length);
    expect(rows.filter((r) => r[2] === '301')).toEqual([]);
    expect(redirects).toContainEqual(['/en/tags/d%C3%BC%C4%9F%C3%BCn', '/tags/d%C3%BC%C4%9F%C3%BCn', '301!']);
    expect(rows).toContainEqual(['/404', '/404.html', '404!']);
    expect(rows).toContainEqual(['/tr/404.html', '/tr/404.html', '404!']);
    const notFound = rows.filter((r) => r[2] === '404').map((r) => r[0]);
    expect(notFound.indexOf('/tr/hizmetler/*')).toBeLessThan(notFound.indexOf('/tr/*'));
    expect(rows).toContainEqual(['/tr/hizmetler/*', '/tr/hizmetler/404.html', '404']);
    expect(notFound).not.toContain('/*');
  });

  it('Cloudflare: aliases, and the Turkish folder in other letter cases, at most its limit of redirects', () => {
    const { text, leftOut } = cloudflareRedirects(rules);
    expect(lines(text).every((l) => l.endsWith(' 301'))).toBe(true);
    for (const variant of ['TR', 'Tr', 'tR']) {
      expect(lines(text)).toContain(`/${variant} /tr 301`);
      expect(lines(text)).toContain(`/${variant}/* /tr/:splat 301`);
    }
    expect(lines(text).filter((l) => l.startsWith('/tr '))).toEqual([]);
    expect(leftOut).toBe(0);
    const many = { ...rules, languageFolders: [], redirects: Array.from({ length: CLOUDFLARE_MAX_REDIRECTS + 7 }, (_, i) => ({ from: `/old/${i}`, to: '/' })) };
    const capped = cloudflareRedirects(many);
    expect(lines(capped.text)).toHaveLength(CLOUDFLARE_MAX_REDIRECTS);
    expect(capped.leftOut).toBe(7);
    // With a language's case rules, which count too and come first, no rule is past the limit.
    const withCases = cloudflareRedirects({ ...many, languageFolders: ['/tr'] });
    expect(lines(withCases.text).filter((l) => !l.includes('*'))).toHaveLength(CLOUDFLARE_MAX_REDIRECTS);
    expect(lines(withCases.text).slice(0, 2)).toEqual(['/tR /tr 301', '/tR/* /tr/:splat 301']);
    expect(withCases.leftOut).toBe(7 + 3);
  });
});

describe('GitHub Pages files', () => {
  it('adds .nojekyll and an index.html copy of each page that is also a folder', async () => {
    const files = await githubPagesFiles(rules, async (file) => Buffer.from(`<copy of ${file}>`));
    expect(files.map((f) => f.path)).toContain('.nojekyll');
    expect(files.find((f) => f.path === 'tr/hizmetler/index.html')?.contents.toString()).toBe('<copy of tr/hizmetler.html>');
    expect(files).toHaveLength(1 + rules.folderPages.length);
  });
});

describe('the S3 + CloudFront recipe', () => {
  type Answer = { uri?: string; statusCode?: number; headers?: { location: { value: string } } };
  let handler: (event: object) => Answer;
  beforeAll(async () => {
    // The CloudFront Function as CloudFront runs it: the recipe's code, loaded as a module from a file.
    const recipe = s3Recipe(rules);
    const code = recipe.slice(recipe.indexOf('var ALIASES'), recipe.indexOf('# Plain S3 website'));
    const dir = await tempDir('eventsite-cloudfront-');
    const file = path.join(dir, 'function.mjs');
    await writeFile(file, `${code}\nexport { handler };\n`);
    ({ handler } = (await import(pathToFileURL(file).href)) as { handler: typeof handler });
    await rm(dir, { recursive: true });
  });
  const run = (uri: string, querystring: Record<string, { value: string }> = {}) => handler({ request: { uri, querystring } });

  it('maps clean URLs to their .html keys and leaves files alone', () => {
    expect(run('/').uri).toBe('/index.html');
    expect(run('/about').uri).toBe('/about.html');
    expect(run('/tags/d%C3%BC%C4%9F%C3%BCn').uri).toBe('/tags/d%C3%BC%C4%9F%C3%BCn.html');
    expect(run('/assets/site.0123456789.css').uri).toBe('/assets/site.0123456789.css');
  });

  it('redirects x/, x.html and every alias with 301 to the canonical URL, keeping the query string', () => {
    expect(run('/about/')).toMatchObject({ statusCode: 301, headers: { location: { value: '/about' } } });
    expect(run('/about.html', { ref: { value: 'ad' } })).toMatchObject({ statusCode: 301, headers: { location: { value: '/about?ref=ad' } } });
    expect(run('/en/about', { a: { value: '1' }, b: { value: '' } })).toMatchObject({ statusCode: 301, headers: { location: { value: '/about?a=1&b' } } });
    expect(run('/tr/faq').headers?.location.value).toBe('/tr/sss');
    expect(run('/blog/festival-event-decoration-tips').headers?.location.value).toBe('/blog/festival-event-decorations');
  });

  it('never redirects to another site (// or /\\), and answers /404 as a miss', () => {
    for (const uri of ['//evil.example/', '/\\evil.example/', '//evil.example/x.html']) {
      expect(run(uri).statusCode, uri).toBeUndefined();
      expect(run(uri).uri, uri).toBe('/404/not-a-page');
    }
    expect(run('/404').uri).not.toMatch(/404\.html$/);
    expect(run('/tr/404.html').uri).toBe('/tr/404.html');
  });

  it('sets the security headers, a 404 error response, and a year of caching for the hashed icons', () => {
    const recipe = s3Recipe(rules);
    for (const [name, value] of Object.entries(rules.securityHeaders)) expect(recipe).toContain(`${name}: ${value}`);
    expect(recipe).toMatch(/403 and 404 → \/404\.html with response code 404/);
    expect(recipe).toContain(`aws s3 sync dist/icons/ s3://YOUR-BUCKET/icons/ --delete --exclude "*.br" --exclude "*.gz" --cache-control "${IMMUTABLE}"`);
    // A plain S3 website: every page also under its name without .html, typed as HTML.
    expect(recipe).toContain('aws s3 cp "$page" "s3://YOUR-BUCKET/${page%.html}" --content-type "text/html; charset=utf-8"');
  });
});

describe('web fonts on every host', () => {
  const font = '/assets/fonts/inter.0123456789.woff2';

  it('are hashed assets, cached for a year wherever hashed files are', () => {
    expect(font).toMatch(HASHED_FILE);
    expect(buildHeadersFile()).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}`);
  });

  it('are sent as font/woff2 by preview, nginx, Caddy and the S3 upload, whatever their own type tables say', () => {
    expect(contentTypeOf(font)).toBe('font/woff2');
    expect(nginxConfig(rules, { root: '/srv/site/dist', title: '# test' })).toMatch(/location ~ \\\.woff2\$ \{\s*types \{ \}\s*default_type font\/woff2;\s*\}/);
    const caddy = caddyConfig(rules, { root: '/srv/site/dist', address: ':8080', title: '# test' });
    expect(caddy).toMatch(/@font path \*\.woff2\s+header @font Content-Type "font\/woff2"/);
    const upload = lines(s3Recipe(rules)).find((l) => l.includes('--include "*.woff2"'));
    expect(upload).toContain('--content-type "font/woff2"');
    expect(upload).toContain(`--cache-control "${IMMUTABLE}"`);
  });
});
