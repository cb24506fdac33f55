/**
 * Accessibility at phone width (375 px): axe (WCAG 2.2 AA) on one page of each type in both languages, the mobile
 * menu open, and the skip link the first Tab shows. The desktop width is `accessibility-desktop.test.ts`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible, PAGE_VIEWS, violations } from './axe.ts';
import { closeBrowser, openPage } from './browser.ts';

afterAll(closeBrowser);

describe('axe (WCAG 2.2 AA) at phone width: zero violations', () => {
  it.each(PAGE_VIEWS)('%s page %s', (_type, path) => expectAccessible(path, 'phone'));

  it('with the mobile menu open, its services list unfolded', async () => {
    const { page } = await openPage('/', { width: 'phone' });
    await page.click('button.menu-open');
    await page.click('#menu .dd-toggle');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('keyboard at phone width', () => {
  it.each(['/', '/tr/blog/rsvp-guide'])(
    '%s: the first Tab shows the skip link, which moves focus to main',
    async (path) => {
      const { page } = await openPage(path, { width: 'phone' });
      await page.keyboard.press('Tab');
      const skip = page.locator('a.skip');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip');
      const box = await skip.boundingBox();
      expect(box && box.y >= 0).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      await page.context().close();
    },
  );
});
