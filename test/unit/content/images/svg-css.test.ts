/**
 * CSS inside an SVG is read as a browser reads it: escapes, comments and letter case cannot hide a reference to
 * another server from the sanitiser, and the CSS an SVG needs (fragment references, media queries, font names)
 * stays as it is.
 */
import { readFile } from 'node:fs/promises';
import fg from 'fast-glob';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { externalCssReference } from '../../../../src/content/images/svg-css.ts';
import { svgFacts } from '../../../../src/content/images/svg.ts';

/** Each way of writing a fetch from elsewhere that a browser understands, or a misspelling it skips. */
const HOSTILE = [
  '@\\69mport "http://t.example/a.css";',
  '@IMPORT url(http://t.example/a.css);',
  '@imp/**/ort "http://t.example/a.css";',
  'rect { fill: \\75rl(http://t.example/a.svg#p) }',
  'rect { fill: u\\72l(http://t.example/a.svg#p) }',
  'rect { fill: \\000075rl(http://t.example/a.svg#p) }',
  'rect { fill: URL(http://t.example/a.svg#p) }',
  'rect { fill: url( "http://t.example/a.svg#p" ) }',
  'rect { background: image-set("http://t.example/a.png" 1x) }',
  'rect { background: -webkit-image-set("http://t.example/a.png" 1x) }',
  'rect { background: image("http://t.example/a.png") }',
  'rect { --p: \\75rl(http://t.example/a.svg#p); fill: var(--p) }',
  '@font-face { font-family: x; src: local(x) }',
];

const SAFE = [
  'rect { fill: url(#g); stroke: URL("#g") } text { font-family: "Cormorant Garamond", serif }',
  '@media (prefers-color-scheme: dark) { .a { fill: #fff } } @keyframes k { from { opacity: 0 } to { opacity: 1 } }',
];

const svgWith = (inside: string, attribute = '') =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"${attribute}>${inside}<circle r="1"/></svg>`,
  );

describe('externalCssReference', () => {
  it.each(HOSTILE)('finds the reference in %s', (css) => {
    expect(externalCssReference(css)).toBeDefined();
  });

  it.each(SAFE)('finds none in %s', (css) => {
    expect(externalCssReference(css)).toBeUndefined();
  });
});

describe('svgFacts with CSS', () => {
  it.each(HOSTILE)('removes a <style> holding %s and says so', async (css) => {
    const { published, removed } = await svgFacts(svgWith(`<style>${css}</style>`));
    expect(removed).toContain('style');
    expect(published.toString()).not.toContain('t.example');
    const $ = cheerio.load(published.toString(), { xml: true });
    expect([$('svg > circle').attr('r'), $('style').length]).toEqual(['1', 0]);
  });

  it.each(HOSTILE.filter((css) => css.startsWith('rect')).map((css) => css.slice(7, -2)))(
    'drops a style attribute holding %s',
    async (declarations) => {
      const { published, removed } = await svgFacts(svgWith('', ` style="${declarations.replaceAll('"', '&quot;')}"`));
      expect(removed).toContain('@style');
      expect(published.toString()).not.toContain('t.example');
    },
  );

  it('drops a presentation attribute naming another file', async () => {
    const { published, removed } = await svgFacts(
      svgWith('<rect width="4" height="4" filter="\\75rl(http://t.example/f.svg#f)" fill="url(#g)"/>'),
    );
    expect(removed).toEqual(['@filter']);
    expect(published.toString()).not.toContain('t.example');
    const rect = cheerio.load(published.toString(), { xml: true })('svg > rect');
    expect([rect.attr('fill'), rect.attr('filter')]).toEqual(['url(#g)', undefined]);
  });

  it('publishes CSS that fetches nothing byte for byte', async () => {
    for (const css of SAFE)
      expect(await svgFacts(svgWith(`<style>${css}</style>`, ' style="fill: url(#g)"'))).toMatchObject({ removed: [] });
  });

  it("leaves the site's own SVGs as they are", async () => {
    const files = await fg(['content/images/**/*.svg', 'static/**/*.svg']);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect({ file, removed: (await svgFacts(await readFile(file))).removed }).toEqual({ file, removed: [] });
  });
});
