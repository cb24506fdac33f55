/**
 * The root not-found page's script sends `/about/` on to `/about`; a host answers that page for any path, also for
 * `//evil.example/`, which a browser reads, once its last slash is gone, as the address of another host. Whatever
 * the path, the visitor stays on the site's origin and under its path prefix. Served by `preview`'s server, as built
 * (the bundled content at the root, and under `/repo`), in Chromium.
 */
import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { startStaticServer, type RunningServer } from '../../src/commands/dev/static-server.ts';
import { CONTENT_DIR, tempDir } from '../helpers/project.ts';
import { closeBrowser, launch } from './browser.ts';

afterAll(closeBrowser);

/** Every form of a path that a browser would read as another host once the script took its last slash off. */
const FORMS = [
  '//evil.example/',
  '/\\evil.example/',
  '///evil.example/about/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
];

/**
 * Opens `origin + path` in a fresh context and returns where the tab ends up, once nothing more loads.
 * @param notFoundPage - the page to answer the first request with (status 404), as a host that answers every miss
 * with the root `404.html` does; without it, the server answers.
 */
async function landing(
  origin: string,
  path: string,
  notFoundPage?: string,
): Promise<{ url: URL; logged: boolean; elsewhere: string[] }> {
  const context = await (await launch()).newContext();
  const elsewhere: string[] = [];
  let first = notFoundPage !== undefined;
  // Another host is never really asked: its requests are answered here with an empty page, and recorded.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (first && notFoundPage !== undefined) {
      first = false;
      return route.fulfill({ status: 404, contentType: 'text/html', body: notFoundPage });
    }
    if (url.startsWith(`${origin}/`)) return route.continue();
    elsewhere.push(url);
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' });
  });
  const page = await context.newPage();
  let logged = false;
  page.on(
    'console',
    (message) => (logged ||= message.text().startsWith('404 Error: User attempted to access non-existent route')),
  );
  // The script may move on while the first page loads: that navigation replaces the one asked for.
  await page.goto(`${origin}${path}`).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const url = new URL(page.url());
  await context.close();
  return { url, logged, elsewhere };
}

describe('the root not-found page never leads off the site', () => {
  it.each(FORMS)('at the root: %s', async (path) => {
    const origin = inject('siteUrl');
    const { url, logged, elsewhere } = await landing(origin, path);
    expect(logged).toBe(true);
    expect(elsewhere).toEqual([]);
    expect(url.origin).toBe(origin);
  });

  describe('under a path prefix', () => {
    let parent: string;
    let server: RunningServer;
    beforeAll(async () => {
      parent = await tempDir('eventsite-redirect-');
      await build({
        contentDir: CONTENT_DIR,
        outDir: `${parent}/repo`,
        baseUrl: 'https://owner.github.io/repo/',
        year: 2026,
      });
      server = await startStaticServer({ dir: `${parent}/repo`, base: '/repo' });
    }, 240_000);
    afterAll(async () => {
      await server?.close();
      if (parent) await rm(parent, { recursive: true, force: true });
    });

    it.each(FORMS)('/repo%s', async (path) => {
      const { url, logged, elsewhere } = await landing(server.url, `/repo${path}`);
      expect(logged).toBe(true);
      expect(elsewhere).toEqual([]);
      expect(url.origin).toBe(server.url);
      expect(url.pathname).toMatch(/^\/repo\//);
    });

    it.each(FORMS)('%s, on a host that answers any path with the root 404.html', async (path) => {
      const { url, logged, elsewhere } = await landing(
        server.url,
        path,
        await readFile(`${parent}/repo/404.html`, 'utf8'),
      );
      expect(logged).toBe(true);
      expect(elsewhere).toEqual([]);
      expect(url.origin).toBe(server.url);
    });
  });
});
