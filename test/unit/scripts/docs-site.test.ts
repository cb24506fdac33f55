import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/load-content.ts';
import { PROJECT } from '../../../src/core/project-layout.ts';
import { notFoundTable, routesTable, siteDoc, withSection } from '../../../scripts/docs/site-routes.ts';
import { loadCached } from '../../helpers/load.ts';
import { CONTENT_DIR } from '../../helpers/project.ts';

let content: Content;
let doc: string;
beforeAll(async () => {
  content = await loadCached({ contentDir: CONTENT_DIR });
  doc = await readFile(path.join(PROJECT.root, 'docs/site.md'), 'utf8');
});

describe('docs/site.md', () => {
  it('holds the route tables the route table code makes (npm run docs:site writes them)', () => {
    expect(doc).toContain(routesTable(content));
    expect(doc).toContain(notFoundTable(content));
    expect(siteDoc(doc, content)).toBe(doc);
  });

  it('lists every page type, the standalone pages one by one, and the thank-you page of a site with a form', () => {
    const routes = routesTable(content);
    for (const address of ['`/occasions/{slug}`', '`/tr/rehberler/{slug}`', '`/case-studies`', '`/portfolio`'])
      expect(routes).toContain(address);
    for (const address of ['`/privacy-notice`', '`/terms`', '`/how-we-work`', '`/team`', '`/international-clients`'])
      expect(routes).toContain(address);
    expect(routes).toMatch(/\| `\/thank-you` +\| `\/tr\/tesekkurler` +\| only with an enquiry form \|/);
  });

  it('shows the not-found buttons in the words the locales give them', () => {
    expect(notFoundTable(content)).toMatch(/\| `\/tr\/` +\| Sayfa Bulunamadı +\| Ana Sayfaya Dön +\|/);
  });

  it('replaces only what is between the markers, and refuses a page without them', () => {
    const page = 'Before\n<!-- routes:start -->\nold\n<!-- routes:end -->\nAfter\n';
    expect(withSection(page, 'routes', 'new')).toBe(
      'Before\n<!-- routes:start -->\n\nnew\n\n<!-- routes:end -->\nAfter\n',
    );
    expect(() => withSection('no markers', 'routes', 'new')).toThrow(/routes:start/);
  });
});
