/**
 * The run's headless Chromium (started by `global-setup.ts`; each test file connects once and opens fresh contexts),
 * pages at phone and desktop widths. The site is served with the headers it is deployed with, Content-Security-Policy
 * included: any CSP violation a page reports fails the test that caused it (`csp-setup.ts`).
 */
import { createHash } from 'node:crypto';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** The viewport widths the site is tested at: a phone (375 px) and a desktop (1280 px). */
export const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

let browser: Browser | undefined;
/** The tabs `visit` keeps, by their options. */
const tabs = new Map<string, Promise<Page>>();

/** CSP violations reported by any page since the last test ended. */
const violations: string[] = [];
/** Records the CSP violations a page reports (Chromium logs each one to the console). */
export function watchCsp(page: Page): void {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}
/** Takes the CSP violations recorded since the last call (`csp-setup.ts` asserts there are none after each test). */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}

/** Connects (once per file) to the run's Chromium; `browser.newPage()` and `newContext()` open contexts of this file. */
export async function launch(): Promise<Browser> {
  browser ??= await chromium.connect(inject('chromiumEndpoint'));
  return browser;
}

/** Closes the contexts this file opened and disconnects; the run's Chromium goes on for the other files. */
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
  tabs.clear();
}

/** The served site's URL of a path. */
export function siteUrl(path: string): string {
  return inject('siteUrl') + encodeURI(path);
}

/**
 * A new page in a fresh context. Third-party requests are answered locally with an empty page (the tests run
 * offline) and recorded in `external`.
 */
export async function openPage(
  path: string | null,
  options: BrowserContextOptions & { width?: keyof typeof WIDTHS; initScript?: string } = {},
): Promise<{ page: Page; external: string[]; console: string[] }> {
  const b = await launch();
  const { width = 'desktop', initScript, ...contextOptions } = options;
  const context = await b.newContext({ viewport: WIDTHS[width], ...contextOptions });
  if (initScript) await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  const external: string[] = [];
  const consoleLines: string[] = [];
  const origin = new URL(inject('siteUrl')).origin;
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin)) return route.continue();
    external.push(url);
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
  });
  page.on('console', (message) => consoleLines.push(message.text()));
  watchCsp(page);
  if (path !== null) await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { page, external, console: consoleLines };
}

/**
 * For checks that only read a page: a tab kept for the file (one per set of options, opened by {@link openPage}) and
 * taken to `path`. Its document, styles and scripts are what a new tab shows, at a fraction of a new tab's cost (a new
 * context starts a renderer process): the only state the site's pages keep from one page to the next is the language
 * switch's mark in session storage, which only a click on the switch sets, and computed styles never show a link as
 * visited. A test that clicks, types or scrolls opens a page of its own. `initScript` runs in every document of the tab
 * before the page's own scripts (as Playwright's `addInitScript`: a test's tool, such as axe, which the site's
 * Content-Security-Policy would refuse).
 */
export async function visit(
  path: string,
  options: Pick<BrowserContextOptions, 'javaScriptEnabled'> & { width?: keyof typeof WIDTHS; initScript?: string } = {},
): Promise<Page> {
  const script = options.initScript === undefined ? '' : createHash('sha256').update(options.initScript).digest('hex');
  const key = JSON.stringify([options.width ?? 'desktop', options.javaScriptEnabled ?? true, script]);
  let tab = tabs.get(key);
  if (!tab) tabs.set(key, (tab = openPage(null, options).then((opened) => opened.page)));
  const page = await tab;
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  return page;
}
