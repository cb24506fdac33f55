import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeBrowser, openPage, siteUrl } from './browser.ts';

afterAll(closeBrowser);

/** Sum of layout-shift scores since the page started (CLS without session windows). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 50);
      }),
  );
}

describe('header shadow (after more than 10 px of scroll)', () => {
  it.each(['/', '/tr/hizmetler'])('appears on %s once scrolled past 10 px, and goes at the top', async (path) => {
    const { page } = await openPage(path);
    const shadow = () => page.$eval('.site-header', (el) => getComputedStyle(el).boxShadow);
    expect(await page.$eval('.site-header', (el) => el.classList.contains('scrolled'))).toBe(false);
    await page.evaluate(() => scrollTo(0, 10));
    // Let the scroll handler run (it is frame-throttled) before checking that 10 px is not enough.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.$eval('.site-header', (el) => el.classList.contains('scrolled'))).toBe(false);
    await page.evaluate(() => scrollTo(0, 11));
    await page.waitForFunction(() => document.querySelector('.site-header')!.classList.contains('scrolled'));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.site-header')!).boxShadow !== 'none');
    expect(await shadow()).not.toBe('none');
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('.site-header')!.classList.contains('scrolled'));
    await page.context().close();
  });
});

describe('services dropdown (desktop)', () => {
  const menuVisible = (page: Page) => page.isVisible('#services-menu');

  it.each(['/', '/tr'])('on %s: opens on click, closes on a click outside', async (path) => {
    const { page } = await openPage(path);
    const button = page.locator('.dd-toggle');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menuVisible(page)).toBe(false);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menuVisible(page)).toBe(true);
    expect(await page.locator('#services-menu a').count()).toBe(11);
    await page.locator('h1').click(); // not a link: the click stays on this page
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menuVisible(page)).toBe(false);
    await page.context().close();
  });

  it('closes on a click outside even when opening it did not move focus (Safari, iOS)', async () => {
    const { page } = await openPage('/tr/blog');
    const button = page.locator('.dd-toggle');
    await button.evaluate((b: HTMLButtonElement) => b.click());
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.locator('h1').click(); // not a link: the click stays on this page
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menuVisible(page)).toBe(false);
    await page.context().close();
  });

  it('opens on Enter and Space, closes on Escape with focus back on the button', async () => {
    const { page } = await openPage('/about');
    const button = page.locator('.dd-toggle');
    for (const key of ['Enter', 'Space']) {
      await button.focus();
      await page.keyboard.press(key);
      expect(await menuVisible(page), key).toBe(true);
      await page.keyboard.press('Escape');
      expect(await menuVisible(page), key).toBe(false);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('dd-toggle');
    }
    await page.context().close();
  });

  it('opens on ArrowDown with focus on the first item; arrows move between items', async () => {
    const { page } = await openPage('/tr');
    await page.locator('.dd-toggle').focus();
    await page.keyboard.press('ArrowDown');
    expect(await menuVisible(page)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Tüm Hizmetler');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      '/tr/hizmetler/nisan-dugun-organizasyonu',
    );
    await page.context().close();
  });

  it('closes when focus leaves it', async () => {
    const { page } = await openPage('/');
    await page.locator('.dd-toggle').click();
    await page.locator('#services-menu a').last().focus();
    await page.keyboard.press('Tab');
    expect(await menuVisible(page)).toBe(false);
    await page.context().close();
  });

  it('navigates from an item and the new page opens with the dropdown closed', async () => {
    const { page } = await openPage('/');
    await page.locator('.dd-toggle').click();
    await page.locator('#services-menu a[href="/services/consultancy"]').click();
    await page.waitForURL(siteUrl('/services/consultancy'));
    expect(await page.locator('h1').textContent()).toBe('Consultancy');
    expect(await menuVisible(page)).toBe(false);
    expect(await page.locator('.dd-toggle').getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});

describe('mobile menu (375 px)', () => {
  it.each([
    ['/', 'About Us', '/about'],
    ['/tr/sss', 'Hakkımızda', '/tr/hakkimizda'],
  ])(
    'on %s: a button opens the menu, Escape closes it, a link closes it and navigates',
    async (path, linkText, target) => {
      const { page } = await openPage(path, { width: 'phone' });
      const toggle = page.locator('button.menu-open');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.isVisible('#menu')).toBe(false);
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.isVisible('#menu')).toBe(true);
      await page.keyboard.press('Escape');
      expect(await page.isVisible('#menu')).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-open'))).toBe(true);
      await toggle.click();
      await page.locator('#menu .nav-list > li > a', { hasText: linkText }).click();
      await page.waitForURL(siteUrl(target));
      expect(await page.isVisible('#menu')).toBe(false);
      await page.context().close();
    },
  );

  it('closes the open menu as soon as one of its links is followed', async () => {
    const { page } = await openPage('/tr', { width: 'phone' });
    const toggle = page.locator('button.menu-open');
    await toggle.click();
    // Stop the navigation, to look at this page right after the click.
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault(), { once: true }));
    await page.locator('#menu .nav-list > li > a', { hasText: 'Hakkımızda' }).click();
    expect(await page.isVisible('#menu')).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('has a close button inside the open menu, and the services list behind its toggle', async () => {
    const { page } = await openPage('/services', { width: 'phone' });
    await page.locator('button.menu-open').click();
    expect(await page.isVisible('#services-menu')).toBe(false);
    await page.locator('#menu .dd-toggle').click();
    expect(await page.isVisible('#services-menu a[href="/services/festival-event"]')).toBe(true);
    await page.locator('button.menu-close').click();
    expect(await page.isVisible('#menu')).toBe(false);
    await page.context().close();
  });

  it('is not shown on desktop, where the navigation is inline', async () => {
    const { page } = await openPage('/');
    expect(await page.isVisible('.menu-open')).toBe(false);
    expect(await page.isVisible('#menu .nav-list')).toBe(true);
    await page.context().close();
  });
});

describe('language switch and toast', () => {
  const pairs: [string, string][] = [
    ['/', '/tr'],
    ['/about', '/tr/hakkimizda'],
    ['/services', '/tr/hizmetler'],
    ['/services/corporate-events', '/tr/hizmetler/kurumsal-etkinlikler'],
    ['/blog', '/tr/blog'],
    ['/blog/rsvp-guide', '/tr/blog/rsvp-guide'],
    ['/tags/davetiye', '/tr/tags/davetiye'],
    ['/contact', '/tr/iletisim'],
    ['/faq', '/tr/sss'],
    ['/en/faq', '/tr/sss'],
    ['/blog/festival-event-decoration-tips', '/tr/blog/festival-event-decorations'],
  ];

  it.each(pairs)('%s ⇄ %s, with the toast on arrival and no layout shift', async (en, tr) => {
    const { page } = await openPage(en, { width: 'phone' });
    expect(await page.textContent('#toast')).toBe('');
    await page.click('.lang-switch');
    await page.waitForURL(siteUrl(tr));
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await page.waitForFunction(() => document.getElementById('toast')!.textContent === 'Dil Değiştirildi');
    expect(await page.getAttribute('#toast', 'role')).toBe('status');
    expect(await page.isVisible('#toast')).toBe(true);
    expect(await layoutShift(page)).toBe(0);
    await page.click('.lang-switch');
    const back = en.startsWith('/en/') || en.includes('decoration-tips') ? null : en;
    if (back) await page.waitForURL(siteUrl(back));
    else await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.waitForFunction(() => document.getElementById('toast')!.textContent === 'Language Changed');
    await page.context().close();
  });

  it('hides the toast after about three seconds, and a plain reload shows none', async () => {
    const { page } = await openPage('/contact');
    await page.click('.lang-switch');
    await page.waitForFunction(() => document.getElementById('toast')!.textContent === 'Dil Değiştirildi');
    await page.waitForFunction(() => document.getElementById('toast')!.textContent === '', undefined, {
      timeout: 6000,
    });
    expect(await page.isVisible('#toast')).toBe(false);
    await page.reload();
    await page.waitForTimeout(300);
    expect(await page.textContent('#toast')).toBe('');
    await page.context().close();
  });

  it.each([
    ['/no-such-page', '/tr', 'Dil Değiştirildi'],
    ['/tr/hizmetler/bilinmeyen', '/services', 'Language Changed'],
    ['/blog/unknown-post', '/tr/blog', 'Dil Değiştirildi'],
  ])('from the not-found page %s leads to %s, the matching page of the other language', async (from, to, toast) => {
    const { page } = await openPage(from, { width: 'phone' });
    await page.click('.lang-switch');
    await page.waitForURL(siteUrl(to));
    await page.waitForFunction((t) => document.getElementById('toast')!.textContent === t, toast);
    await page.context().close();
  });

  it('also toasts after the footer language link', async () => {
    const { page } = await openPage('/tr/blog');
    await page.click('.footer-langs a[hreflang=en]');
    await page.waitForURL(siteUrl('/'));
    await page.waitForFunction(() => document.getElementById('toast')!.textContent === 'Language Changed');
    await page.context().close();
  });
});

describe('chat link', () => {
  it.each([
    ['/', 'Hello'],
    ['/tr/iletisim', 'Merhaba'],
  ])('on %s opens WhatsApp in a new tab with the prefilled message of the language', async (path, greeting) => {
    const { page } = await openPage(path, { width: 'phone' });
    const chat = page.locator('a.chat');
    expect(await chat.isVisible()).toBe(true);
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.host).toBe('wa.me');
    expect(href.searchParams.get('text')?.startsWith(greeting)).toBe(true);
    const [popup] = await Promise.all([page.waitForEvent('popup'), chat.click()]);
    expect(popup.url()).toContain('wa.me/905321234567');
    await page.context().close();
  });
});
