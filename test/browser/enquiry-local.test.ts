/**
 * The enquiry form tried end to end on this machine, as a company tries it before going live: `site.yaml` names a
 * receiver on 127.0.0.1 that answers as a company's own script does (303 to the thank-you page named in `_next`)
 * and sends no CORS headers. Under `preview` (of a build for a local base URL) and under `dev`, in both languages,
 * with JavaScript and without, the enquiry arrives once and the visitor lands on the thank-you page of the server
 * they are on: the page's script never reads the receiver's answer, so never calls an enquiry that arrived "not
 * sent". Without JavaScript, a form without an e-mail address is not sent. CSP violations fail the test.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocaleStrings } from '../../src/content/schemas.ts';
import { loadCached } from '../helpers/load.ts';
import { copyProject, runCli, startCli, type ProjectCopy, type RunningCli } from '../helpers/project.ts';
import { freePort } from '../helpers/servers.ts';
import { closeBrowser, launch, watchCsp, WIDTHS } from './browser.ts';

/** The fields each POST the receiver took carried. */
const received: Record<string, string>[] = [];
let receiver: Server;
let project: ProjectCopy;
let strings: Record<string, LocaleStrings>;
const servers: { name: string; url: string; cli: RunningCli }[] = [];

beforeAll(async () => {
  // A company's own script: it takes the form and redirects, and says nothing about CORS.
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      received.push(fields);
      res.writeHead(303, { Location: fields._next ?? '/' }).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/collect`;

  project = await copyProject();
  await project.write(
    'content/site.yaml',
    `${await project.read('content/site.yaml')}\nenquiry:\n  endpoint: ${endpoint}\n`,
  );
  strings = (await loadCached({ contentDir: project.content, baseUrl: 'http://127.0.0.1:4173' })).strings;

  const port = await freePort();
  const built = await runCli(project.dir, ['build', '--base-url', `http://127.0.0.1:${port}`, '--out', 'site']);
  expect(built.code, built.stderr).toBe(0);
  const preview = startCli(project.dir, ['preview', '--out', 'site', '--port', String(port)]);
  servers.push({ name: 'preview', url: `http://127.0.0.1:${port}`, cli: preview });
  await preview.waitFor(/Preview of/);
  const dev = startCli(project.dir, ['dev', '--port', '0']);
  const [, devUrl] = (await dev.waitFor(/Dev server: (http:\/\/127\.0\.0\.1:\d+)/, {
    timeout: 120_000,
  })) as unknown as [string, string];
  servers.push({ name: 'dev', url: devUrl, cli: dev });
}, 240_000);

afterAll(async () => {
  await closeBrowser();
  for (const server of servers) await server.cli.stop();
  await new Promise((resolve) => receiver?.close(resolve));
  await project?.remove();
});

/** A page in a fresh context, CSP violations watched. */
async function open(url: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await (await launch()).newContext({ viewport: WIDTHS.desktop, javaScriptEnabled });
  const page = await context.newPage();
  watchCsp(page);
  await page.goto(url);
  return page;
}

const LANGUAGES = [
  { code: 'en', contact: '/contact', thanks: '/thank-you', name: 'Ayşe Yılmaz' },
  { code: 'tr', contact: '/tr/iletisim', thanks: '/tr/tesekkurler', name: 'Şükrü Öztürk' },
] as const;

const send = (page: Page) => page.locator('form[data-enquiry] button[type=submit]').click();

describe.each(['preview', 'dev'])(
  'the enquiry form under %s, sent to a local receiver without CORS headers',
  (name) => {
    const server = () => servers.find((s) => s.name === name)!;

    describe.each(LANGUAGES)('in $code', (language) => {
      it.each([true, false])(
        'with JavaScript %s, arrives once and lands on this server’s thank-you page',
        async (javaScript) => {
          const { url } = server();
          const page = await open(url + language.contact, javaScript);
          await page.fill('#enq-name', language.name);
          await page.fill('#enq-email', 'ayse@example.com');
          await page.check('#enq-consent');
          const before = received.length;
          await send(page);
          await page.waitForURL(url + language.thanks);
          expect(await page.locator('h1').innerText()).toBe(strings[language.code]!.thanks.heading);
          expect(received.slice(before)).toEqual([
            expect.objectContaining({
              name: language.name,
              email: 'ayse@example.com',
              language: language.code,
              page: url + language.contact,
              _next: url + language.thanks,
            }),
          ]);
          await page.context().close();
        },
      );
    });

    it('without JavaScript, sends no form without an e-mail address to reply to', async () => {
      const { url } = server();
      const page = await open(`${url}/tr/iletisim`, false);
      await page.fill('#enq-name', 'Şükrü Öztürk');
      await page.fill('#enq-phone', '0532 123 45 67');
      await page.check('#enq-consent');
      const before = received.length;
      await send(page);
      expect(await page.locator('#enq-email').evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(
        true,
      );
      // With the address given, the same form is sent: exactly one enquiry arrives, the second attempt's.
      await page.fill('#enq-email', 'sukru@example.com');
      await send(page);
      await page.waitForURL(`${url}/tr/tesekkurler`);
      expect(received.slice(before)).toEqual([
        expect.objectContaining({ email: 'sukru@example.com', phone: '0532 123 45 67' }),
      ]);
      await page.context().close();
    });
  },
);
