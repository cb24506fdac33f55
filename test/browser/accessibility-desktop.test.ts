/**
 * Accessibility at desktop width (1280 px): axe (WCAG 2.2 AA) on one page of each type in both languages, with the
 * services dropdown open, an FAQ item open, the map loaded and the language toast shown; a visible focus outline; one
 * h1 and the landmarks on every page type. The phone width is `accessibility-phone.test.ts`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectAccessible, PAGE_TYPES, PAGE_VIEWS, violations } from './axe.ts';
import { closeBrowser, openPage, visit } from './browser.ts';

afterAll(closeBrowser);

describe('axe (WCAG 2.2 AA) at desktop width: zero violations', () => {
  it.each(PAGE_VIEWS)('%s page %s', (_type, path) => expectAccessible(path, 'desktop'));

  it('with the services dropdown open', async () => {
    const { page } = await openPage('/tr');
    await page.click('.dd-toggle');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('with the FAQ item open, the map loaded and the toast shown', async () => {
    const { page } = await openPage('/faq');
    await page.click('details.faq-item summary');
    expect(await violations(page)).toEqual([]);
    await page.click('.lang-switch');
    await page.waitForFunction(() => document.getElementById('toast')!.textContent !== '');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
    const { page: contact } = await openPage('/contact');
    await contact.click('[data-map-embed]');
    await contact.locator('[data-map] iframe').waitFor();
    expect(await violations(contact)).toEqual([]);
    await contact.context().close();
  });
});

describe('keyboard and landmarks at desktop width', () => {
  it('draws a visible focus outline on links and buttons', async () => {
    const { page } = await openPage('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.context().close();
  });

  it.each(PAGE_TYPES.map(([type, en]) => [type, en]))(
    '%s page has one h1 and banner, navigation, main and contentinfo landmarks',
    async (_type, path) => {
      const page = await visit(path);
      expect(await page.locator('h1').count()).toBe(1);
      for (const role of ['banner', 'main', 'contentinfo'] as const)
        expect(await page.getByRole(role).count(), role).toBe(1);
      expect(await page.getByRole('navigation').count()).toBeGreaterThanOrEqual(2);
    },
  );
});
