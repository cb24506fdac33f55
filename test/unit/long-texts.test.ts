/**
 * A kept entry's long texts (a body's HTML) travel outside its data, in UTF-8, and come back decoded only when
 * read: the same entry, the same property order, and the entry it was taken from left as it was.
 */
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { giveLongTexts, takeLongTexts } from '../../src/content/collection.ts';

const body = (words: string) => `<p>${words} </p>`.repeat(120);
const entry = () => ({
  id: 'rsvp-guide',
  tags: ['Düğün', 'Planlama'],
  locales: {
    en: { title: 'The RSVP Guide', html: body('Replies – by the 1st ☕'), links: [{ url: '/contact', line: 12 }] },
    tr: { title: 'LCV Rehberi', html: body('Yanıtlar İstanbul’da ğüşiöç'), links: [] },
  },
  notes: ['short', body('A long text in a list')],
});

describe('long texts of a kept entry', () => {
  it('are taken out in UTF-8, leaving empty strings in their places and the entry given as it was', () => {
    const made = entry();
    const { entry: left, texts } = takeLongTexts(made);
    expect(made).toEqual(entry());
    expect(left.locales.en.html).toBe('');
    expect(left.locales.tr.html).toBe('');
    expect(left.notes).toEqual(['short', '']);
    expect(left.locales.en.title).toBe('The RSVP Guide');
    expect(texts!.at).toEqual([['locales', 'en', 'html'], ['locales', 'tr', 'html'], ['notes', 1]]);
    expect(Buffer.from(texts!.bytes).toString('utf8')).toBe(made.locales.en.html + made.locales.tr.html + made.notes[1]);
    // Objects without a long text are the entry's own, not copies.
    expect(left.locales.en.links).toBe(made.locales.en.links);
  });

  it('come back, after a trip through V8 serialization, as the same entry with the same property order', () => {
    const { entry: left, texts } = takeLongTexts(entry());
    const kept = deserialize(serialize({ entry: left, texts })) as { entry: ReturnType<typeof entry>; texts: typeof texts };
    const back = giveLongTexts(kept.entry, kept.texts);
    expect(back).toEqual(entry());
    expect(Object.keys(back.locales.tr)).toEqual(Object.keys(entry().locales.tr));
    expect(JSON.stringify(back)).toBe(JSON.stringify(entry()));
  });

  it('are decoded only when first read, then are plain properties that can be set', () => {
    const { entry: left, texts } = takeLongTexts(entry());
    const back = giveLongTexts(left, texts);
    const descriptor = () => Object.getOwnPropertyDescriptor(back.locales.tr, 'html')!;
    expect(descriptor().get).toBeTypeOf('function');
    expect(back.locales.tr.html).toBe(entry().locales.tr.html);
    expect(descriptor()).toEqual({ value: entry().locales.tr.html, writable: true, enumerable: true, configurable: true });
    back.locales.en.html = '<p>Edited</p>';
    expect(back.locales.en.html).toBe('<p>Edited</p>');
  });

  it('leave an entry without long texts as it is', () => {
    const small = { id: 'faq', title: 'SSS', items: ['a', 'b'] };
    const { entry: left, texts } = takeLongTexts(small);
    expect(left).toBe(small);
    expect(texts).toBeUndefined();
    expect(giveLongTexts(left, texts)).toBe(small);
  });
});
