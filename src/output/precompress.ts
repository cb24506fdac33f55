/**
 * Precompression: a `.br` (Brotli) and a `.gz` (gzip) file beside every text file of the output over 1 KiB,
 * so servers that can send a ready-made encoding (nginx `gzip_static`/`brotli_static`, Caddy `precompressed`,
 * `preview`) spend no CPU per request and send the smallest form. zlib's asynchronous API runs the work on
 * libuv's thread pool, which uses every core; streams an earlier build made of the same bytes are taken from the
 * cache folder (`precompressed-store.ts`). Sources: RFC 7932 (Brotli), RFC 1952 (gzip).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Memo } from '../core/memo.ts';
import type { OutputFile } from '../core/output-file.ts';
import { storedStreams, type Streams } from './precompressed-store.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files smaller than this (bytes) are sent as they are: compression would save less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality of a file. Pages are many and each is seen once per visit: quality 5, about 100 times faster than
 * 11 for some 10% more bytes, which keeps a clean build of thousands of pages fast. Every other text file (the
 * stylesheet, the script, SVG, feeds, the sitemap) is one of a few: the highest quality, unless it is over
 * {@link LARGE}, where 11 costs more than it saves (0.4 s for a sitemap of 250 kB).
 */
function brotliQuality(file: string, length: number): number {
  return file.endsWith('.html') || length > LARGE ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
}

/** Above this size (bytes) a text file gets the pages' quality: the highest costs some 1.6 ms per kilobyte. */
const LARGE = 64 * 1024;

/**
 * Part of the key of every precompressed file: files made under other settings, or by another zlib or Brotli (they
 * come with Node, not from package-lock.json), are never taken as these.
 */
export const PRECOMPRESS_SETTINGS = `br:${LARGE}:5/11:text:window-fits;gz:9;min:${PRECOMPRESS_MIN_BYTES};zlib:${process.versions.zlib};brotli:${process.versions.brotli}`;

/** Extensions of the text files that are precompressed (and that servers compress). */
const TEXT = /\.(html|css|js|svg|xml|txt|json|webmanifest)$/;

/** True for an output path whose file is precompressed when it is large enough. */
export function isTextFile(file: string): boolean {
  return TEXT.test(file);
}

/**
 * Brotli's window (log2 of bytes) for a file of `length` bytes: the smallest that holds the whole file (RFC 7932
 * §9.1: a window of 2^n holds 2^n − 16 bytes), within Brotli's 10–24. A larger one finds nothing more in a small
 * file, and its encoder's buffers cost memory for every file being compressed.
 */
function windowBits(length: number): number {
  const { BROTLI_MIN_WINDOW_BITS: min, BROTLI_MAX_WINDOW_BITS: max } = zlib.constants;
  return Math.min(max, Math.max(min, Math.ceil(Math.log2(length + 16))));
}

/** zlib's Brotli options for a file of `length` bytes at `path`. */
function brotliOptions(file: string, length: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, length),
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(length),
    },
  };
}

/** The companions worth keeping: only those smaller than the source. */
function companions(file: OutputFile, source: Buffer, br: Buffer, gz: Buffer): OutputFile[] {
  return [
    { path: `${file.path}.br`, contents: br },
    { path: `${file.path}.gz`, contents: gz },
  ].filter((companion) => companion.contents.length < source.length);
}

/** Brotli and gzip of `source`, on libuv's thread pool. */
async function compress(file: string, source: Buffer): Promise<Streams> {
  const [br, gz] = await Promise.all([brotli(source, brotliOptions(file, source.length)), gzip(source, { level: 9 })]);
  return { br, gz };
}

/**
 * The `.br` and `.gz` companions of one file: Brotli (quality by {@link brotliQuality}, text mode) and gzip at
 * level 9, compressed on libuv's thread pool, so the caller's thread goes on meanwhile (rendering the next page).
 * A companion that would not be smaller than its source is left out.
 * @param cache - the build's cache folder: streams an earlier build made of the same bytes are taken from it (each
 * decoded and compared on this thread, `precompressed-store.ts`), new ones kept in it; none (`--no-cache`): always
 * compressed.
 * @returns nothing for a file that is not text or is under {@link PRECOMPRESS_MIN_BYTES}; else the new files
 * (paths `x.html.br`, `x.html.gz`).
 */
export async function companionsOf(file: OutputFile, cache?: Memo): Promise<OutputFile[]> {
  if (!isTextFile(file.path) || Buffer.byteLength(file.contents) < PRECOMPRESS_MIN_BYTES) return [];
  const source = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
  const make = () => compress(file.path, source);
  const { br, gz } = cache
    ? await storedStreams(cache, [PRECOMPRESS_SETTINGS, String(brotliQuality(file.path, source.length))], source, make)
    : await make();
  return companions(file, source, br, gz);
}
