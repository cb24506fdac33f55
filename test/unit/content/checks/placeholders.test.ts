/**
 * Placeholders: the texts `eventsite new post` writes and the markers REPLACE, TODO, TBD and lorem ipsum
 * are found in every published value, with file, line and field; YAML comments (site.yaml's `# REPLACE:`) are not.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPost } from '../../../../src/commands/new-post.ts';
import { ContentCache } from '../../../../src/content/source/content-cache.ts';
import { ContentStore } from '../../../../src/content/source/content-store.ts';
import { loadContent } from '../../../../src/content/load-content.ts';
import { renderMarkdown } from '../../../../src/content/markdown/markdown.ts';
import { parseMarkdownFile } from '../../../../src/content/source/parse-file.ts';
import {
  findPlaceholders,
  PLACEHOLDER_HINT,
  POST_SCAFFOLDS,
  publishesPlaceholder,
} from '../../../../src/content/checks/placeholders.ts';
import { parseYamlSource } from '../../../../src/content/yaml/yaml-source.ts';
import { openCacheFolder } from '../../../../src/core/cache-folder.ts';
import { ContentErrors, type EventsiteError } from '../../../../src/core/errors.ts';
import { PROJECT } from '../../../../src/core/project-layout.ts';
import { CONTENT_DIR, copyProject, type ProjectCopy } from '../../../helpers/project.ts';
import { loadCached } from '../../../helpers/load.ts';

const yaml = (text: string) => findPlaceholders({ file: 'x.yaml', source: parseYamlSource(text, { file: 'x.yaml' }) });
const found = (text: string) => yaml(`value: ${JSON.stringify(text)}\n`).map((e) => e.message);

describe('findPlaceholders', () => {
  it('finds REPLACE in capitals, and TODO, TBD and lorem ipsum in any case, as whole words', () => {
    expect(found('REPLACE: the brand')).toEqual(['still holds the placeholder "REPLACE"']);
    expect(found('REPLACE_ME')).toEqual(['still holds the placeholder "REPLACE"']);
    expect(found('Price: TBD')).toEqual(['still holds the placeholder "TBD"']);
    expect(found('todo: write this')).toEqual(['still holds the placeholder "todo"']);
    expect(found('Lorem  Ipsum dolor sit amet')).toEqual(['still holds the placeholder "Lorem  Ipsum"']);
    expect(found('Fiyat: TODO, tarih: tbd')).toEqual([
      'still holds the placeholder "TODO"',
      'still holds the placeholder "tbd"',
    ]);
  });

  it('leaves ordinary words alone: "replace" in prose, TODOs, a word that holds a marker', () => {
    // The bundled rsvp post says "the two or three vendors you cannot replace".
    expect(found('the vendors you cannot replace, usually catering')).toEqual([]);
    expect(found('Replace the bulbs')).toEqual([]);
    expect(found('mastodon todos tbdx')).toEqual([]);
    // Whole words in Turkish too: ğ is a letter.
    expect(found('todoğan')).toEqual([]);
  });

  it('names the line and the field of a value, nested in lists, and never a comment', () => {
    const text =
      'brand: Kadife Events   # REPLACE: the brand name\n# TODO: a comment\npeople:\n  - name: Ayşe\n    role: TBD\n';
    const [error, ...rest] = yaml(text);
    expect(rest).toEqual([]);
    expect(error!.location).toMatchObject({ file: 'x.yaml', line: 5, field: 'people.0.role', hint: PLACEHOLDER_HINT });
    expect(error!.format()).toBe(
      `InvalidContentError: x.yaml:5  people.0.role: still holds the placeholder "TBD" (expected the text to publish)\n  hint: ${PLACEHOLDER_HINT}\n  code: ES0123 (docs/errors.md)`,
    );
  });

  it('finds the texts of new post in front matter and body, at their lines and column', () => {
    const { excerpt, body } = POST_SCAFFOLDS.en!;
    const raw = `---\ntitle: Wedding Budget Basics\nexcerpt: ${JSON.stringify(excerpt)}\n---\n## Where the money goes\n\nMost of it goes on the venue.\n\nIntro. ${body}\n`;
    const parsed = parseMarkdownFile(raw, 'blog/x.en.md', '/x/blog/x.en.md');
    const errors = findPlaceholders(parsed);
    expect(errors.map((e) => [e.location.field, e.location.line, e.location.column])).toEqual([
      ['excerpt', 3, undefined],
      ['body', 9, 8],
    ]);
    expect(errors[0]!.message).toBe(`still holds the text "eventsite new post" wrote: "${excerpt.slice(0, 59)}…"`);
  });

  it('finds nothing in the bundled site.yaml, whose fictional defaults are marked REPLACE in comments', async () => {
    const text = await readFile(path.join(CONTENT_DIR, 'site.yaml'), 'utf8');
    expect(text).toContain('# REPLACE');
    expect(yaml(text)).toEqual([]);
  });
});

describe('publishesPlaceholder (the quick test of a rendered body)', () => {
  it('is true for a marker or a scaffold paragraph in the HTML, false for a finished body or a marker in a comment', () => {
    expect(publishesPlaceholder(renderMarkdown(`Intro.\n\n${POST_SCAFFOLDS.tr!.body}\n`).html)).toBe(true);
    expect(publishesPlaceholder(renderMarkdown('A list:\n\n- TODO\n').html)).toBe(true);
    expect(publishesPlaceholder(renderMarkdown('We cannot replace a good caterer.\n').html)).toBe(false);
    expect(publishesPlaceholder(renderMarkdown('Finished.\n\n<!-- TODO: one more photo -->\n').html)).toBe(false);
  });
});

let copy: ProjectCopy | undefined;
afterEach(async () => {
  await copy?.remove();
  copy = undefined;
});

async function errorsOf(load: Promise<unknown>): Promise<EventsiteError[]> {
  return load.then(
    () => [],
    (error: unknown) => {
      if (error instanceof ContentErrors) return error.errors;
      throw error;
    },
  );
}

/** field, line and file name of each finding. */
const where = (errors: readonly EventsiteError[]) =>
  errors.map((e) => [path.basename(e.location.file ?? ''), e.location.field, e.location.line]);

describe('loadContent: placeholders (option placeholders, default error)', () => {
  it('loads the bundled content, REPLACE comments and all, without a finding', async () => {
    const content = await loadCached({ contentDir: CONTENT_DIR, drafts: true, placeholders: 'warning' });
    expect(content.warnings.filter((w) => w.location.hint === PLACEHOLDER_HINT)).toEqual([]);
  });

  it('reports what new post wrote, in a draft when drafts are kept (check), as warnings, or not at all', async () => {
    copy = await copyProject({ only: ['content'] });
    await createPost({ contentDir: copy.content, slug: 'wedding-budget-basics', date: '2025-01-01' });
    const en = await copy.read('content/blog/wedding-budget-basics.en.md');
    const line = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;
    const expected = [
      ['wedding-budget-basics.en.md', 'excerpt', line(en, 'excerpt:')],
      ['wedding-budget-basics.en.md', 'imageAlt', line(en, 'imageAlt:')],
      ['wedding-budget-basics.en.md', 'body', line(en, POST_SCAFFOLDS.en!.body)],
      ['wedding-budget-basics.tr.md', 'title', 2],
      ['wedding-budget-basics.tr.md', 'excerpt', 3],
      ['wedding-budget-basics.tr.md', 'imageAlt', 4],
      ['wedding-budget-basics.tr.md', 'body', 6],
    ];
    // A draft's placeholders are warnings in every mode but allow: a normal build does not publish it.
    const checked = await loadCached({ contentDir: copy.content, drafts: true });
    expect(where(checked.warnings)).toEqual(expected);
    expect(checked.warnings.every((e) => e.location.hint === PLACEHOLDER_HINT)).toBe(true);
    const warned = await loadCached({ contentDir: copy.content, drafts: true, placeholders: 'warning' });
    expect(where(warned.warnings)).toEqual(expected);
    expect((await loadCached({ contentDir: copy.content, drafts: true, placeholders: 'allow' })).warnings).toEqual([]);
    // A normal build publishes no draft: nothing of it is searched.
    await expect(loadCached({ contentDir: copy.content })).resolves.toMatchObject({ drafts: 1 });
  });

  it('finds a body placeholder when the persistent content cache kept the body as HTML only', async () => {
    copy = await copyProject({ only: ['content'] });
    await copy.edit('content/blog/rsvp-guide.tr.md', (t) => `${t}\nLorem ipsum dolor sit amet.\n`);
    const lineOfIt =
      (await copy.read('content/blog/rsvp-guide.tr.md')).split('\n').indexOf('Lorem ipsum dolor sit amet.') + 1;
    const caches = await openCacheFolder(copy.file('cache'), PROJECT.root);
    const load = async () => {
      const store = new ContentStore(caches);
      const errors = await errorsOf(loadContent({ contentDir: copy!.content, store, memo: caches }));
      await store.flush();
      return { errors, taken: store.counts.taken };
    };
    const first = await load();
    const second = await load();
    expect([first.taken, second.taken]).toEqual([0, expect.any(Number)]);
    expect(second.taken).toBeGreaterThan(40);
    for (const { errors } of [first, second]) expect(where(errors)).toEqual([['rsvp-guide.tr.md', 'body', lineOfIt]]);
  });

  it("follows each edit when dev's content cache is kept between loads: a marker added is found, one removed is gone", async () => {
    copy = await copyProject({ only: ['content'] });
    const cache = new ContentCache({ watched: true });
    const load = () => loadContent({ contentDir: copy!.content, cache, placeholders: 'warning' });
    const markers = async () => where((await load()).warnings.filter((w) => w.location.hint === PLACEHOLDER_HINT));
    const post = 'content/blog/rsvp-guide.en.md';
    const site = 'content/services/consultancy.en.yaml';
    expect(await markers()).toEqual([]);
    await copy.edit(post, (t) => `${t}\nTBD: the venue.\n`);
    await copy.edit(site, (t) => t.replace(/^tagline: .*$/m, 'tagline: TODO'));
    cache.forget([copy.file(post), copy.file(site)]);
    expect((await markers()).map(([file, field]) => [file, field])).toEqual([
      ['consultancy.en.yaml', 'tagline'],
      ['rsvp-guide.en.md', 'body'],
    ]);
    await copy.edit(post, (t) => t.replace('\nTBD: the venue.\n', ''));
    cache.forget([copy.file(post)]);
    expect((await markers()).map(([file]) => file)).toEqual(['consultancy.en.yaml']);
  });

  it('reports a marker in a service and in a strings file at its field and line', async () => {
    copy = await copyProject({ only: ['content'] });
    await copy.edit('content/services/consultancy.tr.yaml', (t) => t.replace(/^tagline: .*$/m, 'tagline: TBD'));
    await copy.edit('content/locales/en.yaml', (t) => t.replace(/^(\s+)loadMore: .*$/m, '$1loadMore: "TODO"'));
    const services = await copy.read('content/services/consultancy.tr.yaml');
    const strings = await copy.read('content/locales/en.yaml');
    const errors = await errorsOf(loadCached({ contentDir: copy.content }));
    expect(where(errors)).toEqual([
      ['en.yaml', 'ui.loadMore', strings.split('\n').findIndex((l) => l.includes('loadMore: "TODO"')) + 1],
      ['consultancy.tr.yaml', 'tagline', services.split('\n').indexOf('tagline: TBD') + 1],
    ]);
  });
});
