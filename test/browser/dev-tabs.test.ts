/**
 * `eventsite dev` with many tabs open in one browser: live reload must not hold one of the browser's six
 * HTTP/1.1 connections per host for each tab (as server-sent events did), or the seventh tab never loads and the
 * reloads stop. Ten tabs reload on an edit; an eleventh loads completely; all eleven get the next reload.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, startCli, type ProjectCopy, type RunningCli } from '../helpers/project.ts';
import { closeBrowser, launch, watchCsp } from './browser.ts';
import { countOpenSockets, liveSocketOpen } from './live-tab.ts';

const POST = 'content/blog/rsvp-guide.tr.md';
const PATH = '/tr/blog/rsvp-guide';
/** Generous: eleven tabs reloading at once on a busy two-core machine. */
const TIMEOUT = 30_000;

let project: ProjectCopy;
let dev: RunningCli;
let url: string;
let browser: Browser;
/** One context: its tabs share one connection pool, as the tabs of a user's browser do. */
let context: BrowserContext;
const tabs: Page[] = [];

beforeAll(async () => {
  project = await copyProject();
  dev = startCli(project.dir, ['dev', '--port', '0']);
  [, url] = (await dev.waitFor(/Dev server: (http:\/\/127\.0\.0\.1:\d+)/, { timeout: 60_000 })) as unknown as [
    string,
    string,
  ];
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await context.addInitScript(countOpenSockets);
}, 120_000);
afterAll(async () => {
  await closeBrowser();
  await dev?.stop();
  await project?.remove();
});

/** Opens a tab on the post, waits until it loaded completely and its live-reload socket is open, and marks it. */
async function openTab(): Promise<Page> {
  const page = await context.newPage();
  watchCsp(page);
  await page.goto(url + PATH, { waitUntil: 'load', timeout: TIMEOUT });
  await page.locator('h1').waitFor({ state: 'visible', timeout: TIMEOUT });
  await liveSocketOpen(page, TIMEOUT);
  await page.evaluate(() => ((window as unknown as { devMark: number }).devMark = 1));
  tabs.push(page);
  return page;
}

/** Retitles the post and waits until every open tab reloaded (its mark is gone) and shows the new title. */
async function retitleAndAwaitReloads(title: string): Promise<void> {
  await project.edit(POST, (t) => t.replace(/^title: .*$/m, `title: "${title}"`));
  await Promise.all(
    tabs.map(async (page) => {
      await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, title, {
        timeout: TIMEOUT,
      });
      expect(await page.evaluate(() => (window as unknown as { devMark?: number }).devMark)).toBeUndefined();
      // Marked again, so the next edit's reload can be told apart too.
      await liveSocketOpen(page, TIMEOUT);
      await page.evaluate(() => ((window as unknown as { devMark: number }).devMark = 1));
    }),
  );
}

describe('eventsite dev with many tabs', () => {
  it('reloads ten open tabs on an edit', async () => {
    for (let i = 0; i < 10; i++) await openTab();
    await retitleAndAwaitReloads('LCV Rehberi: On Sekme');
  }, 180_000);

  it('loads an eleventh tab completely, and all eleven get the next reload', async () => {
    const eleventh = await openTab();
    expect(await eleventh.locator('h1').textContent()).toBe('LCV Rehberi: On Sekme');
    await retitleAndAwaitReloads('LCV Rehberi: On Bir Sekme');
    expect(tabs).toHaveLength(11);
  }, 180_000);
});
