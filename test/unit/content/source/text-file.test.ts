/** Decoding a content file: one text form (no byte-order mark, LF line ends), and bytes that are not text refused at their line. */
import { describe, expect, it } from 'vitest';
import { decodeContentText } from '../../../../src/content/source/text-file.ts';

describe('decodeContentText', () => {
  it('strips a byte-order mark and turns CRLF and lone CR into LF, keeping line numbers', () => {
    expect(decodeContentText(Buffer.from('\uFEFFa: 1\r\nb: 2\rc: 3\n'), 'x.yaml')).toBe('a: 1\nb: 2\nc: 3\n');
  });
  it('names the line of the first byte that is not UTF-8', () => {
    const bytes = Buffer.concat([Buffer.from('one\ntwo\nthr'), Buffer.from([0xe9]), Buffer.from('e\n')]);
    expect(() => decodeContentText(bytes, 'x.md')).toThrow(
      expect.objectContaining({
        message: 'is not UTF-8 text',
        location: expect.objectContaining({ file: 'x.md', line: 3 }),
      }),
    );
  });
  it('names the line of a control character, and allows tabs', () => {
    expect(decodeContentText(Buffer.from('a\tb\n'), 'x.md')).toBe('a\tb\n');
    expect(() => decodeContentText(Buffer.from('a\nb\u0007\n'), 'x.md')).toThrow(
      expect.objectContaining({
        message: 'holds the control character U+0007',
        location: expect.objectContaining({ line: 2 }),
      }),
    );
  });
});
