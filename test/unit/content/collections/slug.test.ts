import { describe, expect, it } from 'vitest';
import { segment, slugSchema, tag } from '../../../../src/content/schemas/fields.ts';
import { slugProblem, tagSlug } from '../../../../src/content/collections/slug.ts';

describe('tagSlug', () => {
  it('lowercases İ to i and keeps Turkish letters: İstanbul Düğünü → istanbul-düğünü', () => {
    expect(tagSlug('İstanbul Düğünü', 'tr')).toBe('istanbul-düğünü');
  });
  it('lowercases I to dotless ı: IŞIK → ışık', () => {
    expect(tagSlug('IŞIK', 'tr')).toBe('ışık');
  });
  it('replaces runs of spaces with one hyphen and trims', () => {
    expect(tagSlug('  Renk   ve Tema ', 'tr')).toBe('renk-ve-tema');
  });
  it('keeps ç ğ ö ş ü', () => {
    expect(tagSlug('ÇĞÖŞÜ', 'tr')).toBe('çğöşü');
  });
  it('lowercases with the rules of the tag language: I → i in English', () => {
    expect(tagSlug('IŞIK', 'en')).toBe('işik');
  });
});

describe('names static hosts keep', () => {
  it.each(['index', '404'])(
    'refuses %s as a slug, an alias, a URL segment and a tag, whichever host is built for',
    (name) => {
      expect(slugProblem(name)?.expected).toMatch(/other than index and 404/);
      for (const schema of [slugSchema, segment, tag])
        expect(schema.safeParse(name).error?.issues[0]?.message).toMatch(/other than index and 404/);
      expect(tag.safeParse(name.toUpperCase()).success).toBe(false);
    },
  );
  it('still takes names that only contain them', () => {
    for (const name of ['index-of-venues', 'room-404', 'indexes'])
      expect([slugProblem(name), slugSchema.safeParse(name).success, segment.safeParse(name).success]).toEqual([
        undefined,
        true,
        true,
      ]);
  });
});
