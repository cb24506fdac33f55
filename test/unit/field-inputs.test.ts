/** Pure stages behind the field hardening: text decoding, SVG sanitising, fingerprints. */
import { describe, expect, it } from 'vitest';
import { decodeContentText } from '../../src/content/source/text-file.ts';
import { svgFacts } from '../../src/content/images/svg.ts';
import { fingerprint } from '../../src/core/fingerprint.ts';

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

describe('svgFacts', () => {
  it('leaves a clean SVG as it is, and measures it', async () => {
    const clean = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3" viewBox="0 0 4 3"><defs><linearGradient id="g"/></defs><use href="#g"/></svg>',
    );
    expect(await svgFacts(clean)).toEqual({ published: clean, removed: [], width: 4, height: 3 });
  });
  it('removes scripts, handlers, foreignObject, javascript: links and outside references, keeping the drawing', async () => {
    const { published, removed } = await svgFacts(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="x()"><script>x()</script><foreignObject/><a href="javascript:x()"><circle r="1"/></a><image href="https://t.example/p.png"/><rect style="fill:url(https://t.example/f)"/></svg>',
      ),
    );
    expect(removed).toEqual(expect.arrayContaining(['@onload', 'script', 'foreignobject', '@href', '@style']));
    const text = published.toString();
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text).not.toMatch(/script|onload|foreignObject|javascript|t\.example/i);
    expect(text).toContain('<circle r="1"></circle>');
  });
  it('refuses a DOCTYPE that declares an entity holding a script (a browser expands it)', async () => {
    const entity = Buffer.from(
      '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">&x;</svg>',
    );
    await expect(svgFacts(entity)).rejects.toMatchObject({
      name: 'Error',
      message: expect.stringContaining('declares entities'),
    });
  });
  it('drops an xml-stylesheet instruction that loads a stylesheet from elsewhere', async () => {
    const styled = Buffer.from(
      '<?xml version="1.0"?>\n<?xml-stylesheet type="text/css" href="https://t.example/x.css"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><circle r="1"/></svg>',
    );
    const { published, removed } = await svgFacts(styled);
    expect(removed).toEqual(['<?xml-stylesheet?>']);
    expect(published.toString()).not.toContain('t.example');
  });
});

describe('fingerprint', () => {
  it('is equal for equal data and differs when anything nested differs', () => {
    const a = { page: { key: 'post:x', title: 'A' }, list: [1, 'two', null] };
    expect(fingerprint(a)).toBe(fingerprint(structuredClone(a)));
    expect(fingerprint(a)).not.toBe(fingerprint({ ...a, page: { key: 'post:x', title: 'B' } }));
    expect(fingerprint([1, 2])).not.toBe(fingerprint({ 0: 1, 1: 2 }));
    expect(fingerprint({ a: undefined, b: 1 })).toBe(fingerprint({ b: 1 }));
  });
});
