/**
 * The portfolio page's layout in Chromium, at a phone's and a desktop's width in both languages: the occasion links
 * stand clear of the first group's heading, and each group clear of the one before it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, visit } from './browser.ts';

afterAll(() => closeBrowser());

/** At least this much room between the blocks, in CSS pixels (the space between a section's paragraphs is 16). */
const ROOM = 32;

describe.each(['/portfolio', '/tr/portfolyo'])('the portfolio page %s', (path) => {
  it.each(['phone', 'desktop'] as const)('leaves room above each occasion heading (%s)', async (width) => {
    const page = await visit(path, { width });
    const gaps = await page.evaluate(() => {
      const nav = document.querySelector('main nav')!;
      const headings = [...document.querySelectorAll('main section[id] > h2')];
      const bottoms = [nav, ...headings.slice(1).map((h) => h.closest('section')!.previousElementSibling!)];
      return headings.map((h, i) => h.getBoundingClientRect().top - bottoms[i]!.getBoundingClientRect().bottom);
    });
    expect(gaps.length).toBeGreaterThan(1);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(ROOM);
  });
});
