/**
 * Hosts that answer every miss with the root `404.html` and cannot redirect (GitHub Pages): the root
 * not-found page sends `/about/` on to `/about`, and shows the message of the path's language and folder
 * even where the server answers the `404.html` files themselves with status 404 (nginx, Caddy, preview).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPage, siteUrl } from './browser.ts';

afterAll(closeBrowser);

const root404 = () => readFileSync(path.join(inject('siteDir'), '404.html'), 'utf8');

describe('the root not-found page on a host that serves only it', () => {
  it.each([
    ['/about/', '/about', 'en'],
    ['/tr/hizmetler/kurumsal-etkinlikler/', '/tr/hizmetler/kurumsal-etkinlikler', 'tr'],
  ])('sends %s on to %s', async (from, to, lang) => {
    const { page } = await openPage(null);
    await page.route(siteUrl(from), (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: root404() }),
    );
    await page.goto(siteUrl(from));
    await page.waitForURL(siteUrl(to));
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.locator('[data-not-found]').count()).toBe(0);
    await page.context().close();
  });

  it('fetches the Turkish services message although the server answers /tr/hizmetler/404.html with status 404', async () => {
    const direct = await fetch(siteUrl('/tr/hizmetler/404.html'));
    expect(direct.status).toBe(404);
    const { page } = await openPage(null);
    await page.route(siteUrl('/tr/hizmetler/yok'), (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: root404() }),
    );
    await page.goto(siteUrl('/tr/hizmetler/yok'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hizmet bulunamadı');
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await page.context().close();
  });
});
