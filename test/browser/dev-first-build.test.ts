/**
 * `eventsite dev` started on content with a mistake: the page says there has been no successful build yet (there
 * is no last good build to show), the fix brings the site up in the open tab, and from then on the overlay speaks
 * of the last good build again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, startCli, type ProjectCopy, type RunningCli } from '../helpers/project.ts';
import { closeBrowser, launch, watchCsp } from './browser.ts';

const POST = 'content/blog/rsvp-guide.tr.md';

let project: ProjectCopy;
let original: string;
let dev: RunningCli;
let url: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  project = await copyProject();
  original = await project.read(POST);
  await project.write(POST, original.replace(/^excerpt: .*$/m, 'excerpt: [unclosed'));
  dev = startCli(project.dir, ['dev', '--port', '0']);
  [, url] = (await dev.waitFor(/Dev server: (http:\/\/127\.0\.0\.1:\d+)/, { timeout: 60_000 })) as unknown as [
    string,
    string,
  ];
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  watchCsp(page);
}, 120_000);
afterAll(async () => {
  await closeBrowser();
  await dev?.stop();
  await project?.remove();
});

describe('eventsite dev before its first successful build', () => {
  it('says "No successful build yet" over the page, and in the console', async () => {
    await page.goto(`${url}/tr/blog/rsvp-guide`);
    const overlay = page.locator('#eventsite-error-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.locator('h2').textContent()).toBe('Build failed: No successful build yet');
    expect(await overlay.textContent()).toMatch(/YamlSyntaxError: content\/blog\/rsvp-guide\.tr\.md:\d+:\d+/);
    expect(await overlay.textContent()).not.toContain('last good build');
    expect(dev.output()).toContain('(no successful build yet; fix the file and save)');
    expect(dev.output()).not.toContain('last good build');
  });

  it('shows the site in the open tab once the mistake is fixed', async () => {
    await project.write(POST, original);
    await page.waitForFunction(
      () => document.querySelector('h1')?.textContent === 'Düğün ve Davetler İçin LCV Rehberi',
      undefined,
      { timeout: 30_000 },
    );
    expect(await page.locator('#eventsite-error-overlay').count()).toBe(0);
  });

  it('speaks of the last good build after one succeeded', async () => {
    await project.write(POST, original.replace(/^excerpt: .*$/m, 'excerpt: [unclosed'));
    const overlay = page.locator('#eventsite-error-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    expect(await overlay.locator('h2').textContent()).toBe('Build failed: the page shows the last good build');
    expect(await page.locator('h1').textContent()).toBe('Düğün ve Davetler İçin LCV Rehberi');
  });
});
