/**
 * Builds the files pages refer to: the minified stylesheet and client bundle (esbuild), the images of
 * `content/images/`, raster social-card images (sharp, cached), and the files of `static/`. Production names
 * carry content hashes; dev names do not (the dev server sends no-cache headers instead). The output files
 * go to the write stage; only the social-card cache is written here.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundle as bundleEntry, bundleError } from '../../core/bundle.ts';
import fg from 'fast-glob';
import { loadSharp } from '../../core/sharp.ts';
import { processRaster, type RasterFormat, type RasterVariant } from '../../content/raster.ts';
import type { Content, ImageSource } from '../../content/types.ts';
import { cachedBytes, type CacheFolder } from '../../core/cache-folder.ts';
import { fingerprint } from '../../core/fingerprint.ts';
import { displayPath } from '../../core/display-path.ts';
import { MissingImageError } from '../../core/errors.ts';
import { buildFonts, type BuiltFonts } from './fonts.ts';
import type { ProjectLayout } from '../../core/project-layout.ts';
import { buildIcons, type Icons } from '../standard-files.ts';
import { STANDARD_FILES } from '../../site/site-paths.ts';
import type { PageAssets } from '../../view/build-view.ts';
import type { ImageView } from '../../site/view-types.ts';
import type { OutputFile } from '../../core/output-file.ts';


/** One built asset: its root-relative URL and its file. */
export interface BuiltFile {
  href: string;
  file: OutputFile;
}

/** The parts of a site's assets, each rebuildable on its own. */
export interface AssetParts {
  styles: BuiltFile;
  script: BuiltFile;
  /** The published images; `css` holds the placeholder rules of raster images, appended to the stylesheet. */
  images: { files: OutputFile[]; byPath: Map<string, ImageView>; css: string };
  social: { files: OutputFile[]; byPath: Map<string, ImageView> };
  staticFiles: OutputFile[];
  /** `favicon.ico`, `apple-touch-icon.png` and the manifest's icons, rendered from `static/favicon.svg`. */
  icons: Icons;
  /** The web fonts, their licences and `@font-face` rules (in the stylesheet). */
  fonts: BuiltFonts;
}

/** The assets of a build: what templates read, and every file. */
export interface BuiltAssets extends PageAssets {
  files: OutputFile[];
  /**
   * A fingerprint of everything views take from these assets (URLs, image views): equal for two builds whose
   * views show the same assets.
   */
  viewKey: string;
}

/** Options shared by the asset builders. */
export interface AssetOptions {
  /** Where the stylesheet, the client script and the static files are. */
  layout: ProjectLayout;
  /** Content-hashed file names (production) or plain ones (dev). */
  hashed: boolean;
  /** The cache folder of processed images, social cards, icons and fonts; none: all made again. */
  cache?: CacheFolder;
}

/** Social cards are 1200×630 (Open Graph's recommended size). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
// autoOrient: a phone photo's card is upright (and, being part of the cache key, no sideways card is reused).
const SOCIAL_PROCESSING = { ...SOCIAL_IMAGE, density: 144, quality: 82, background: '#0b0b0b', autoOrient: true } as const;

function hashOf(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

function outputName(file: string, contents: Buffer | string, hashed: boolean): string {
  if (!hashed) return file;
  const ext = path.extname(file);
  return `${file.slice(0, -ext.length)}.${hashOf(contents)}${ext}`;
}

async function bundle(entry: string, kind: 'css' | 'js', layout: ProjectLayout): Promise<string> {
  try {
    const options = {
      entryPoints: [entry] as [string],
      bundle: true,
      minify: true,
      legalComments: 'none' as const,
      target: kind === 'css' ? ['chrome100', 'firefox100', 'safari15'] : ['es2020'],
      ...(kind === 'js' ? { format: 'iife' as const } : {}),
      logLevel: 'silent' as const,
      absWorkingDir: layout.root,
    };
    return (await bundleEntry(options)).text;
  } catch (error) {
    throw bundleError(error, layout.root, entry, kind === 'css' ? 'fix the stylesheet' : 'fix the client script');
  }
}

async function bundled(entry: string, name: string, { layout, hashed }: AssetOptions, prelude = ''): Promise<BuiltFile> {
  const text = prelude + (await bundle(entry, name.endsWith('.css') ? 'css' : 'js', layout));
  const file = `assets/${outputName(name, text, hashed)}`;
  return { href: `/${file}`, file: { path: file, contents: text } };
}

/** The minified stylesheet, `templates/styles.css`, after the fonts' `@font-face` rules. @throws {TemplateError} on a CSS syntax error. */
export function buildStyles({ layout, hashed }: AssetOptions, fonts: Pick<BuiltFonts, 'css'>): Promise<BuiltFile> {
  return bundled(layout.styles, 'site.css', { layout, hashed }, fonts.css);
}

/** The client bundle, `src/client/main.ts`. @throws {TemplateError} on a script error. */
export function buildScript({ layout, hashed }: AssetOptions): Promise<BuiltFile> {
  return bundled(layout.client, 'site.js', { layout, hashed });
}

/** The images pages show: the frame's (`site.yaml` `images`), and those of services and posts. */
export function referencedImages(content: Content): ImageSource[] {
  const paths = new Set([...Object.values(content.site.images), ...content.services.map((s) => s.image.path), ...content.posts.map((p) => p.image.path)]);
  return [...paths].map((p) => content.images.get(p)).filter((i) => i !== undefined);
}

/** The bytes to publish of an image: its sanitised form where it has one. */
const imageBytes = (source: ImageSource): Promise<Buffer> => (source.contents ? Promise.resolve(source.contents) : readFile(source.file));

/**
 * Characters of blurred placeholders (`data:` URLs) the stylesheet holds at most: every page loads them before
 * its first paint, so past this the remaining images (the least prominent: services after posts, older posts
 * after newer) get their dominant colour instead (about 40 bytes each).
 */
export const PLACEHOLDER_BUDGET = 1200;

/** Raster images processed at once: each already keeps the thread pool busy with its variants. */
const RASTERS_IN_FLIGHT = 2;

/** Runs `task` over `items` with at most `limit` running at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The placeholder rules of the raster images, most prominent first (the frame's, then posts newest first, then
 * services): blurred ones while {@link PLACEHOLDER_BUDGET} allows, then dominant colours. Deterministic, so the
 * stylesheet's hash changes only with the images.
 */
function placeholderRules(content: Content): string {
  const order = [...Object.values(content.site.images), ...content.posts.map((p) => p.image.path), ...content.services.map((s) => s.image.path)];
  const rules = new Map<string, string>();
  let spent = 0;
  for (const ref of order) {
    const facts = content.images.get(ref)?.raster;
    if (!facts?.placeholder) continue;
    const name = `ph-${hashOf(facts.placeholder).slice(0, 8)}`;
    if (rules.has(name)) continue;
    const blurred = spent + facts.placeholder.length <= PLACEHOLDER_BUDGET;
    if (blurred) spent += facts.placeholder.length;
    rules.set(name, blurred ? `.${name}{background-image:url(${facts.placeholder});background-size:cover;background-position:center}` : `.${name}{background-color:${facts.colour}}`);
  }
  return [...rules.values()].join('');
}

/** `srcset` of the variants of one format, narrowest first. */
const srcset = (variants: { href: string; width: number }[]): string => variants.map((v) => `${v.href} ${v.width}w`).join(', ');

/**
 * The images pages show (and only those: an unused file in `content/images/` is not published), under
 * `images/`: an SVG as it is (sanitised where it had to be); a raster image as AVIF, WebP and a JPEG (or PNG)
 * fallback at each width of `rasterWidths`, named `{name}-{width}.{hash}.{ext}`, cached in the layout's cache
 * folder, plus the rule of its blurred placeholder.
 * @throws {MissingImageError} naming the file when a raster image cannot be processed.
 */
export async function buildImages(content: Content, { hashed, cache }: AssetOptions): Promise<AssetParts['images']> {
  const files: OutputFile[] = [];
  const byPath = new Map<string, ImageView>();
  const sources = referencedImages(content);
  await Promise.all(
    sources
      .filter((source) => !source.raster)
      .map(async (source) => {
        const bytes = await imageBytes(source);
        // The extension in lower case: some hosts find the content type only by `.svg`.
        const out = `images/${outputName(source.path.replace(/\.[^./]+$/, (ext) => ext.toLowerCase()), bytes, hashed)}`;
        files.push({ path: out, contents: bytes });
        byPath.set(source.path, { src: `/${out}`, width: source.width, height: source.height });
      }),
  );
  await eachLimited(
    sources.filter((source) => source.raster),
    RASTERS_IN_FLIGHT,
    async (source) => {
      const facts = source.raster!;
      const bytes = await readFile(source.file);
      let variants: RasterVariant[];
      try {
        variants = await processRaster(bytes, facts, cache);
      } catch (error) {
        throw new MissingImageError(`image cannot be processed: ${(error as Error).message}`, { file: displayPath(source.file), hint: 'export the image again as JPEG or PNG' }, { cause: error });
      }
      const stem = source.path.replace(/\.[^./]+$/, '');
      const published = variants.map((v) => {
        const out = `images/${outputName(`${stem}-${v.width}.${v.format === 'jpeg' ? 'jpg' : v.format}`, v.bytes, hashed)}`;
        files.push({ path: out, contents: v.bytes });
        return { ...v, href: `/${out}` };
      });
      const of = (format: RasterFormat) => published.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
      const fallback = of(facts.hasAlpha ? 'png' : 'jpeg');
      const placeholder = facts.placeholder ? `ph-${hashOf(facts.placeholder).slice(0, 8)}` : undefined;
      byPath.set(source.path, {
        src: fallback[fallback.length - 1]!.href,
        width: source.width,
        height: source.height,
        raster: { avif: srcset(of('avif')), webp: srcset(of('webp')), fallback: srcset(fallback), ...(placeholder ? { placeholder } : {}) },
      });
    },
  );
  return { files, byPath, css: placeholderRules(content) };
}

/**
 * Social networks do not read SVG: the default card and every service and post image get a 1200×630 JPEG, kept in
 * the cache folder's `social` store by the source's bytes and the processing.
 * @throws {MissingImageError} when the default card (`site.yaml` `images.socialDefault`) or a referenced image is absent.
 */
export async function buildSocialImages(content: Content, cache: CacheFolder | undefined): Promise<AssetParts['social']> {
  const sources = [content.site.images.socialDefault, ...content.services.map((s) => s.image.path), ...content.posts.map((p) => p.image.path)];
  const files: OutputFile[] = [];
  const byPath = new Map<string, ImageView>();
  await Promise.all(
    [...new Set(sources)].map(async (ref) => {
      const source = content.images.get(ref);
      if (!source) throw new MissingImageError(`image "${ref}" not found`, { file: `content/images/${ref}`, hint: 'add the file' });
      const bytes = await imageBytes(source);
      const jpeg = await cachedBytes(cache, 'social', [bytes, JSON.stringify(SOCIAL_PROCESSING)], async () =>
        (await loadSharp())(bytes, { density: SOCIAL_PROCESSING.density, autoOrient: SOCIAL_PROCESSING.autoOrient })
          .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'cover' })
          .flatten({ background: SOCIAL_PROCESSING.background })
          .jpeg({ quality: SOCIAL_PROCESSING.quality, mozjpeg: true })
          .toBuffer(),
      );
      // Named after the source and the processing, as before: the same card keeps its URL.
      const key = hashOf(Buffer.concat([bytes, Buffer.from(JSON.stringify(SOCIAL_PROCESSING))]));
      const out = `images/social/${ref.replace(/\.[a-z]+$/i, '').replace(/\//g, '-')}.${key}.jpg`;
      files.push({ path: out, contents: jpeg });
      byPath.set(ref, { src: `/${out}`, ...SOCIAL_IMAGE });
    }),
  );
  return { files, byPath };
}

/** The files of `static/`, copied as they are. */
export async function readStaticFiles(layout: ProjectLayout): Promise<OutputFile[]> {
  const staticDir = layout.static;
  const names = await fg('**/*', { cwd: staticDir, dot: false, onlyFiles: true });
  return Promise.all(names.map(async (name) => ({ path: name, contents: await readFile(path.join(staticDir, name)) })));
}

/**
 * The stylesheet with the placeholder rules of the raster images appended (the strict CSP allows no `style`
 * attribute, so a placeholder is a class); renamed after its new content when its name is hashed.
 */
function withImageRules(styles: BuiltFile, rules: string): BuiltFile {
  if (!rules) return styles;
  const text = `${String(styles.file.contents)}${rules}`;
  const file = styles.file.path.replace(/\.[0-9a-f]{10}\.css$/, `.${hashOf(text)}.css`);
  return { href: `/${file}`, file: { path: file, contents: text } };
}

/** Combines built parts into what templates read plus the list of files. */
export function combineAssets(parts: AssetParts, content: Content): BuiltAssets {
  const styles = withImageRules(parts.styles, parts.images.css);
  const urls = {
    css: styles.href,
    js: parts.script.href,
    favicon: '/favicon.svg',
    icon: `/${STANDARD_FILES.ico}`,
    appleTouchIcon: `/${STANDARD_FILES.appleTouchIcon}`,
    manifest: `/${STANDARD_FILES.manifest}`,
    manifestIcons: parts.icons.manifest,
    fonts: parts.fonts.preload,
  };
  // By path: the maps are filled in the order images finish processing.
  const sorted = (views: Map<string, ImageView>) => [...views].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    ...urls,
    viewKey: fingerprint([urls, sorted(parts.images.byPath), sorted(parts.social.byPath)]),
    files: [styles.file, parts.script.file, ...parts.fonts.files, ...parts.images.files, ...parts.social.files, ...parts.staticFiles, ...parts.icons.files],
    image(ref) {
      const found = parts.images.byPath.get(ref);
      if (!found) throw new MissingImageError(`image "${ref}" not found`, { file: `content/images/${ref}`, hint: 'add the file or correct the reference' });
      return found;
    },
    socialImage(ref) {
      const fallback = content.site.images.socialDefault;
      return parts.social.byPath.get(ref ?? fallback) ?? parts.social.byPath.get(fallback)!;
    },
  };
}

/** Builds every asset part. */
export async function buildAssetParts(content: Content, options: AssetOptions): Promise<AssetParts> {
  const [[fonts, styles], script, images, social, staticFiles, icons] = await Promise.all([
    buildFonts(content, { cache: options.cache, hashed: options.hashed }).then(async (fonts) => [fonts, await buildStyles(options, fonts)] as const),
    buildScript(options),
    buildImages(content, options),
    buildSocialImages(content, options.cache),
    readStaticFiles(options.layout),
    buildIcons(options.layout, options.cache),
  ]);
  return { styles, script, images, social, staticFiles, icons, fonts };
}
