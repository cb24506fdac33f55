import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openPage, siteUrl } from './browser.ts';

afterAll(closeBrowser);

/** The track's settled `scrollLeft`: waits for it to leave `from` (up to 2 s), then until it stops changing for 15 frames. */
function settledScroll(page: Page, from: number): Promise<number> {
  return page.evaluate(
    (start) =>
      new Promise<number>((resolve) => {
        const track = document.querySelector<HTMLElement>('.carousel-track')!;
        const began = performance.now();
        let moved = false;
        let last = track.scrollLeft;
        let still = 0;
        const tick = () => {
          const now = track.scrollLeft;
          if (!moved) moved = now !== start || performance.now() - began > 2000;
          if (moved) {
            still = now === last ? still + 1 : 0;
            if (still >= 15) return resolve(now);
          }
          last = now;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    from,
  );
}

describe('testimonial carousel (one card, 300 px, per press)', () => {
  // At the same time, each in a page of its own: most of each is waiting for a smooth scroll to settle.
  it.concurrent.each([
    ['/', 'phone'],
    ['/', 'desktop'],
    ['/tr', 'phone'],
    ['/tr', 'desktop'],
  ] as const)(
    'on %s (%s): each press moves the settled track by 300 px, one card, forward and back',
    async (p, width) => {
      const { page } = await openPage(p, { width });
      const prev = page.locator('.carousel-btn.prev');
      const next = page.locator('.carousel-btn.next');
      const track = page.locator('.carousel-track');
      // One card per step: cards stand 300 px apart (width plus gap) at this width.
      const lefts = await page.$$eval('.carousel-track > li', (cards) =>
        cards.map((c) => (c as HTMLElement).offsetLeft),
      );
      expect(lefts.slice(1).map((left, i) => left - lefts[i]!)).toEqual(Array(lefts.length - 1).fill(300));
      const max = await track.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(max).toBeGreaterThan(600);
      expect(await prev.isDisabled()).toBe(true);

      // Forward to the end: 300, 600 … (smooth scrolling, snapping on), the last press only as far as the track goes.
      const forward: number[] = [];
      let at = 0;
      while (!(await next.isDisabled())) {
        await next.click();
        at = await settledScroll(page, at);
        forward.push(at);
        expect(forward.length).toBeLessThan(20);
      }
      const steps = Math.ceil(max / 300);
      expect(forward).toEqual([...Array(steps - 1).keys()].map((i) => (i + 1) * 300).concat(max));
      expect(await prev.isDisabled()).toBe(false);

      // Back from the end: first to the last multiple of 300, then 300 px a press down to 0.
      const back: number[] = [];
      while (!(await prev.isDisabled())) {
        await prev.click();
        at = await settledScroll(page, at);
        back.push(at);
        expect(back.length).toBeLessThan(20);
      }
      expect(back).toEqual([...Array(steps).keys()].map((i) => (steps - 1 - i) * 300));
      expect(await next.isDisabled()).toBe(false);
      await page.context().close();
    },
  );

  it('with reduced motion, jumps the same 300 px without animating', async () => {
    const { page } = await openPage('/tr', { width: 'phone', reducedMotion: 'reduce' });
    await page.locator('.carousel-btn.next').click();
    expect(await settledScroll(page, 0)).toBe(300);
    await page.locator('.carousel-btn.next').click();
    expect(await settledScroll(page, 300)).toBe(600);
    await page.locator('.carousel-btn.prev').click();
    expect(await settledScroll(page, 600)).toBe(300);
    await page.context().close();
  });

  it('still scrolls with the keyboard from the focused track', async () => {
    const { page } = await openPage('/', { reducedMotion: 'reduce' });
    await page.locator('.carousel-track').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.querySelector('.carousel-track')!.scrollLeft > 0);
    await page.context().close();
  });
});

describe('blog list Load More (6, then 3 more)', () => {
  it.each([
    ['/blog', 'Load More'],
    ['/tr/blog', 'Daha Fazla Yazı Göster'],
  ])(
    'on %s shows six posts, then three more per click moving focus to the first new post, and removes the button at the end',
    async (p, label) => {
      const { page } = await openPage(p, { width: 'phone' });
      const visible = () => page.locator('#post-list > li:visible').count();
      // The markup lists every post of the bundled blog, more than nine of them: 6 shown, then 3 more per click.
      const total = await page.locator('#post-list > li').count();
      expect(total).toBeGreaterThan(9);
      expect(await visible()).toBe(6);
      const button = page.locator('[data-load-more-button]');
      expect(await button.textContent()).toBe(label);
      for (let before = 6; before < total; before += 3) {
        await button.click();
        const shown = Math.min(before + 3, total);
        expect(await visible()).toBe(shown);
        const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
        expect(focused).toBe(
          await page.locator('#post-list > li').nth(before).locator('.card-link').getAttribute('href'),
        );
        expect(await button.isVisible()).toBe(shown < total);
      }
      await page.context().close();
    },
  );
});

describe('FAQ accordion', () => {
  it.each(['/faq', '/tr/sss'])(
    'on %s keeps at most one item open; the open one closes again; keyboard works',
    async (p) => {
      const { page } = await openPage(p);
      const items = page.locator('details.faq-item');
      expect(await items.count()).toBe(6);
      const openCount = () => page.locator('details.faq-item[open]').count();
      await items.nth(0).locator('summary').click();
      expect(await openCount()).toBe(1);
      await items.nth(2).locator('summary').click();
      expect(await openCount()).toBe(1);
      expect(await items.nth(2).getAttribute('open')).not.toBeNull();
      expect(await items.nth(0).locator('p').isVisible()).toBe(false);
      await items.nth(2).locator('summary').click();
      expect(await openCount()).toBe(0);
      await items.nth(4).locator('summary').focus();
      await page.keyboard.press('Enter');
      expect(await items.nth(4).locator('p').isVisible()).toBe(true);
      await page.keyboard.press('Space');
      expect(await openCount()).toBe(0);
      await page.context().close();
    },
  );
});

describe('scroll-to-top button (home page, beyond 400 px)', () => {
  it.each(['/', '/tr'])('on %s appears past 400 px and returns to the top', async (p) => {
    const { page } = await openPage(p, { width: 'phone', reducedMotion: 'reduce' });
    const button = page.locator('[data-to-top]');
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => scrollTo(0, 400));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => scrollTo(0, 900));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => scrollY === 0);
    await button.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('is only on the home page', async () => {
    const { page } = await openPage('/blog');
    expect(await page.locator('[data-to-top]').count()).toBe(0);
    await page.context().close();
  });
});

describe('contact map', () => {
  it.each(['/contact', '/tr/iletisim'])(
    'on %s sends no third-party request until asked, then embeds the map',
    async (p) => {
      const { page, external } = await openPage(p);
      await page.waitForLoadState('networkidle');
      expect(external).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);
      // The page reached 'networkidle' before the click, so waiting for that state again would return at once:
      // wait for the answer to the frame's own request (the route records it before answering).
      const embedRequested = page.waitForResponse((response) =>
        response.url().startsWith('https://www.openstreetmap.org/export/embed.html'),
      );
      await page.click('[data-map-embed]');
      const frame = page.locator('[data-map] iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
      expect((await frame.getAttribute('title'))?.length).toBeGreaterThan(10);
      await embedRequested;
      expect(external.some((u) => u.startsWith('https://www.openstreetmap.org/export/embed.html'))).toBe(true);
      expect(await page.locator('.contact-cards a[href^="https://www.google.com/maps/"]').isVisible()).toBe(true);
      await page.context().close();
    },
  );
});

describe('not-found pages', () => {
  it.each([
    ['/no-such-page', 'en', 'We can’t find that page'],
    ['/tr/olmayan-sayfa', 'tr', 'Sayfa Bulunamadı'],
    ['/services/no-such-service', 'en', 'Service not found'],
    ['/tr/blog/olmayan-yazi', 'tr', 'Blog yazısı bulunamadı'],
  ])('%s logs the attempted path and shows the %s message', async (p, lang, heading) => {
    const { page, console } = await openPage(p);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.textContent('h1')).toBe(heading);
    expect(console).toContain(`404 Error: User attempted to access non-existent route: ${encodeURI(p)}`);
    await page.context().close();
  });

  it.each([
    ['/tr/hizmetler/bilinmeyen', 'tr', 'Hizmet bulunamadı', '404 - Sayfa Bulunamadı | Kadife Events'],
    ['/en/blog/unknown-post', 'en', 'Blog post not found', '404 - Page Not Found | Kadife Events'],
    ['/tr/xyz', 'tr', 'Sayfa Bulunamadı', '404 - Sayfa Bulunamadı | Kadife Events'],
    ['/services/x', 'en', 'Service not found', '404 - Page Not Found | Kadife Events'],
  ])(
    'on a host serving only the root 404.html, %s still shows the %s message “%s”',
    async (p, lang, heading, title) => {
      const root404 = readFileSync(path.join(inject('siteDir'), '404.html'), 'utf8');
      const { page } = await openPage(null);
      await page.route(siteUrl(p), (route) => route.fulfill({ status: 404, contentType: 'text/html', body: root404 }));
      await page.goto(siteUrl(p));
      await page.waitForFunction((h) => document.querySelector('h1')?.textContent === h, heading);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.title()).toBe(title);
      // The swapped-in page is enhanced like any other: the dropdown works.
      await page.locator('.dd-toggle').click();
      expect(await page.isVisible('#services-menu')).toBe(true);
      await page.context().close();
    },
  );
});

describe('reduced motion', () => {
  it('turns off smooth scrolling and transitions when the visitor prefers reduced motion', async () => {
    const { page } = await openPage('/', { reducedMotion: 'reduce' });
    expect(await page.$eval('.carousel-track', (el) => getComputedStyle(el).scrollBehavior)).toBe('auto');
    expect(await page.$eval('.card', (el) => getComputedStyle(el).transitionDuration)).toMatch(/^0s/);
    await page.context().close();
    const { page: moving } = await openPage('/');
    expect(await moving.$eval('.carousel-track', (el) => getComputedStyle(el).scrollBehavior)).toBe('smooth');
    await moving.context().close();
  });
});
