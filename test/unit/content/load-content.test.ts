import { afterEach, describe, expect, it } from 'vitest';
import { ContentErrors, type EventsiteError } from '../../../src/core/errors.ts';
import { copyProject, type ProjectCopy } from '../../helpers/project.ts';
import { loadCached } from '../../helpers/load.ts';

let copy: ProjectCopy | undefined;
afterEach(async () => {
  await copy?.remove();
  copy = undefined;
});

/** Loads a copy of the content broken by `change` (of a file under content/), and returns the errors it reports. */
async function errorsAfter(file: string, change: (text: string) => string): Promise<EventsiteError[]> {
  // A test may call it twice: the first copy goes before the second is made.
  await copy?.remove();
  copy = await copyProject({ only: ['content'] });
  await copy.edit(`content/${file}`, change);
  try {
    await loadCached({ contentDir: copy.content });
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors;
    throw error;
  }
  throw new Error('the broken content loaded without an error');
}

describe('loadContent: schema errors name file, line and field', () => {
  it('reports a missing required field of a service with its file and field', async () => {
    const [error, ...rest] = await errorsAfter('services/consultancy.tr.yaml', (t) => t.replace(/^tagline: .*\n/m, ''));
    expect(rest).toEqual([]);
    expect(error!.constructor.name).toBe('InvalidContentError');
    expect(error!.location.file).toMatch(/services\/consultancy\.tr\.yaml$/);
    expect(error!.location.field).toBe('tagline');
    expect(error!.format()).toContain('is missing');
  });

  it('reports a wrong type with the line of the field', async () => {
    const errors = await errorsAfter('site.yaml', (t) =>
      t.replace(/^foundingYear: .*$/m, 'foundingYear: "twenty twelve"'),
    );
    const text = (await import('node:fs')).readFileSync(`${copy!.content}/site.yaml`, 'utf8');
    const line = text.split('\n').findIndex((l) => l.startsWith('foundingYear')) + 1;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.location).toMatchObject({ field: 'foundingYear', line });
    expect(errors[0]!.format()).toContain(`site.yaml:${line}`);
  });

  it('reports malformed YAML with line and column', async () => {
    const errors = await errorsAfter('faq/tr.yaml', (t) => t.replace(/^items:\n/, 'items:\n  - question: [unclosed\n'));
    expect(errors[0]!.constructor.name).toBe('YamlSyntaxError');
    expect(errors[0]!.location.file).toMatch(/faq\/tr\.yaml$/);
    expect(errors[0]!.location.line).toBeGreaterThan(1);
    expect(errors[0]!.location.column).toBeGreaterThan(0);
  });

  it('reports an invalid date in front matter with the line in the markdown file', async () => {
    const errors = await errorsAfter('blog/rsvp-guide.en.md', (t) => t.replace(/^date: .*$/m, 'date: 2025-02-30'));
    const text = (await import('node:fs')).readFileSync(`${copy!.content}/blog/rsvp-guide.en.md`, 'utf8');
    const line = text.split('\n').findIndex((l) => l.startsWith('date:')) + 1;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.location).toMatchObject({ field: 'date', line, expected: 'a real calendar date as yyyy-mm-dd' });
  });

  it('reports a date not written yyyy-mm-dd once, with the rule it breaks first', async () => {
    const errors = await errorsAfter('blog/rsvp-guide.en.md', (t) => t.replace(/^date: .*$/m, 'date: "30 January"'));
    expect(errors.map((e) => e.location.expected)).toEqual(['a date as yyyy-mm-dd']);
  });

  it('reports a base URL written without its scheme as a content error on its line, not a crash', async () => {
    const errors = await errorsAfter('site.yaml', (t) => t.replace(/^baseUrl: https:\/\//m, 'baseUrl: '));
    expect(errors.map((e) => e.constructor.name)).toEqual(['InvalidContentError']);
    expect(errors[0]!.location).toMatchObject({ field: 'baseUrl', expected: 'an absolute http(s) URL' });
    expect(errors[0]!.format()).toMatch(/site\.yaml:\d+/);
  });

  it('reports a shared field put in the Turkish file as an unknown field', async () => {
    const errors = await errorsAfter('blog/rsvp-guide.tr.md', (t) => t.replace(/^---\n/, '---\ndate: 2025-01-30\n'));
    expect(errors[0]!.format()).toMatch(/unknown field "date"/);
    expect(errors[0]!.location.line).toBe(2);
  });

  it('reports a meta description over 160 characters', async () => {
    const errors = await errorsAfter('services/consultancy.en.yaml', (t) =>
      t.replace(/^description: .*$/m, `description: ${'x'.repeat(170)}`),
    );
    expect(errors[0]!.location.field).toBe('description');
    expect(errors[0]!.message).toMatch(/^is \d+ characters long; at most 160 are allowed$/);
  });

  it('reports a missing image with the line of the image field', async () => {
    const errors = await errorsAfter('services/consultancy.en.yaml', (t) =>
      t.replace(/^image: .*$/m, 'image: services/nope.svg'),
    );
    expect(errors[0]!.constructor.name).toBe('MissingImageError');
    expect(errors[0]!.location).toMatchObject({ field: 'image', line: expect.any(Number) });
  });

  it('reports an unreadable image together with the other problems', async () => {
    copy = await copyProject({ only: ['content'] });
    await copy.write('content/images/blog/broken.svg', 'not an image');
    await copy.edit('content/faq/en.yaml', (t) => t.replace(/^ {4}answer: .*\n/m, ''));
    const errors = await loadCached({ contentDir: copy.content }).then(
      () => [],
      (e: ContentErrors) => e.errors,
    );
    expect(errors.map((e) => e.name).sort()).toEqual(['InvalidContentError', 'UnusableImageError']);
    expect(errors.find((e) => e.name === 'UnusableImageError')!.location.file).toMatch(
      /content\/images\/blog\/broken\.svg$/,
    );
  });

  it('lists every problem, not just the first', async () => {
    const errors = await errorsAfter('locales/tr.yaml', (t) =>
      t.replace(/^ {2}loadMore: .*\n/m, '').replace(/^ {2}backToTop: .*\n/m, ''),
    );
    expect(errors.map((e) => e.location.field).sort()).toEqual(['ui.backToTop', 'ui.loadMore']);
  });
});

describe('loadContent: one convention for every collection, every language of site.yaml', () => {
  it('reports a service without its Turkish file, naming the file to create', async () => {
    copy = await copyProject({ only: ['content'] });
    await (await import('node:fs/promises')).rm(copy.file('content/services/consultancy.tr.yaml'));
    const errors = await loadCached({ contentDir: copy.content }).then(
      () => [],
      (e: ContentErrors) => e.errors,
    );
    expect(errors.map((e) => e.name)).toEqual(['MissingTranslationError']);
    expect(errors[0]!.location.expected).toBe('services/consultancy.tr.yaml');
  });

  it('reports a file in a language site.yaml does not list', async () => {
    copy = await copyProject({ only: ['content'] });
    await copy.write('content/faq/de.yaml', 'items: []\n');
    const errors = await loadCached({ contentDir: copy.content }).then(
      () => [],
      (e: ContentErrors) => e.errors,
    );
    expect(errors.map((e) => e.message)).toEqual(['language "de" is not in site.yaml\'s languages']);
  });

  it('reports two spellings of one tag, in every command that loads content', async () => {
    const errors = await errorsAfter('blog/rsvp-guide.en.md', (t) => t.replace('"Davetiye"]', '"davetiye"]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/^tag "(davetiye|Davetiye)" is written differently from "(Davetiye|davetiye)"/);
  });

  it('reports an image of the frame (site.yaml images) that does not exist, with its line', async () => {
    const errors = await errorsAfter('site.yaml', (t) => t.replace('hero: hero.svg', 'hero: heroes.svg'));
    expect(errors.map((e) => e.name)).toEqual(['MissingImageError']);
    expect(errors[0]!.location).toMatchObject({ field: 'images.hero', line: expect.any(Number) });
  });

  it('reports a Turkish slug used by two services', async () => {
    const errors = await errorsAfter('services/consultancy.tr.yaml', (t) =>
      t.replace(/^slug: .*$/m, 'slug: kurumsal-etkinlikler'),
    );
    expect(errors.map((e) => e.name)).toEqual(['DuplicateRouteError']);
    expect(errors[0]!.message).toMatch(
      /"kurumsal-etkinlikler", also used by \S*services\/(consultancy|corporate-events)\.tr\.yaml:2$/,
    );
    expect(errors[0]!.location).toMatchObject({
      file: expect.stringMatching(/services\/(consultancy|corporate-events)\.tr\.yaml$/),
      line: 2,
      field: 'slug',
    });
  });

  it('reports an alias of a post that is the slug of another, naming the line of the alias', async () => {
    const errors = await errorsAfter('blog/rsvp-guide.en.md', (t) =>
      t.replace(/^date: /m, 'aliases: [why-digital-invitations]\ndate: '),
    );
    expect(errors.map((e) => e.name)).toEqual(['DuplicateRouteError', 'DuplicateRouteError']);
    // The other post's slug is its file name: that file is named, without a line.
    expect(errors[0]!.location).toMatchObject({
      file: expect.stringMatching(/blog\/why-digital-invitations\.en\.md$/),
      line: undefined,
    });
    expect(errors[0]!.message).toMatch(/also used by \S*blog\/rsvp-guide\.en\.md:5$/);
  });

  it('reports two services with the same order (regression: kept across the loader restructuring)', async () => {
    const errors = await errorsAfter('services/consultancy.en.yaml', (t) => t.replace(/^order: .*$/m, 'order: 2'));
    expect(errors.map((e) => e.name)).toEqual(['InvalidContentError']);
    expect(errors[0]!.message).toMatch(/^duplicate service order "2", also used by .*\.en\.yaml$/);
  });
});

/** The 1-based line of the first line of `text` starting with `prefix`. */
const lineOf = (text: string, prefix: string) => text.split('\n').findIndex((l) => l.startsWith(prefix)) + 1;

describe('loadContent: tag labels (content/tags.yaml)', () => {
  it('loads the English label of every tag, keyed by the tag as the posts write it', async () => {
    const content = await loadCached({ contentDir: (await import('../../helpers/project.ts')).CONTENT_DIR });
    expect(content.tagLabels.get('Düğün')).toEqual({ en: 'Wedding' });
    expect(content.tagLabels.get('LCV')).toEqual({ en: 'RSVP' });
  });

  it('takes a label for a tag no post carries any more (its page simply goes)', async () => {
    copy = await copyProject({ only: ['content'] });
    await copy.edit('content/tags.yaml', (t) => `${t}Kına Tepsisi: { en: Henna Tray }\n`);
    const content = await loadCached({ contentDir: copy.content });
    expect(content.tagLabels.has('Kına Tepsisi')).toBe(false);
    expect(content.tagLabels.has('Düğün')).toBe(true);
  });

  it('reports a tag spelt differently from the posts', async () => {
    const errors = await errorsAfter('tags.yaml', (t) => t.replace('Düğün: {', 'düğün: {'));
    expect(errors.map((e) => e.message)).toEqual(['tag "düğün" is written differently from "Düğün" in the posts']);
    expect(errors[0]!.location.expected).toBe('"Düğün", as the posts write it');
  });

  it('reports a label in a language site.yaml does not list, with the line of its tag', async () => {
    const errors = await errorsAfter('tags.yaml', (t) =>
      t.replace('Düğün: { en: Wedding }', 'Düğün: { en: Wedding, de: Hochzeit }'),
    );
    const text = await copy!.read('content/tags.yaml');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toBe('"de" is not a language of the site');
    expect(errors[0]!.location).toMatchObject({ line: lineOf(text, 'Düğün:'), field: 'Düğün.de' });
    expect(errors[0]!.format()).toMatch(
      /tags\.yaml:\d+:\d+ {2}Düğün\.de: "de" is not a language of the site \(expected a label in one of en/,
    );
  });

  it('reports a label in the tag language itself, whose label is the key', async () => {
    const errors = await errorsAfter('tags.yaml', (t) =>
      t.replace('Düğün: { en: Wedding }', 'Düğün: { en: Wedding, tr: Düğünler }'),
    );
    expect(errors.map((e) => [e.message, e.location.field])).toEqual([
      ['a label in tr, the language tags are written in', 'Düğün.tr'],
    ]);
  });

  it('reports an empty label through the schema, with its line', async () => {
    const errors = await errorsAfter('tags.yaml', (t) => t.replace('Nişan: { en: Engagement }', 'Nişan: { en: "" }'));
    const text = await copy!.read('content/tags.yaml');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.location).toMatchObject({ field: 'Nişan.en', line: lineOf(text, 'Nişan:') });
    expect(errors[0]!.message).toBe('must not be empty');
  });
});

describe('loadContent: a post description in front matter', () => {
  it('wins over the description made from the body, in its language only', async () => {
    copy = await copyProject({ only: ['content'] });
    const description =
      'Davetiye, son yanıt tarihi ve geç kalan yanıtlar: düğün ve kurumsal etkinlikler için adım adım LCV rehberi.';
    await copy.edit('content/blog/rsvp-guide.tr.md', (t) =>
      t.replace(/^description: .*$/m, `description: "${description}"`),
    );
    // Without a description of its own, the English post's is made from its body.
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => t.replace(/^description: .*\n/m, ''));
    const content = await loadCached({ contentDir: copy.content });
    const post = content.posts.find((p) => p.id === 'rsvp-guide')!;
    expect(post.locales.tr!.description).toBe(description);
    expect(post.locales.en!.description.endsWith('…')).toBe(true);
  });

  it('refuses a description shorter than 50 characters, naming file, line and field', async () => {
    const errors = await errorsAfter('blog/rsvp-guide.en.md', (t) =>
      t.replace(/^description: .*$/m, 'description: Too short.'),
    );
    const line = lineOf(await copy!.read('content/blog/rsvp-guide.en.md'), 'description: Too short.');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.location).toMatchObject({
      file: expect.stringMatching(/blog\/rsvp-guide\.en\.md$/),
      line,
      field: 'description',
    });
    expect(errors[0]!.message).toMatch(/^is \d+ characters long; at least 50 are needed$/);
  });
});

describe('loadContent: opening hours and the About page', () => {
  it('reports a time that is not hh:mm, with its line in site.yaml', async () => {
    const errors = await errorsAfter('site.yaml', (t) => t.replace('opens: "09:30"', 'opens: "9.30"'));
    const text = await copy!.read('content/site.yaml');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.location).toMatchObject({
      field: 'openingHours.0.opens',
      line: lineOf(text, '    opens: "9.30"'),
      expected: 'a time as hh:mm, e.g. 09:30',
    });
  });

  it('reports a day named in two entries, and a misspelt day', async () => {
    const twice = await errorsAfter('site.yaml', (t) => t.replace('days: [Saturday]', 'days: [Friday]'));
    expect(twice.map((e) => [e.location.field, e.location.expected])).toEqual([
      ['openingHours.1.days.0', 'each day in one entry only (Friday is in two)'],
    ]);
    const misspelt = await errorsAfter('site.yaml', (t) => t.replace('days: [Saturday]', 'days: [Saturdya]'));
    expect(misspelt[0]!.location.field).toBe('openingHours.1.days.0');
    expect(misspelt[0]!.location.expected).toMatch(/^a day of the week: Monday, /);
  });

  it('reports a Turkish team that names other people than the English one, at the person', async () => {
    const errors = await errorsAfter('locales/tr.yaml', (t) =>
      t.replace('- name: Kerem Yazıcı', '- name: Kerem Yazici'),
    );
    const text = await copy!.read('content/locales/tr.yaml');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.name).toBe('MissingTranslationError');
    expect(errors[0]!.message).toBe('person 2 is "Kerem Yazici", not "Kerem Yazıcı"');
    expect(errors[0]!.location).toMatchObject({
      field: 'about.team.people.1.name',
      line: lineOf(text, '      - name: Kerem Yazici'),
    });
  });

  it('reports a figure with a placeholder other than {years}', async () => {
    const errors = await errorsAfter('locales/en.yaml', (t) => t.replace('value: "{years}"', 'value: "{yaers}"'));
    expect(errors.map((e) => e.location.field)).toEqual(['about.figures.items.0.value']);
    expect(errors[0]!.location.expected).toMatch(/\{years\}/);
  });
});
