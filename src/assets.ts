/**
 * Builds the files pages refer to: the minified stylesheet and client bundle (esbuild, content-hashed
 * names), the images of `content/images/` (hashed names), raster social-card images (sharp, cached), and the
 * files of `static/`. Nothing is written here; {@link BuiltAssets.files} goes to the write stage.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import fg from 'fast-glob';
import sharp from 'sharp';
import type { ImageAsset, PageAssets } from '../templates/site-context.tsx';
import type { Content } from './content/load-content.ts';
import { MissingImageError } from './errors.ts';

/** A file of the output folder: path relative to it and its bytes. */
export interface OutputFile {
  path: string;
  contents: Buffer | string;
}

/** The assets of a build. */
export interface BuiltAssets extends PageAssets {
  files: OutputFile[];
}

/** Options of {@link buildAssets}. */
export interface BuildAssetsOptions {
  content: Content;
  /** Project folder holding `templates/styles.css`, `src/client/main.ts` and `static/`. */
  projectDir: string;
  /** Folder for processed images kept between builds. */
  cacheDir: string;
}

/** Social cards are 1200×630 (Open Graph's recommended size). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

function hashOf(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

function hashedName(file: string, contents: Buffer | string): string {
  const ext = path.extname(file);
  return `${file.slice(0, -ext.length)}.${hashOf(contents)}${ext}`;
}

async function bundle(entry: string, loader: 'css' | 'ts'): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    legalComments: 'none',
    target: loader === 'css' ? ['chrome100', 'firefox100', 'safari15'] : ['es2020'],
    format: loader === 'ts' ? 'iife' : undefined,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Builds every asset.
 * @throws {MissingImageError} when an image the templates need (logo, hero, about, og-default) is absent.
 */
export async function buildAssets({ content, projectDir, cacheDir }: BuildAssetsOptions): Promise<BuiltAssets> {
  const files: OutputFile[] = [];
  const [css, js] = await Promise.all([
    bundle(path.join(projectDir, 'templates/styles.css'), 'css'),
    bundle(path.join(projectDir, 'src/client/main.ts'), 'ts'),
  ]);
  const cssPath = `assets/${hashedName('site.css', css)}`;
  const jsPath = `assets/${hashedName('site.js', js)}`;
  files.push({ path: cssPath, contents: css }, { path: jsPath, contents: js });

  const images = new Map<string, ImageAsset>();
  await Promise.all(
    [...content.images.values()].map(async (source) => {
      const bytes = await readFile(source.file);
      const out = `images/${hashedName(source.path, bytes)}`;
      files.push({ path: out, contents: bytes });
      images.set(source.path, { src: `/${out}`, width: source.width, height: source.height });
    }),
  );

  // Social networks do not read SVG: each image used as a card gets a 1200×630 JPEG, cached by content hash.
  const socialSources = ['og-default.svg', ...content.services.map((s) => s.image.path), ...content.posts.map((p) => p.image.path)];
  const social = new Map<string, ImageAsset>();
  await mkdir(cacheDir, { recursive: true });
  await Promise.all(
    [...new Set(socialSources)].map(async (ref) => {
      const source = content.images.get(ref);
      if (!source) throw new MissingImageError(`image "${ref}" not found`, { file: `content/images/${ref}`, hint: 'add the file' });
      const bytes = await readFile(source.file);
      const key = hashOf(bytes);
      const cached = path.join(cacheDir, `${key}.jpg`);
      let jpeg: Buffer;
      try {
        jpeg = await readFile(cached);
      } catch {
        jpeg = await sharp(bytes, { density: 144 })
          .resize(SOCIAL_IMAGE.width, SOCIAL_IMAGE.height, { fit: 'cover' })
          .flatten({ background: '#0b0b0b' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
        await writeFile(cached, jpeg);
      }
      const out = `images/social/${ref.replace(/\.[a-z]+$/, '').replace(/\//g, '-')}.${key}.jpg`;
      files.push({ path: out, contents: jpeg });
      social.set(ref, { src: `/${out}`, ...SOCIAL_IMAGE });
    }),
  );

  const staticDir = path.join(projectDir, 'static');
  for (const name of await fg('**/*', { cwd: staticDir, dot: false, onlyFiles: true })) {
    files.push({ path: name, contents: await readFile(path.join(staticDir, name)) });
  }

  return {
    css: `/${cssPath}`,
    js: `/${jsPath}`,
    favicon: '/favicon.svg',
    files,
    image(ref) {
      const found = images.get(ref);
      if (!found) throw new MissingImageError(`image "${ref}" not found`, { file: `content/images/${ref}`, hint: 'add the file or correct the reference' });
      return found;
    },
    socialImage(ref) {
      return social.get(ref ?? 'og-default.svg') ?? social.get('og-default.svg')!;
    },
  };
}
