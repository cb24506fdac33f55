import { describe, expect, it } from 'vitest';
import { nearestNotFoundPage } from '../../src/client/not-found.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import { CONTENT_DIR } from '../helpers/project.ts';
import { loadCached } from '../helpers/load.ts';

describe('nearestNotFoundPage (decision 6, for hosts that serve only the root 404.html)', async () => {
  const pages = buildSiteRoutes(await loadCached({ contentDir: CONTENT_DIR })).notFoundPages();
  it.each([
    ['/nope', '/404.html'],
    ['/a/b/c', '/404.html'],
    ['/tr/yok', '/tr/404.html'],
    ['/tr/hizmetler/bilinmeyen', '/tr/hizmetler/404.html'],
    ['/tr/blog/olmayan', '/tr/blog/404.html'],
    ['/services/unknown', '/services/404.html'],
    ['/blog/unknown', '/blog/404.html'],
    ['/en/services/unknown', '/en/services/404.html'],
    ['/en/blog/unknown', '/en/blog/404.html'],
    ['/en/whatever', '/en/404.html'],
    // A language's folder typed in capitals is still that language's miss.
    ['/TR/yok', '/tr/404.html'],
    ['/Tr/Hizmetler/x', '/tr/hizmetler/404.html'],
    ['/TR', '/tr/404.html'],
    ['/tR/hizmetler', '/tr/hizmetler/404.html'],
  ])('picks the page for %s: %s', (path, file) => {
    expect(nearestNotFoundPage(path, pages)?.file).toBe(file);
  });
});
