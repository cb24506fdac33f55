/**
 * An editor's session with `eventsite dev`, in a real browser: edit a post and see it without touching the tab,
 * break the YAML and see where, fix it and carry on; a stylesheet edit applies without a reload; the tab reloads by
 * itself after a restart of the dev server.
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
/** The route table module as copied, put back before dev restarts (see the last test). */
let routeTable: string;

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

  it('shows "Restart needed" over the page after a generator source changes, and keeps the page as it was', async () => {
    await page.goto(`${url}/about`);
    routeTable = await project.read('src/site/route-table.ts');
    await project.edit('src/site/route-table.ts', (t) => `${t}\n// edited under dev\n`);
    const overlay = page.locator('#eventsite-error-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.locator('h2').textContent()).toMatch(/^Restart needed/);
    expect(await overlay.textContent()).toContain('src/site/route-table.ts changed: restart needed');
    expect(await page.locator('.hero .eyebrow').textContent()).toBe('Since 2012');
  });

  it('reloads the open tab by itself once the restarted dev server is back', async () => {
    await mark();
    const port = new URL(url).port;
    // The server closes the tabs' sockets as it stops: else it would wait for them and never exit.
    await dev.stop();
    // The source as it was: an edited source is another version of the tool, whose first build finds none of the
    // cache folder's entries (tens of seconds of CPU) and tells nothing more about the reload.
    await project.write('src/site/route-table.ts', routeTable);
    dev = startCli(project.dir, ['dev', '--port', port]);
    // Generous guards against a hang, not timings: on a loaded 2-core runner a restart takes a while.
    await dev.waitFor(/Dev server: http/, { timeout: 150_000 });
    await page.waitForFunction(() => (window as unknown as { devMark?: number }).devMark === undefined, undefined, {
      timeout: 60_000,
    });
    await page.locator('h1').waitFor({ timeout: 15_000 });
    expect(await page.locator('#eventsite-error-overlay').count()).toBe(0);
  }, 240_000);
});
