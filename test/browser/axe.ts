/**
 * axe-core in the browser tests: the page types checked, and the WCAG 2.2 AA violations of a page as it is (axe cannot
 * judge text over a gradient, so the heroes' contrast is checked against their glow's darkest and lightest points).
 */
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { visit, type WIDTHS } from './browser.ts';

/** The WCAG 2.2 AA rule tags axe runs. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One page of each type, in English and Turkish. */
export const PAGE_TYPES: [string, string, string][] = [
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
const AXE_SOURCE = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;
/** A page's window once axe is in it. */
type AxeWindow = { axe: { run(context: Document | { include: string[] }, options: RunOptions): Promise<AxeResults> } };

/**
 * The violations of axe's rules `runOnly` on the page as it is now. axe is in the page already when its tab was opened
 * with it (`visit`'s `initScript`), else it is evaluated into the page once; it is run there as often as needed
 * (`AxeBuilder` evaluates it again and opens a blank page to finish each run). A page holding frames (the map once
 * loaded) goes through `AxeBuilder`, which runs axe inside each frame too. Passing and inapplicable rules are not
 * itemised (`resultTypes`): only the violations are asserted on.
 */
async function axeViolations(
  page: Page,
  runOnly: { type: 'tag' | 'rule'; values: string[] },
  within?: string,
): Promise<Result[]> {
  const options: RunOptions = { runOnly, resultTypes: ['violations'] };
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    return (await (within ? builder.include(within) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const run = ({ o, w }: { o: RunOptions; w: string | undefined }) =>
    (window as unknown as AxeWindow).axe.run(w ? { include: [w] } : document, o);
  return (await page.evaluate(run, { o: options, w: within })).violations;
}

/** The WCAG 2.2 AA violations of the page as it is now, one line each (rule, impact, first three targets). */
export async function violations(page: Page): Promise<string[]> {
  return (await axeViolations(page, { type: 'tag', values: TAGS })).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
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

/** Every page of {@link PAGE_TYPES} in both languages: `[type, path]`. */
export const PAGE_VIEWS: [string, string][] = PAGE_TYPES.flatMap(([type, en, tr]): [string, string][] => [
  [type, en],
  [type, tr],
]);

/**
 * Asserts that the page at `path`, at `width`, has no WCAG 2.2 AA violation, its heroes' text included. axe comes with
 * every document of the tab (evaluating its 500 kB into each page after it loaded cost twice as much).
 */
export async function expectAccessible(path: string, width: keyof typeof WIDTHS): Promise<void> {
  const page = await visit(path, { width, initScript: AXE_SOURCE });
  expect(await violations(page)).toEqual([]);
  expect(await heroContrastViolations(page)).toEqual([]);
}
