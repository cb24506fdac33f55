import { describe, expect, it } from 'vitest';
import { cleanTarget, nearestNotFoundPage } from '../../../src/client/not-found.ts';
import { buildSiteRoutes } from '../../../src/site/pages/index.ts';
import { CONTENT_DIR } from '../../helpers/project.ts';
import { loadCached } from '../../helpers/load.ts';

describe('nearestNotFoundPage (for hosts that serve only the root 404.html)', async () => {
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

describe('cleanTarget: where the root not-found page sends a path ending in /', () => {
  const at = (url: string) => new URL(url);
  it.each([
    ['https://site.example/about/', '/', 'https://site.example/about'],
    ['https://site.example/about/?x=1#top', '/', 'https://site.example/about?x=1#top'],
    ['https://site.example/tr/hizmetler///', '/', 'https://site.example/tr/hizmetler'],
    ['https://site.example/%2F%2Fevil.example/', '/', 'https://site.example/%2F%2Fevil.example'],
    ['https://owner.github.io/repo/about/', '/repo/', 'https://owner.github.io/repo/about'],
    ['https://owner.github.io/repo//evil.example/', '/repo/', 'https://owner.github.io/repo//evil.example'],
  ])('sends %s (prefix %s) to %s', (url, prefix, target) => {
    expect(cleanTarget(at(url), prefix)).toBe(target);
  });

  it.each([
    // A browser reads these, without their last slash, as the address of another host.
    ['https://site.example//evil.example/', '/'],
    ['https://site.example///evil.example/about/', '/'],
    ['https://site.example/\\evil.example/', '/'],
    ['https://owner.github.io//evil.example/', '/repo/'],
    // Outside the path prefix: not the site's.
    ['https://owner.github.io/other/', '/repo/'],
    // Nothing to take off.
    ['https://site.example/', '/'],
    ['https://site.example/about', '/'],
  ])('sends %s (prefix %s) nowhere', (url, prefix) => {
    expect(cleanTarget(at(url), prefix)).toBeUndefined();
  });
});
