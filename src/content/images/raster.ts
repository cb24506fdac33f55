/**
 * Raster images (JPEG, PNG, WebP, AVIF, and HEIC where the installed sharp decodes it) as published: decoded
 * by sharp with the EXIF orientation applied, converted to sRGB, and re-encoded without any metadata (a phone
 * photo carries the camera, the time and the GPS position of where it was taken), as AVIF, WebP and a JPEG
 * fallback (PNG for an image with transparency) at several widths, never above the source's.
 *
 * Two steps, each cached on disk by the source's content hash and the processing options, so an unchanged
 * photo costs nothing on the next build: {@link describeRaster} (load time: size, transparency, placeholder;
 * it decodes the whole image, so a corrupt file is found by `check` too) and {@link processRaster} (build time:
 * the encoded variants). Before anything is decoded, the file's header is judged: a GIF, a file that is not an
 * image at all (a web page saved as a photo) and one claiming more pixels than any camera makes (a decompression
 * bomb: a few hundred bytes that would take gigabytes to decode) are refused, each with its own message.
 */
import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { bytesCodec, jsonCodec, NO_MEMO, type Memo } from '../../core/memo.ts';
import { rasterRefusal } from '../../core/image-metadata.ts';
import { loadSharp } from '../../core/sharp.ts';
import { catalogue, type CataloguedMessage } from '../../core/error-catalogue.ts';

/** The widths (in pixels) every raster image is published at, when the source is at least as wide. */
export const RASTER_WIDTHS = [480, 800, 1200, 1600] as const;

/**
 * Encoder settings; part of the cache key (with the tool's version), so changing one re-encodes every image.
 * AVIF at effort 1, not 2: at the same quality the files come out within a few per cent of effort 2's size and
 * fidelity (photos and the sample images alike), for about a third to a half of the encoder's time, which is most
 * of an empty cache's build.
 */
const ENCODING = {
  avif: { quality: 50, effort: 1 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 76, mozjpeg: true, progressive: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;

/** The placeholder: this many pixels wide, WebP, about 200 bytes as a data URL. */
const PLACEHOLDER = { width: 16, quality: 70 } as const;

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

/** A raster image whose file cannot be published: `problem` says why and what to do. */
export class RasterError extends Error {
  constructor(readonly problem: CataloguedMessage) {
    super(problem.message);
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

/**
 * The most pixels a source may have: above every camera (a 150-megapixel medium-format back, a 102-megapixel
 * GFX100), far below what a decompression bomb claims. sharp is told the same limit, so nothing larger is decoded.
 */
export const MAX_PIXELS = 200_000_000;

/** ISO base media brands of HEVC-coded HEIF files (iPhone photos), read from the `ftyp` box. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

/** The file is a HEIC photo by its `ftyp` box (whether or not this sharp can read it). */
function isHeic(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))
  );
}

const HEIC_ERROR = new RasterError(catalogue.HeicPhoto());

/** A source decoder: orientation applied on load, every pixel checked (a truncated file is an error), never above {@link MAX_PIXELS}. */
const decode = async (bytes: Buffer) =>
  (await loadSharp())(bytes, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_PIXELS });

/** The refusal of a GIF, by its name (content images) or its bytes (a GIF named as a PNG): the site publishes none. */
export const GIF_ERROR = new RasterError(catalogue.GifImage());

/**
 * Bytes that open a web page, by the WHATWG MIME Sniffing standard's rules for `text/html` (§7.1, "identifying a
 * resource with an unknown MIME type"): after white space, one of its tags and then a space or `>`.
 */
const HTML_START =
  /^[\t\n\f\r ]*(?:<!DOCTYPE HTML|<HTML|<HEAD|<SCRIPT|<IFRAME|<H1|<DIV|<FONT|<TABLE|<A|<STYLE|<TITLE|<B|<BODY|<BR|<P|<!--)[ >]/i;
/** The same standard's XML signature, and its "binary data bytes": a file with none in its first 1445 bytes is text. */
const XML_START = /^[\t\n\f\r ]*<\?xml/;
// eslint-disable-next-line no-control-regex
const BINARY_BYTE = /[\x00-\x08\x0B\x0E-\x1A\x1C-\x1F]/;
const SNIFF_BYTES = 1445;

/** What a file no image decoder reads is, when its first bytes say: a web page, XML or other text. */
function notAnImage(bytes: Buffer): RasterError | undefined {
  const head = bytes
    .subarray(0, SNIFF_BYTES)
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '');
  if (HTML_START.test(head)) return new RasterError(catalogue.NotAnImage({ looksLike: 'an HTML' }));
  if (XML_START.test(head)) return new RasterError(catalogue.NotAnImage({ looksLike: 'an XML' }));
  // Worded as the generic refusal is, plus what the file is: a text file is as unreadable as a damaged image.
  if (head.length > 0 && !BINARY_BYTE.test(head)) return new RasterError(catalogue.NotAnImage({ looksLike: 'text' }));
  return undefined;
}

/** The refusal of a source by its header: a GIF, or more pixels than {@link MAX_PIXELS}. */
function refusal(format: string | undefined, width: number, height: number): RasterError | undefined {
  if (format === 'gif') return GIF_ERROR;
  if (width * height <= MAX_PIXELS) return undefined;
  return new RasterError(catalogue.TooManyPixels({ width, height, limit: MAX_PIXELS / 1e6 }));
}

/**
 * Size, transparency and placeholder of a raster image.
 * @param memo - the command's cache folder (`raster-facts` store); none: described every time.
 * @throws {RasterError} when the file is not an image sharp reads (saying so plainly when it is a web page or
 *   other text), is a GIF, claims more than {@link MAX_PIXELS} pixels, is a HEIC photo the installed sharp cannot
 *   decode, or has no size.
 */
export async function describeRaster(bytes: Buffer, memo: Memo = NO_MEMO): Promise<RasterFacts> {
  return memo.value(
    'raster-facts',
    [bytes, JSON.stringify(PLACEHOLDER)],
    () => readFacts(bytes),
    jsonCodec(isRasterFacts),
  );
}

/** {@link describeRaster} without the cache. */
async function readFacts(bytes: Buffer): Promise<RasterFacts> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // The header only, whatever size it claims: that size is judged below, before any pixel is decoded.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    if (isHeic(bytes)) throw HEIC_ERROR;
    throw notAnImage(bytes) ?? new RasterError(catalogue.ImageUnreadable());
  }
  const heic = isHeic(bytes) || (meta.format === 'heif' && meta.compression === 'hevc');
  const upright = meta.autoOrient ?? { width: meta.width, height: meta.height };
  if (!upright.width || !upright.height) throw new RasterError(catalogue.NoIntrinsicSize());
  const refused = refusal(meta.format, upright.width, upright.height);
  if (refused) throw refused;
  const hasAlpha = meta.hasAlpha === true;
  let placeholder: string | undefined;
  let colour: string | undefined;
  try {
    // Decoding the whole image is what finds a truncated or corrupt file; the placeholder comes with it.
    const tiny = await (
      await decode(bytes)
    )
      .resize({ width: PLACEHOLDER.width })
      .toColourspace('srgb')
      .webp({ quality: PLACEHOLDER.quality })
      .toBuffer();
    if (!hasAlpha) {
      placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
      const { r, g, b } = (await sharp(tiny).stats()).dominant;
      colour = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    }
  } catch {
    if (heic) throw HEIC_ERROR;
    throw new RasterError(catalogue.CorruptImage());
  }
  const facts: RasterFacts = {
    width: upright.width,
    height: upright.height,
    format: meta.format ?? 'unknown',
    hasAlpha,
    ...(placeholder ? { placeholder, colour } : {}),
  };
  return facts;
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
 * @param memo - the command's cache folder (`raster` store, one entry per variant); none: encoded every time.
 * @throws sharp's error when the image cannot be decoded (loading has checked that it can).
 */
export async function processRaster(bytes: Buffer, facts: RasterFacts, memo: Memo = NO_MEMO): Promise<RasterVariant[]> {
  const widths = rasterWidths(facts.width);
  const formats: RasterFormat[] = ['avif', 'webp', facts.hasAlpha ? 'png' : 'jpeg'];
  const wanted = widths.flatMap((width) => formats.map((format) => ({ width, format })));
  // Every variant is encoded at once, on the first one the cache folder does not hold.
  let encoded: Promise<{ data: Buffer; info: OutputInfo }[]> | undefined;
  return Promise.all(
    wanted.map(async (v, i): Promise<RasterVariant> => {
      // One rule for every variant's height, made or kept, so a cold and a warm build agree.
      const height = Math.round((v.width * facts.height) / facts.width);
      const make = async () => (await (encoded ??= encodeVariants(bytes, widths, wanted)))[i]!.data;
      // A kept variant is published only when it carries no metadata: the cache hands back what anyone who can
      // write it wrote, checksum and all.
      const parts = [bytes, JSON.stringify(ENCODING), v.format, String(v.width)];
      const data = await memo.value(
        'raster',
        parts,
        make,
        bytesCodec((kept) => rasterRefusal(kept, v.format)),
      );
      return { ...v, height, bytes: data };
    }),
  );
}

/** The variants `wanted` of a raster image, encoded concurrently from one decoding. */
async function encodeVariants(
  bytes: Buffer,
  widths: readonly number[],
  wanted: readonly { width: number; format: RasterFormat }[],
): Promise<{ data: Buffer; info: OutputInfo }[]> {
  const sharp = await loadSharp();
  const largest = Math.max(...widths);
  // Decode once, at the largest width, to 8-bit sRGB pixels (an embedded ICC profile is applied here and then
  // dropped with every other piece of metadata); each smaller width is resized once from these pixels, and each
  // format of a width encoded from its pixels: the same bytes as resizing for every format, a third of the work.
  const base = await (
    await decode(bytes)
  )
    .resize({ width: largest })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = ({ data, info }: typeof base) =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const pixels = new Map(
    widths.map((width) => [
      width,
      width === largest
        ? Promise.resolve(base)
        : raw(base).resize({ width }).raw().toBuffer({ resolveWithObject: true }),
    ]),
  );
  return Promise.all(
    wanted.map(async ({ width, format }) =>
      encode(raw(await pixels.get(width)!), format).toBuffer({ resolveWithObject: true }),
    ),
  );
}

/** True for plain data shaped as {@link RasterFacts} (a kept value that is not is made again). */
function isRasterFacts(value: unknown): value is RasterFacts {
  const facts = value as Partial<RasterFacts> | null;
  return (
    typeof facts?.width === 'number' &&
    typeof facts.height === 'number' &&
    typeof facts.format === 'string' &&
    typeof facts.hasAlpha === 'boolean'
  );
}
