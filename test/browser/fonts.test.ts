/**
 * The web fonts in real Chromium: on a Turkish page, the heading and the text are drawn with Cormorant
 * Garamond and Inter from the site (not a fallback), Turkish letters included, at both widths. Chromium
 * says which font drew a node's glyphs through the DevTools protocol (`CSS.getPlatformFontsForNode`).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, WIDTHS } from './browser.ts';

afterAll(closeBrowser);

/** The fonts that drew the text of the first element matching `selector`: family, whether it is a web font, glyphs. */
async function fontsOf(
  page: Page,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

describe('the web fonts', () => {
  it.each(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[])(
    'draw the heading and the Turkish text of a service page at %s width',
    async (width) => {
      const { page } = await openPage('/tr/hizmetler/nisan-dugun-organizasyonu', { width });
      await page.evaluate(() => document.fonts.ready);
      const faces = await page.evaluate(() =>
        [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ''), status: f.status })),
      );
      expect(faces).toEqual(
        expect.arrayContaining([
          { family: 'Cormorant Garamond', status: 'loaded' },
          { family: 'Inter', status: 'loaded' },
        ]),
      );

      expect(await page.locator('h1').innerText()).toMatch(/ş.*ğ/);
      const heading = await fontsOf(page, 'h1');
      expect(heading.map((f) => [f.familyName, f.isCustomFont])).toEqual([['Cormorant Garamond Medium', true]]);

      // A paragraph with ı, ş and ğ, and the footer's address (Şişli, İstanbul): every glyph from Inter.
      const id = await page.evaluate(() => {
        const p = [...document.querySelectorAll('main p')].find(
          (el) => /ı/.test(el.textContent) && /ş/.test(el.textContent) && /ğ/.test(el.textContent),
        );
        p?.setAttribute('data-turkish', '');
        return Boolean(p);
      });
      expect(id).toBe(true);
      expect(await page.locator('.site-footer address p').first().innerText()).toMatch(/Ş.*İstanbul/s);
      for (const selector of ['main p[data-turkish]', '.site-footer address p']) {
        const text = await fontsOf(page, selector);
        expect(
          text.map((f) => [f.familyName.replace(/ Variable$/, ''), f.isCustomFont]),
          selector,
        ).toEqual([['Inter', true]]);
      }
      await page.context().close();
    },
  );

  it('draw İ ş ğ ı and the other Turkish letters from the site fonts, in headings and in text', async () => {
    const { page } = await openPage('/tr');
    await page.evaluate(() => document.fonts.ready);
    // The page's own elements, given every Turkish letter: the font of the stylesheet must draw them all.
    await page.evaluate(() => {
      document.querySelector('h1')!.textContent = 'İ ş ğ ı Ş Ğ ç Ç ö Ö ü Ü â î û';
      document.querySelector('main p')!.textContent = 'İ ş ğ ı Ş Ğ ç Ç ö Ö ü Ü â î û ₺ € “” – …';
    });
    // New letters may need another subset of a face: lay the page out, let those loads finish, then let it paint.
    await page.evaluate(async () => {
      void document.body.offsetHeight;
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    // Until the text is laid out again Chromium reports no fonts for it; poll (without a time assertion) until it does.
    await expect
      .poll(async () => (await fontsOf(page, 'h1')).map((f) => [f.familyName, f.isCustomFont]))
      .toEqual([['Cormorant Garamond Medium', true]]);
    await expect
      .poll(async () =>
        (await fontsOf(page, 'main p')).map((f) => [f.familyName.replace(/ Variable$/, ''), f.isCustomFont]),
      )
      .toEqual([['Inter', true]]);
    await page.context().close();
  });
});
