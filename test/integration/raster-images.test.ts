/**
 * Photographs as editors publish them: a copy of the content with a 4000×3000 phone JPEG (EXIF orientation 6,
 * GPS position, camera, Display P3 profile) as a post image, a transparent PNG and a small JPEG named as a
 * camera names it (`IMG_0412.JPG`) as two others, built into a temporary folder with a cache of its own; and a copy with a corrupt file.
 */
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import exifReader from 'exif-reader';
import fg from 'fast-glob';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_BUDGET } from '../../src/output/assets/images.ts';
import { build } from '../../src/commands/build/build.ts';
import { checkContent, type Problem } from '../../src/commands/check.ts';
import { ContentErrors } from '../../src/core/errors.ts';
import { PROJECT } from '../../src/core/project-layout.ts';
import { IMAGE_PLACES } from '../../src/content/images/image-places.ts';
import {
  heicLike,
  phoneJpeg,
  setPostImage,
  setServiceImage,
  tintedJpeg,
  transparentPng,
  truncatedJpeg,
} from '../helpers/photos.ts';
import { seedCache } from '../helpers/cache-seed.ts';
import { copyProject, tempDir, type ProjectCopy } from '../helpers/project.ts';

let copy: ProjectCopy;
let out: string;
let cache: string;
let problems: Problem[];
let photo: Buffer;
/** Further output folders, removed at the end. */
const outputs: string[] = [];
const layout = () => ({ ...PROJECT, cache });
const page = async (file: string) => cheerio.load(await readFile(path.join(out, file), 'utf8'));
/** The widths of a `srcset`, in order. */
const widths = (srcset: string | undefined) =>
  (srcset ?? '').split(', ').map((c) => Number(c.split(' ')[1]!.replace('w', '')));
const urls = (srcset: string | undefined) => (srcset ?? '').split(', ').map((c) => c.split(' ')[0]!);

beforeAll(async () => {
  copy = await copyProject({ only: ['content'] });
  // Each output in a folder of its own, which also holds the manifest a build writes beside it.
  out = path.join(await tempDir('eventsite-raster-out-'), 'dist');
  cache = await tempDir('eventsite-raster-cache-');
  // Started from the entries a build of the bundled content keeps (no photos among them): the photos are made here.
  await seedCache(cache);
  photo = await phoneJpeg({ width: 4000, height: 3000, orientation: 6 });
  await setPostImage(copy.content, 'rsvp-guide', 'reception.jpg', photo);
  await setPostImage(
    copy.content,
    'birthday-party-ideas',
    'cutout.png',
    await transparentPng({ width: 1800, height: 1200 }),
  );
  // Artwork saved by a Windows tool, its extension in capitals.
  await setServiceImage(
    copy.content,
    'congress-fair',
    'Congress_Fair.SVG',
    await readFile(path.join(copy.content, 'images/services/congress-fair.svg')),
  );
  await setPostImage(
    copy.content,
    'event-colors-and-themes',
    'IMG_0412.JPG',
    await phoneJpeg({ width: 640, height: 480, orientation: 1 }),
  );
  await build({ contentDir: copy.content, outDir: out, year: 2026, layout: layout(), precompress: false });
  problems = await checkContent({ contentDir: copy.content, layout: layout() });
}, 240_000);
afterAll(async () => {
  await copy?.remove();
  await Promise.all(
    [out, ...outputs].filter(Boolean).map((dir) => rm(path.dirname(dir), { recursive: true, force: true })),
  );
  if (cache) await rm(cache, { recursive: true, force: true });
});

describe('a 4000×3000 phone photo with EXIF orientation 6 and GPS tags as a post image', () => {
  it('really carries orientation 6, a GPS position and a P3 profile before publishing', async () => {
    const meta = await sharp(photo).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.icc).toBeDefined();
    const exif = exifReader(meta.exif!);
    expect(exif.GPSInfo?.GPSLatitude).toEqual([41, 2, 3]);
    expect(exif.Image?.Make).toBe('TestCam');
  });

  it('is a <picture> with AVIF and WebP srcsets at 480–1600 px, a JPEG fallback and the upright intrinsic size', async () => {
    const $ = await page('blog/rsvp-guide.html');
    const picture = $('main picture').first();
    const avif = picture.find('source[type="image/avif"]');
    const webp = picture.find('source[type="image/webp"]');
    const img = picture.find('img.post-img');
    expect(widths(avif.attr('srcset'))).toEqual([480, 800, 1200, 1600]);
    expect(widths(webp.attr('srcset'))).toEqual([480, 800, 1200, 1600]);
    expect(widths(img.attr('srcset'))).toEqual([480, 800, 1200, 1600]);
    expect(urls(avif.attr('srcset')).every((u) => /^\/images\/blog\/rsvp-guide-\d+\.[0-9a-f]{10}\.avif$/.test(u))).toBe(
      true,
    );
    expect(urls(img.attr('srcset')).every((u) => u.endsWith('.jpg'))).toBe(true);
    for (const el of [avif, webp, img]) expect(el.attr('sizes')).toBe(IMAGE_PLACES.postHero.sizes);
    expect([img.attr('width'), img.attr('height')]).toEqual(['3000', '4000']);
    expect(img.attr('src')).toBe(urls(img.attr('srcset')).at(-1));
    expect(img.attr('alt')?.length).toBeGreaterThan(10);
    expect(img.attr('decoding')).toBe('async');
  });

  it('is the page LCP image: eager, fetchpriority high, and preloaded as AVIF from the head', async () => {
    const $ = await page('blog/rsvp-guide.html');
    const img = $('main picture img.post-img');
    expect(img.attr('loading')).toBeUndefined();
    expect(img.attr('fetchpriority')).toBe('high');
    const preload = $('head link[rel=preload][as=image][type="image/avif"]');
    expect(preload.length).toBe(1);
    expect(preload.attr('imagesrcset')).toBe($('main picture source[type="image/avif"]').attr('srcset'));
    expect(preload.attr('imagesizes')).toBe(IMAGE_PLACES.postHero.sizes);
  });

  it('is a lazy card image with the cards’ sizes on the blog list, and never preloaded there', async () => {
    const $ = await page('blog.html');
    const card = $('li.post-card').filter((_, el) => $(el).find('a.card-link').attr('href') === '/blog/rsvp-guide');
    const img = card.find('picture img.card-img');
    expect(img.length).toBe(1);
    expect(img.attr('sizes')).toBe(IMAGE_PLACES.card.sizes);
    expect($('head link[rel=preload][type="image/avif"]').length).toBe(0);
  });

  it('has a blurred placeholder of a few hundred bytes, as a class of the site stylesheet', async () => {
    const $ = await page('blog/rsvp-guide.html');
    const placeholder = ($('main img.post-img').attr('class') ?? '').split(' ').find((c) => c.startsWith('ph-'));
    expect(placeholder).toBeDefined();
    const css = await readFile(path.join(out, $('link[rel=stylesheet]').attr('href')!), 'utf8');
    const rule = css.match(
      new RegExp(`\\.${placeholder}\\{background-image:url\\((data:image/webp;base64,[A-Za-z0-9+/=]+)\\)`),
    );
    expect(rule).not.toBeNull();
    expect(rule![1]!.length).toBeLessThan(400);
    const tiny = await sharp(Buffer.from(rule![1]!.split(',')[1]!, 'base64')).metadata();
    expect(tiny.width).toBe(16);
    expect($('[style]').length).toBe(0);
    expect($('style').length).toBe(0);
  });
});

describe('every published raster file', () => {
  it('is upright, sRGB, without EXIF, GPS, XMP, IPTC or ICC, and never wider than its source', async () => {
    const files = await fg('images/**/*.{jpg,png,webp,avif}', { cwd: out });
    const variants = files.filter((f) => /images\/blog\/rsvp-guide-/.test(f));
    expect(variants.length).toBe(12);
    for (const file of files) {
      const bytes = await readFile(path.join(out, file));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.iptc, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
      expect(meta.orientation, file).toBeUndefined();
      expect(meta.space, file).toBe('srgb');
      expect(bytes.includes('TestCam'), file).toBe(false);
      expect(bytes.includes('GPS'), file).toBe(false);
    }
    for (const file of variants) {
      const meta = await sharp(path.join(out, file)).metadata();
      const width = Number(file.match(/rsvp-guide-(\d+)\./)![1]);
      expect(meta.width, file).toBe(width);
      expect(meta.height, file).toBe(Math.round((width * 4000) / 3000));
    }
  });
});

describe('a PNG with transparency', () => {
  it('keeps PNG as its fallback, keeps its alpha, and gets no placeholder that would show through', async () => {
    const $ = await page('blog/birthday-party-ideas.html');
    const img = $('main picture img.post-img');
    expect(widths(img.attr('srcset'))).toEqual([480, 800, 1200, 1600]);
    expect(urls(img.attr('srcset')).every((u) => u.endsWith('.png'))).toBe(true);
    expect(img.attr('class')).toBe('post-img');
    expect([img.attr('width'), img.attr('height')]).toEqual(['1800', '1200']);
    for (const url of [
      ...urls(img.attr('srcset')),
      ...urls($('main picture source[type="image/avif"]').attr('srcset')),
    ]) {
      expect((await sharp(path.join(out, url)).metadata()).hasAlpha, url).toBe(true);
    }
  });
});

describe('a source narrower than it is shown, named as a camera names it (IMG_0412.JPG)', () => {
  it('is published at its own width and the smaller standard ones, never upscaled, under the name of the post that shows it', async () => {
    const $ = await page('blog/event-colors-and-themes.html');
    for (const selector of ['source[type="image/avif"]', 'source[type="image/webp"]', 'img']) {
      expect(widths($(`main picture ${selector}`).attr('srcset')), selector).toEqual([480, 640]);
    }
    expect(urls($('main picture img').attr('srcset'))).toEqual([
      expect.stringMatching(/^\/images\/blog\/event-colors-and-themes-480\.[0-9a-f]{10}\.jpg$/),
      expect.stringMatching(/^\/images\/blog\/event-colors-and-themes-640\.[0-9a-f]{10}\.jpg$/),
    ]);
    expect($('meta[property="og:image"]').attr('content')).toMatch(
      /\/images\/social\/blog-event-colors-and-themes\.[0-9a-f]+\.jpg$/,
    );
    const files = await fg('images/blog/event-colors-and-themes-*', { cwd: out });
    expect(await fg('images/**/*IMG_0412*', { cwd: out })).toEqual([]);
    expect(files.length).toBe(6);
    for (const file of files) expect((await sharp(path.join(out, file)).metadata()).width).toBeLessThanOrEqual(640);
  });

  it('is a warning of check naming the post file, line and field, the width and what it is shown at', () => {
    const warning = problems.find((p) => p.severity === 'warning' && p.message.includes('IMG_0412.JPG'));
    expect(warning).toBeDefined();
    expect(warning!.file).toMatch(/blog\/event-colors-and-themes\.en\.md$/);
    expect(warning!.line).toBeGreaterThan(1);
    expect(warning!.message).toContain('640 px wide');
    expect(warning!.message).toContain('1472 px');
    expect(problems.filter((p) => p.message.includes('reception.jpg') || p.message.includes('cutout.png'))).toEqual([]);
  });
});

describe('SVG artwork', () => {
  it('stays a plain <img>, outside any <picture>, without srcset', async () => {
    const $ = await page('index.html');
    const svgs = $('img[src$=".svg"]');
    expect(svgs.length).toBeGreaterThan(2);
    svgs.each((_, el) => {
      expect($(el).parent().is('picture')).toBe(false);
      expect($(el).attr('srcset')).toBeUndefined();
      expect($(el).attr('width')).toMatch(/^\d+$/);
    });
    expect($('img.hero-img').attr('src')).toMatch(/\.svg$/);
  });

  it("takes the service's name and its extension in lower case, which every host serves as image/svg+xml", async () => {
    const $ = await page('services/congress-fair.html');
    const src = $('main img.banner').attr('src');
    expect(src).toMatch(/^\/images\/services\/congress-fair\.[0-9a-f]{10}\.svg$/);
    expect((await readFile(path.join(out, src!), 'utf8')).startsWith('<svg')).toBe(true);
  });
});

describe('a photo referenced in another case than its name', () => {
  /** What check finds in a copy of the content after `change` (given the copy). */
  const problemsAfter = async (change: (other: ProjectCopy) => Promise<void>) => {
    const other = await copyProject({ only: ['content'] });
    try {
      await change(other);
      return await checkContent({ contentDir: other.content, layout: layout() });
    } finally {
      await other.remove();
    }
  };

  it('stops check with an error naming the post file, line and field, and the name to write', async () => {
    const found = await problemsAfter(async (other) => {
      await setPostImage(
        other.content,
        'rsvp-guide',
        'IMG_0413.JPG',
        await phoneJpeg({ width: 640, height: 480, orientation: 1 }),
      );
      // As it works on the editor's Mac: the file system there finds the file whatever the case.
      await other.edit('content/blog/rsvp-guide.en.md', (t) =>
        t.replace('image: blog/IMG_0413.JPG', 'image: blog/img_0413.jpg'),
      );
    });
    const error = found.find((p) => p.severity === 'error' && p.message.includes('img_0413.jpg'));
    expect(error?.file).toMatch(/blog\/rsvp-guide\.en\.md$/);
    expect(error?.line).toBeGreaterThan(1);
    expect(error?.field).toBe('image');
    expect(error?.hint).toContain('the file is named blog/IMG_0413.JPG: write "blog/IMG_0413.JPG"');
  }, 60_000);

  it('is an error, beside a file whose name differs only in case, naming both', async () => {
    const found = await problemsAfter((other) =>
      cp(
        path.join(other.content, 'images/services/congress-fair.svg'),
        path.join(other.content, 'images/services/Congress-Fair.SVG'),
      ),
    );
    const error = found.find((p) => p.severity === 'error' && p.message.includes('only in case'));
    expect(error?.file).toMatch(/images\/services\/congress-fair\.svg$/);
    expect(error?.message).toContain('services/Congress-Fair.SVG');
  }, 60_000);

  it('is refused with the rule for names when it holds a space', async () => {
    const found = await problemsAfter(async (other) =>
      setPostImage(
        other.content,
        'rsvp-guide',
        'IMG 0414.jpg',
        await phoneJpeg({ width: 640, height: 480, orientation: 1 }),
      ),
    );
    const error = found.find((p) => p.severity === 'error' && p.file?.endsWith('blog/rsvp-guide.en.md'));
    expect(error?.field).toBe('image');
    expect(error?.message).toContain('"blog/IMG 0414.jpg"');
    expect(error?.expected).toContain('letters, digits, - and _ (no spaces)');
  }, 60_000);
});

describe('a corrupt image and a HEIC photo', () => {
  it('stop check and build with one error naming each file, and no "not found" at the posts showing them', async () => {
    const broken = await copyProject({ only: ['content'] });
    try {
      await setPostImage(broken.content, 'rsvp-guide', 'broken.jpg', await truncatedJpeg());
      await setPostImage(broken.content, 'birthday-party-ideas', 'phone.heic', await heicLike());
      const found = await checkContent({ contentDir: broken.content, layout: layout() });
      const error = found.find((p) => p.severity === 'error' && p.file?.endsWith('images/blog/broken.jpg'));
      expect(error?.message).toMatch(/corrupt or truncated/);
      const heic = found.find((p) => p.severity === 'error' && p.file?.endsWith('images/blog/phone.heic'));
      expect(heic?.message).toMatch(/is a HEIC photo/);
      expect(heic?.hint).toMatch(/export the photo as JPEG/);
      // One error per cause: the posts showing them do not report them again as missing.
      expect(
        found
          .filter((p) => p.severity === 'error')
          .map((p) => p.file?.replace(/^.*\/images\/blog\//, ''))
          .sort(),
      ).toEqual(['broken.jpg', 'phone.heic']);
      expect(found.filter((p) => /not found/.test(p.message))).toEqual([]);
      const target = path.join(await tempDir('eventsite-raster-broken-'), 'dist');
      outputs.push(target);
      const failure = await build({
        contentDir: broken.content,
        outDir: target,
        layout: layout(),
        log: () => {},
      }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ContentErrors);
      expect((failure as ContentErrors).format()).toContain('broken.jpg');
      expect((failure as ContentErrors).format()).toContain('phone.heic');
      expect((failure as ContentErrors).errors).toHaveLength(2);
    } finally {
      await broken.remove();
    }
  }, 60_000);
});

describe('many photos', () => {
  it('keep the stylesheet small: blurred placeholders up to the budget, newest posts first, then dominant colours', async () => {
    const many = await copyProject({ only: ['content'] });
    try {
      const services = (await fg('services/*.en.yaml', { cwd: many.content }))
        .map((f) => path.basename(f, '.en.yaml'))
        .sort();
      await Promise.all(
        services.map(async (id, i) => setServiceImage(many.content, id, `${id}.jpg`, await tintedJpeg(i * 36))),
      );
      await setPostImage(many.content, 'rsvp-guide', 'reception.jpg', await tintedJpeg(200));
      const target = path.join(await tempDir('eventsite-raster-many-'), 'dist');
      outputs.push(target);
      await build({ contentDir: many.content, outDir: target, year: 2026, layout: layout(), precompress: false });
      const $ = cheerio.load(await readFile(path.join(target, 'index.html'), 'utf8'));
      const css = await readFile(path.join(target, $('link[rel=stylesheet]').attr('href')!), 'utf8');
      const blurred = [...css.matchAll(/\.(ph-[0-9a-f]{8})\{background-image:url\((data:[^)]+)\)/g)];
      const coloured = [...css.matchAll(/\.(ph-[0-9a-f]{8})\{background-color:#[0-9a-f]{6}\}/g)];
      expect(blurred.length + coloured.length).toBe(11);
      expect(coloured.length).toBeGreaterThan(0);
      expect(blurred.reduce((sum, m) => sum + m[2]!.length, 0)).toBeLessThanOrEqual(PLACEHOLDER_BUDGET);
      const post = cheerio.load(await readFile(path.join(target, 'blog/rsvp-guide.html'), 'utf8'));
      const postClass = (post('main img.post-img').attr('class') ?? '').split(' ').find((c) => c.startsWith('ph-'));
      expect(blurred.map((m) => m[1])).toContain(postClass);
    } finally {
      await many.remove();
    }
  }, 120_000);
});

describe('the processed-image cache', () => {
  it('serves the same files on the next build without encoding again', async () => {
    // Every encoded variant is an entry of the cache folder's raster store (`raster/{2 hex}/{key}`).
    const entries = () => fg('raster/*/*', { cwd: cache, stats: true });
    const before = await entries();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const again = path.join(await tempDir('eventsite-raster-again-'), 'dist');
    outputs.push(again);
    await build({ contentDir: copy.content, outDir: again, year: 2026, layout: layout(), precompress: false });
    const first = (await fg('images/blog/*.{jpg,png,webp,avif}', { cwd: out })).sort();
    expect((await fg('images/blog/*.{jpg,png,webp,avif}', { cwd: again })).sort()).toEqual(first);
    const after = await entries();
    expect(after.map((m) => `${m.path} ${m.stats!.mtimeMs}`).sort()).toEqual(
      before.map((m) => `${m.path} ${m.stats!.mtimeMs}`).sort(),
    );
  }, 120_000);
});
