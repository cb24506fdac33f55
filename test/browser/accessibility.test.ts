import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, visit, WIDTHS } from './browser.ts';

afterAll(closeBrowser);

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One page of each type, in English and Turkish. */
const PAGE_TYPES: [string, string, string][] = [
  ['home', '/', '/tr'],
  ['about', '/about', '/tr/hakkimizda'],
  ['services', '/services', '/tr/hizmetler'],
  ['service', '/services/engagement-wedding-organization', '/tr/hizmetler/nisan-dugun-organizasyonu'],
  ['blog', '/blog', '/tr/blog'],
  ['post', '/blog/event-colors-and-themes', '/tr/blog/event-colors-and-themes'],
  ['tag', '/tags/düğün', '/tr/tags/düğün'],
  ['contact', '/contact', '/tr/iletisim'],
  ['faq', '/faq', '/tr/sss'],
  ['not found', '/missing', '/tr/eksik'],
];

/** The axe-core that `@axe-core/playwright` injects (its own dependency), as the source text it evaluates. */
const AXE_SOURCE = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
/** A page's window once axe is in it. */
type AxeWindow = { axe: { run(context: Document | { include: string[] }, options: RunOptions): Promise<AxeResults> } };

/**
 * The violations of axe's rules `runOnly` on the page as it is now. axe is in the page already when its tab was opened
 * with it (`visit`'s `initScript`), else it is evaluated into the page once; it is run there as often as needed (`AxeBuilder` evaluates it again and opens a blank page to finish each run); a page holding
 * frames (the map once loaded) goes through `AxeBuilder`, which runs axe inside each frame too. Passing and
 * inapplicable rules are not itemised (`resultTypes`): only the violations are asserted on.
 */
async function axeViolations(page: Page, runOnly: { type: 'tag' | 'rule'; values: string[] }, within?: string): Promise<Result[]> {
  const options: RunOptions = { runOnly, resultTypes: ['violations'] };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    return (await (within ? builder.include(within) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const run = ({ o, w }: { o: RunOptions; w: string | undefined }) => (window as unknown as AxeWindow).axe.run(w ? { include: [w] } : document, o);
  return (await page.evaluate(run, { o: options, w: within })).violations;
}

async function violations(page: Page): Promise<string[]> {
  return (await axeViolations(page, { type: 'tag', values: TAGS })).map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/**
 * axe cannot compute contrast over a gradient and files such text as "incomplete", not as a violation. The
 * dark heroes have a soft gold glow over ink: check their text against the plain ink and against the glow's
 * lightest point (16% #c9a45c over #0b0b0b ≈ rgb(41 36 24)). Only the heroes are checked again: the rest of the
 * page was checked as it is.
 */
async function heroContrastViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  if ((await page.locator('.hero').count()) === 0) return found;
  for (const background of ['#0b0b0b', 'rgb(41 36 24)']) {
    // Through CSSOM, which the Content-Security-Policy allows (a <style> tag it would refuse).
    const paint = (value: string | null) =>
      page.evaluate((v) => {
        for (const el of document.querySelectorAll<HTMLElement>('.hero')) {
          if (v === null) el.style.removeProperty('background');
          else el.style.setProperty('background', v, 'important');
        }
      }, value);
    await paint(background);
    const contrast = await axeViolations(page, { type: 'rule', values: ['color-contrast'] }, '.hero');
    found.push(...contrast.flatMap((v) => v.nodes.map((n) => `${background}: ${n.target.join(' ')}`)));
    await paint(null);
  }
  return found;
}

describe('axe (WCAG 2.2 AA): zero violations', () => {
  const cases = PAGE_TYPES.flatMap(([type, en, tr]) =>
    (Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).flatMap((width) => [
      [type, en, width],
      [type, tr, width],
    ]),
  );
  it.each(cases)('%s page %s at %s width', async (_type, path, width) => {
    // axe comes with every document of the tab (evaluating its 500 kB into each page afterwards cost twice as much).
    const page = await visit(path, { width: width as keyof typeof WIDTHS, initScript: AXE_SOURCE });
    expect(await violations(page)).toEqual([]);
    expect(await heroContrastViolations(page)).toEqual([]);
  });

  it('with the services dropdown open (desktop) and the mobile menu open (phone)', async () => {
    const { page } = await openPage('/tr');
    await page.click('.dd-toggle');
    expect(await violations(page)).toEqual([]);
    await page.context().close();
    const { page: phone } = await openPage('/', { width: 'phone' });
    await phone.click('button.menu-open');
    await phone.click('#menu .dd-toggle');
    expect(await violations(phone)).toEqual([]);
    await phone.context().close();
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

describe('keyboard and landmarks', () => {
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

  it.each(PAGE_TYPES.map(([type, en]) => [type, en]))('%s page has one h1 and banner, navigation, main and contentinfo landmarks', async (_type, path) => {
    const page = await visit(path);
    expect(await page.locator('h1').count()).toBe(1);
    for (const role of ['banner', 'main', 'contentinfo'] as const) expect(await page.getByRole(role).count(), role).toBe(1);
    expect(await page.getByRole('navigation').count()).toBeGreaterThanOrEqual(2);
  });
});
