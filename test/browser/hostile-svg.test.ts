/**
 * An SVG with scripts, event handlers, foreignObject and CSS that fetches from elsewhere (hidden by escapes),
 * published on the site's origin, runs and fetches nothing when a visitor opens it directly (the most dangerous
 * way: it is a document then, not an image).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { startStaticServer, type RunningServer } from '../../src/commands/dev/static-server.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { closeBrowser, launch, watchCsp } from './browser.ts';

const HOSTILE = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1600" height="1000" viewBox="0 0 1600 1000" onload="alert('onload')">
  <script>alert('script'); window.pwned = true;</script>
  <style>@\\69mport "https://tracker.example/a.css"; circle { stroke: \\75rl(https://tracker.example/s.svg#s) }</style>
  <rect width="1600" height="1000" fill="#0b0b0b" onclick="alert('click')" style="fill: u\\72l(https://tracker.example/f.svg#f)"/>
  <foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert('foreign')"/></body></foreignObject>
  <a href="javascript:alert('link')"><circle cx="800" cy="500" r="200" fill="#c9a45c"/></a>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <set attributeName="onmouseover" to="alert('set')"/>
</svg>
`;

let project: ProjectCopy;
let server: RunningServer;
let browser: Browser;
let published: string;

beforeAll(async () => {
  project = await copyProject({ only: ['content'] });
  await project.write('content/images/hero.svg', HOSTILE);
  const out = project.file('dist');
  await build({ contentDir: project.content, outDir: out, year: 2026 });
  published = (await fg('images/hero.*.svg', { cwd: out }))[0]!;
  server = await startStaticServer({ dir: out });
  browser = await launch();
}, 120_000);
afterAll(async () => {
  await closeBrowser();
  await server?.close();
  await project?.remove();
});

describe('a hostile SVG in content/images', () => {
  it('is published without script, handlers, foreignObject or outside references', async () => {
    const svg = await readFile(path.join(project.file('dist'), published), 'utf8');
    expect(svg).toMatch(/^<\?xml[^>]*>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|\son[a-z]+=|foreignObject|javascript:|tracker\.example|<set/i);
    expect(svg).toContain('<circle');
  });

  it('runs nothing when opened directly in Chromium, and still draws', async () => {
    const page = await browser.newPage();
    watchCsp(page);
    const dialogs: string[] = [];
    const requests: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${server.url}/${published}`);
    await page.mouse.click(800, 500);
    await page.mouse.move(10, 10);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(requests.filter((url) => !url.startsWith(server.url))).toEqual([]);
    expect(await page.locator('circle').count()).toBe(1);
    await page.close();
  });
});
