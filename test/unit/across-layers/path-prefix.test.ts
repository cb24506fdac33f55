/** A base URL with a path prefix (`https://owner.github.io/repo/`): the pure pieces. */
import { InvalidArgumentError } from 'commander';
import { beforeAll, describe, expect, it } from 'vitest';
import { basePath, baseUrl } from '../../../src/commands/cli/options.ts';
import { basePathOf, underBase } from '../../../src/core/url-paths.ts';
import { githubPagesFiles } from '../../../src/output/hosts/file-hosts.ts';
import { hostConfig } from '../../../src/output/hosts/host-config.ts';
import { pathPrefixError } from '../../../src/output/hosts/host-profiles.ts';
import { hostRules, type HostRules } from '../../../src/output/hosts/host-rules.ts';
import { buildSiteRoutes } from '../../../src/site/pages/index.ts';
import type { SiteRouteTable } from '../../../src/site/pages/page-type.ts';
import { assetsUnderBase, bodyUnderBase } from '../../../src/view/base-path.ts';
import type { PageAssets } from '../../../src/view/page-assets.ts';
import { CONTENT_DIR } from '../../helpers/project.ts';
import { loadCached } from '../../helpers/load.ts';

describe('the base URL', () => {
  it('may carry a path prefix of plain folder names, written without its trailing slash', () => {
    expect(baseUrl('https://Owner.github.io/repo/')).toBe('https://owner.github.io/repo');
    expect(baseUrl('https://example.com/a/b')).toBe('https://example.com/a/b');
    expect(baseUrl('HTTPS://X.Example:443/')).toBe('https://x.example');
    expect(baseUrl('https://x.example/a/../b')).toBe('https://x.example/b');
    for (const bad of [
      'https://x.example/.site/',
      'https://x.example/a/.b',
      'https://x.example/a b/',
      'https://x.example/%C3%BC',
      'https://x.example/a?b',
      'ftp://x.example/',
    ]) {
      expect(() => baseUrl(bad), bad).toThrow(InvalidArgumentError);
    }
  });

  it('gives the prefix every root-relative link starts with', () => {
    expect(basePathOf('https://owner.github.io/repo')).toBe('/repo');
    expect(basePathOf('https://owner.github.io/repo/')).toBe('/repo');
    expect(basePathOf('https://example.com')).toBe('');
    expect(basePath('repo/')).toBe('/repo');
    expect(basePath('/')).toBe('');
    expect(() => basePath('/a b')).toThrow(InvalidArgumentError);
  });
});

describe('links under the prefix', () => {
  it('prefix root-relative hrefs and every srcset candidate, nothing else', () => {
    expect(underBase('/repo', '/images/a.jpg')).toBe('/repo/images/a.jpg');
    expect(underBase('/repo', '/images/a-480.avif 480w, /images/a-960.avif 960w')).toBe(
      '/repo/images/a-480.avif 480w, /repo/images/a-960.avif 960w',
    );
    for (const other of ['https://x.example/a', '//x.example/a', '#top', 'mailto:a@b.example'])
      expect(underBase('/repo', other)).toBe(other);
    expect(underBase('', '/images/a.jpg')).toBe('/images/a.jpg');
  });

  it("prefix a markdown body's links but not text that looks like one, nor //host links", () => {
    const html =
      '<p><a href="/tr/sss">SSS</a> <a href="//x.example/">x</a> <a href="https://x.example/">y</a></p><pre><code>&#x3C;a href="/nope">\n</code></pre>';
    expect(bodyUnderBase(html, '/repo')).toBe(
      '<p><a href="/repo/tr/sss">SSS</a> <a href="//x.example/">x</a> <a href="https://x.example/">y</a></p><pre><code>&#x3C;a href="/nope">\n</code></pre>',
    );
    expect(bodyUnderBase(html, '')).toBe(html);
  });

  it("prefix the assets' URLs and images, not the social card (made absolute by the route table)", () => {
    const image = {
      src: '/images/a.jpg',
      width: 10,
      height: 10,
      raster: { avif: '/images/a-480.avif 480w', webp: '/images/a-480.webp 480w', fallback: '/images/a-480.jpg 480w' },
    };
    const assets: PageAssets = {
      css: '/assets/site.css',
      componentCss: { enquiry: '/assets/enquiry.css', service: '/assets/service.css' },
      js: '/assets/site.js',
      favicon: '/favicon.svg',
      icon: '/favicon.ico',
      appleTouchIcon: '/apple-touch-icon.png',
      manifest: '/site.webmanifest',
      manifestIcons: [],
      fonts: ['/assets/fonts/a.woff2'],
      image: () => image,
      socialImage: () => image,
    };
    const under = assetsUnderBase(assets, '/repo');
    expect(
      [
        under.css,
        ...Object.values(under.componentCss),
        under.js,
        under.favicon,
        under.icon,
        under.appleTouchIcon,
        under.manifest,
        ...under.fonts,
      ].every((u) => u.startsWith('/repo/')),
    ).toBe(true);
    expect(under.image('a.jpg')).toEqual({
      ...image,
      src: '/repo/images/a.jpg',
      raster: {
        avif: '/repo/images/a-480.avif 480w',
        webp: '/repo/images/a-480.webp 480w',
        fallback: '/repo/images/a-480.jpg 480w',
      },
    });
    expect(under.socialImage().src).toBe('/images/a.jpg');
    expect(assetsUnderBase(assets, '')).toBe(assets);
  });
});

describe('the route table and the hosts under a prefix', () => {
  let routes: SiteRouteTable;
  let rules: HostRules;
  beforeAll(async () => {
    routes = buildSiteRoutes(await loadCached({ contentDir: CONTENT_DIR, baseUrl: 'https://owner.github.io/repo/' }));
    rules = hostRules(routes);
  });

  it('gives hrefs under the prefix and absolute URLs with it', () => {
    expect(routes.base).toBe('/repo');
    expect(routes.href('faq', 'tr')).toBe('/repo/tr/sss');
    expect(routes.link('/tags/düğün')).toBe('/repo/tags/d%C3%BC%C4%9F%C3%BCn');
    expect(routes.get('home', 'en').canonical).toBe('https://owner.github.io/repo/');
    expect(routes.get('about', 'tr').canonical).toBe('https://owner.github.io/repo/tr/hakkimizda');
    expect(routes.notFoundPages()).toContainEqual({ folder: '/repo/tr/', file: '/repo/tr/404.html' });
  });

  it('give the hosts URL paths under the prefix and files of the folder as they are', () => {
    expect(rules.redirects).toContainEqual({ from: '/repo/en/about', to: '/repo/about' });
    expect(rules.notFound.at(-1)).toMatchObject({ folder: '/repo/', file: '/repo/404.html', locale: 'en' });
    expect(rules.pages).toContainEqual({ url: '/repo/tr/hakkimizda', file: 'tr/hakkimizda.html' });
  });

  it('GitHub Pages: the folder copies are files of the folder, not of the prefix', async () => {
    const files = await githubPagesFiles(rules, (file) => Promise.resolve(Buffer.from(file)));
    expect(files.find((f) => f.path === 'tr/hizmetler/index.html')?.contents.toString()).toBe('tr/hizmetler.html');
    expect(files.some((f) => f.path.startsWith('repo/'))).toBe(false);
  });

  it('nginx and Caddy serve the folder above the site, which must be named after the prefix', () => {
    const nginx = hostConfig('nginx', { routes, brand: 'B', root: '/var/www/repo', port: 8080 }).text;
    expect(nginx).toContain('root "/var/www";');
    expect(nginx).toMatch(/location = \/repo \{\s*return 301 \/repo\/\$is_args\$args;/);
    expect(nginx).toContain('    default "/repo/404.html";');
    // Aliases under the prefix are too long for nginx's default map bucket.
    expect(nginx).toContain('map_hash_bucket_size 128;');
    // The server's root holds more than the site: nothing outside the prefix is served.
    expect(nginx).toMatch(/if \(\$uri !~ "\^\/repo\(\/\|\$\)"\) \{\s*return 404;/);
    const caddy = hostConfig('caddy', { routes, brand: 'B', root: '/var/www/repo/', port: 8080 }).text;
    expect(caddy).toContain('root * "/var/www"');
    expect(caddy).toContain('redir "/repo" "/repo/{eventsite_query}" 301');
    expect(caddy).toContain('@outside not path /repo /repo/*');
    expect(() => hostConfig('nginx', { routes, brand: 'B', root: '/var/www/site', port: 8080 })).toThrow(
      /not named after the path prefix \/repo/,
    );
  });

  it('Netlify, Cloudflare Pages and S3 refuse a prefix, naming the field', () => {
    for (const host of ['netlify', 'cloudflare', 's3'] as const) {
      expect(pathPrefixError(host, '/repo')?.format(), host).toMatch(/baseUrl/);
      expect(() => hostConfig(host, { routes, brand: 'B', root: '/x' }), host).toThrow(/root of its host/);
    }
    for (const host of ['github-pages', 'nginx', 'caddy', undefined] as const)
      expect(pathPrefixError(host, '/repo'), String(host)).toBeUndefined();
    expect(pathPrefixError('netlify', '')).toBeUndefined();
  });
});
