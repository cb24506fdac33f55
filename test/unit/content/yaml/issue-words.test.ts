/** zod issues in an editor's words: what the field must be and what was found, never the validator's wording. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueToError } from '../../../../src/content/yaml/issue-words.ts';
import { sharedCaseStudySchema } from '../../../../src/content/schemas/articles.ts';
import { sharedServiceSchema } from '../../../../src/content/schemas/entries.ts';
import { description, isoDateSchema, slugSchema, text } from '../../../../src/content/schemas/fields.ts';

/** The formatted error of the first issue of `value` against `schema`, as field `field`. */
function words(schema: z.ZodType, value: unknown, field = 'title'): string {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected the value to be refused');
  return issueToError(result.error.issues[0]!, {
    file: 'content/x.yaml',
    line: 3,
    column: 1,
    path: [field, ...result.error.issues[0]!.path],
  }).format();
}

describe('a zod issue in plain words', () => {
  it('says what the field must be and what was found', () => {
    expect(words(text, 2024)).toBe(
      [
        'InvalidContentError: content/x.yaml:3:1  title: must be text, found the number 2024',
        '  hint: write the value as the message says; docs/content.md describes every field',
        '  code: ES0118 (docs/errors.md)',
      ].join('\n'),
    );
    expect(words(z.number(), 'twenty twelve', 'foundingYear')).toContain(
      'foundingYear: must be a number, found the text "twenty twelve"',
    );
    expect(words(z.boolean(), 'yes', 'draft')).toContain('draft: must be true or false, found the text "yes"');
    expect(words(z.array(text), 'Düğün', 'tags')).toContain('tags: must be a list, found the text "Düğün"');
  });

  it('keeps the schema’s own phrase for what is expected', () => {
    expect(words(slugSchema, 'Hello World', 'slug')).toContain(
      'slug: must be a slug of lowercase letters a–z, digits and single hyphens, found the text "Hello World"',
    );
    expect(words(isoDateSchema, '2025-13-01', 'date')).toContain(
      'date: must be a real calendar date as yyyy-mm-dd, found the text "2025-13-01"',
    );
  });

  it('gives lengths and counts in numbers', () => {
    expect(words(description, 'Short.', 'description')).toContain(
      'description: is 6 characters long; at least 50 are needed',
    );
    expect(words(z.string().max(150), 'x'.repeat(1_000_000))).toContain(
      'title: is 1,000,000 characters long; at most 150 are allowed',
    );
    expect(words(text, '   ')).toContain('title: must not be empty');
    expect(words(z.array(text).min(1).max(2), ['a', 'b', 'c'], 'tags')).toContain(
      'tags: has 3 items; at most 2 are allowed',
    );
  });

  it('gives the bound of a whole number as the least value allowed, and an exclusive bound as one', () => {
    expect(words(sharedCaseStudySchema.shape.guests, 0, 'guests')).toContain(
      'guests: must be at least 1, found the number 0',
    );
    expect(words(sharedServiceSchema.shape.order, -3, 'order')).toContain(
      'order: must be at least 1, found the number -3',
    );
    expect(words(z.number().positive(), 0, 'width')).toContain('width: must be more than 0, found the number 0');
    expect(words(z.number().lt(10), 10, 'width')).toContain('width: must be less than 10, found the number 10');
  });

  it('names a missing field with a hint to add it, and a list of choices', () => {
    const missing = words(z.strictObject({ title: text }), {}, 'post');
    expect(missing).toContain('post.title: is missing (expected text)');
    expect(missing).toContain('hint: add "title: …" to the file');
    expect(words(z.enum(['en', 'tr']), 'de', 'language')).toContain(
      'language: must be one of "en", "tr", found the text "de"',
    );
  });

  it('never shows zod’s own wording', () => {
    for (const [schema, value] of [
      [text, 1],
      [z.number().int(), 1.5],
      [z.enum(['a']), 'b'],
      [z.url(), 'x'],
      [z.strictObject({ a: text }), { a: 1 }],
    ] as const) {
      expect(words(schema as z.ZodType, value)).not.toMatch(/Invalid input|received|Too (small|big)|expected string/);
    }
  });
});
