import { describe, expect, it } from 'vitest';
import type { PageAssets } from '../../templates/site-context.tsx';
import { loadContent } from '../../src/content/load-content.ts';
import { TemplateError } from '../../src/errors.ts';
import { renderRoute } from '../../src/render.tsx';
import { buildRouteTable } from '../../src/routes.ts';
import { CONTENT_DIR } from '../helpers/content.ts';

const assets: PageAssets = {
  css: '/assets/site.css',
  js: '/assets/site.js',
  favicon: '/favicon.svg',
  image: (path) => ({ src: `/images/${path}`, width: 10, height: 10 }),
  socialImage: () => ({ src: '/images/social.jpg', width: 1200, height: 630 }),
};

describe('renderRoute', () => {
  it('returns the whole HTML document of a route as a string', async () => {
    const content = await loadContent({ contentDir: CONTENT_DIR });
    const routes = buildRouteTable(content);
    const html = renderRoute(routes.byUrl.get('/tr/sss')!, { content, routes, assets, year: 2026 });
    expect(html.startsWith('<!doctype html><html lang="tr">')).toBe(true);
    expect(html).toContain('<title>SSS | Kadife Events</title>');
  });

  it('turns a template that throws into a TemplateError naming the route and the template (decision 18)', async () => {
    const content = await loadContent({ contentDir: CONTENT_DIR });
    const routes = buildRouteTable(content);
    (content.strings.en.home as { why: unknown }).why = undefined;
    let error: unknown;
    try {
      renderRoute(routes.byUrl.get('/')!, { content, routes, assets, year: 2026 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TemplateError);
    expect((error as TemplateError).message).toMatch(/^rendering \/ with the home template failed: /);
  });
});
