/**
 * The site's web fonts in a real build of the bundled content: the `@font-face` rules and their files, the
 * metric-matched fallbacks, the heading font's preload, coverage of every character both languages show
 * (read from the published WOFF2 files' cmaps), the bytes a page loads, and the licences.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkitten';
import postcss from 'postcss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_CHARACTERS } from '../../src/content/source/characters.ts';
import { FONTS, licenceFile } from '../../src/output/assets/fonts.ts';
import { HASHED_FILE } from '../../src/output/hosts/headers.ts';
import { buildSite, type BuiltSite } from '../helpers/site.ts';

/** The font in a WOFF2 file (fontkitten reads its tables, cmap included). */
function openFont(bytes: Buffer): Font {
  const font = create(bytes);
  if (!('characterSet' in font)) throw new Error('expected one font, not a collection');
  return font;
}

let site: BuiltSite;
beforeAll(async () => {
  site = await buildSite();
});
afterAll(() => site?.remove());

/** The `@font-face` rules of the stylesheet, each as its descriptors, and the `:root` custom properties. */
function stylesheet(): { faces: Record<string, string>[]; root: Record<string, string> } {
  const href = site.page('index.html')('link[rel=stylesheet]').attr('href')!;
  const tree = postcss.parse(site.read(href.slice(1)));
  const faces: Record<string, string>[] = [];
  tree.walkAtRules('font-face', (rule) => {
    const face: Record<string, string> = {};
    rule.walkDecls((decl) => void (face[decl.prop] = decl.value));
    faces.push(face);
  });
  const root: Record<string, string> = {};
  tree.walkRules(':root', (rule) => rule.walkDecls((decl) => void (root[decl.prop] = decl.value)));
  return { faces, root };
}

const unquote = (family: string) => family.replace(/^"(.*)"$/, '$1');
/** The web font faces (those with a `url()` source) and their files in the output. */
function webFaces() {
  return stylesheet()
    .faces.filter((face) => face.src?.startsWith('url('))
    .map((face) => {
      // Relative to the stylesheet in assets/ (right under any path prefix).
      const href = /^url\((fonts\/[^)]+\.woff2)\) format\("woff2"\)$/.exec(face.src!)?.[1];
      return {
        face,
        family: unquote(face['font-family']!),
        href,
        file: href ? path.join(site.dir, 'assets', href) : '',
      };
    });
}

/** Characters that no text font draws: emoji (the system's emoji font does), their selectors and joiners, and line breaks and tabs. */
const NOT_FOR_TEXT_FONTS = /[\p{Extended_Pictographic}\p{Emoji_Component}\u200d\t\n\r]|\ufe0e|\ufe0f/u;
const EMOJI_OR_SPACE_ONLY = (c: string) => NOT_FOR_TEXT_FONTS.test(c) && !/[0-9#*]/.test(c);

describe('the web fonts', () => {
  it('are declared in the stylesheet with font-display: swap, one hashed WOFF2 per family, written to the output', () => {
    const faces = webFaces();
    expect(faces.map((f) => f.family).sort()).toEqual(FONTS.map((f) => f.family).sort());
    for (const { face, family, href, file } of faces) {
      expect(face['font-display'], family).toBe('swap');
      expect(face['font-style'], family).toBe('normal');
      expect(href, `${family}: src is one woff2 in assets/fonts/, named relative to the stylesheet`).toBeDefined();
      expect(href, family).toMatch(HASHED_FILE);
      expect(existsSync(file), href).toBe(true);
      expect(readFileSync(file).subarray(0, 4).toString('latin1'), href).toBe('wOF2');
    }
    const weights = Object.fromEntries(faces.map((f) => [f.family, f.face['font-weight']]));
    expect(weights).toEqual({ 'Cormorant Garamond': '500', Inter: '400 700' });
  });

  it('carry only the weights the stylesheet uses: a static serif, the sans cut to 400–700 with no other axis', () => {
    const fonts = Object.fromEntries(webFaces().map((f) => [f.family, openFont(readFileSync(f.file))]));
    expect(fonts['Cormorant Garamond']!.variationAxes).toEqual({});
    expect(fonts['Inter']!.variationAxes).toEqual({ wght: expect.objectContaining({ min: 400, max: 700 }) });
  });

  it('have fallback faces on common local fonts, sized and with ascent, descent and line gap overridden', () => {
    const { faces, root } = stylesheet();
    for (const { family } of FONTS) {
      const fallbacks = faces.filter((face) => unquote(face['font-family']!) === `${family} Fallback`);
      expect(fallbacks.length, family).toBeGreaterThan(0);
      for (const face of fallbacks) {
        expect(face.src, family).toMatch(/^local\("[^"]+"\)(,local\("[^"]+"\))+$/);
        expect(face.src).toMatch(/local\("(Times New Roman|Arial)( Bold)?"\)/);
        const size = parseFloat(face['size-adjust']!);
        expect(size, `${family} size-adjust`).toBeGreaterThan(80);
        expect(size, `${family} size-adjust`).toBeLessThan(120);
        for (const descriptor of ['ascent-override', 'descent-override', 'line-gap-override'])
          expect(face[descriptor], `${family} ${descriptor}`).toMatch(/^\d+(\.\d+)?%$/);
      }
      // The stylesheet names the web font first and its fallback face right after it.
      const stack = Object.values(root).find((value) => value.includes(family));
      expect(stack?.replace(/"/g, ''), family).toMatch(new RegExp(`^${family}, ${family} Fallback,`));
    }
  });

  it('are preloaded by every page, heading font first, with crossorigin, before the stylesheet', () => {
    const faces = webFaces();
    const expected = ['Cormorant Garamond', 'Inter'].map(
      (family) => `/assets/${faces.find((f) => f.family === family)!.href}`,
    );
    for (const route of site.table.routes.filter((r) => !r.alias)) {
      const $ = site.page(route.output);
      const preloads = $('link[rel=preload][as=font]');
      expect(
        preloads.toArray().map((el) => $(el).attr('href')),
        route.url,
      ).toEqual(expected);
      const links = $('head link').toArray();
      preloads.each((_, el) => {
        expect($(el).attr('type')).toBe('font/woff2');
        expect($(el).attr('crossorigin')).toBeDefined();
        expect(links.indexOf(el), route.url).toBeLessThan(links.indexOf($('link[rel=stylesheet]').get(0)!));
      });
    }
  });

  it('cover every character that the pages of both languages show, and every character of the content', () => {
    const fonts = webFaces().map((f) => ({ family: f.family, font: openFont(readFileSync(f.file)) }));
    const missing = (chars: Iterable<string>) =>
      fonts.flatMap(({ family, font }) =>
        [...chars]
          .filter((c) => !EMOJI_OR_SPACE_ONLY(c) && !font.hasGlyphForCodePoint(c.codePointAt(0)!))
          .map((c) => `${family}: ${c} U+${c.codePointAt(0)!.toString(16).toUpperCase()}`),
      );
    expect(missing('ıİşŞğĞçÇöÖüÜâîûÂÎÛ₺€–—‘’“”…')).toEqual([]);
    for (const locale of ['en', 'tr']) {
      const shown = new Set<string>();
      for (const route of site.table.routes.filter((r) => r.locale === locale)) {
        const $ = site.page(route.output);
        $('script, style, template').remove();
        for (const c of $('title').text() + $('body').text()) shown.add(c);
        $('[placeholder]').each((_, el) => void [...($(el).attr('placeholder') ?? '')].forEach((c) => shown.add(c)));
      }
      expect(shown.has(locale === 'tr' ? 'ğ' : 'a'), locale).toBe(true);
      expect(missing(shown), `characters of the ${locale} pages`).toEqual([]);
    }
    const beyond = new Set(site.content.characters);
    expect(
      [...beyond].filter((c) => BASE_CHARACTERS.includes(c)),
      'only characters beyond the base',
    ).toEqual([]);
    expect(missing(beyond), 'characters of the content beyond the base').toEqual([]);
    expect(missing(new Set(BASE_CHARACTERS)), 'the base characters').toEqual([]);
  });

  it('weigh at most 60 KB per page (every page uses both families)', () => {
    const bytes = webFaces().reduce((sum, f) => sum + statSync(f.file).size, 0);
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThanOrEqual(60_000);
  });

  it('are published with their licence (SIL OFL 1.1) and keep their copyright and licence names', () => {
    for (const spec of FONTS) {
      const licence = licenceFile(spec);
      expect(licence).toMatch(/^fonts\/LICENSE-[a-z-]+\.txt$/);
      expect(site.read(licence), licence).toContain('SIL Open Font License');
    }
    for (const { family, file } of webFaces()) {
      const font = openFont(readFileSync(file));
      expect(font.copyright, family).toMatch(/Copyright .* Authors/);
      expect(font.getName('licenseURL'), family).toMatch(/OFL|openfontlicense/i);
    }
  });
});
