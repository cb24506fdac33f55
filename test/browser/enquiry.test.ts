/**
 * The enquiry form sent from Chromium, with JavaScript and without, in both languages,
 * to a small receiving server on this machine that answers as Formspree does (`provider: formspree`): a form POST
 * with 303 to the thank-you page named in `_next`, a `fetch` with JSON and CORS headers. A receiver without CORS
 * headers is `enquiry-local.test.ts`'s. The site is built with that endpoint and served with the headers
 * its build writes (`_headers`), so its Content-Security-Policy is enforced: any violation fails the test.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { startStaticServer, type RunningServer } from '../../src/commands/dev/static-server.ts';
import type { LocaleStrings } from '../../src/content/schemas.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { freePort } from '../helpers/servers.ts';
import { closeBrowser, launch, watchCsp, WIDTHS } from './browser.ts';
import { loadCached } from '../helpers/load.ts';

/** What the receiving server was sent. */
interface Received {
  accept: string;
  contentType: string;
  fields: Record<string, string>;
}

const received: Received[] = [];
/** How the receiving server answers: as a form backend does, with 500, or with a redirect even to `fetch`. */
let answer: 'backend' | 'fail' | 'redirect' = 'backend';

let copy: ProjectCopy;
let site: RunningServer;
let receiver: Server;
let strings: Record<string, LocaleStrings>;
let endpoint: string;

/** The headers `_headers` gives every path (`/*`), as Netlify and Cloudflare Pages would send them. */
function headersOf(file: string): Record<string, string> {
  const block = file.split('\n\n').find((b) => b.startsWith('/*\n'))!;
  return Object.fromEntries(
    block
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map(
        (line) =>
          line
            .trim()
            .split(/: (.*)/)
            .slice(0, 2) as [string, string],
      ),
  );
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      received.push({ accept: req.headers.accept ?? '', contentType: req.headers['content-type'] ?? '', fields });
      const cors = { 'Access-Control-Allow-Origin': site.url, Vary: 'Origin' };
      if (answer === 'fail') res.writeHead(500, { ...cors, 'Content-Type': 'application/json' }).end('{"ok":false}');
      else if (answer === 'backend' && req.headers.accept?.includes('application/json'))
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"ok":true}');
      else res.writeHead(303, { ...cors, Location: fields._next ?? '/' }).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/f/kadife`;

  copy = await copyProject({ only: ['content'] });
  // Formspree's way of answering, the one backend whose answer the page's script reads (`provider: formspree`).
  await copy.write(
    'content/site.yaml',
    `${await copy.read('content/site.yaml')}\nenquiry:\n  provider: formspree\n  endpoint: ${endpoint}\n`,
  );
  const port = await freePort();
  const dir = copy.file('dist');
  await build({ contentDir: copy.content, outDir: dir, year: 2026, baseUrl: `http://127.0.0.1:${port}` });
  const headers = headersOf(await readFile(copy.file('dist/_headers'), 'utf8'));
  site = await startStaticServer({
    dir,
    port,
    // The site's own headers in place of the default ones: the CSP that allows the endpoint.
    before: (_req, res) => {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      return false;
    },
  });
  strings = (await loadCached({ contentDir: copy.content, baseUrl: `http://127.0.0.1:${port}` })).strings;
}, 180_000);

afterAll(async () => {
  await closeBrowser();
  await site?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  await copy?.remove();
});

/** A page of the built site in a fresh context, CSP violations watched. */
async function open(path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await (await launch()).newContext({ viewport: WIDTHS.desktop, javaScriptEnabled });
  const page = await context.newPage();
  watchCsp(page);
  await page.goto(site.url + path);
  return page;
}

const LANGUAGES = [
  { code: 'en', contact: '/contact', thanks: '/thank-you', name: 'Ayşe Yılmaz' },
  { code: 'tr', contact: '/tr/iletisim', thanks: '/tr/tesekkurler', name: 'Şükrü Öztürk' },
] as const;

/** Fills in every field as a visitor would, and returns what the endpoint must receive. */
async function fillIn(page: Page, language: (typeof LANGUAGES)[number]): Promise<Record<string, string>> {
  const budget = strings[language.code]!.enquiry.budgets[2]!;
  await page.getByLabel(strings[language.code]!.enquiry.name).fill(language.name);
  await page.fill('#enq-phone', '0 (532) 123 45 67');
  await page.fill('#enq-email', 'ayse@example.com');
  await page.selectOption('#enq-occasion', 'corporate-events');
  await page.fill('#enq-date', '2027-06-12');
  await page.fill('#enq-guests', '180');
  await page.selectOption('#enq-budget', budget);
  await page.fill('#enq-message', 'Boğaz’da 180 kişilik bir kına gecesi & düğün; “yalı” olursa güzel olur.');
  await page.check('#enq-consent');
  return {
    language: language.code,
    page: site.url + language.contact,
    _next: site.url + language.thanks,
    _gotcha: '',
    name: language.name,
    phone: '0 (532) 123 45 67',
    email: 'ayse@example.com',
    occasion: 'corporate-events',
    date: '2027-06-12',
    guests: '180',
    budget,
    message: 'Boğaz’da 180 kişilik bir kına gecesi & düğün; “yalı” olursa güzel olur.',
    consent: 'yes',
  };
}

const send = (page: Page) => page.locator('form[data-enquiry] button[type=submit]').click();

describe.each(LANGUAGES)('the enquiry form in $code', (language) => {
  it('without JavaScript, posts every field to the endpoint and the browser lands on the thank-you page', async () => {
    const page = await open(language.contact, false);
    const expected = await fillIn(page, language);
    const before = received.length;
    await send(page);
    await page.waitForURL(site.url + language.thanks);
    expect(await page.locator('h1').innerText()).toBe(strings[language.code]!.thanks.heading);
    expect(received.slice(before)).toEqual([
      {
        accept: expect.stringContaining('text/html') as string,
        contentType: 'application/x-www-form-urlencoded',
        fields: expected,
      },
    ]);
    await page.context().close();
  });

  it('with JavaScript, sends every field with fetch and says so in the page language', async () => {
    const page = await open(language.contact);
    const expected = await fillIn(page, language);
    const before = received.length;
    await send(page);
    const status = page.locator('#enq-status');
    await expect.poll(() => status.innerText()).toBe(strings[language.code]!.enquiry.sent);
    expect(received.slice(before)).toEqual([
      { accept: 'application/json', contentType: 'application/x-www-form-urlencoded;charset=UTF-8', fields: expected },
    ]);
    expect(page.url()).toBe(site.url + language.contact);
    expect(await page.locator('form[data-enquiry]').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enq-status');
    await page.context().close();
  });

  it('with JavaScript, checks the fields inline in the page language, and sends nothing until they are right', async () => {
    const { errors } = strings[language.code]!.enquiry;
    const page = await open(language.contact);
    const before = received.length;
    await send(page);
    expect(await page.locator('#enq-name-error').innerText()).toBe(errors.name);
    expect(await page.locator('#enq-email-error').innerText()).toBe(errors.email);
    expect(await page.locator('#enq-consent-error').innerText()).toBe(errors.consent);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('enq-name');
    expect(await page.getAttribute('#enq-name', 'aria-invalid')).toBe('true');
    // Each field is checked as it is left.
    await page.fill('#enq-phone', 'ask for Ayşe');
    await page.fill('#enq-email', 'ayse@');
    await page.fill('#enq-guests', '0');
    await page.focus('#enq-name');
    expect(await page.locator('#enq-phone-error').innerText()).toBe(errors.phone);
    expect(await page.locator('#enq-email-error').innerText()).toBe(errors.email);
    expect(await page.locator('#enq-guests-error').innerText()).toBe(errors.guests);
    // A field marked wrong is checked again as it is typed in.
    await page.fill('#enq-phone', '+90 532 123 45 67');
    expect(await page.locator('#enq-phone-error').isVisible()).toBe(false);
    expect(await page.getAttribute('#enq-phone', 'aria-invalid')).toBe('false');
    await send(page);
    expect(received.length).toBe(before);
    await page.context().close();
  });

  it('with JavaScript, keeps the form and offers the phone number when the endpoint fails', async () => {
    const page = await open(language.contact);
    await fillIn(page, language);
    answer = 'fail';
    try {
      await send(page);
      const status = page.locator('#enq-status');
      await expect.poll(() => status.innerText()).toContain('+90 212 555 01 47');
      const failed = strings[language.code]!.enquiry.failed;
      expect(await status.innerText()).toBe(failed.replace('{phone}', '+90 212 555 01 47'));
      expect(await status.locator('a').getAttribute('href')).toBe('tel:+902125550147');
      expect(await page.locator('form[data-enquiry]').isVisible()).toBe(true);
      expect(await page.inputValue('#enq-name')).toBe(language.name);
    } finally {
      answer = 'backend';
    }
    await page.context().close();
  });
});

describe('the enquiry form', () => {
  it('counts a redirect answer to fetch (a backend sending the browser to the thank-you page) as sent', async () => {
    const page = await open('/contact');
    await fillIn(page, LANGUAGES[0]);
    answer = 'redirect';
    try {
      await send(page);
      await expect.poll(() => page.locator('#enq-status').innerText()).toBe(strings.en!.enquiry.sent);
    } finally {
      answer = 'backend';
    }
    await page.context().close();
  });

  it('hides the honeypot from sight, from assistive technology and from the keyboard', async () => {
    const page = await open('/contact');
    const trap = page.locator('input[name=_gotcha]');
    expect(await trap.count()).toBe(1);
    // Inside a box of one pixel that clips what overflows it (the visually hidden pattern).
    const wrapper = trap.locator('xpath=..');
    const box = (await wrapper.boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    expect(await wrapper.evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden');
    expect(await wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await page.getByRole('textbox', { name: strings.en!.enquiry.honeypot }).count()).toBe(0);
    expect(await trap.getAttribute('autocomplete')).toBe('off');
    await page.focus('#enq-name');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('_gotcha');
    await page.context().close();
  });

  it('allows exactly the endpoint’s origin besides the site in the Content-Security-Policy it is served with', async () => {
    const response = await fetch(`${site.url}/contact`);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain(`form-action 'self' ${new URL(endpoint).origin};`);
    expect(policy).toContain(`connect-src 'self' ${new URL(endpoint).origin};`);
  });

  it.each(['/contact', '/tr/iletisim', '/thank-you', '/tr/tesekkurler'])(
    '%s passes axe (WCAG 2.2 AA), also with the messages shown',
    async (path) => {
      const page = await open(path);
      const axe = async () =>
        (
          await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
        ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
      expect(await axe()).toEqual([]);
      if (path.includes('contact') || path.includes('iletisim')) {
        await send(page);
        expect(await axe()).toEqual([]);
      }
      await page.context().close();
    },
  );
});
