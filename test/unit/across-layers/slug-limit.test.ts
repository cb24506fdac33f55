/**
 * One slug limit: post, service and alias slugs and the file ids they come from are at most
 * MAX_SLUG_LENGTH characters, so every output name stays far below the 255 bytes a file system allows per name.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../../../src/commands/new-post.ts';
import { MAX_TAG_LENGTH, slugSchema } from '../../../src/content/schemas/fields.ts';
import { MAX_SLUG_LENGTH, slugProblem, tagSlug } from '../../../src/content/collections/slug.ts';
import { ContentErrors, InvalidContentError, type EventsiteError } from '../../../src/core/errors.ts';
import { outputFileOf } from '../../../src/core/url-paths.ts';
import { callCli } from '../../helpers/call-cli.ts';
import { copyProject, type ProjectCopy } from '../../helpers/project.ts';
import { loadCached } from '../../helpers/load.ts';

/** The longest name of a page's files: the page, `.br` and `.gz` beside it. */
const longestName = (url: string) => Buffer.byteLength(`${path.basename(outputFileOf(url))}.br`);

describe('the slug rule', () => {
  it(`takes ${MAX_SLUG_LENGTH} characters and refuses one more, with one plain message`, () => {
    expect(MAX_SLUG_LENGTH).toBe(80);
    expect(slugSchema.safeParse('a'.repeat(MAX_SLUG_LENGTH)).success).toBe(true);
    // Too long and not a slug either: one message, the first rule it breaks.
    const issues = slugSchema.safeParse(`A${'b'.repeat(MAX_SLUG_LENGTH)}`).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['a slug of at most 80 characters']);
    expect(slugProblem('x'.repeat(249))).toEqual({
      message: `"${'x'.repeat(32)}…" is 249 characters long`,
      expected: 'a slug of at most 80 characters',
      hint: expect.any(String),
    });
    expect(slugProblem('Wedding Budget')?.message).toBe('"Wedding Budget" is not a valid slug');
    expect(slugProblem('wedding-budget-basics')).toBeUndefined();
  });

  it('keeps every output name far below 255 bytes: the longest slug, and the longest tag in Turkish letters (2 bytes each)', () => {
    expect(longestName(`/tr/blog/${'a'.repeat(MAX_SLUG_LENGTH)}`)).toBeLessThanOrEqual(100);
    const tag = tagSlug('Ğ'.repeat(MAX_TAG_LENGTH), 'tr');
    expect(Buffer.byteLength(tag)).toBe(2 * MAX_TAG_LENGTH);
    expect(longestName(`/tr/tags/${tag}`)).toBeLessThanOrEqual(100);
  });
});

describe('new post and the content with a long slug', () => {
  let copy: ProjectCopy;
  beforeAll(async () => {
    copy = await copyProject();
  });
  afterAll(() => copy?.remove());

  it('refuses a 300-character slug with a plain message and writes nothing (was ENAMETOOLONG)', async () => {
    const slug = 'a'.repeat(300);
    const made = await callCli(copy.dir, ['new', 'post', slug]);
    expect(made.code).toBe(1);
    expect(made.stderr).not.toContain('ENAMETOOLONG');
    expect(made.stderr).toContain(
      `"${'a'.repeat(32)}…" is 300 characters long (expected a slug of at most 80 characters)`,
    );
    const error = await createPost({ contentDir: copy.content, slug: 'b'.repeat(81) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidContentError);
    expect(existsSync(copy.file(`content/blog/${'b'.repeat(81)}.en.md`))).toBe(false);
    const files = await createPost({ contentDir: copy.content, slug: 'c'.repeat(MAX_SLUG_LENGTH), date: '2025-01-01' });
    expect(files.map((f) => path.basename(f))).toEqual([`${'c'.repeat(80)}.en.md`, `${'c'.repeat(80)}.tr.md`]);
  });

  it('refuses a post whose file id is 249 characters, which check took and build could not write', async () => {
    const id = 'd'.repeat(249);
    for (const code of ['en', 'tr']) {
      await copy.write(
        `content/blog/${id}.${code}.md`,
        (await copy.read(`content/blog/rsvp-guide.${code}.md`)).replace(/^aliases:.*\n/m, ''),
      );
    }
    const errors: EventsiteError[] = await loadCached({ contentDir: copy.content }).then(
      () => [],
      (e: ContentErrors) => e.errors,
    );
    expect(errors.map((e) => [e.constructor.name, path.basename(e.location.file ?? '')])).toEqual([
      ['InvalidContentError', `${id}.en.md`],
    ]);
  });

  it('refuses a slug in front matter over the limit, at its line', async () => {
    await copy.remove();
    copy = await copyProject({ only: ['content'] });
    await copy.edit('content/blog/rsvp-guide.tr.md', (t) => t.replace(/^title: /m, `slug: ${'e'.repeat(81)}\ntitle: `));
    const errors: EventsiteError[] = await loadCached({ contentDir: copy.content }).then(
      () => [],
      (e: ContentErrors) => e.errors,
    );
    expect(errors.map((e) => [e.location.field, e.location.line])).toEqual([['slug', 2]]);
    // In plain words, naming the limit (the wording of length limits is the schema errors' own).
    expect(errors[0]!.format()).toMatch(/\b80\b/);
  });
});
