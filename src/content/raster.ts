/**
 * Raster images (JPEG, PNG, WebP, AVIF, and HEIC where the installed sharp decodes it) as published: decoded
 * by sharp with the EXIF orientation applied, converted to sRGB, and re-encoded without any metadata (a phone
 * photo carries the camera, the time and the GPS position of where it was taken), as AVIF, WebP and a JPEG
 * fallback (PNG for an image with transparency) at several widths, never above the source's.
 *
 * Two steps, each cached on disk by the source's content hash and the processing options, so an unchanged
 * photo costs nothing on the next build: {@link describeRaster} (load time: size, transparency, placeholder;
 * it decodes the whole image, so a corrupt file is found by `check` too) and {@link processRaster} (build time:
 * the encoded variants).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata, Sharp } from 'sharp';
import { loadSharp } from '../core/sharp.ts';
import { writeCacheFile } from '../core/file-cache.ts';

/** The widths (in pixels) every raster image is published at, when the source is at least as wide. */
export const RASTER_WIDTHS = [480, 800, 1200, 1600] as const;

/** Encoder settings; part of the cache key, so changing one re-encodes every image. */
const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true, progressive: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;

/** The placeholder: this many pixels wide, WebP, about 200 bytes as a data URL. */
const PLACEHOLDER = { width: 16, quality: 70 } as const;

/** Bump when the processing changes in a way the options above do not show. */
const VERSION = 2;

/** An encoded format of a published variant. */
export type RasterFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** What loading learns of a raster image: enough to lay it out, check it and show a placeholder. */
export interface RasterFacts {
  /** Size of the upright image (EXIF orientation applied), in pixels. */
  width: number;
  height: number;
  /** The source's format as sharp names it (`jpeg`, `png`, `webp`, `heif` …). */
  format: string;
  /** The image has transparency: its fallback is PNG and it gets no placeholder (it would show through). */
  hasAlpha: boolean;
  /** A tiny blurred copy as a `data:image/webp;base64,…` URL; none for a transparent image. */
  placeholder?: string;
  /** The image's dominant colour, `#rrggbb`: the placeholder when the stylesheet has no room for the blurred one. */
  colour?: string;
}

/** One published file of a raster image. */
export interface RasterVariant {
  format: RasterFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

/** A raster image whose file cannot be published; the message says why, the hint what to do. */
export class RasterError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/**
 * The widths to publish of an image `sourceWidth` pixels wide: {@link RASTER_WIDTHS} up to the source's width,
 * plus the source's own width when it is narrower than the largest (never upscaled).
 */
export function rasterWidths(sourceWidth: number): number[] {
  const widths: number[] = RASTER_WIDTHS.filter((w) => w <= sourceWidth);
  const largest = Math.max(...RASTER_WIDTHS);
  if (sourceWidth < largest && !widths.includes(sourceWidth)) widths.push(sourceWidth);
  return widths;
}

function cacheKey(bytes: Buffer, what: string, options: object): string {
  return createHash('sha256').update(bytes).update(JSON.stringify({ what, options, VERSION })).digest('hex');
}


/** ISO base media brands of HEVC-coded HEIF files (iPhone photos), read from the `ftyp` box. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

/** The file is a HEIC photo by its `ftyp` box (whether or not this sharp can read it). */
function isHeic(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(bytes.toString('latin1', 8, 12));
}

const HEIC_ERROR = new RasterError(
  'is a HEIC photo, which this installation cannot decode (the sharp build from npm has no HEVC decoder)',
  'export the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible, or share it as JPEG) and refer to that file',
);

/** A source decoder: orientation applied on load, every pixel checked (a truncated file is an error). */
const decode = async (bytes: Buffer) => (await loadSharp())(bytes, { autoOrient: true, failOn: 'error' });

/**
 * Size, transparency and placeholder of a raster image.
 * @param cacheDir - where results are kept (`raster/facts/`); none when absent.
 * @throws {RasterError} when the file is not an image sharp reads, is a HEIC photo the installed sharp cannot
 *   decode, or has no size.
 */
export async function describeRaster(bytes: Buffer, cacheDir?: string): Promise<RasterFacts> {
  const cached = cacheDir && path.join(cacheDir, 'raster', 'facts', `${cacheKey(bytes, 'facts', PLACEHOLDER)}.json`);
  if (cached) {
    const known = await readFile(cached, 'utf8').catch(() => undefined);
    if (known) return JSON.parse(known) as RasterFacts;
  }
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    if (isHeic(bytes)) throw HEIC_ERROR;
    throw new RasterError('cannot be read as an image', 'replace it with a JPEG, PNG, WebP or AVIF file');
  }
  const heic = isHeic(bytes) || (meta.format === 'heif' && meta.compression === 'hevc');
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!upright.width || !upright.height) throw new RasterError('has no intrinsic size', 'export it again as JPEG or PNG');
  const hasAlpha = meta.hasAlpha === true;
  let placeholder: string | undefined;
  let colour: string | undefined;
  try {
    // Decoding the whole image is what finds a truncated or corrupt file; the placeholder comes with it.
    const tiny = await (await decode(bytes)).resize({ width: PLACEHOLDER.width }).toColourspace('srgb').webp({ quality: PLACEHOLDER.quality }).toBuffer();
    if (!hasAlpha) {
      placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
      const { r, g, b } = (await sharp(tiny).stats()).dominant;
      colour = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    }
  } catch {
    if (heic) throw HEIC_ERROR;
    throw new RasterError('is corrupt or truncated: it cannot be decoded', 'export the image again as JPEG, PNG, WebP or AVIF');
  }
  const facts: RasterFacts = { width: upright.width, height: upright.height, format: meta.format ?? 'unknown', hasAlpha, ...(placeholder ? { placeholder, colour } : {}) };
  if (cached) await writeCacheFile(cached, JSON.stringify(facts));
  return facts;
}

interface CachedVariant {
  format: RasterFormat;
  width: number;
  height: number;
  file: string;
}

function encode(image: Sharp, format: RasterFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif(ENCODING.avif);
    case 'webp':
      return image.webp(ENCODING.webp);
    case 'jpeg':
      return image.jpeg(ENCODING.jpeg);
    case 'png':
      return image.png(ENCODING.png);
  }
}

/**
 * Every published variant of a raster image: AVIF, WebP and the fallback (JPEG, or PNG for a transparent
 * image) at each of {@link rasterWidths}, upright, in sRGB, without metadata. The variants are encoded
 * concurrently (sharp runs each on the libuv thread pool, so both cores work).
 * @param cacheDir - where results are kept (`raster/variants/{key}/`); none when absent.
 * @throws sharp's error when the image cannot be decoded (loading has checked that it can).
 */
export async function processRaster(bytes: Buffer, facts: RasterFacts, cacheDir?: string): Promise<RasterVariant[]> {
  const dir = cacheDir && path.join(cacheDir, 'raster', 'variants', cacheKey(bytes, 'variants', { ENCODING, RASTER_WIDTHS }));
  if (dir) {
    const manifest = await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => undefined);
    if (manifest) {
      const listed = JSON.parse(manifest) as CachedVariant[];
      const read = await Promise.all(listed.map(async (v) => ({ ...v, bytes: await readFile(path.join(dir, v.file)).catch(() => undefined) })));
      if (read.every((v) => v.bytes)) return read.map(({ format, width, height, bytes }) => ({ format, width, height, bytes: bytes! }));
    }
  }
  const sharp = await loadSharp();
  const widths = rasterWidths(facts.width);
  const largest = Math.max(...widths);
  // Decode once, at the largest width, to 8-bit sRGB pixels (an embedded ICC profile is applied here and then
  // dropped with every other piece of metadata); every variant is resized and encoded from these pixels.
  const base = await (await decode(bytes)).resize({ width: largest }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const formats: RasterFormat[] = ['avif', 'webp', facts.hasAlpha ? 'png' : 'jpeg'];
  const variants = await Promise.all(
    widths.flatMap((width) =>
      formats.map(async (format): Promise<RasterVariant> => {
        const resized = width === largest ? sharp(base.data, raw) : sharp(base.data, raw).resize({ width });
        const { data, info } = await encode(resized, format).toBuffer({ resolveWithObject: true });
        return { format, width: info.width, height: info.height, bytes: data };
      }),
    ),
  );
  if (dir) {
    const listed = variants.map(({ format, width, height }) => ({ format, width, height, file: `${width}.${format}` }));
    await Promise.all(variants.map((v, i) => writeCacheFile(path.join(dir, listed[i]!.file), v.bytes)));
    await writeCacheFile(path.join(dir, 'manifest.json'), JSON.stringify(listed));
  }
  return variants;
}
