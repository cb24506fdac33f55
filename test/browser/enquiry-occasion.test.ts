/**
 * The enquiry form's occasion menu starts on the occasion the visitor came from, in real Chromium, in both
 * languages: an occasion or service page's own short form starts on its occasion or service in the markup (so with
 * JavaScript off too), and a case study's call to the contact page's form names its occasion in the link's query,
 * which the page's script selects (without it, the contact page's menu starts empty: the page is static).
 * The site is built with an enquiry endpoint (nothing is sent here).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { startStaticServer, type RunningServer } from '../../src/commands/dev/static-server.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import { caseStudyKey, occasionKey, serviceKey } from '../../src/site/pages/index.ts';
import type { SiteRouteTable } from '../../src/site/pages/page-type.ts';
import type { Content } from '../../src/content/load-content.ts';
import { loadCached } from '../helpers/load.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';
import { closeBrowser, launch, watchCsp, WIDTHS } from './browser.ts';

let copy: ProjectCopy;
let site: RunningServer;
let content: Content;
let table: SiteRouteTable;

beforeAll(async () => {
  copy = await copyProject({ only: ['content'] });
  await copy.write(
    'content/site.yaml',
    `${await copy.read('content/site.yaml')}\nenquiry:\n  provider: formspree\n  endpoint: https://formspree.io/f/kadife\n`,
  );
  const dir = copy.file('dist');
  await build({ contentDir: copy.content, outDir: dir, year: 2026 });
  site = await startStaticServer({ dir });
  content = await loadCached({ contentDir: copy.content });
  table = buildSiteRoutes(content);
}, 180_000);

afterAll(async () => {
  await closeBrowser();
  await site?.close();
  await copy?.remove();
});

/** A page of the built site in a fresh context, CSP violations watched. */
async function open(path: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await (await launch()).newContext({ viewport: WIDTHS.phone, javaScriptEnabled });
  const page = await context.newPage();
  watchCsp(page);
  await page.goto(site.url + path);
  return page;
}

const menu = (page: Page) => page.locator('#enq-occasion').inputValue();

describe.each(['en', 'tr'])('the occasion menu in %s', (locale) => {
  it.each([true, false])("starts on an occasion or service page's own occasion (JavaScript %s)", async (js) => {
    const kina = content.occasions.find((o) => o.id === 'kina-gecesi')!;
    const wedding = content.services.find((s) => s.id === 'engagement-wedding-organization')!;
    for (const [key, id] of [
      [occasionKey(kina), kina.id],
      [serviceKey(wedding), wedding.id],
    ] as const) {
      const page = await open(table.get(key, locale).url, js);
      expect(await menu(page), key).toBe(id);
      await page.context().close();
    }
  });

  it("starts on a case study's occasion when the visitor follows its call to the contact page", async () => {
    const study = content.caseStudies.find((c) => c.shared.occasion === 'kina-gecesi')!;
    const page = await open(table.get(caseStudyKey(study), locale).url, true);
    await page.locator('main .cta-band a.btn').click();
    await page.waitForURL(`${site.url}${table.get('contact', locale).url}?occasion=kina-gecesi#enquiry`);
    expect(await menu(page)).toBe('kina-gecesi');
    await page.context().close();
  });

  it('leaves the menu empty for a query naming no occasion of the menu, and without JavaScript', async () => {
    const contact = table.get('contact', locale).url;
    for (const [query, js] of [
      ['?occasion=nothing-of-ours', true],
      ['?occasion=kina-gecesi', false],
    ] as const) {
      const page = await open(`${contact}${query}#enquiry`, js);
      expect(await menu(page), query).toBe('');
      await page.context().close();
    }
  });
});
