/**
 * The home page's featured services: the content decides how many there are (each service's `featured` flag), so
 * the section's intro must not state a count the cards may contradict. Rendered in process from the bundled content
 * with one more service featured than it ships with.
 */
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { PROJECT } from '../../src/core/project-layout.ts';
import { loadRenderer } from '../../src/render/load-renderer.ts';
import { buildViews } from '../../src/render/render-pages.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import { loadCached } from '../helpers/load.ts';
import { CONTENT_DIR } from '../helpers/project.ts';
import { STUB_ASSETS } from '../helpers/views.ts';

/** The count words up to ten in each language, and the digits. */
const COUNT_WORDS: Record<string, string[]> = {
  en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  tr: ['bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz', 'on'],
};

/** The counts a text states, as numbers: every digit run and every count word standing as a word of its own. */
function countsIn(text: string, language: string): number[] {
  const words = text.toLocaleLowerCase(language).split(/[^\p{L}\p{N}]+/u);
  return words.flatMap((word) => {
    if (/^\d+$/.test(word)) return [Number(word)];
    const index = COUNT_WORDS[language]!.indexOf(word);
    return index >= 0 ? [index + 1] : [];
  });
}

describe('the featured services section of the home page', () => {
  it.each([
    ['/', 'en'],
    ['/tr', 'tr'],
  ])('%s states no count of services other than the number of cards it shows', async (url, language) => {
    const content = await loadCached({ contentDir: CONTENT_DIR });
    const shipped = content.services.filter((s) => s.featured).length;
    const extra = content.services.find((s) => !s.featured)!;
    const services = content.services.map((s) => (s === extra ? { ...s, featured: true } : s));
    const changed = { ...content, services };
    const routes = buildSiteRoutes(changed);
    const route = routes.byUrl.get(url)!;
    const view = buildViews({ content: changed, routes, assets: STUB_ASSETS, year: 2026, only: [route] }).get(route)!;
    const $ = cheerio.load((await loadRenderer(PROJECT)).render(route, view));
    const section = $('main section')
      .filter((_, s) => $(s).find('.cards a[href*="/"]').length > 0)
      .first();
    const cards = section.find('.cards > li').length;
    expect(cards).toBe(shipped + 1);
    for (const count of countsIn(section.find('.section-intro').text(), language)) expect(count).toBe(cards);
  });
});
