/**
 * Precompression: a `.br` (Brotli) and a `.gz` (gzip) file beside every text file of the output over 1 KiB,
 * so servers that can send a ready-made encoding (nginx `gzip_static`/`brotli_static`, Caddy `precompressed`,
 * `preview`) spend no CPU per request and send the smallest form. zlib's asynchronous API runs the work on
 * libuv's thread pool, which uses every core. Sources: RFC 7932 (Brotli), RFC 1952 (gzip).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { storeOf, type CacheFolder } from '../core/cache-folder.ts';
import { digestOf } from '../core/disk-store.ts';
import type { OutputFile } from '../core/output-file.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files smaller than this (bytes) are sent as they are: compression would save less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** Extensions of the text files that are precompressed (and that servers compress). */
export const TEXT_EXTENSIONS = ['html', 'css', 'js', 'svg', 'xml', 'txt', 'json', 'webmanifest'] as const;

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

/** Part of the key of every precompressed file: files made under other settings are never taken as these. */
export const PRECOMPRESS_SETTINGS = `br:${LARGE}:5/11:text:window-fits;gz:9;min:${PRECOMPRESS_MIN_BYTES}`;

const TEXT = new RegExp(`\\.(${TEXT_EXTENSIONS.join('|')})$`);

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
  const out: OutputFile[] = [];
  if (br.length < source.length) out.push({ path: `${file.path}.br`, contents: br });
  if (gz.length < source.length) out.push({ path: `${file.path}.gz`, contents: gz });
  return out;
}

/** Brotli and gzip of `source`, on libuv's thread pool. */
async function compress(file: string, source: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([brotli(source, brotliOptions(file, source.length)), gzip(source, { level: 9 })]);
  return { br, gz };
}

/** Both encodings of `source` in one entry: the Brotli stream's length, a line feed, the Brotli stream, the gzip stream. */
function entryOf({ br, gz }: { br: Buffer; gz: Buffer }): Buffer {
  return Buffer.concat([Buffer.from(`${br.length}\n`), br, gz]);
}

/**
 * The encodings of `source` an entry holds, or `undefined` unless each decompresses to exactly `source`: a kept
 * entry is trusted for nothing, not even its checksum (which anyone who can write the cache folder can forge).
 */
function takenFrom(entry: Buffer, source: Buffer): { br: Buffer; gz: Buffer } | undefined {
  const end = entry.indexOf(0x0a);
  const length = Number(entry.toString('latin1', 0, Math.max(end, 0)));
  if (end < 0 || !Number.isSafeInteger(length) || end + 1 + length > entry.length) return undefined;
  const br = entry.subarray(end + 1, end + 1 + length);
  const gz = entry.subarray(end + 1 + length);
  // Synchronous: decoding a page takes some 0.1 ms, less than a round trip to the thread pool. A stream that would
  // decode to more than the file stops at one byte over (a forged entry cannot fill the memory).
  const limit = { maxOutputLength: source.length + 1 };
  try {
    return zlib.brotliDecompressSync(br, limit).equals(source) && zlib.gunzipSync(gz, limit).equals(source) ? { br, gz } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Brotli and gzip of `source` from the cache folder's `precompressed` store (keyed by the tool's version, the
 * settings and the bytes), or made now and kept there. Compressing is most of a warm build's work (1.2 of 2.9 s at
 * 250 posts per language), and every page whose bytes an earlier build compressed gives the same streams.
 */
async function keptOrCompressed(file: string, source: Buffer, cache: CacheFolder): Promise<{ br: Buffer; gz: Buffer }> {
  const store = storeOf(cache, 'precompressed');
  const key = digestOf([cache.version, 'precompressed', PRECOMPRESS_SETTINGS, String(brotliQuality(file, source.length)), source]);
  const entry = await store.get(key);
  if (entry) {
    const taken = takenFrom(entry, source);
    if (taken) return taken;
    cache.damaged.push(`precompressed/${key.slice(0, 12)}… does not decompress to its page`);
  }
  const made = await compress(file, source);
  await store.set(key, entryOf(made));
  return made;
}

/** How long an entry of the `precompressed` store no build uses is kept (ms): a week. */
const KEEP_UNUSED_MS = 7 * 24 * 3600_000;

/**
 * Removes the kept companions this build did not use and that were made over a week ago (`DiskStore.prune`):
 * a page's bytes change with every edit that shows on it, and the store would otherwise grow with every build.
 */
export async function pruneKeptCompanions(cache: CacheFolder): Promise<void> {
  await storeOf(cache, 'precompressed').prune(KEEP_UNUSED_MS);
}

/**
 * The `.br` and `.gz` companions of one file: Brotli (quality by {@link brotliQuality}, text mode) and gzip at
 * level 9, compressed on libuv's thread pool, so the caller's thread goes on meanwhile (rendering the next page).
 * A companion that would not be smaller than its source is left out.
 * @param cache - the build's cache folder: companions an earlier build made of the same bytes are taken from it
 * (each checked by decompressing it), new ones kept in it; none (`--no-cache`): always compressed.
 * @returns nothing for a file that is not text or is under {@link PRECOMPRESS_MIN_BYTES}; else the new files
 * (paths `x.html.br`, `x.html.gz`).
 */
export async function companionsOf(file: OutputFile, cache?: CacheFolder): Promise<OutputFile[]> {
  if (!isTextFile(file.path) || Buffer.byteLength(file.contents) < PRECOMPRESS_MIN_BYTES) return [];
  const source = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
  const { br, gz } = cache ? await keptOrCompressed(file.path, source, cache) : await compress(file.path, source);
  return companions(file, source, br, gz);
}
