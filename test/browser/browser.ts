/**
 * One headless Chromium per test file, pages at phone and desktop widths. The site is served with the headers
 * it is deployed with, Content-Security-Policy included: any CSP violation a page reports fails the test
 * that caused it.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

/** The viewport widths the site is tested at: a phone (375 px) and a desktop (1280 px). */
export const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

let browser: Browser | undefined;

/** CSP violations reported by any page since the last test ended. */
const violations: string[] = [];
/** Records the CSP violations a page reports (Chromium logs each one to the console). */
export function watchCsp(page: Page): void {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
}
afterEach(() => {
  const seen = violations.splice(0);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
});

/** Starts (once per file) the system Chromium. */
export async function launch(): Promise<Browser> {
  browser ??= await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return browser;
}

/** Closes the browser of this file. */
export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
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
  options: BrowserContextOptions & { width?: keyof typeof WIDTHS } = {},
): Promise<{ page: Page; external: string[]; console: string[] }> {
  const b = await launch();
  const { width = 'desktop', ...contextOptions } = options;
  const context = await b.newContext({ viewport: WIDTHS[width], ...contextOptions });
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
