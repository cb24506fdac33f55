/**
 * The files browsers, feed readers and tools look for (issue: deploy anywhere): favicon.ico, the Apple touch
 * icon, the web app manifest, /.well-known/security.txt (RFC 9116) and one Atom feed per language (RFC 4287),
 * all linked from every page's head.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import icoEndec from 'ico-endec';
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { inLocale } from '../../src/content/types.ts';
import { postKey } from '../../src/site/pages/index.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.remove());

const bytes = (file: string) => readFileSync(path.join(site.dir, file));
const ATOM_SCHEMA = readFileSync(path.join(import.meta.dirname, '../fixtures/atom.rng'), 'utf8');
const FEEDS = { en: 'blog/feed.xml', tr: 'tr/blog/feed.xml' } as const;

async function validateAtom(xml: string) {
  return validateXML({ xml: [{ fileName: 'feed.xml', contents: xml }], schema: [ATOM_SCHEMA], extension: 'relaxng' });
}

describe('icons and manifest', () => {
  it('favicon.ico holds the 16, 32 and 48 px icons', async () => {
    const images = icoEndec.decode(bytes('favicon.ico'));
    const sizes = await Promise.all(images.map(async (i) => (await sharp(i.imageData).metadata()).width));
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('apple-touch-icon.png is a 180 px square without transparency (iOS would fill it with black)', async () => {
    const image = sharp(bytes('apple-touch-icon.png'));
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    expect((await image.stats()).isOpaque).toBe(true);
  });

  it('site.webmanifest names the site and lists 192 and 512 px icons that exist at those sizes', async () => {
    const manifest = JSON.parse(site.read('site.webmanifest')) as {
      name: string;
      start_url: string;
      scope: string;
      lang: string;
      icons: { src: string; sizes: string }[];
    };
    // Relative to the manifest at the site's root: right under any path prefix.
    expect(manifest).toMatchObject({ name: 'Kadife Events', start_url: './', scope: './', lang: 'en' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      const { width, height } = await sharp(bytes(icon.src)).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});

describe('security.txt (RFC 9116)', () => {
  it('gives the contact, an expiry within a year, the languages and its canonical URL', () => {
    const fields = Object.fromEntries(
      site
        .read('.well-known/security.txt')
        .trim()
        .split('\n')
        .map((line) => {
          const [name = '', value = ''] = line.split(/: (.*)/s);
          return [name, value] as const;
        }),
    );
    expect(fields.Contact).toBe(`mailto:${site.content.site.email}`);
    const expires = Date.parse(fields.Expires ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThan(366 * 24 * 3600 * 1000);
    expect(fields['Preferred-Languages']).toBe('en, tr');
    expect(fields.Canonical).toBe('https://www.kadifeevents.com/.well-known/security.txt');
  });
});

describe('Atom feeds (RFC 4287)', () => {
  it.each(Object.entries(FEEDS))('the %s feed is a valid Atom document', async (_, file) => {
    const result = await validateAtom(site.read(file));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('the schema refuses a feed without its required elements (the check can fail)', async () => {
    const broken = site.read(FEEDS.en).replace(/<updated>[^<]*<\/updated>/, '');
    expect((await validateAtom(broken)).valid).toBe(false);
  });

  it.each(Object.entries(FEEDS))(
    'the %s feed lists every post newest first with its canonical URL and full body',
    (locale, file) => {
      const $ = cheerio.load(site.read(file), { xml: true });
      const posts = site.content.posts;
      expect($('feed').attr('xml:lang')).toBe(locale);
      expect($('feed > link[rel=self]').attr('href')).toBe(`https://www.kadifeevents.com/${file}`);
      expect($('feed > link[rel=alternate]').attr('href')).toBe(site.table.get('blog', locale).canonical);
      const entries = $('entry').toArray();
      expect(entries.length).toBe(posts.length);
      entries.forEach((entry, i) => {
        const post = posts[i]!;
        const text = inLocale(post.locales, locale);
        const canonical = site.table.get(postKey(post), locale).canonical;
        expect($(entry).children('id').text()).toBe(canonical);
        expect($(entry).children('link[rel=alternate]').attr('href')).toBe(canonical);
        expect($(entry).children('title').text()).toBe(text.title);
        expect($(entry).children('published').text()).toBe(`${post.date}T00:00:00Z`);
        const body = $(entry).children('content').text();
        // The whole body, with links made absolute so readers resolve them, and each image as the published file.
        const withoutImages = (html: string) => html.replace(/<img [^>]*>/g, '<img>');
        expect(withoutImages(body.replace(/https:\/\/www\.kadifeevents\.com\//g, '/'))).toBe(withoutImages(text.html));
        expect(body).not.toMatch(/ (href|src)="\/(?!\/)/);
        for (const img of cheerio.load(body)('img').toArray()) {
          const src = new URL(cheerio.load(body)(img).attr('src')!);
          expect(existsSync(path.join(site.dir, decodeURIComponent(src.pathname))), src.pathname).toBe(true);
        }
      });
    },
  );

  it('every page links the feed of its language', () => {
    for (const route of site.table.routes.filter((r) => !r.alias)) {
      const href = site.page(route.output)('link[rel=alternate][type="application/atom+xml"]').attr('href');
      expect(href, route.url).toBe(route.locale === 'tr' ? '/tr/blog/feed.xml' : '/blog/feed.xml');
    }
  });
});
