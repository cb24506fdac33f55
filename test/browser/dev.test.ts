/**
 * An editor's session with `eventsite dev`, in a real browser: edit a post and see it without touching the tab,
 * break the YAML and see where, fix it and carry on; a stylesheet edit applies without a reload; after an edit to the
 * tool's own sources dev starts again by itself and the tab reloads.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, startCli, type ProjectCopy, type RunningCli } from '../helpers/project.ts';
import { closeBrowser, launch, watchCsp } from './browser.ts';
import { countOpenSockets, liveSocketOpen } from './live-tab.ts';

let project: ProjectCopy;
let dev: RunningCli;
let url: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  project = await copyProject();
  dev = startCli(project.dir, ['dev', '--port', '0']);
  [, url] = (await dev.waitFor(/Dev server: (http:\/\/127\.0\.0\.1:\d+)/, { timeout: 60_000 })) as unknown as [
    string,
    string,
  ];
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.addInitScript(countOpenSockets);
  watchCsp(page);
}, 120_000);
afterAll(async () => {
  await closeBrowser();
  await dev?.stop();
  await project?.remove();
});

/** Marks the current document, so a test can tell whether the page was reloaded. */
const mark = () => page.evaluate(() => ((window as unknown as { devMark: number }).devMark = 1));
const marked = () => page.evaluate(() => (window as unknown as { devMark?: number }).devMark === 1);

describe('eventsite dev in the browser', () => {
  it('shows an edited post in the open tab without touching it', async () => {
    await page.goto(`${url}/tr/blog/rsvp-guide`);
    await page.waitForFunction(
      () => document.querySelectorAll('script[src="/__eventsite/live-reload.js"]').length === 1,
    );
    await liveSocketOpen(page);
    await mark();
    await project.edit('content/blog/rsvp-guide.tr.md', (t) =>
      t.replace(/^title: .*$/m, 'title: "LCV Rehberi: Güncel Sürüm"'),
    );
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'LCV Rehberi: Güncel Sürüm',
      undefined,
      { timeout: 15_000 },
    );
    expect(await marked()).toBe(false);
  });

  it('shows a YAML mistake over the page with file and line, keeps the last good page, and recovers after the fix', async () => {
    const original = await project.read('content/blog/rsvp-guide.tr.md');
    await project.edit('content/blog/rsvp-guide.tr.md', (t) => t.replace(/^excerpt: .*$/m, 'excerpt: [unclosed'));
    const overlay = page.locator('#eventsite-error-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.textContent()).toMatch(/YamlSyntaxError: content\/blog\/rsvp-guide\.tr\.md:\d+:\d+/);
    expect(await page.locator('h1').textContent()).toBe('LCV Rehberi: Güncel Sürüm');
    // A tab opened while the error stands shows it too, over the last good page.
    const other = await browser.newPage();
    await other.goto(`${url}/tr/blog/rsvp-guide`);
    await other.locator('#eventsite-error-overlay').waitFor({ timeout: 15_000 });
    expect(await other.locator('h1').textContent()).toBe('LCV Rehberi: Güncel Sürüm');
    await other.close();

    await project.write(
      'content/blog/rsvp-guide.tr.md',
      original.replace(/^title: .*$/m, 'title: "LCV Rehberi: Düzeltildi"'),
    );
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'LCV Rehberi: Düzeltildi',
      undefined,
      { timeout: 15_000 },
    );
    expect(await overlay.count()).toBe(0);
    expect(dev.child.exitCode).toBeNull();
  });

  it('applies a stylesheet edit without reloading the page', async () => {
    // The tab reloaded after the fix: a swap sent before its new socket is open would never reach it.
    await liveSocketOpen(page);
    await mark();
    const colour = () => page.$eval('.site-header', (el) => getComputedStyle(el).backgroundColor);
    expect(await colour()).toBe('rgb(11, 11, 11)');
    await project.edit('templates/styles/base.css', (t) => t.replace('--ink: #0b0b0b;', '--ink: #102030;'));
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.site-header')!).backgroundColor === 'rgb(16, 32, 48)',
      undefined,
      { timeout: 15_000 },
    );
    expect(await marked()).toBe(true);
  });

  it('applies a template edit without restarting', async () => {
    await page.goto(`${url}/about`);
    await liveSocketOpen(page);
    await project.edit('templates/pages/AboutPage.tsx', (t) =>
      t.replace(
        '<PageHero heading={copy.heading} text={copy.intro} />',
        '<PageHero heading={copy.heading} text={copy.intro} eyebrow="Since 2012" />',
      ),
    );
    // The edited template is type-checked first (seconds of CPU): a generous guard against a hang.
    await page.waitForFunction(
      () => document.querySelector('.hero .eyebrow')?.textContent === 'Since 2012',
      undefined,
      { timeout: 60_000 },
    );
    expect(dev.output()).toMatch(/templates\/pages\/AboutPage\.tsx → \d+ pages written/);
  });

  it('starts again with the new code on the same port after a generator source changes, and the tab reloads', async () => {
    await page.goto(`${url}/about`);
    await mark();
    const from = dev.output().length;
    await project.edit('src/site/route-table.ts', (t) => `${t}\n// edited under dev\n`);
    await dev.waitFor(/A source of eventsite changed: dev starts again/, { from, timeout: 90_000 });
    // Generous guards against a hang, not timings: the edited tool is another version, whose first build finds
    // none of the cache folder's entries (tens of seconds of CPU on a loaded 2-core runner).
    const [, again] = (await dev.waitFor(/Dev server: (http:\/\/127\.0\.0\.1:\d+)/, { from, timeout: 240_000 })) as [
      string,
      string,
    ];
    expect(again).toBe(url);
    await page.waitForFunction(() => (window as unknown as { devMark?: number }).devMark === undefined, undefined, {
      timeout: 60_000,
    });
    await page.locator('h1').waitFor({ timeout: 15_000 });
    expect(await page.locator('#eventsite-error-overlay').count()).toBe(0);
  }, 360_000);
});
