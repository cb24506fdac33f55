import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, siteUrl, visit } from './browser.ts';

afterAll(closeBrowser);

const PAGES = [
  '/',
  '/tr',
  '/about',
  '/tr/hakkimizda',
  '/services',
  '/tr/hizmetler/kurumsal-etkinlikler',
  '/blog',
  '/tr/blog/rsvp-guide',
  '/tags/davetiye',
  '/tr/iletisim',
  '/faq',
  '/tr/sss',
];

describe('with JavaScript off', () => {
  it.each(PAGES)('%s shows its heading and content at 375 px', async (p) => {
    const page = await visit(p, { javaScriptEnabled: false, width: 'phone' });
    expect(await page.locator('h1').isVisible()).toBe(true);
    const text = await page.locator('main').innerText();
    expect(text.length).toBeGreaterThan(300);
  });

  it('lists every post on the blog list, with no Load More button', async () => {
    const { page } = await openPage('/blog', { javaScriptEnabled: false });
    expect(await page.locator('#post-list > li:visible').count()).toBe(13);
    expect(await page.locator('[data-load-more-button]').isVisible()).toBe(false);
    await page.context().close();
  });

  it('opens FAQ answers natively', async () => {
    const { page } = await openPage('/tr/sss', { javaScriptEnabled: false });
    const item = page.locator('details.faq-item').nth(3);
    expect(await item.locator('p').isVisible()).toBe(false);
    await item.locator('summary').click();
    expect(await item.locator('p').isVisible()).toBe(true);
    await page.context().close();
  });

  it('reaches the whole navigation through the Menu link on a phone', async () => {
    const { page } = await openPage('/', { javaScriptEnabled: false, width: 'phone' });
    expect(await page.isVisible('#menu')).toBe(false);
    await page.click('a.menu-open');
    expect(await page.isVisible('#menu')).toBe(true);
    await page.click('#services-menu a[href="/services/technical-support"]');
    await page.waitForURL(siteUrl('/services/technical-support'));
    await page.context().close();
  });

  it('opens the services list on keyboard focus on desktop', async () => {
    const { page } = await openPage('/', { javaScriptEnabled: false });
    await page.locator('.dd-toggle').focus();
    expect(await page.isVisible('#services-menu')).toBe(true);
    await page.context().close();
  });

  it('switches language by plain link, without a toast', async () => {
    const { page } = await openPage('/services/consultancy', { javaScriptEnabled: false });
    await page.click('.lang-switch');
    await page.waitForURL(siteUrl('/tr/hizmetler/danismanlik-hizmetleri'));
    expect(await page.isVisible('#toast')).toBe(false);
    await page.context().close();
  });
});
