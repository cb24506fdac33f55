import { describe, expect, it } from 'vitest';
import { tagSlug } from '../../src/content/slug.ts';

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
