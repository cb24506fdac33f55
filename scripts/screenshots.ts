/**
 * Screenshots of built pages in headless Chromium, for looking at what we build.
 * Usage: node --import tsx scripts/screenshots.ts DIST OUTDIR /path1 /path2 ...  (widths 375 and 1280)
 * `BASE_PATH=/repo` serves a folder built for a path prefix under it (paths then start with /repo/); `FULL=0` takes
 * the viewport only.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../src/commands/dev/static-server.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/browser/chromium.ts';

const [dist = 'dist', out = '/tmp/shots', ...paths] = process.argv.slice(2);
const server = await startStaticServer({ dir: dist, base: process.env.BASE_PATH ?? '' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
await mkdir(out, { recursive: true });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
  for (const p of paths) {
    await page.goto(server.url + encodeURI(p), { waitUntil: 'networkidle' });
    // Lazy images below the fold load only when scrolled to; load them all for a full-page picture.
    await page.evaluate(() =>
      document.querySelectorAll('img[loading=lazy]').forEach((img) => img.removeAttribute('loading')),
    );
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const name = `${width}-${(p.replace(/\//g, '_') || '_home').replace(/^_/, '') || 'home'}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: process.env.FULL !== '0' });
    console.log(path.join(out, name));
  }
  await page.close();
}
await browser.close();
await server.close();
