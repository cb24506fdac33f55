/**
 * Accessibility at phone width (375 px): axe (WCAG 2.2 AA) on one page of each type in both languages, the mobile
 * menu open, and the skip link the first Tab shows. The desktop width is `accessibility-desktop.test.ts`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { AXE_SOURCE, heroContrastViolations, PAGE_TYPES, violations } from './axe.ts';
import { closeBrowser, openPage, visit } from './browser.ts';

afterAll(closeBrowser);

describe('axe (WCAG 2.2 AA) at phone width: zero violations', () => {
  it.each(PAGE_TYPES.flatMap(([type, en, tr]) => [[type, en], [type, tr]]))('%s page %s', async (_type, path) => {
    // axe comes with every document of the tab (evaluating its 500 kB into each page afterwards cost twice as much).
    const page = await visit(path, { width: 'phone', initScript: AXE_SOURCE });
    expect(await violations(page)).toEqual([]);
    expect(await heroContrastViolations(page)).toEqual([]);
  });

  it('with the mobile menu open, its services list unfolded', async () => {
    const { page } = await openPage('/', { width: 'phone' });
    await page.click('button.menu-open');
    await page.click('#menu .dd-toggle');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('keyboard at phone width', () => {
  it.each(['/', '/tr/blog/rsvp-guide'])('%s: the first Tab shows the skip link, which moves focus to main', async (path) => {
    const { page } = await openPage(path, { width: 'phone' });
    await page.keyboard.press('Tab');
    const skip = page.locator('a.skip');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip');
    const box = await skip.boundingBox();
    expect(box && box.y >= 0).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.context().close();
  });
});
