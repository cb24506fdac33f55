/** Pure stages behind the field hardening: text decoding, SVG sanitising, fingerprints. */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeContentText } from '../../src/content/source/text-file.ts';
import { svgFacts } from '../../src/content/images/svg.ts';
import { openCacheFolder, type CacheFolder } from '../../src/core/cache-folder.ts';
import { PROJECT } from '../../src/core/project-layout.ts';
import { fingerprint } from '../../src/core/fingerprint.ts';
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
  const caches = async (readOnly = false): Promise<CacheFolder & { dir: string }> => {
    const dir = await tempDir();
    return Object.assign(await openCacheFolder(dir, PROJECT.root, { readOnly }), { dir });
  };

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
  it('keeps its verdict with the bytes it judged, even for the same artwork sanitised four times at once', async () => {
    const drawing = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="x()"><circle r="1"/></svg>',
    );
    const cache = await caches();
    const verdicts = await Promise.all(Array.from({ length: 4 }, () => svgFacts(drawing, cache)));
    for (const verdict of verdicts) expect(verdict.removed).toEqual(['@onload']);
    const [entry] = await readdir(path.join(cache.dir, 'svg'), { recursive: true }).then((names) =>
      names.filter((n) => n.length > 60),
    );
    expect(entry).toBeDefined();
    expect((await svgFacts(drawing, cache)).published.toString()).not.toContain('onload');
  });
  it('never publishes the file because a kept entry says nothing was removed: a forged entry is made again', async () => {
    const drawing = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>x()</script></svg>',
    );
    const cache = await caches();
    await svgFacts(drawing, cache);
    const store = path.join(cache.dir, 'svg');
    for (const name of await readdir(store, { recursive: true })) {
      const file = path.join(store, name);
      if (name.length < 60) continue;
      const text = await readFile(file, 'latin1');
      await writeFile(file, text.replace(/"removed":\[[^\]]*\]/, '"removed":[]'), 'latin1');
    }
    const again = await svgFacts(drawing, cache);
    expect(again.removed).toEqual(['script']);
    expect(again.published.toString()).not.toContain('<script');
    expect(cache.damaged).toHaveLength(1);
  });
  it('writes nothing to a read-only cache folder', async () => {
    const cache = await caches(true);
    await svgFacts(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'), cache);
    expect(await readdir(cache.dir)).toEqual([]);
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
