/**
 * Links in post bodies: a relative link is read from the address of the post's page, as a browser
 * reads it, and one that leads to no page is an error naming the file, the line and the link; links to the
 * files the site publishes besides its pages are fine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content, Post } from '../../../src/content/load-content.ts';
import { findBrokenLinks, linkTarget } from '../../../src/site/check-links.ts';
import { buildSiteRoutes } from '../../../src/site/pages/index.ts';
import type { SiteRouteTable } from '../../../src/site/pages/page-type.ts';
import { CONTENT_DIR } from '../../helpers/project.ts';
import { loadCached } from '../../helpers/load.ts';

let content: Content;
let routes: SiteRouteTable;
beforeAll(async () => {
  content = await loadCached({ contentDir: CONTENT_DIR, today: '2026-01-01' });
  routes = buildSiteRoutes(content);
}, 60_000);

/** The bundled post `rsvp-guide` with these links in one language's body, one per line from line 10. */
function withLinks(locale: string, urls: string[]): Post {
  const post = content.posts.find((p) => p.id === 'rsvp-guide')!;
  const text = post.locales[locale]!;
  return {
    ...post,
    locales: { ...post.locales, [locale]: { ...text, links: urls.map((url, i) => ({ url, line: 10 + i })) } },
  };
}

describe('linkTarget', () => {
  it.each([
    ['missing-page', '/blog/rsvp-guide', '/blog/missing-page'],
    ['./other-post', '/blog/rsvp-guide', '/blog/other-post'],
    ['../nope', '/blog/rsvp-guide', '/nope'],
    ['../services/consultancy#prices', '/blog/rsvp-guide', '/services/consultancy'],
    ['d%C3%BC%C4%9F%C3%BCn', '/tr/tags/x', '/tr/tags/düğün'],
    ['/tr/blog/../iletisim/', '/blog/rsvp-guide', '/tr/iletisim'],
  ])('reads %s on %s as %s', (url, page, target) => {
    expect(linkTarget(url, page)).toBe(target);
  });

  it.each(['https://example.com/a', 'mailto:hello@example.com', '//example.com/x', '#budget', '?print=1', ''])(
    'leaves %s alone',
    (url) => {
      expect(linkTarget(url, '/blog/rsvp-guide')).toBeNull();
    },
  );
});

describe('findBrokenLinks', () => {
  it('reports a relative link to no page with file, line and the link, read from the post page', () => {
    const errors = findBrokenLinks([withLinks('en', ['missing-page', '../nope', './other-post'])], routes);
    expect(errors.map((e) => [e.location.file, e.location.line, e.message])).toEqual([
      [
        'content/blog/rsvp-guide.en.md',
        10,
        'link to missing-page (/blog/missing-page from /blog/rsvp-guide) points to no page',
      ],
      ['content/blog/rsvp-guide.en.md', 11, 'link to ../nope (/nope from /blog/rsvp-guide) points to no page'],
      [
        'content/blog/rsvp-guide.en.md',
        12,
        'link to ./other-post (/blog/other-post from /blog/rsvp-guide) points to no page',
      ],
    ]);
    expect(errors[0]!.location.hint).toMatch(/from \//);
  });

  it("reads a Turkish post's relative links from its Turkish address", () => {
    const tr = routes.get('post:rsvp-guide', 'tr').url;
    const errors = findBrokenLinks(
      [withLinks('tr', ['./event-planning-mistakes', '../hizmetler', '../services'])],
      routes,
    );
    expect(errors.map((e) => e.message)).toEqual([`link to ../services (/tr/services from ${tr}) points to no page`]);
  });

  it('takes relative links to pages, and links to feeds, standard files and images', () => {
    const fine = [
      './event-planning-mistakes',
      '../services/consultancy',
      '..',
      '/blog/feed.xml',
      '/tr/blog/feed.xml',
      '/site.webmanifest',
      '../images/blog/rsvp-guide.svg',
      '/images/blog/rsvp-guide.svg',
      '#top',
      'https://example.com',
    ];
    expect(findBrokenLinks([withLinks('en', fine)], routes)).toEqual([]);
  });

  it('takes a link to a file it is told the output holds', () => {
    expect(findBrokenLinks([withLinks('en', ['/brochure.pdf'])], routes)).toHaveLength(1);
    expect(findBrokenLinks([withLinks('en', ['/brochure.pdf'])], routes, ['/brochure.pdf'])).toEqual([]);
  });

  it('finds no broken link in the bundled posts', () => {
    expect(findBrokenLinks(content.posts, routes)).toEqual([]);
  });
});
