/** Copy that repeats a fact of site.yaml literally is found, with its line and field. */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../../../src/content/yaml/yaml-source.ts';
import { findRepeatedFacts, siteFacts } from '../../../../src/content/checks/repeated-facts.ts';
import type { Site } from '../../../../src/content/schemas.ts';
import type { Content } from '../../../../src/content/types.ts';
import { loadContent } from '../../../../src/content/load-content.ts';
import { ContentCache } from '../../../../src/content/source/content-cache.ts';
import { loadCached } from '../../../helpers/load.ts';
import { copyProject, type ProjectCopy } from '../../../helpers/project.ts';

const site = {
  phone: '+902125550147',
  whatsapp: '+905321234567',
  email: 'hello@kadifeevents.com',
  foundingYear: 2012,
  openingHours: [{ days: ['Monday'], opens: '09:30', closes: '18:30' }],
} as unknown as Site;

const yaml = [
  'a: Since 2012 we plan weddings.',
  'b: 2012’den beri düğün planlıyoruz.',
  'c: Call +90 212 555 01 47 today.',
  'd: Or 0212 555 01 47.',
  'e: Write to hello@kadifeevents.com.',
  'f: We answer Monday to Friday, 09:30–18:30.',
  'g: Since {foundingYear}, 150 events a year; 2,200 guests in 2013.',
  'h: WhatsApp 0532 123 45 67.',
  '',
].join('\n');

describe('findRepeatedFacts', () => {
  it('names each repetition with its line and field, and leaves placeholders and other numbers alone', () => {
    const file = {
      file: 'content/locales/en.yaml',
      source: parseYamlSource(yaml, { file: 'content/locales/en.yaml' }),
    };
    const found = findRepeatedFacts(file, siteFacts(site)).map((w) => [w.location.line, w.location.field, w.message]);
    expect(found).toEqual([
      [1, 'a', expect.stringContaining('the founding year')],
      [2, 'b', expect.stringContaining('the founding year')],
      [3, 'c', expect.stringContaining('the phone number')],
      [4, 'd', expect.stringContaining('the phone number')],
      [5, 'e', expect.stringContaining('the e-mail address')],
      [6, 'f', expect.stringContaining('the opening hours')],
      [8, 'h', expect.stringContaining('the WhatsApp number')],
    ]);
  });
});

describe('loadContent: a fact repeated in a post body', () => {
  let copy: ProjectCopy | undefined;
  afterEach(async () => {
    await copy?.remove();
    copy = undefined;
  });

  it('is named at its body line on a first load and on a load from the content cache, which keeps only the HTML', async () => {
    copy = await copyProject({ only: ['content'] });
    const sentence = 'We have planned weddings in Istanbul since 2012.';
    // A link's address is no text of the HTML where its scheme is refused: it must be found all the same.
    const link = '[Call us](tel:02125550147) or [write](mailto:hello@kadifeevents.com).';
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\n${sentence}\n\n${link}\n`);
    const lines = (await copy.read('content/blog/rsvp-guide.en.md')).split('\n');
    const [year, phone] = [lines.indexOf(sentence) + 1, lines.indexOf(link) + 1];
    const where = (content: Content) =>
      content.warnings
        .filter((w) => /the founding year|the phone number|the e-mail address/.test(w.message))
        .map((w) => [path.basename(w.location.file ?? ''), w.location.line, w.location.field]);
    const expected = [
      ['rsvp-guide.en.md', year, 'body'],
      ['rsvp-guide.en.md', phone, 'body'],
      ['rsvp-guide.en.md', phone, 'body'],
    ];
    const first = await loadCached({ contentDir: copy.content, drafts: false });
    expect(where(first)).toEqual(expected);
    // The second load takes the file from the persistent content cache: its body is read again for the lines.
    const again = await loadCached({ contentDir: copy.content, drafts: false });
    expect(where(again)).toEqual(expected);
  });
});

describe("loadContent: repeated facts with dev's content cache, kept between loads", () => {
  let copy: ProjectCopy | undefined;
  afterEach(async () => {
    await copy?.remove();
    copy = undefined;
  });

  it('follows an edit of site.yaml: a post that repeats the old year is clean, one that repeats the new is not', async () => {
    copy = await copyProject({ only: ['content'] });
    const cache = new ContentCache({ watched: true });
    const post = 'content/blog/rsvp-guide.en.md';
    await copy.edit(post, (t) => `${t}\nWe have planned weddings since 2012.\n`);
    const years = async () =>
      (await loadContent({ contentDir: copy!.content, cache })).warnings
        .filter((w) => w.message.includes('the founding year'))
        .map((w) => path.basename(w.location.file ?? ''));
    const setYear = async (year: number) => {
      await copy!.edit('content/site.yaml', (t) => t.replace(/^foundingYear: .*$/m, `foundingYear: ${year}`));
      cache.forget([copy!.file('content/site.yaml')]);
    };
    await setYear(2012);
    expect(await years()).toEqual(['rsvp-guide.en.md']);
    expect(await years()).toEqual(['rsvp-guide.en.md']);
    await setYear(2011);
    expect(await years()).toEqual([]);
    await setYear(2012);
    expect(await years()).toEqual(['rsvp-guide.en.md']);
  });
});

describe('findRepeatedFacts in a body', () => {
  it('names the line of the body, counted from the top of the file', () => {
    const file = {
      file: 'content/blog/x.en.md',
      source: parseYamlSource('title: X\n', { file: 'content/blog/x.en.md' }),
      body: 'First line.\n\nCall 0212 555 01 47 or write to hello@kadifeevents.com.\n',
      bodyOffset: 3,
    };
    const found = findRepeatedFacts(file, siteFacts(site)).map((w) => [w.location.line, w.location.field, w.message]);
    expect(found).toEqual([
      [6, 'body', expect.stringContaining('the phone number')],
      [6, 'body', expect.stringContaining('the e-mail address')],
    ]);
  });
});
