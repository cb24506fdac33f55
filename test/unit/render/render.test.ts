import { createRequire } from 'node:module';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { buildViews } from '../../../src/render/render-pages.ts';
import { TemplateError } from '../../../src/core/errors.ts';
import { PROJECT } from '../../../src/core/project-layout.ts';
import { loadRenderer } from '../../../src/render/load-renderer.ts';
import { buildSiteRoutes } from '../../../src/site/pages/index.ts';
import { CONTENT_DIR } from '../../helpers/project.ts';
import { STUB_ASSETS } from '../../helpers/views.ts';
import { loadCached } from '../../helpers/load.ts';

const assets = STUB_ASSETS;

async function setup() {
  const content = await loadCached({ contentDir: CONTENT_DIR });
  const routes = buildSiteRoutes(content);
  return { content, routes, renderer: await loadRenderer(PROJECT) };
}

describe('rendering a route', () => {
  it('returns the whole HTML document of a route as a string', async () => {
    const { content, routes, renderer } = await setup();
    const route = routes.byUrl.get('/tr/sss')!;
    const view = buildViews({ content, routes, assets, year: 2026, only: [route] }).get(route)!;
    const html = renderer.render(route, view);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    const $ = cheerio.load(html);
    expect($('html').attr('lang')).toBe('tr');
    expect($('head > title').text()).toBe('İstanbul Düğün ve Etkinlik Organizasyonu SSS | Kadife Events');
  });

  it("renders with React's production build, as the CLI does (vitest.config.ts sets NODE_ENV)", async () => {
    const { content, routes, renderer } = await setup();
    const route = routes.byUrl.get('/about')!;
    renderer.render(route, buildViews({ content, routes, assets, year: 2026, only: [route] }).get(route)!);
    expect(process.env.NODE_ENV).toBe('production');
    // The cache also lists React's development files, unrun: Node reads both branches of a package's `index.js` for
    // their export names when it is imported from ESM. What ran is told by the production file being there.
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    expect(loaded.filter((file) => /react-dom-server-legacy\.node\.production\.js$/.test(file))).toHaveLength(1);
  });

  it('makes a view for every page and none for an alias (a redirect)', async () => {
    const { content, routes } = await setup();
    const views = buildViews({ content, routes, assets, year: 2026 });
    expect(views.has(routes.byUrl.get('/about')!)).toBe(true);
    expect(views.has(routes.byUrl.get('/en/about')!)).toBe(false);
    expect(views.size).toBe(routes.routes.filter((r) => !r.alias).length);
  });

  it('turns a template that throws into a TemplateError naming the route and the template', async () => {
    const { content, routes, renderer } = await setup();
    const route = routes.byUrl.get('/')!;
    const view = buildViews({ content, routes, assets, year: 2026, only: [route] }).get(route)!;
    (view.data as { copy: { why: unknown } }).copy = { ...(view.data as { copy: object }).copy, why: undefined };
    let error: unknown;
    try {
      renderer.render(route, view);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TemplateError);
    expect((error as TemplateError).message).toBe(
      "Cannot read properties of undefined (reading 'heading') while rendering / (en)",
    );
    expect((error as TemplateError).location.file).toMatch(/templates\/pages\/HomePage\.tsx$/);
  });
});
