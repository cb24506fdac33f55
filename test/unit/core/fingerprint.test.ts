/** The fingerprint of plain data: what decides whether a page is made again. */
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../src/core/fingerprint.ts';

describe('fingerprint', () => {
  it('is equal for equal data and differs when anything nested differs', () => {
    const a = { page: { key: 'post:x', title: 'A' }, list: [1, 'two', null] };
    expect(fingerprint(a)).toBe(fingerprint(structuredClone(a)));
    expect(fingerprint(a)).not.toBe(fingerprint({ ...a, page: { key: 'post:x', title: 'B' } }));
    expect(fingerprint([1, 2])).not.toBe(fingerprint({ 0: 1, 1: 2 }));
    expect(fingerprint({ a: undefined, b: 1 })).toBe(fingerprint({ b: 1 }));
  });
});
