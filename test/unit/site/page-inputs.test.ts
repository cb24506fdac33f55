/**
 * Dev's quick rebuild after a body edit rests on one claim: a post's body (and what is made from it) shows on
 * that post's own pages only. Checked on every bundled post by changing those fields and comparing every view
 * of the site; and the route table it keeps must be the one a fresh build would make.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildViews } from '../../../src/render/render-pages.ts';
import type { Content, Post } from '../../../src/content/load-content.ts';
import { bodyEdits, OWN_PAGE_FIELDS } from '../../../src/site/page-inputs.ts';
import { fingerprint } from '../../../src/core/fingerprint.ts';
import { postKey } from '../../../src/site/pages/index.ts';
import { buildSiteRoutes } from '../../../src/site/pages/index.ts';
import { rebaseRouteTable } from '../../../src/site/rebase-route-table.ts';
import type { SiteRouteTable as RouteTable } from '../../../src/site/pages/page-type.ts';
import { CONTENT_DIR } from '../../helpers/project.ts';
import { STUB_ASSETS } from '../../helpers/views.ts';
import { loadCached } from '../../helpers/load.ts';

let content: Content;
let routes: RouteTable;
beforeAll(async () => {
  content = await loadCached({ contentDir: CONTENT_DIR, drafts: true });
  routes = buildSiteRoutes(content);
});

/** `post` with the body, description, word count and links changed in `only` that language, or in every one. */
function withNewBody(post: Post, only?: string): Post {
  const locales = Object.fromEntries(
    Object.entries(post.locales).map(([code, locale]) => [
      code,
      only === undefined || code === only
        ? {
            ...locale,
            html: `<p>Edited ${code}</p>`,
            description: `Edited ${code}`,
            wordCount: 2,
            links: [{ url: '/', line: 9 }],
          }
        : locale,
    ]),
  );
  return { ...post, locales };
}

/** The fingerprint of every route's view. */
function viewsOf(site: Content, table: RouteTable): Map<string, string> {
  const views = buildViews({ content: site, routes: table, assets: STUB_ASSETS, year: 2026 });
  return new Map([...views].map(([route, view]) => [route.url, fingerprint(view)]));
}

const replace = (site: Content, post: Post, by: Post): Content => ({
  ...site,
  posts: site.posts.map((p) => (p === post ? by : p)),
});

describe('a body edit', () => {
  it('names the fields only a post’s own pages show', () => {
    expect([...OWN_PAGE_FIELDS].sort()).toEqual(['description', 'html', 'links', 'wordCount']);
  });

  it('changes the views of the post’s own pages (every language) and no other, for every bundled post', () => {
    const before = viewsOf(content, routes);
    expect(content.posts.length).toBeGreaterThan(5);
    for (const post of content.posts) {
      const edited = withNewBody(post);
      const next = replace(content, post, edited);
      expect(bodyEdits(content, next), post.id).toEqual([edited]);
      const after = viewsOf(next, rebaseRouteTable(routes, next));
      const changed = [...after].filter(([url, key]) => before.get(url) !== key).map(([url]) => url);
      const own = routes.routes.filter((r) => r.key === postKey(post) && !r.alias).map((r) => r.url);
      expect(own.length, post.id).toBeGreaterThanOrEqual(2);
      expect(changed.sort(), post.id).toEqual(own.sort());
    }
  });

  it('in one language changes the post’s pages in that language only, for every bundled post', () => {
    const before = viewsOf(content, routes);
    for (const post of content.posts) {
      for (const code of Object.keys(post.locales)) {
        const edited = withNewBody(post, code);
        const next = replace(content, post, edited);
        const after = viewsOf(next, rebaseRouteTable(routes, next));
        const changed = [...after].filter(([url, key]) => before.get(url) !== key).map(([url]) => url);
        const own = routes.routes
          .filter((r) => r.key === postKey(post) && r.locale === code && !r.alias)
          .map((r) => r.url);
        expect(own.length, `${post.id} ${code}`).toBeGreaterThanOrEqual(1);
        expect(changed.sort(), `${post.id} ${code}`).toEqual(own.sort());
      }
    }
  });

  it('keeps a route table equal to the one built anew, with the new entries as items', () => {
    const post = content.posts[2]!;
    const next = replace(content, post, withNewBody(post));
    const rebased = rebaseRouteTable(routes, next);
    const fresh = buildSiteRoutes(next);
    const facts = (table: RouteTable) =>
      table.routes.map(({ item: _item, type, ...rest }) => ({ ...rest, type: type.kind }));
    expect(facts(rebased)).toEqual(facts(fresh));
    expect(rebased.get(postKey(post), 'tr').item).toEqual(fresh.get(postKey(post), 'tr').item);
    expect(rebased.get(postKey(post), 'en').item).not.toEqual(routes.get(postKey(post), 'en').item);
  });

  it('gives new items to the routes of the pages named only, everything else as it was', () => {
    const post = content.posts[3]!;
    const next = replace(content, post, withNewBody(post));
    const rebased = rebaseRouteTable(routes, next, new Set([postKey(post)]));
    const own = (r: { key: string }) => r.key === postKey(post);
    expect(rebased.routes.filter(own).length).toBeGreaterThanOrEqual(2);
    rebased.routes.forEach((route, i) => {
      if (own(route)) {
        expect(route.item, route.url).not.toBe(routes.routes[i]!.item);
        expect(route.item, route.url).toEqual(buildSiteRoutes(next).byUrl.get(route.url)!.item);
      } else expect(route, route.url).toBe(routes.routes[i]);
      expect(rebased.byUrl.get(route.url)).toBe(route);
    });
    expect(rebased.get(postKey(post), 'tr')).toBe(rebased.routes.find((r) => own(r) && r.locale === 'tr' && !r.alias));
  });
});

describe('bodyEdits', () => {
  const post = () => content.posts[1]!;
  const inEnglish = (change: (locale: Post['locales'][string]) => object): Post => ({
    ...post(),
    locales: { ...post().locales, en: { ...post().locales.en!, ...change(post().locales.en!) } },
  });

  it('finds nothing when nothing changed', () => {
    expect(bodyEdits(content, { ...content })).toEqual([]);
  });

  it('gives up (undefined) when anything another page shows changed', () => {
    const cases: [string, Content][] = [
      [
        'a title',
        replace(
          content,
          post(),
          inEnglish(() => ({ title: 'Another title' })),
        ),
      ],
      [
        'an excerpt',
        replace(
          content,
          post(),
          inEnglish(() => ({ excerpt: 'Another excerpt' })),
        ),
      ],
      ['a date', replace(content, post(), { ...post(), date: '2020-01-01' })],
      ['the tags', replace(content, post(), { ...post(), tags: [...post().tags, 'Yeni'] })],
      ['a slug', replace(content, post(), { ...post(), slug: { ...post().slug, tr: 'baska-bir-yazi' } })],
      ['the draft flag', replace(content, post(), { ...post(), draft: !post().draft })],
      ['a post less', { ...content, posts: content.posts.slice(1) }],
      ['a service', { ...content, services: content.services.slice(1) }],
      ['a phone number', { ...content, site: { ...content.site, phone: '+902120000000' } }],
      ['the tag labels', { ...content, tagLabels: new Map([...content.tagLabels].slice(1)) }],
      [
        'an image',
        { ...content, images: new Map([...content.images].map(([p, i]) => [p, { ...i, width: i.width + 1 }])) },
      ],
    ];
    for (const [what, next] of cases) {
      expect(bodyEdits(content, next), what).toBeUndefined();
    }
  });

  it('finds the post whose body changed in one language', () => {
    const edited = inEnglish(() => ({ html: '<p>New body</p>' }));
    expect(bodyEdits(content, replace(content, post(), edited))).toEqual([edited]);
  });
});
