/**
 * Template errors under `eventsite dev`, in a real browser: a field name the view does not have, and a template that
 * throws while rendering, each shown over the last good page at the template's file, line and column, with the field
 * or the route; the fix brings the page back.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, startCli, type ProjectCopy, type RunningCli } from '../helpers/project.ts';
import { closeBrowser, launch, watchCsp } from './browser.ts';

const HOME = 'templates/pages/HomePage.tsx';
/** A whole type check of the templates takes seconds on a busy 2-core machine: a generous guard against a hang. */
const CHECKED = 90_000;

let project: ProjectCopy;
let original: string;
let dev: RunningCli;
let url: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  project = await copyProject();
  original = await project.read(HOME);
  dev = startCli(project.dir, ['dev', '--port', '0']);
  [, url] = (await dev.waitFor(/Dev server: (http:\/\/127\.0\.0\.1:\d+)/, { timeout: 120_000 })) as unknown as [
    string,
    string,
  ];
  browser = await launch();
  page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  watchCsp(page);
}, 180_000);
afterAll(async () => {
  await closeBrowser();
  await dev?.stop();
  await project?.remove();
});

/** Replaces `from` by `to` in the home template; returns the 1-based line and column of `at` (a part of `to`) there. */
async function editHome(from: string, to: string, at: string): Promise<{ line: number; column: number }> {
  if (!original.includes(from)) throw new Error(`${HOME} has no "${from}": the test's text is out of date`);
  await project.write(HOME, original.replace(from, to));
  const lines = original.replace(from, to).split('\n');
  const line = lines.findIndex((l) => l.includes(to));
  return { line: line + 1, column: lines[line]!.indexOf(to) + to.indexOf(at) + 1 };
}

/** Puts the template back and waits until the page shows it again, without the overlay. */
async function fix(): Promise<void> {
  await project.write(HOME, original);
  await page.locator('#eventsite-error-overlay').waitFor({ state: 'detached', timeout: CHECKED });
}

describe('template errors under eventsite dev', () => {
  it(
    'shows a field name the view does not have over the last good page, at its place, and recovers after the fix',
    { timeout: CHECKED * 2 },
    async () => {
      await page.goto(`${url}/`);
      const heading = await page.locator('h1').textContent();
      const { line, column } = await editHome('{hero.heading}', '{hero.headng}', 'headng');
      const overlay = page.locator('#eventsite-error-overlay');
      await overlay.waitFor({ timeout: CHECKED });
      expect(await overlay.textContent()).toContain(
        `TemplateError: ${HOME}:${line}:${column} \`hero.headng\` is no field of \`hero\`; did you mean \`heading\`?`,
      );
      expect(await page.locator('h1').textContent()).toBe(heading);
      await fix();
      expect(await page.locator('h1').textContent()).toBe(heading);
    },
  );

  it('shows a template that throws at the place of the throw, with the route', { timeout: CHECKED * 2 }, async () => {
    await page.goto(`${url}/`);
    const { line, column } = await editHome(
      '{hero.eyebrow}',
      '{(hero as unknown as { missing: { eyebrow: string } }).missing.eyebrow}',
      'eyebrow}',
    );
    const overlay = page.locator('#eventsite-error-overlay');
    await overlay.waitFor({ timeout: CHECKED });
    expect(await overlay.textContent()).toMatch(
      new RegExp(
        `TemplateError: ${HOME}:${line}:${column} Cannot read properties of undefined \\(reading 'eyebrow'\\) while rendering (/ \\(en\\)|/tr \\(tr\\))`,
      ),
    );
    await fix();
  });
});
