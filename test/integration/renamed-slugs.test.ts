/**
 * Renaming a slug keeps every old URL working: a service, a post and a section renamed in content, each with its
 * old slug kept as an alias, answer at their old URLs with a permanent redirect on real nginx (with the
 * configuration `host-config` prints), keeping the query string; and the built folder has, at each old path, the
 * page that sends the browser on (for hosts that cannot redirect), `noindex`, with the new page as canonical.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { loadSite } from '../../src/commands/build/load-site.ts';
import { hostConfig } from '../../src/output/hosts/host-config.ts';
import { copyProject, tempDir, type ProjectCopy } from '../helpers/project.ts';
import {
  CADDY,
  fetchRaw,
  freePort,
  installed,
  NGINX,
  startCaddy,
  startNginx,
  type TestServer,
} from '../helpers/servers.ts';

let copy: ProjectCopy;
let dist: string;
let nginx: TestServer | undefined;
let caddy: TestServer | undefined;

/** Old and new paths after the renames. */
const RENAMED: [string, string][] = [
  ['/services/corporate-events', '/services/corporate-event-planning'],
  ['/tr/hizmetler/kurumsal-etkinlikler', '/tr/servisler/kurumsal-etkinlik-planlama'],
  ['/tr/servisler/kurumsal-etkinlikler', '/tr/servisler/kurumsal-etkinlik-planlama'],
  ['/tr/hizmetler/kurumsal-etkinlik-planlama', '/tr/servisler/kurumsal-etkinlik-planlama'],
  ['/blog/rsvp-guide', '/blog/rsvp-etiquette'],
  ['/tr/blog/rsvp-guide', '/tr/blog/lcv-rehberi'],
  ['/tr/hizmetler', '/tr/servisler'],
];

beforeAll(async () => {
  copy = await copyProject({ only: ['content'] });
  await copy.edit(
    'content/services/corporate-events.en.yaml',
    (t) => `${t}\nslug: corporate-event-planning\naliases: [corporate-events]\n`,
  );
  await copy.edit('content/services/corporate-events.tr.yaml', (t) =>
    t.replace(/^slug: .*$/m, 'slug: kurumsal-etkinlik-planlama\naliases: [kurumsal-etkinlikler]'),
  );
  await copy.edit('content/blog/rsvp-guide.en.md', (t) =>
    t.replace(/^date: /m, 'slug: rsvp-etiquette\naliases: [rsvp-guide]\ndate: '),
  );
  await copy.edit('content/blog/rsvp-guide.tr.md', (t) => t.replace(/^title: /m, 'slug: lcv-rehberi\ntitle: '));
  await copy.edit('content/locales/tr.yaml', (t) =>
    t
      .replace('    services: hizmetler', '    services: servisler')
      .replace('    faq: [faq]', '    faq: [faq]\n    services: [hizmetler]'),
  );
  dist = path.join(await tempDir('eventsite-renamed-'), 'dist');
  await build({ contentDir: copy.content, outDir: dist, year: 2026 });
  const { routes, content } = await loadSite({ contentDir: copy.content });
  const config = (host: 'nginx' | 'caddy', port: number) =>
    hostConfig(host, { routes, brand: content.site.brand, root: dist, port }).text;
  if (installed(NGINX)) {
    const port = await freePort();
    nginx = await startNginx(config('nginx', port), port, { brotli: false });
  }
  if (installed(CADDY)) {
    const port = await freePort();
    caddy = await startCaddy(config('caddy', port), port);
  }
}, 120_000);
afterAll(async () => {
  await nginx?.stop();
  await caddy?.stop();
  await copy?.remove();
  if (dist) await rm(path.dirname(dist), { recursive: true, force: true });
});

describe('a renamed service, post and section, with their old slugs as aliases', () => {
  it.each([
    ['nginx', () => nginx],
    ['Caddy', () => caddy],
  ] as const)(
    'answer at their old URLs with a permanent redirect to the new ones on %s, the query kept',
    async (name, server) => {
      if (!server()) return console.warn(`${name} is not installed: skipped`);
      for (const [from, to] of RENAMED) {
        for (const query of ['?ref=newsletter', '']) {
          const res = await fetchRaw(server()!.url, `${encodeURI(from)}${query}`);
          expect(res.status, from).toBe(301);
          expect(
            new URL(res.headers.location!, 'http://x').pathname + new URL(res.headers.location!, 'http://x').search,
            from,
          ).toBe(`${to}${query}`);
        }
        expect((await fetchRaw(server()!.url, to)).status, to).toBe(200);
      }
    },
  );

  it('leave at each old path a page that sends the browser on, noindex, naming the new page as canonical', async () => {
    for (const [from, to] of RENAMED) {
      const $ = cheerio.load(await readFile(path.join(dist, `${from.slice(1)}.html`), 'utf8'));
      expect($('meta[http-equiv=refresh]').attr('content'), from).toBe(`0; url=${to}`);
      expect($('meta[name=robots]').attr('content'), from).toBe('noindex');
      expect($('link[rel=canonical]').attr('href'), from).toBe(`https://www.kadifeevents.com${to}`);
    }
  });
});
