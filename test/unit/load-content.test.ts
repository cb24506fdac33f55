import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load-content.ts';
import { ContentErrors, type EventsiteError } from '../../src/errors.ts';
import { copyContent } from '../helpers/content.ts';

let copy: Awaited<ReturnType<typeof copyContent>> | undefined;
afterEach(async () => {
  await copy?.remove();
  copy = undefined;
});

/** Loads a copy of the content broken by `change`, and returns the errors it reports. */
async function errorsAfter(file: string, change: (text: string) => string): Promise<EventsiteError[]> {
  copy = await copyContent();
  await copy.edit(file, change);
  try {
    await loadContent({ contentDir: copy.dir });
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors;
    throw error;
  }
  throw new Error('the broken content loaded without an error');
}

describe('loadContent: schema errors name file, line and field', () => {
  it('reports a missing required field of a service with its file and field', async () => {
    const [error, ...rest] = await errorsAfter('services/consultancy.yaml', (t) => t.replace(/^ {2}tagline: .*\n/m, ''));
    expect(rest).toEqual([]);
    expect(error!.constructor.name).toBe('InvalidContentError');
    expect(error!.location.file).toMatch(/services\/consultancy\.yaml$/);
    expect(error!.location.field).toBe('en.tagline');
    expect(error!.format()).toContain('is missing');
  });

  it('reports a wrong type with the line of the field', async () => {
    const errors = await errorsAfter('site.yaml', (t) => t.replace(/^foundingYear: .*$/m, 'foundingYear: "twenty twelve"'));
    const text = (await import('node:fs')).readFileSync(`${copy!.dir}/site.yaml`, 'utf8');
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
    const text = (await import('node:fs')).readFileSync(`${copy!.dir}/blog/rsvp-guide.en.md`, 'utf8');
    const line = text.split('\n').findIndex((l) => l.startsWith('date:')) + 1;
    expect(errors).toHaveLength(1);
    expect(errors[0]!.location).toMatchObject({ field: 'date', line, expected: 'a real calendar date as yyyy-mm-dd' });
  });

  it('reports a shared field put in the Turkish file as an unknown field', async () => {
    const errors = await errorsAfter('blog/rsvp-guide.tr.md', (t) => t.replace(/^---\n/, '---\ndate: 2025-01-30\n'));
    expect(errors[0]!.format()).toMatch(/unknown field "date"/);
    expect(errors[0]!.location.line).toBe(2);
  });

  it('reports a meta description over 160 characters', async () => {
    const errors = await errorsAfter('services/consultancy.yaml', (t) => t.replace(/^ {2}description: .*$/m, `  description: ${'x'.repeat(170)}`));
    expect(errors[0]!.location.field).toBe('en.description');
    expect(errors[0]!.location.expected).toBe('at most 160 characters');
  });

  it('reports a missing image with the line of the image field', async () => {
    const errors = await errorsAfter('services/consultancy.yaml', (t) => t.replace(/^image: .*$/m, 'image: services/nope.svg'));
    expect(errors[0]!.constructor.name).toBe('MissingImageError');
    expect(errors[0]!.location).toMatchObject({ field: 'image', line: expect.any(Number) });
  });

  it('reports an unreadable image together with the other problems', async () => {
    copy = await copyContent();
    await (await import('node:fs/promises')).writeFile(`${copy.dir}/images/blog/broken.svg`, 'not an image');
    await copy.edit('faq/en.yaml', (t) => t.replace(/^ {4}answer: .*\n/m, ''));
    const errors = await loadContent({ contentDir: copy.dir }).then(
      () => [],
      (e: ContentErrors) => e.errors,
    );
    expect(errors.map((e) => e.name).sort()).toEqual(['InvalidContentError', 'MissingImageError']);
    expect(errors.find((e) => e.name === 'MissingImageError')!.location.file).toMatch(/^(?!\/).*images\/blog\/broken\.svg$/);
  });

  it('lists every problem, not just the first', async () => {
    const errors = await errorsAfter('locales/tr.yaml', (t) => t.replace(/^ {2}loadMore: .*\n/m, '').replace(/^ {2}backToTop: .*\n/m, ''));
    expect(errors.map((e) => e.location.field).sort()).toEqual(['ui.backToTop', 'ui.loadMore']);
  });
});
