/**
 * Images in post bodies: the markdown renderer records each image with its line, column and alt text,
 * tied to its `<img>` in the HTML; the loader's check resolves its path under content/images/ and refuses what
 * the site cannot show; a page puts the picture in the `<img>`'s place.
 */
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/content/markdown/markdown.ts';
import { spliceBodyImages } from '../../../../src/content/markdown/markdown-images.ts';
import type { EntryTools } from '../../../../src/content/collections/collection.ts';
import { bodyImages, imageTarget } from '../../../../src/content/markdown/prepare-body-images.ts';
import type { ParsedFile } from '../../../../src/content/source/parse-file.ts';
import type { ImageSource } from '../../../../src/content/types.ts';
import { MissingImageError, type EventsiteError } from '../../../../src/core/errors.ts';
import { catalogue } from '../../../../src/core/error-catalogue.ts';

describe('renderMarkdown: the images of a body', () => {
  const body =
    'Intro.\n\n![Sunset terrace](/images/blog/terrace.jpg)\n\nText with ![a *small* icon](../images/blog/icon.svg "Icon") inline.\n\n![Reference][r]\n\n[r]: /images/blog/ref.png\n';

  it('records each image with its URL, alt text, title, line and column, in document order', () => {
    const { images } = renderMarkdown(body);
    expect(images.map(({ url, alt, title, line, column }) => ({ url, alt, title, line, column }))).toEqual([
      { url: '/images/blog/terrace.jpg', alt: 'Sunset terrace', title: undefined, line: 3, column: 1 },
      { url: '../images/blog/icon.svg', alt: 'a small icon', title: 'Icon', line: 5, column: 11 },
      { url: '/images/blog/ref.png', alt: 'Reference', title: undefined, line: 7, column: 1 },
    ]);
  });

  it("ties each image to its own <img> in the HTML, by that element's exact markup", () => {
    const { html, images } = renderMarkdown(body);
    let from = 0;
    for (const image of images) {
      const at = html.indexOf(image.markup, from);
      expect(at, image.url).toBeGreaterThanOrEqual(0);
      expect(cheerio.load(image.markup)('img').attr('alt')).toBe(image.alt);
      from = at + image.markup.length;
    }
  });

  it('keeps images out of the links and the text: they are checked as images, and alt text is no prose', () => {
    const { links, text, wordCount } = renderMarkdown(
      `${body}\nSee [the contact page](/contact).\n\n[l]: /about\n\n[About][l]`,
    );
    expect(links.map((l) => l.url)).toEqual(['/contact', '/about']);
    expect(text).not.toMatch(/Sunset|icon|Reference/);
    expect(wordCount).toBe(text.split(' ').length);
  });

  it('has no images when there is no definition for a reference', () => {
    expect(renderMarkdown('![Missing][nowhere]').images).toEqual([]);
  });
});

describe('spliceBodyImages', () => {
  it('replaces each image, in order, even when two are the same', () => {
    const { html, images } = renderMarkdown('![A](/images/a.jpg)\n\n![A](/images/a.jpg)\n\nEnd.');
    let n = 0;
    const out = spliceBodyImages(html, images, () => `<picture>${++n}</picture>`);
    expect(out).toBe('<p><picture>1</picture></p>\n<p><picture>2</picture></p>\n<p>End.</p>');
  });

  it('never replaces text that only looks like the markup', () => {
    const { html, images } = renderMarkdown(
      'Write `<img src="/images/a.jpg" alt="A">` to show it:\n\n![A](/images/a.jpg)',
    );
    const $ = cheerio.load(spliceBodyImages(html, images, () => '<picture></picture>'));
    expect($('code').text()).toBe('<img src="/images/a.jpg" alt="A">');
    expect($('code *').length).toBe(0);
    expect($('p picture').length).toBe(1);
  });
});

describe('imageTarget: the file an image path names', () => {
  it.each([
    ['/images/blog/terrace.jpg', 'blog/terrace.jpg'],
    ['../images/blog/terrace.jpg', 'blog/terrace.jpg'],
    ['./../images/blog/IMG_0412.JPG', 'blog/IMG_0412.JPG'],
    ['/images/services/festival-event.svg', 'services/festival-event.svg'],
    ['/images/blog/sunset%2Dterrace.webp', 'blog/sunset-terrace.webp'],
  ])('reads %s as content/images/%s', (url, path) => {
    expect(imageTarget(url, 'blog')).toEqual({ path });
  });

  it.each([
    ['https://tracker.example/pixel.gif', /is on another site/],
    ['//tracker.example/pixel.jpg', /is on another site/],
    ['data:image/png;base64,AAAA', /is not a file \(it uses data:\)/],
    ['javascript:alert(1)', /is not a file/],
    ['../../../etc/passwd', /is not under content\/images\//],
    ['/images/../site.yaml', /is not under content\/images\//],
    ['terrace.jpg', /is not under content\/images\//],
    ['/static/terrace.jpg', /is not under content\/images\//],
    ['/images/blog/party.gif', /GIF/],
    ['/images/blog/scan.bmp', /is not a photo the site publishes \(\.bmp\)/],
    ['/images/blog/notes.txt', /is not a photo the site publishes/],
    ['/images/blog/terrace.jpg?w=800', /query or a fragment/],
    ['/images/blog/my%20terrace.jpg', /a name a web address cannot hold/],
  ])('refuses %s', (url, message) => {
    const target = imageTarget(url, 'blog');
    expect('message' in target && target.message).toMatch(message);
  });
});

describe('bodyImages: the check at load', () => {
  /** A post file with 4 lines of front matter before its body. */
  const parsed = {
    file: 'content/blog/rsvp-guide.en.md',
    absolute: '/x/content/blog/rsvp-guide.en.md',
    bodyOffset: 4,
    characters: '',
    source: { data: {}, locate: () => ({ line: 2, column: 1 }) },
  } as ParsedFile;
  const known = new Map<string, ImageSource>([
    [
      'blog/terrace.jpg',
      { path: 'blog/terrace.jpg', file: '/x/content/images/blog/terrace.jpg', width: 1600, height: 1000 },
    ],
  ]);

  /** Tools whose `image` finds `known` and reports a missing one at the place it is given, as the loader does. */
  function tools() {
    const errors: EventsiteError[] = [];
    const warnings: EventsiteError[] = [];
    const asked: string[] = [];
    const image: EntryTools['image'] = (ref, where) => {
      asked.push(ref);
      const found = known.get(ref);
      if (!found)
        errors.push(
          new MissingImageError(catalogue.ImageNotFound({ ref }), {
            file: where.parsed.file,
            line: where.parsed.source.locate(where.field).line,
          }),
        );
      return found ?? { path: ref, file: '', width: 1, height: 1 };
    };
    return { errors, warnings, asked, image };
  }

  it('returns the images to show, with their paths, alt texts and markup, and asks the loader for each', () => {
    const t = tools();
    const { images } = renderMarkdown('Text.\n\n![Sunset terrace ](../images/blog/terrace.jpg)');
    expect(bodyImages(images, parsed, t)).toEqual([
      { path: 'blog/terrace.jpg', alt: 'Sunset terrace', markup: images[0]!.markup },
    ]);
    expect(t.asked).toEqual(['blog/terrace.jpg']);
    expect(t.errors).toEqual([]);
  });

  it('reports each problem at the line of the image in the file, front matter counted, naming the path', () => {
    const t = tools();
    const body = [
      '![Terrace](/images/blog/missing.jpg)',
      '![](/images/blog/terrace.jpg)',
      '![Passwords](../../../etc/passwd)',
      '![Pixel](https://tracker.example/pixel.gif)',
      '![Scan](/images/blog/scan.bmp)',
    ].join('\n\n');
    const shown = bodyImages(renderMarkdown(body).images, parsed, t);
    expect(shown).toEqual([]);
    expect(t.errors.map((e) => [e.location.file, e.location.line, e.message])).toEqual([
      ['content/blog/rsvp-guide.en.md', 5, 'image "blog/missing.jpg" not found'],
      ['content/blog/rsvp-guide.en.md', 7, 'image "/images/blog/terrace.jpg" has no alt text'],
      ['content/blog/rsvp-guide.en.md', 9, 'image "../../../etc/passwd" is not under content/images/'],
      ['content/blog/rsvp-guide.en.md', 11, 'image "https://tracker.example/pixel.gif" is on another site'],
      ['content/blog/rsvp-guide.en.md', 13, 'image "/images/blog/scan.bmp" is not a photo the site publishes (.bmp)'],
    ]);
    expect(t.errors[1]!.location.hint).toMatch(/what the photo shows/);
  });

  it('warns that a title is not shown, and shows the image', () => {
    const t = tools();
    expect(
      bodyImages(renderMarkdown('![Terrace](/images/blog/terrace.jpg "At sunset")').images, parsed, t),
    ).toHaveLength(1);
    expect(t.warnings.map((w) => [w.location.line, w.message])).toEqual([
      [5, 'the title "At sunset" of image "/images/blog/terrace.jpg" is not shown'],
    ]);
  });
});
