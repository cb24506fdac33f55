import { beforeAll, describe, expect, it } from 'vitest';
import {
  cloudflareRedirects,
  CLOUDFLARE_MAX_REDIRECTS,
  githubPagesFiles,
  netlifyRedirects,
} from '../../../../src/output/hosts/file-hosts.ts';
import { NOT_FOUND_MESSAGE_QUERY, s3Recipe } from '../../../../src/output/hosts/s3.ts';
import { caddyConfig } from '../../../../src/output/hosts/caddy.ts';
import { contentTypeOf, hostRules, type HostRules } from '../../../../src/output/hosts/host-rules.ts';
import { nginxConfig } from '../../../../src/output/hosts/nginx.ts';
import { buildHeadersFile, HASHED_FILE, IMMUTABLE } from '../../../../src/output/hosts/headers.ts';
import { buildSiteRoutes } from '../../../../src/site/pages/index.ts';
import { cloudFrontFunctionOf, type FunctionAnswer } from '../../../helpers/host-models.ts';
import { CONTENT_DIR } from '../../../helpers/project.ts';
import { loadCached } from '../../../helpers/load.ts';

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
    expect(rules.notFound.find((n) => n.folder === '/tr/blog/')).toMatchObject({
      file: '/tr/blog/404.html',
      locale: 'tr',
    });
  });

  it('name the pages whose URL is also a folder of other pages', () => {
    const sections = (prefix: string, names: string[]) => names.map((n) => `${prefix}/${n}`);
    const en = ['blog', 'case-studies', 'guides', 'occasions', 'services'];
    const expected = [
      ...sections('', en),
      '/en',
      ...sections('/en', en),
      '/tr',
      ...sections('/tr', ['blog', 'hizmetler', 'ozel-gunler', 'projeler', 'rehberler']),
    ];
    expect(rules.folderPages.map((p) => p.url).sort()).toEqual(expected.sort());
  });
});

describe('Netlify and Cloudflare Pages _redirects', () => {
  it('Netlify: every alias a forced 301 in its /a and /a.html forms, the not-found pages a forced 404, then the 404 of each folder (in capitals too), most specific first', () => {
    const rows = lines(netlifyRedirects(rules)).map((l) => l.split(' '));
    const redirects = rows.filter((r) => r[2] === '301!');
    expect(redirects).toHaveLength(2 * rules.redirects.length);
    expect(rows.filter((r) => r[2] === '301')).toEqual([]);
    expect(redirects).toContainEqual(['/en/tags/d%C3%BC%C4%9F%C3%BCn', '/tags/d%C3%BC%C4%9F%C3%BCn', '301!']);
    expect(redirects).toContainEqual(['/en/about.html', '/about', '301!']);
    expect(rows).toContainEqual(['/404', '/404.html', '404!']);
    expect(rows).toContainEqual(['/tr/404.html', '/tr/404.html', '404!']);
    const notFound = rows.filter((r) => r[2] === '404').map((r) => r[0]);
    expect(notFound.indexOf('/tr/hizmetler/*')).toBeLessThan(notFound.indexOf('/tr/*'));
    expect(notFound.indexOf('/TR/hizmetler/*')).toBeLessThan(notFound.indexOf('/TR/*'));
    expect(rows).toContainEqual(['/tr/hizmetler/*', '/tr/hizmetler/404.html', '404']);
    for (const from of ['/TR', '/Tr', '/tR', '/TR/*', '/Tr/*'])
      expect(rows, from).toContainEqual([from, '/tr/404.html', '404']);
    expect(notFound).not.toContain('/*');
  });

  it('Cloudflare: aliases in three forms, Turkish letters, not-found pages, the Turkish folder in other letter cases, at most its limit of static rules', () => {
    const { text, leftOut } = cloudflareRedirects(rules);
    const rows = lines(text);
    for (const from of ['/en/about', '/en/about/', '/en/about.html']) expect(rows).toContain(`${from} /about 301`);
    for (const from of ['/tags/d%C3%BC%C4%9F%C3%BCn/', '/tags/d%C3%BC%C4%9F%C3%BCn.html'])
      expect(rows).toContain(`${from} /tags/d%C3%BC%C4%9F%C3%BCn 301`);
    for (const from of ['/tr/404', '/tr/404.html']) expect(rows).toContain(`${from} /tr/404/not-a-page 200`);
    for (const variant of ['TR', 'Tr', 'tR']) {
      expect(rows).toContain(`/${variant} /tr 301`);
      expect(rows).toContain(`/${variant}/* /tr/:splat 301`);
    }
    expect(rows.filter((l) => l.startsWith('/tr '))).toEqual([]);
    // The rules with a splat come after every static one.
    expect(rows.findIndex((l) => l.includes('*'))).toBeGreaterThan(rows.findLastIndex((l) => !l.includes('*')));
    expect(leftOut).toBe(0);
    const many = {
      ...rules,
      languageFolders: [],
      notFound: [],
      pages: [],
      redirects: Array.from({ length: CLOUDFLARE_MAX_REDIRECTS }, (_, i) => ({ from: `/old/${i}`, to: '/' })),
    };
    const capped = cloudflareRedirects(many);
    expect(lines(capped.text)).toHaveLength(3 * Math.floor(CLOUDFLARE_MAX_REDIRECTS / 3));
    expect(capped.leftOut).toBe(CLOUDFLARE_MAX_REDIRECTS - Math.floor(CLOUDFLARE_MAX_REDIRECTS / 3));
    // With a language's case rules, which count too, no static rule is past the limit.
    const withCases = lines(cloudflareRedirects({ ...many, languageFolders: ['/tr'] }).text);
    expect(withCases.filter((l) => !l.includes('*')).length).toBeLessThanOrEqual(CLOUDFLARE_MAX_REDIRECTS);
    expect(withCases.filter((l) => !l.includes('*')).length).toBeGreaterThan(CLOUDFLARE_MAX_REDIRECTS - 3);
  });
});

describe('GitHub Pages files', () => {
  it('are an index.html copy of each page that is also a folder, and no .nojekyll (deploy-pages runs no Jekyll)', async () => {
    const files = await githubPagesFiles(rules, (file) => Promise.resolve(Buffer.from(`<copy of ${file}>`)));
    expect(files.map((f) => f.path)).not.toContain('.nojekyll');
    expect(files.find((f) => f.path === 'tr/hizmetler/index.html')?.contents.toString()).toBe(
      '<copy of tr/hizmetler.html>',
    );
    expect(files).toHaveLength(rules.folderPages.length);
  });
});

describe('the S3 + CloudFront recipe', () => {
  let handler: (event: object) => FunctionAnswer;
  beforeAll(async () => {
    handler = await cloudFrontFunctionOf(s3Recipe(rules));
  });
  const run = (uri: string, querystring: Record<string, { value: string }> = {}) =>
    handler({ request: { uri, querystring } });

  it('maps clean URLs to their .html keys and leaves files alone', () => {
    expect(run('/').uri).toBe('/index.html');
    expect(run('/about').uri).toBe('/about.html');
    expect(run('/tags/d%C3%BC%C4%9F%C3%BCn').uri).toBe('/tags/d%C3%BC%C4%9F%C3%BCn.html');
    expect(run('/assets/site.0123456789.css').uri).toBe('/assets/site.0123456789.css');
  });

  it('redirects x/, x.html and every alias with 301 to the canonical URL, keeping the query string', () => {
    expect(run('/about/')).toMatchObject({ statusCode: 301, headers: { location: { value: '/about' } } });
    expect(run('/about.html', { ref: { value: 'ad' } })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/about?ref=ad' } },
    });
    expect(run('/en/about', { a: { value: '1' }, b: { value: '' } })).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/about?a=1&b' } },
    });
    expect(run('/tr/faq').headers?.location.value).toBe('/tr/sss');
    expect(run('/blog/festival-event-decoration-tips').headers?.location.value).toBe(
      '/blog/festival-event-decorations',
    );
  });

  it('never redirects to another site (// or /\\), and answers /404 as a miss', () => {
    for (const uri of ['//evil.example/', '/\\evil.example/', '//evil.example/x.html']) {
      expect(run(uri).statusCode, uri).toBeUndefined();
      expect(run(uri).uri, uri).toBe('/404/not-a-page');
    }
    expect(run('/404').uri).toBe('/404/not-a-page');
    expect(run('/tr/404.html').uri).toBe('/404/not-a-page');
    // The root not-found page's script asks for a folder's page with its query, and gets it.
    expect(run('/tr/404.html', { [NOT_FOUND_MESSAGE_QUERY]: { value: '' } }).uri).toBe('/tr/404.html');
  });

  it("redirects a language's folder in other letter cases to its own, the query kept", () => {
    expect(run('/TR')).toMatchObject({ statusCode: 301, headers: { location: { value: '/tr' } } });
    expect(run('/Tr/hakkimizda', { a: { value: '1' } }).headers?.location.value).toBe('/tr/hakkimizda?a=1');
    expect(run('/tr/hakkimizda').uri).toBe('/tr/hakkimizda.html');
    expect(run('/trend').uri).toBe('/trend.html');
  });

  it('sets the security headers, a 404 error response, and a year of caching for the hashed icons', () => {
    const recipe = s3Recipe(rules);
    for (const [name, value] of Object.entries(rules.securityHeaders)) expect(recipe).toContain(`${name}: ${value}`);
    expect(recipe).toMatch(/403 and 404 → \/404\.html with response code 404/);
    expect(recipe).toContain(
      `aws s3 sync dist/icons/ s3://YOUR-BUCKET/icons/ --delete --exclude "*.br" --exclude "*.gz" --cache-control "${IMMUTABLE}"`,
    );
    // A plain S3 website: every page also under its name without .html, typed as HTML.
    expect(recipe).toContain(
      'aws s3 cp "$page" "s3://YOUR-BUCKET/${page%.html}" --content-type "text/html; charset=utf-8"',
    );
  });
});

describe('_headers (Netlify, Cloudflare Pages)', () => {
  it('caches every folder of hashed files, the icons too, for a year, and types the feeds as Atom', () => {
    const text = buildHeadersFile({ feeds: ['/blog/feed.xml', '/tr/blog/feed.xml'] });
    for (const folder of ['/assets/*', '/images/*', '/icons/*'])
      expect(text).toContain(`${folder}\n  Cache-Control: ${IMMUTABLE}`);
    for (const feed of ['/blog/feed.xml', '/tr/blog/feed.xml'])
      expect(text).toContain(`${feed}\n  Content-Type: application/atom+xml; charset=utf-8`);
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
    expect(nginxConfig(rules, { root: '/srv/site/dist', title: '# test' })).toMatch(
      /location ~ \\\.woff2\$ \{\s*types \{ \}\s*default_type font\/woff2;\s*\}/,
    );
    const caddy = caddyConfig(rules, { root: '/srv/site/dist', address: ':8080', title: '# test' });
    expect(caddy).toMatch(/@font path \*\.woff2\s+header @font Content-Type "font\/woff2"/);
    const upload = lines(s3Recipe(rules)).find((l) => l.includes('--include "*.woff2"'));
    expect(upload).toContain('--content-type "font/woff2"');
    expect(upload).toContain(`--cache-control "${IMMUTABLE}"`);
  });
});
