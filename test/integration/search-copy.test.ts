/**
 * What search engines show of the built site: titles short
 * enough to be shown whole and distinct per page and language, descriptions of a useful length that end with a
 * whole word, and English tag pages in English. Checked over the bundled content as built.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRoute as Route } from '../../src/site/pages/page-type.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.remove());

/** Pages a search engine indexes or at least reads: every primary page (aliases show their primary page). */
const primaries = (): Route[] => site.table.routes.filter((r) => !r.alias && r.status === 200);
const titleOf = (route: Route) => site.page(route.output)('title').text();
const descriptionOf = (route: Route) => site.page(route.output)('meta[name=description]').attr('content') ?? '';

/** Groups routes by a value and returns the groups with more than one route: `value → urls`. */
function duplicates(routes: readonly Route[], value: (r: Route) => string): Record<string, string[]> {
  const by = new Map<string, string[]>();
  for (const route of routes) by.set(value(route), [...(by.get(value(route)) ?? []), route.url]);
  return Object.fromEntries([...by].filter(([, urls]) => urls.length > 1));
}

describe('titles', () => {
  it('are at most 60 characters on every page, " | Kadife Events" included where it fits', () => {
    const long = site.table.routes
      .filter((r) => !r.alias)
      .map((r) => [r.url, titleOf(r)] as const)
      .filter(([, title]) => title.length > 60);
    expect(Object.fromEntries(long.map(([url, title]) => [url, `${title.length}: ${title}`]))).toEqual({});
  });

  it('are unique within each language', () => {
    for (const language of site.table.languages) {
      expect(
        duplicates(
          primaries().filter((r) => r.locale === language.code),
          titleOf,
        ),
        language.code,
      ).toEqual({});
    }
  });

  it('are never the same in English and Turkish', () => {
    const turkish = new Set(
      primaries()
        .filter((r) => r.locale === 'tr')
        .map(titleOf),
    );
    const same = primaries().filter((r) => r.locale === 'en' && turkish.has(titleOf(r)));
    expect(Object.fromEntries(same.map((r) => [r.url, titleOf(r)]))).toEqual({});
  });
});

describe('meta descriptions', () => {
  /** A whole word at the end, then at most closing quotes or brackets and one of … . ! ? */
  const WHOLE_WORD_END = /[\p{L}\p{N}%][”’")]*(?:…|[.!?])?$/u;

  it('are 50–160 characters and end with a whole word on every page', () => {
    const wrong: Record<string, string> = {};
    for (const route of site.table.routes.filter((r) => !r.alias)) {
      const description = descriptionOf(route);
      if (description.length < 50 || description.length > 160 || !WHOLE_WORD_END.test(description))
        wrong[route.url] = `${description.length}: ${description}`;
    }
    expect(wrong).toEqual({});
  });

  it('are written for every post; one made from a body would end at a word boundary, with “…”', () => {
    const posts = primaries().filter((r) => r.type.kind === 'post');
    expect(posts.length).toBe(site.content.posts.length * 2);
    let cut = 0;
    for (const route of posts) {
      const $ = site.page(route.output);
      const description = descriptionOf(route);
      // The plain text of the body, block by block, as the description is made from it.
      const body = $('.prose')
        .children()
        .toArray()
        .map((el) => $(el).text())
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (!description.endsWith('…')) continue;
      const kept = description.slice(0, -1);
      expect(body.startsWith(kept), route.url).toBe(true);
      expect(body.slice(kept.length), route.url).toMatch(/^[\s,.;:!?–—)”’-]/u);
      cut++;
    }
    // Every bundled post has a written description, so none is cut from its body here; the cut itself
    // is tested on a post without one (test/unit/content/load-content.test.ts).
    expect(cut).toBe(0);
    for (const route of posts) expect(descriptionOf(route).length, route.url).toBeGreaterThanOrEqual(120);
  });
});

describe('English tag pages', () => {
  it('use the English label in heading, title, description and keywords, never the Turkish one', () => {
    const tags = primaries().filter((r) => r.type.kind === 'tag' && r.locale === 'en');
    expect(tags.length).toBeGreaterThan(5);
    for (const route of tags) {
      const tag = (route.item as { label: string }).label;
      const english = site.content.tagLabels.get(tag)?.en;
      expect(english, `${tag} has an English label in content/tags.yaml`).toBeDefined();
      const $ = site.page(route.output);
      expect($('h1').text(), route.url).toContain(english);
      expect(titleOf(route), route.url).toContain(`“${english}”`);
      expect(descriptionOf(route), route.url).toContain(english);
      expect($('meta[name=keywords]').attr('content'), route.url).toBe(english);
      if (english !== tag) {
        expect(`${$('h1').text()} ${titleOf(route)} ${descriptionOf(route)}`, route.url).not.toContain(tag);
      }
    }
  });
});
