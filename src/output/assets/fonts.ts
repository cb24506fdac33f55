/**
 * The site's typefaces: a serif for headings (Cormorant Garamond) and a sans for text (Inter), self-hosted.
 * Each face is cut from its npm package's full font file with HarfBuzz (`subset-font`) to the characters the
 * site writes (Basic Latin, Turkish, typographic punctuation, ₺ €, and every other character of the content
 * the font has), to the weights the stylesheet uses, with the shaping features text needs, and written as one
 * WOFF2 per face (content-hashed, under `/assets/fonts/`), cached on disk by source bytes and subset. Beside
 * them: `@font-face` rules (`font-display: swap`) and fallback faces on common local fonts whose metrics are
 * overridden (`size-adjust`, `ascent-override`, `descent-override`, `line-gap-override`, computed with Capsize
 * from the real font files) so the swap moves no line; and each font's licence (SIL OFL 1.1), published beside
 * the fonts as the licence requires.
 *
 * Why full fonts rather than Fontsource's files: those are Google Fonts' unicode-range slices, and Turkish
 * needs two of them (ı is in `latin`, İ ş ğ in `latin-ext`), so every face would be two files and no kerning
 * would apply between a Turkish letter and its neighbours, which come from the other file.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import { BASE_CHARACTERS } from '../../content/source/characters.ts';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { bytesCodec, jsonCodec, NO_MEMO, type Memo } from '../../core/memo.ts';
import type { OutputFile } from '../../core/output-file.ts';
import { PROJECT } from '../../core/project-layout.ts';

/** Metrics of a local font a fallback face stands on (Capsize's shape). */
type LocalMetrics = typeof arial;

/** A local font a fallback face uses while the web font loads. */
interface FallbackFont {
  /** Its metrics (from `@capsizecss/metrics`), against which the overrides are computed. */
  metrics: LocalMetrics;
  /** `local()` names by weight range: the font and its metric-compatible twins (Liberation, Croscore). */
  faces: readonly { weight: string; local: readonly string[] }[];
}

/** One self-hosted typeface. */
export interface FontSpec {
  /** CSS family name; `templates/styles.css` names it in `--serif` or `--sans`. */
  family: string;
  /** Output file stem, e.g. `inter` → `/assets/fonts/inter.<hash>.woff2`. */
  name: string;
  /** npm package the font comes from, and the font file inside it. */
  pkg: string;
  file: string;
  /** The licence file inside the package, published as `/fonts/LICENSE-<name>.txt`. */
  licence: string;
  /** The weights the stylesheet uses: one weight (a static font) or a range (a variable font's `wght` axis, cut to it). */
  weight: number | { min: number; max: number };
  /** Other axes of a variable font, pinned (e.g. Inter's optical size at its text size). */
  pin?: Readonly<Record<string, number>>;
  /** Preloaded by every page, so that it comes with the stylesheet rather than after it. */
  preload: boolean;
  /** The local font of the fallback face. */
  fallback: FallbackFont;
}

/** The fonts of the site; `templates/styles.css` uses these families. */
export const FONTS: readonly FontSpec[] = [
  {
    family: 'Cormorant Garamond',
    name: 'cormorant-garamond-500',
    pkg: '@expo-google-fonts/cormorant-garamond',
    file: '500Medium/CormorantGaramond_500Medium.ttf',
    licence: 'LICENSE_FONT',
    weight: 500,
    preload: true,
    fallback: {
      metrics: timesNewRoman,
      faces: [{ weight: '100 900', local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos'] }],
    },
  },
  {
    family: 'Inter',
    name: 'inter',
    pkg: 'inter-ui',
    file: 'variable/InterVariable.woff2',
    licence: 'LICENSE.txt',
    weight: { min: 400, max: 700 },
    pin: { opsz: 14 },
    // Text is above the fold on every page too: fetched with the stylesheet, it is there for the first paint
    // more often than not, and no line rewraps (the fallback's widths match on average, not word by word).
    preload: true,
    fallback: {
      metrics: arial,
      faces: [
        { weight: '100 500', local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'] },
        { weight: '600 900', local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Arimo Bold'] },
      ],
    },
  },
];

/** Shaping features kept: what browsers apply to Latin text by default, and tabular and lining figures (`font-variant-numeric`). */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'calt', 'clig', 'liga', 'kern', 'tnum', 'lnum'];

/** Name table entries kept: names and copyright (0–6), and the licence's description and URL (13, 14). */
const NAME_IDS = [0, 1, 2, 3, 4, 5, 6, 13, 14];

/** What {@link buildFonts} returns. */
export interface BuiltFonts {
  /** The `@font-face` rules (web fonts and fallbacks), minified, to put before the stylesheet. */
  css: string;
  /** Root-relative URLs of the fonts every page preloads. */
  preload: string[];
  /** The WOFF2 files and the licences. */
  files: OutputFile[];
}

const require = createRequire(path.join(PROJECT.root, 'package.json'));

/** Where a font's licence is published, relative to the output folder: `fonts/LICENSE-inter.txt`. */
export function licenceFile(spec: FontSpec): string {
  return `fonts/LICENSE-${spec.name.replace(/-\d+$/, '')}.txt`;
}

function hashOf(...parts: (Buffer | string)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 10);
}

const css = (value: string) => JSON.stringify(value);
const percent = (value: string | number | undefined) => String(value ?? '');

/** The fallback `@font-face` rules of a font: its family name plus ` Fallback`, on local fonts, metrics overridden. */
async function fallbackFaces(spec: FontSpec, source: Buffer): Promise<string> {
  // Loaded when a font is parsed, which the cache makes rare (they take a while to load).
  const [{ fromBuffer }, { createFontStack }] = await Promise.all([
    import('@capsizecss/unpack'),
    import('@capsizecss/core'),
  ]);
  const metrics = await fromBuffer(source);
  const { fontFaces } = createFontStack([metrics, spec.fallback.metrics], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]!['@font-face'];
  return spec.fallback.faces
    .map(
      ({ weight, local }) =>
        `@font-face{font-family:${css(`${spec.family} Fallback`)};src:${local.map((n) => `local(${css(n)})`).join(',')};font-weight:${weight};` +
        `size-adjust:${percent(face.sizeAdjust)};ascent-override:${percent(face.ascentOverride)};descent-override:${percent(face.descentOverride)};line-gap-override:${percent(face.lineGapOverride)}}`,
    )
    .join('');
}

/** A source font read once per process: its bytes and their digest, its characters, its fallback faces. */
interface SourceFont {
  bytes: Buffer;
  digest: string;
  has(codePoint: number): boolean;
  fallback: string;
}
/** What parsing a source font gives, kept in the cache folder by the font's digest: parsing takes a while. */
interface SourceFacts {
  codePoints: number[];
  fallback: string;
}
// Parsing a full font takes a while; dev rebuilds after every content edit, and the packages' files do not change under a running process.
const sources = new Map<string, Promise<SourceFont>>();

/**
 * Subsets (named by source, settings and characters) read once per process: dev builds the fonts again after every
 * content edit, almost always with the same characters.
 */
const subsets = new Map<string, Promise<Buffer>>();

/** `make()` once per `key` in `made` (at most 64 kept), forgotten if it fails. */
function once<T>(made: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = made.get(key);
  if (!value) {
    if (made.size >= 64) made.clear();
    value = make();
    made.set(key, value);
    value.catch(() => made.delete(key));
  }
  return value;
}

const isSourceFacts = (value: unknown): value is SourceFacts =>
  Array.isArray((value as SourceFacts | null)?.codePoints) && typeof (value as SourceFacts).fallback === 'string';

function readSource(spec: FontSpec, cache: Memo): Promise<SourceFont> {
  const file = require.resolve(`${spec.pkg}/${spec.file}`);
  return once(sources, file, async () => {
    const bytes = await readFile(file);
    const facts = await cache.value(
      'font-facts',
      [bytes, spec.name],
      async () => {
        const { create: openFont } = await import('fontkitten');
        const font = openFont(bytes);
        if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file}: expected a single font, not a collection`);
        return { codePoints: font.characterSet, fallback: await fallbackFaces(spec, bytes) };
      },
      jsonCodec(isSourceFacts),
    );
    const codePoints = new Set(facts.codePoints);
    return {
      bytes,
      digest: hashOf(bytes),
      has: (codePoint: number) => codePoints.has(codePoint),
      fallback: facts.fallback,
    };
  });
}

/**
 * Builds the fonts for the content's `characters` beyond the base set (`Content.characters`): subset WOFF2 files (kept in the cache folder's `fonts` store by source, settings
 * and characters), their `@font-face` rules and fallback faces, the preload URLs and the licences.
 * @param options.hashed - content-hashed file names (production) or plain ones (dev).
 * @throws {Error} when a font package is not installed (run `npm ci`).
 */
export async function buildFonts(
  characters: string,
  options: { cache?: Memo; hashed: boolean },
  specs: readonly FontSpec[] = FONTS,
): Promise<BuiltFonts> {
  const wanted = new Set([...BASE_CHARACTERS, ...characters]);
  const cache = options.cache ?? NO_MEMO;
  const built = await Promise.all(
    specs.map(async (spec) => {
      const source = await readSource(spec, cache);
      // The characters to keep: the base set and the content's, those the font has.
      const text = [...wanted]
        .filter((c) => source.has(c.codePointAt(0)!))
        .sort()
        .join('');
      const axes = typeof spec.weight === 'number' ? spec.pin : { ...spec.pin, wght: spec.weight };
      const settings = JSON.stringify({ axes, FEATURES, NAME_IDS, subset: 'subset-font@2' });
      const key = hashOf(source.digest, settings, text);
      const woff2 = await once(subsets, key, () =>
        cache.value(
          'fonts',
          [source.bytes, settings, text],
          () =>
            import('subset-font').then(({ default: subsetFont }) =>
              subsetFont(source.bytes, text, {
                targetFormat: 'woff2',
                keepFeatures: FEATURES,
                preserveNameIds: NAME_IDS,
                ...(axes ? { variationAxes: axes } : {}),
              }),
            ),
          bytesCodec(),
        ),
      );
      // The stylesheet is in `assets/` too: its `url()` is relative, right under any path prefix.
      const fromStylesheet = `fonts/${spec.name}${options.hashed ? `.${hashOf(woff2)}` : ''}.woff2`;
      const file = `assets/${fromStylesheet}`;
      const licence = await once(subsets, `licence:${spec.pkg}`, () =>
        readFile(require.resolve(`${spec.pkg}/${spec.licence}`)),
      );
      const weight = typeof spec.weight === 'number' ? String(spec.weight) : `${spec.weight.min} ${spec.weight.max}`;
      const face = `@font-face{font-family:${css(spec.family)};src:url(${fromStylesheet}) format("woff2");font-weight:${weight};font-style:normal;font-display:swap}`;
      return {
        face: face + source.fallback,
        preload: spec.preload ? [`/${file}`] : [],
        files: [
          { path: file, contents: woff2 },
          { path: licenceFile(spec), contents: licence },
        ],
      };
    }),
  );
  return {
    css: built.map((b) => b.face).join(''),
    preload: built.flatMap((b) => b.preload),
    files: built.flatMap((b) => b.files),
  };
}
