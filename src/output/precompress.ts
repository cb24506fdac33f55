/**
 * Precompression: a `.br` (Brotli) and a `.gz` (gzip) file beside every text file of the output over 1 KiB,
 * so servers that can send a ready-made encoding (nginx `gzip_static`/`brotli_static`, Caddy `precompressed`,
 * `preview`) spend no CPU per request and send the smallest form. zlib's asynchronous API runs the work on
 * libuv's thread pool, which uses every core. Sources: RFC 7932 (Brotli), RFC 1952 (gzip).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { OutputFile } from './assets/assets.ts';
import { cachedBytes } from '../core/file-cache.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files smaller than this (bytes) are sent as they are: compression would save less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Extensions of the text files that are precompressed (and that servers compress). */
export const TEXT_EXTENSIONS = ['html', 'css', 'js', 'svg', 'xml', 'txt', 'json', 'webmanifest'] as const;

/**
 * Brotli quality of a file. Pages are many and each is seen once per visit: quality 5 compresses a page
 * about 100 times faster than 11 for some 10% more bytes, which keeps a clean build of thousands of pages
 * fast. The stylesheet, the script, SVG and the feeds are few and shared by every page: the highest quality,
 * unless one is large (a sitemap of thousands of pages), where it would cost seconds.
 */
function brotliQuality(file: string, length: number): number {
  return file.endsWith('.html') || length > LARGE ? 5 : zlib.constants.BROTLI_MAX_QUALITY;
}

/** Above this size (bytes) a text file gets the pages' quality: the highest costs seconds per megabyte. */
const LARGE = 256 * 1024;

/** Part of every cache key: changing the settings above never serves an old result. */
const SETTINGS = 'br:text;gz:9';

const TEXT = new RegExp(`\\.(${TEXT_EXTENSIONS.join('|')})$`);

/** True for an output path whose file is precompressed when it is large enough. */
export function isTextFile(file: string): boolean {
  return TEXT.test(file);
}

/** zlib's Brotli options for a file of `length` bytes at `path`. */
function brotliOptions(file: string, length: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file, length),
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
    },
  };
}

/** The companions worth keeping: only those smaller than the source. */
function companions(file: OutputFile, source: Buffer, br: Buffer, gz: Buffer): OutputFile[] {
  const out: OutputFile[] = [];
  if (br.length < source.length) out.push({ path: `${file.path}.br`, contents: br });
  if (gz.length < source.length) out.push({ path: `${file.path}.gz`, contents: gz });
  return out;
}

/**
 * The `.br` and `.gz` companions of one text file, compressed in this thread (pages, in the threads that render
 * them: compressing a page takes well under a millisecond, less than caching it would).
 * @returns nothing for a file that is not text or is under {@link PRECOMPRESS_MIN_BYTES}.
 */
export function precompressNow(file: OutputFile): OutputFile[] {
  if (!isTextFile(file.path) || Buffer.byteLength(file.contents) < PRECOMPRESS_MIN_BYTES) return [];
  const source = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
  return companions(file, source, zlib.brotliCompressSync(source, brotliOptions(file.path, source.length)), zlib.gzipSync(source, { level: 9 }));
}

/**
 * The `.br` and `.gz` companions of the text files among `files` that are at least
 * {@link PRECOMPRESS_MIN_BYTES} long: Brotli (quality by {@link brotliQuality}, text mode), gzip at level 9.
 * A companion that would not be smaller than its source is left out. With `cacheDir`, results are kept there by
 * the source's content hash, so an unchanged file costs nothing on the next build.
 * @returns the new files only (paths `x.html.br`, `x.html.gz`), in the order of `files`.
 */
export async function precompress(files: readonly OutputFile[], options: { cacheDir?: string } = {}): Promise<OutputFile[]> {
  // `variant` (`br5`, `gz`) is part of the cache file's name: each setting has its own entry.
  const cached = (source: Buffer, variant: string, make: () => Promise<Buffer>) => {
    if (!options.cacheDir) return make();
    const key = createHash('sha256').update(source).update(SETTINGS).digest('hex').slice(0, 32);
    return cachedBytes(path.join(options.cacheDir, 'precompressed', `${key}.${variant}`), make);
  };
  const work = files
    .filter((file) => isTextFile(file.path) && Buffer.byteLength(file.contents) >= PRECOMPRESS_MIN_BYTES)
    .map(async (file) => {
      const source = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
      const [br, gz] = await Promise.all([
        cached(source, `br${brotliQuality(file.path, source.length)}`, () => brotli(source, brotliOptions(file.path, source.length))),
        cached(source, 'gz', () => gzip(source, { level: 9 })),
      ]);
      return companions(file, source, br, gz);
    });
  return (await Promise.all(work)).flat();
}
