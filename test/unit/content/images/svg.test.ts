/** SVG sanitising: what an SVG may keep and what it may not. */
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { svgFacts } from '../../../../src/content/images/svg.ts';

describe('svgFacts', () => {
  it('leaves a clean SVG as it is, and measures it', async () => {
    const clean = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3" viewBox="0 0 4 3"><defs><linearGradient id="g"/></defs><use href="#g"/></svg>',
    );
    expect(await svgFacts(clean)).toEqual({ published: clean, removed: [], width: 4, height: 3 });
  });
  it('judges each document once in a process: equal bytes get the same verdict, other bytes their own', async () => {
    const svg = (fill: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"><rect fill="${fill}"/></svg>`);
    const first = await svgFacts(svg('#123'));
    expect(await svgFacts(svg('#123'))).toBe(first);
    const hostile = await svgFacts(Buffer.from(svg('#123').toString().replace('</svg>', '<script>x()</script></svg>')));
    expect(hostile).not.toBe(first);
    expect(hostile.removed).toEqual(['script']);
  });
  it('removes scripts, handlers, foreignObject, javascript: links and outside references, keeping the drawing', async () => {
    const { published, removed } = await svgFacts(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="x()"><script>x()</script><foreignObject/><a href="javascript:x()"><circle r="1"/></a><image href="https://t.example/p.png"/><rect style="fill:url(https://t.example/f)"/></svg>',
      ),
    );
    expect(removed).toEqual(expect.arrayContaining(['@onload', 'script', 'foreignobject', '@href', '@style']));
    const text = published.toString();
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(text).not.toMatch(/script|onload|foreignObject|javascript|t\.example/i);
    const $ = cheerio.load(text, { xml: true });
    expect($.root().children().attr('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect($('svg circle').attr('r')).toBe('1');
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
