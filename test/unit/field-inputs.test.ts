/** Pure stages behind the field hardening: text decoding, the output-folder guard, SVG sanitising, fingerprints. */
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeContentText } from '../../src/content/text-file.ts';
import { sanitizeSvg } from '../../src/content/svg.ts';
import { fingerprint } from '../../src/core/fingerprint.ts';
import { checkOutputFolder } from '../../src/output/output-guard.ts';
import { tempDir as makeTempDir } from '../helpers/project.ts';

const made: string[] = [];
const tempDir = async () => {
  const dir = await makeTempDir();
  made.push(dir);
  return dir;
};
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('decodeContentText', () => {
  it('strips a byte-order mark and turns CRLF and lone CR into LF, keeping line numbers', () => {
    expect(decodeContentText(Buffer.from('\uFEFFa: 1\r\nb: 2\rc: 3\n'), 'x.yaml')).toBe('a: 1\nb: 2\nc: 3\n');
  });
  it('names the line of the first byte that is not UTF-8', () => {
    const bytes = Buffer.concat([Buffer.from('one\ntwo\nthr'), Buffer.from([0xe9]), Buffer.from('e\n')]);
    expect(() => decodeContentText(bytes, 'x.md')).toThrow(expect.objectContaining({ message: 'is not UTF-8 text', location: expect.objectContaining({ file: 'x.md', line: 3 }) }));
  });
  it('names the line of a control character, and allows tabs', () => {
    expect(decodeContentText(Buffer.from('a\tb\n'), 'x.md')).toBe('a\tb\n');
    expect(() => decodeContentText(Buffer.from('a\nb\u0007\n'), 'x.md')).toThrow(expect.objectContaining({ message: 'holds the control character U+0007', location: expect.objectContaining({ line: 2 }) }));
  });
});

describe('sanitizeSvg', () => {
  it('leaves a clean SVG as it is', async () => {
    const clean = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 4 4"><defs><linearGradient id="g"/></defs><use href="#g"/></svg>');
    expect(await sanitizeSvg(clean)).toEqual({ contents: undefined, removed: [] });
  });
  it('removes scripts, handlers, foreignObject, javascript: links and outside references, keeping the drawing', async () => {
    const { contents, removed } = await sanitizeSvg(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="x()"><script>x()</script><foreignObject/><a href="javascript:x()"><circle r="1"/></a><image href="https://t.example/p.png"/><rect style="fill:url(https://t.example/f)"/></svg>',
      ),
    );
    expect(removed).toEqual(expect.arrayContaining(['@onload', 'script', 'foreignobject', '@href', '@style']));
    const text = contents!.toString();
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(text).not.toMatch(/script|onload|foreignObject|javascript|t\.example/i);
    expect(text).toContain('<circle r="1"></circle>');
  });
  it('keeps its verdict in the cache folder, even for the same artwork under two names sanitised at once, and never fails on a cache it cannot write', async () => {
    const drawing = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="x()"><circle r="1"/></svg>');
    const cacheDir = await tempDir();
    const verdicts = await Promise.all(Array.from({ length: 4 }, () => sanitizeSvg(drawing, cacheDir)));
    for (const verdict of verdicts) expect(verdict.removed).toEqual(['@onload']);
    expect(await readdir(path.join(cacheDir, 'svg'))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.json$/)]);
    // A file where the cache's folder should be: the verdict is made, not kept.
    const blocked = await tempDir();
    await writeFile(path.join(blocked, 'svg'), 'not a folder');
    expect((await sanitizeSvg(drawing, blocked)).removed).toEqual(['@onload']);
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
