/**
 * Photos in post bodies, built from a copy of the content: a photo written by its site path in one
 * language and by a path relative to the post file in the other becomes the picture every photo of the site is
 * (AVIF and WebP `srcset` with `sizes`, a JPEG fallback, width and height, lazy), built although no other page
 * shows it; the bundled post that shows a drawing in its body shows it in both languages; a body image the site
 * cannot show is an error at its line; and dev builds a photo a body starts to show.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { checkContent } from '../../src/commands/check.ts';
import { DevBuilder } from '../../src/commands/dev/dev-builder.ts';
import { IMAGE_PLACES } from '../../src/content/images/image-places.ts';
import { PROJECT } from '../../src/core/project-layout.ts';
import { phoneJpeg } from '../helpers/photos.ts';
import { copyProject, tempDir, type ProjectCopy } from '../helpers/project.ts';

let copy: ProjectCopy;
let out: string;
// The project's cache folder, which every build of the run shares (a folder of its own would make every image, font
// and social card of the site again: tens of seconds of CPU, and nothing this file asserts).
const layout = () => PROJECT;
const page = async (file: string) => cheerio.load(await readFile(path.join(out, file), 'utf8'));
const urls = (srcset: string | undefined) => (srcset ?? '').split(', ').map((c) => c.split(' ')[0]!);

const EN = 'content/blog/rsvp-guide.en.md';
const TR = 'content/blog/rsvp-guide.tr.md';

beforeAll(async () => {
  copy = await copyProject({ only: ['content'] });
  // In a folder of its own, which also holds the manifest a build writes beside its output.
  out = path.join(await tempDir('eventsite-body-images-out-'), 'dist');
  await writeFile(
    copy.file('content/images/blog/terrace.jpg'),
    await phoneJpeg({ width: 1600, height: 1000, orientation: 1 }),
  );
  await copy.edit(
    EN,
    (t) => `${t.trimEnd()}\n\n![A sunset terrace over the Bosphorus, laid for dinner](/images/blog/terrace.jpg)\n`,
  );
  await copy.edit(
    TR,
    (t) => `${t.trimEnd()}\n\n![Boğaz’a bakan, akşam yemeği için hazırlanmış bir teras](../images/blog/terrace.jpg)\n`,
  );
  await build({ contentDir: copy.content, outDir: out, year: 2026, layout: layout(), precompress: false });
}, 240_000);
afterAll(async () => {
  await copy?.remove();
  if (out) await rm(path.dirname(out), { recursive: true, force: true });
});

describe('a photo in a post body', () => {
  it.each([
    ['by its site path', 'blog/rsvp-guide.html', 'A sunset terrace over the Bosphorus, laid for dinner'],
    [
      'by a path relative to the post file',
      'tr/blog/rsvp-guide.html',
      'Boğaz’a bakan, akşam yemeği için hazırlanmış bir teras',
    ],
  ])('written %s is the responsive picture, lazy, with its alt text', async (_how, file, alt) => {
    const $ = await page(file);
    const picture = $('.prose picture');
    expect(picture.length).toBe(1);
    expect(picture.find('source[type="image/avif"]').attr('sizes')).toBe(IMAGE_PLACES.postBody.sizes);
    expect(picture.find('source[type="image/webp"]').attr('sizes')).toBe(IMAGE_PLACES.postBody.sizes);
    const img = picture.find('img');
    expect(img.attr('alt')).toBe(alt);
    expect([img.attr('width'), img.attr('height'), img.attr('loading'), img.attr('decoding')]).toEqual([
      '1600',
      '1000',
      'lazy',
      'async',
    ]);
    expect(img.attr('sizes')).toBe(IMAGE_PLACES.postBody.sizes);
    expect(img.attr('src')).toMatch(/^\/images\/blog\/rsvp-guide-1-1600\.[0-9a-f]{10}\.jpg$/);
    expect(img.attr('src')).toBe(urls(img.attr('srcset')).at(-1));
    // No plain <img> of the markdown is left behind.
    expect($('.prose img[src="/images/blog/terrace.jpg"], .prose img[src="../images/blog/terrace.jpg"]').length).toBe(
      0,
    );
  });

  it('is built in every format and width though no other page shows it', async () => {
    const $ = await page('blog/rsvp-guide.html');
    const picture = $('.prose picture');
    const all = [
      ...urls(picture.find('source[type="image/avif"]').attr('srcset')),
      ...urls(picture.find('source[type="image/webp"]').attr('srcset')),
      ...urls(picture.find('img').attr('srcset')),
    ];
    expect(all).toHaveLength(12);
    for (const url of all) expect(existsSync(path.join(out, url)), url).toBe(true);
  });

  it('is in the feed as a plain image of the published file, at its absolute address', async () => {
    for (const [feed, alt] of [
      ['blog/feed.xml', 'A sunset terrace over the Bosphorus, laid for dinner'],
      ['tr/blog/feed.xml', 'Boğaz’a bakan, akşam yemeği için hazırlanmış bir teras'],
    ] as const) {
      const xml = cheerio.load(await readFile(path.join(out, feed), 'utf8'), { xml: true });
      const entry = xml('entry')
        .filter((_, e) => xml(e).find('id').text().includes('rsvp'))
        .first();
      const body = cheerio.load(entry.find('content').text());
      const img = body(`img[alt="${alt}"]`);
      expect(img.length, feed).toBe(1);
      const src = new URL(img.attr('src')!);
      expect(src.origin).toBe('https://www.kadifeevents.com');
      expect(existsSync(path.join(out, decodeURIComponent(src.pathname))), src.pathname).toBe(true);
      expect(Number(img.attr('width'))).toBeGreaterThan(0);
      expect(entry.find('content').text()).not.toContain('/images/blog/terrace.jpg"');
    }
  });

  it('shows the drawing of the bundled festival post in both languages', async () => {
    for (const [file, alt] of [
      ['blog/festival-event-decorations.html', /^An open-air festival stage at sunset/],
      ['tr/blog/festival-event-decorations.html', /^Gün batımında ampul zincirleriyle/],
    ] as const) {
      const img = (await page(file))('.prose img.body-img');
      expect(img.length, file).toBe(1);
      expect(img.attr('alt'), file).toMatch(alt);
      expect(img.attr('src'), file).toMatch(/^\/images\/services\/festival-event\.[0-9a-f]{10}\.svg$/);
      expect([img.attr('width'), img.attr('height'), img.attr('loading')], file).toEqual(['1200', '800', 'lazy']);
    }
  });
});

describe('a body image the site cannot show', () => {
  it('is an error naming the post file, the line and the path', async () => {
    const original = await copy.read(EN);
    const images = [
      '![Terrace](/images/blog/missing.jpg)',
      '![](/images/blog/terrace.jpg)',
      '![Passwords](../../../etc/passwd)',
      '![Pixel](https://tracker.example/pixel.gif)',
      '![Scan](/images/blog/scan.bmp)',
    ];
    const text = `${original.trimEnd()}\n\n${images.join('\n\n')}\n`;
    await copy.write(EN, text);
    try {
      const errors = (await checkContent({ contentDir: copy.content, layout: layout() })).filter(
        (p) => p.severity === 'error',
      );
      const lines = text.split('\n');
      const lineOf = (image: string) => lines.indexOf(image) + 1;
      expect(errors.map((e) => [e.file?.endsWith(EN), e.line, e.message])).toEqual([
        [true, lineOf(images[0]!), 'image "blog/missing.jpg" not found'],
        [true, lineOf(images[1]!), 'image "/images/blog/terrace.jpg" has no alt text'],
        [true, lineOf(images[2]!), 'image "../../../etc/passwd" is not under content/images/'],
        [true, lineOf(images[3]!), 'image "https://tracker.example/pixel.gif" is on another site'],
        [true, lineOf(images[4]!), 'image "/images/blog/scan.bmp" is not a photo the site publishes (.bmp)'],
      ]);
    } finally {
      await copy.write(EN, original);
    }
  }, 120_000);
});

describe('dev', () => {
  let project: ProjectCopy;
  afterAll(() => project?.remove());

  it('builds a photo a post body starts to show, and shows it', async () => {
    project = await copyProject();
    const dev = path.join(project.dir, '.eventsite/dev');
    const builder = new DevBuilder({ contentDir: project.content, outDir: dev, layout: project.layout, year: 2026 });
    await builder.full();
    const photo = project.file('content/images/blog/terrace.jpg');
    await writeFile(photo, await phoneJpeg({ width: 1200, height: 800, orientation: 1 }));
    await builder.update([photo]);
    const post = project.file(EN);
    await writeFile(
      post,
      `${(await readFile(post, 'utf8')).trimEnd()}\n\n![A sunset terrace](/images/blog/terrace.jpg)\n`,
    );
    const result = await builder.update([post]);
    expect(result.paths.written.filter((p) => p.startsWith('images/blog/rsvp-guide-1-'))).toHaveLength(9);
    const img = cheerio.load(await readFile(path.join(dev, 'blog/rsvp-guide.html'), 'utf8'))('.prose picture img');
    expect(img.attr('alt')).toBe('A sunset terrace');
    expect(existsSync(path.join(dev, img.attr('src')!))).toBe(true);
  }, 240_000);
});
