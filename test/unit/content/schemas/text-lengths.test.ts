/**
 * Every text field of the content schemas has a longest length: a title of a million characters was
 * taken and made 25 MB of pages. Each string of every bundled file is made a million characters long in turn, and
 * the file's schema must refuse it; the bundled files themselves all pass, and the message is plain words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseMarkdownFile } from '../../../../src/content/source/parse-file.ts';
import {
  faqSchema,
  localeStringsSchema,
  navigationSchema,
  postTextSchema,
  serviceTextSchema,
  sharedPostSchema,
  sharedServiceSchema,
  siteSchema,
  tagLabelsSchema,
  testimonialsSchema,
} from '../../../../src/content/schemas.ts';
import { MAX_TEXT_LENGTH } from '../../../../src/content/schemas/fields.ts';
import { parseYamlSource, validateSource } from '../../../../src/content/yaml/yaml-source.ts';
import type { EventsiteError } from '../../../../src/core/errors.ts';
import { CONTENT_DIR } from '../../../helpers/project.ts';

const postSchema = sharedPostSchema.extend(postTextSchema.shape);
const serviceSchema = sharedServiceSchema.extend(serviceTextSchema.shape);

/** Each bundled file's data and the schema of its default-language form. */
function bundled(): { file: string; data: unknown; schema: z.ZodType }[] {
  const read = (name: string) => readFileSync(path.join(CONTENT_DIR, name), 'utf8');
  const yaml = (name: string) => parseYamlSource(read(name), { file: name }).data;
  const files: { file: string; data: unknown; schema: z.ZodType }[] = [
    { file: 'site.yaml', data: yaml('site.yaml'), schema: siteSchema },
    { file: 'navigation.yaml', data: yaml('navigation.yaml'), schema: navigationSchema },
    { file: 'testimonials.yaml', data: yaml('testimonials.yaml'), schema: testimonialsSchema },
    { file: 'tags.yaml', data: yaml('tags.yaml'), schema: tagLabelsSchema },
  ];
  for (const name of fg.sync('{locales,faq}/*.yaml', { cwd: CONTENT_DIR }))
    files.push({ file: name, data: yaml(name), schema: name.startsWith('faq') ? faqSchema : localeStringsSchema });
  // The default language's files hold the shared fields too.
  const isDefault = (name: string) => name.includes('.en.');
  for (const name of fg.sync('services/*.yaml', { cwd: CONTENT_DIR }))
    files.push({ file: name, data: yaml(name), schema: isDefault(name) ? serviceSchema : serviceTextSchema });
  for (const name of fg.sync('blog/*.md', { cwd: CONTENT_DIR })) {
    files.push({
      file: name,
      data: parseMarkdownFile(read(name), name, name).source.data,
      schema: isDefault(name) ? postSchema : postTextSchema,
    });
  }
  return files;
}

/** The path of every string in `value`. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

/** `data` with the string at `at` replaced by `value`. */
function replaced(data: unknown, at: (string | number)[], value: string): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at[at.length - 1]!] = value;
  return copy;
}

const HUGE = 'a'.repeat(1_000_000);

describe('text lengths', () => {
  const files = bundled();

  it('takes every bundled file as it is', () => {
    expect(files.length).toBeGreaterThan(20);
    for (const { file, data, schema } of files) expect(schema.safeParse(data).error?.issues, file).toBeUndefined();
  });

  it('refuses a million characters in every string field of every file', () => {
    let checked = 0;
    for (const { file, data, schema } of files) {
      for (const at of stringPaths(data)) {
        const result = schema.safeParse(replaced(data, at, HUGE));
        expect(result.success, `${file} ${at.join('.')}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('says in plain words how long the text is and how long it may be', () => {
    const errors: EventsiteError[] = [];
    // Front matter's text starts with the rest of its `---` line: its lines are the file's.
    const yaml = `\ntitle: "${HUGE}"\nexcerpt: A short excerpt.\nimageAlt: A photo.\n`;
    validateSource(
      postTextSchema,
      parseYamlSource(yaml, { file: 'content/blog/x.tr.md' }),
      'content/blog/x.tr.md',
      errors,
    );
    expect(errors.map((e) => e.format())).toEqual([
      expect.stringMatching(/x\.tr\.md:2:\d+ {2}title: is 1,000,000 characters long; at most 150 are allowed/),
    ]);
  });

  it.each([
    [
      'a title',
      { title: 'a'.repeat(MAX_TEXT_LENGTH.line), excerpt: 'e', imageAlt: 'i' },
      { title: 'a'.repeat(MAX_TEXT_LENGTH.line + 1), excerpt: 'e', imageAlt: 'i' },
    ],
    [
      'an excerpt',
      { title: 't', excerpt: 'a'.repeat(MAX_TEXT_LENGTH.sentence), imageAlt: 'i' },
      { title: 't', excerpt: 'a'.repeat(MAX_TEXT_LENGTH.sentence + 1), imageAlt: 'i' },
    ],
  ])('takes %s of the longest length and refuses one character more', (_name, longest, over) => {
    expect(postTextSchema.safeParse(longest).success).toBe(true);
    expect(postTextSchema.safeParse(over).success).toBe(false);
  });
});
