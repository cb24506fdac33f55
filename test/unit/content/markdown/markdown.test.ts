import { readFileSync } from 'node:fs';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { describeText, isSafeUrl, markdownLimits, renderMarkdown } from '../../../../src/content/markdown/markdown.ts';
import { parseMarkdownFile } from '../../../../src/content/source/parse-file.ts';
import { CONTENT_DIR } from '../../../helpers/project.ts';

/** The href of the only link of a rendered markdown snippet (`null` when the link lost its element). */
function hrefOf(markdown: string): string | null | undefined {
  const $ = cheerio.load(renderMarkdown(markdown).html);
  const a = $('a');
  return a.length === 1 ? (a.attr('href') ?? null) : undefined;
}

describe('renderMarkdown: link schemes', () => {
  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['mixed-case JaVaScRiPt:', '[x](JaVaScRiPt:alert(1))'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
    ['an entity-encoded scheme', '[x](jav&#x61;script:alert(1))'],
    ['a percent-encoded scheme', '[x](%6Aavascript:alert(1))'],
    ['a scheme padded with spaces', '[x](< javascript:alert(1)>)'],
    ['a tab inside the scheme', '[x](<java\tscript:alert(1)>)'],
    ['an autolink', '<javascript:alert(1)>'],
    ['a reference definition', '[x][r]\n\n[r]: javascript:alert(1)'],
  ])('empties %s but keeps the link element', (_name, markdown) => {
    expect(hrefOf(markdown)).toBe('');
  });

  it.each([
    ['https', '[x](https://example.com/a?b=1)', 'https://example.com/a?b=1'],
    ['http', '[x](http://example.com)', 'http://example.com'],
    ['mailto', '[x](mailto:hello@example.com)', 'mailto:hello@example.com'],
    ['irc', '[x](irc://irc.example.net/room)', 'irc://irc.example.net/room'],
    ['ircs', '[x](ircs://irc.example.net/room)', 'ircs://irc.example.net/room'],
    ['xmpp', '[x](xmpp:someone@example.com)', 'xmpp:someone@example.com'],
    ['a root-relative path', '[x](/tr/iletisim)', '/tr/iletisim'],
    ['a relative path', '[x](../blog/rsvp-guide)', '../blog/rsvp-guide'],
    ['a fragment', '[x](#budget)', '#budget'],
  ])('keeps %s', (_name, markdown, href) => {
    expect(hrefOf(markdown)).toBe(href);
  });

  it('empties the src of an image with a data: URL but keeps the image', () => {
    const $ = cheerio.load(renderMarkdown('![alt](data:image/png;base64,AAAA)').html);
    expect($('img').length).toBe(1);
    expect($('img').attr('src')).toBe('');
  });

  it('never lets raw HTML through: no script, no event handler, no iframe', () => {
    const { html } = renderMarkdown(
      'Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="javascript:alert(1)">a</a>',
    );
    const $ = cheerio.load(html);
    expect($('script, iframe').length).toBe(0);
    const attributes = $('body *')
      .toArray()
      .flatMap((el) => Object.entries(el.attribs));
    expect(attributes.filter(([name, value]) => /^on/i.test(name) || /^\s*javascript:/i.test(value))).toEqual([]);
    expect($('body').text()).toContain('Hi');
  });

  it('reports the emptied links with their line', () => {
    const { unsafeUrls } = renderMarkdown('Fine [a](/blog).\n\nBad [b](javascript:alert(1)).');
    expect(unsafeUrls).toEqual([{ url: 'javascript:alert(1)', line: 3 }]);
  });

  it('renders headings, lists and emphasis', () => {
    const $ = cheerio.load(renderMarkdown('## Plan\n\n- **Book** early\n- Keep a *10%* reserve').html);
    expect($('h2').text()).toBe('Plan');
    expect($('li').length).toBe(2);
    expect($('strong').text()).toBe('Book');
  });
});

describe('renderMarkdown: tables', () => {
  it('renders a pipe table as a table with a header row, and no other extension of GitHub markdown', () => {
    const { html } = renderMarkdown(
      '| Event | Share |\n| --- | ---: |\n| Venue | 42% |\n\nSee www.example.com and ~~this~~.',
    );
    const $ = cheerio.load(html);
    expect(
      $('table thead th')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(['Event', 'Share']);
    expect(
      $('table tbody td')
        .map((_, td) => $(td).text())
        .get(),
    ).toEqual(['Venue', '42%']);
    // No bare-URL autolinks or strikethrough: only tables were asked for.
    expect($('a').length).toBe(0);
    expect($('del').length).toBe(0);
  });

  it('renders every table the bundled guides write (none is left as a paragraph of pipes)', async () => {
    for (const file of await fg('guides/*.md', { cwd: CONTENT_DIR, absolute: true })) {
      const parsed = parseMarkdownFile(readFileSync(file, 'utf8'), file, file);
      const $ = cheerio.load(renderMarkdown(parsed.body ?? '').html);
      expect($('p').filter((_, p) => $(p).text().trim().startsWith('|')).length, file).toBe(0);
    }
  });
});

describe('isSafeUrl', () => {
  it('accepts relative URLs with a colon after a slash', () => {
    expect(isSafeUrl('/a/b:c')).toBe(true);
  });
  it('rejects an unknown scheme', () => {
    expect(isSafeUrl('file:///etc/passwd')).toBe(false);
  });
});

describe('describeText', () => {
  it('keeps a text of at most 160 characters as it is', () => {
    const text = 'a'.repeat(160);
    expect(describeText(text)).toBe(text);
  });
  it('cuts a longer text to at most 160 characters at a word boundary, ending in an ellipsis', () => {
    const text = 'Planning a wedding in İstanbul starts with the date. '.repeat(6);
    const description = describeText(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(text.startsWith(description.slice(0, -1))).toBe(true);
    expect(description.slice(0, -1)).not.toMatch(/\s$/);
  });
  it('cuts the body of every bundled post after a whole word, before 160 characters, and ends it with “…”', () => {
    const files = fg.sync('blog/*.md', { cwd: CONTENT_DIR, absolute: true });
    expect(files.length).toBeGreaterThanOrEqual(18);
    for (const file of files) {
      const { body } = parseMarkdownFile(readFileSync(file, 'utf8'), file, file);
      const { text } = renderMarkdown(body!);
      expect(text.length, file).toBeGreaterThan(160);
      const description = describeText(text);
      expect(description.length, file).toBeLessThanOrEqual(160);
      expect(description.endsWith('…'), file).toBe(true);
      const kept = description.slice(0, -1);
      expect(text.startsWith(kept), file).toBe(true);
      // What follows the kept part in the body is not the rest of a word, and the kept part ends with one.
      expect(text.slice(kept.length), file).toMatch(/^[\s,.;:!?–—)”’-]/u);
      expect(kept, file).toMatch(/[\p{L}\p{N}”’)]$/u);
    }
  });

  it('uses the plain text of the body: markdown syntax removed, blocks separated by spaces', () => {
    const { text } = renderMarkdown('Plan **early**.\n\n## Budget\n\nKeep [10%](/blog) aside.');
    expect(text).toBe('Plan early. Budget Keep 10% aside.');
  });
});

describe('markdownLimits (checked before parsing)', () => {
  it('accepts an ordinary article with lists and quotes nested a few levels', () => {
    expect(markdownLimits('# Title\n\n- a\n  - b\n    - c\n\n> quote\n> > nested\n\n1. one\n2. two\n')).toBeUndefined();
  });
  it('names the line that opens more than 32 containers', () => {
    expect(markdownLimits(`intro\n\n${'> '.repeat(33)}deep`)).toMatchObject({
      line: 3,
      message: 'the body nests more than 32 levels deep',
    });
    expect(markdownLimits(`${'- '.repeat(32)}ok`)).toBeUndefined();
    expect(markdownLimits('1. '.repeat(40))).toMatchObject({ line: 1 });
  });
  it('refuses indentation as deep as 32 nested lists', () => {
    expect(markdownLimits(`${' '.repeat(129)}- x`)).toMatchObject({ line: 1 });
  });
  it('refuses bodies over 32 KiB or 2,000 lines', () => {
    expect(markdownLimits('a'.repeat(33 * 1024))?.message).toMatch(/over the limit of 32 KiB/);
    expect(markdownLimits('a\n'.repeat(2000))?.message).toMatch(/2001 lines, over the limit of 2000/);
    expect(markdownLimits('a\n'.repeat(1999))).toBeUndefined();
  });
});
