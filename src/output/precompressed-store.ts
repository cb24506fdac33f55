/**
 * The cache folder's `precompressed` store: the Brotli and gzip streams of each text file a build compressed, under
 * the digest of the tool's version, the compression settings and the file's bytes. Compressing is most of a warm
 * build's work (1.2 of 2.9 s at 250 posts per language), and a page whose bytes an earlier build compressed gives
 * the same streams.
 *
 * An entry is trusted for nothing, not even its checksum (anyone who can write the cache folder can forge one): it
 * is taken only when each stream is exactly one stream, with nothing after it, that decodes to exactly the file.
 * Browsers stop at the end of the first gzip member and of the Brotli stream, so a stream with more after it could
 * show a visitor less than the file. Anything else is compressed again and reported as a damaged entry. Sources:
 * RFC 7932 (Brotli), RFC 1952 (gzip).
 */
import zlib from 'node:zlib';
import type { Memo } from '../core/memo.ts';

/** The two encodings of one file. */
export interface Streams {
  br: Buffer;
  gz: Buffer;
}

/**
 * The store's name in the cache folder, and its pruning: a page's bytes change with every edit that shows on it, so
 * an entry no build used is removed a week after it was written, at most once a day.
 */
export const PRECOMPRESSED = { store: 'precompressed', keepUnusedMs: 7 * 24 * 3600_000, everyMs: 24 * 3600_000 };

/** A decoder's result with `info: true`: the output and how many input bytes the engine took. */
type Decoded = { buffer: Buffer; engine: { bytesWritten: number } };

/** Decoder options for `source`: at most one byte past its length is decoded, so a forged stream cannot fill the memory. */
const decoding = (source: Buffer) => ({ maxOutputLength: source.length + 1, info: true }) as const;

/** Both streams in one entry: the Brotli stream's length in decimal, a line feed, the Brotli stream, the gzip stream. */
function entryOf({ br, gz }: Streams): Buffer {
  return Buffer.concat([Buffer.from(`${br.length}\n`), br, gz]);
}

/** Whether `br` is one Brotli stream, with nothing after it, that decodes to `source`. */
function exactBrotli(br: Buffer, source: Buffer): boolean {
  const decoded = zlib.brotliDecompressSync(br, decoding(source)) as unknown as Decoded;
  return decoded.engine.bytesWritten === br.length && decoded.buffer.equals(source);
}

/**
 * Whether `gz` is one gzip member with a plain 10-byte header (no name, comment or extra field), its deflate data
 * and the 8-byte trailer (CRC-32 and length of `source`), with nothing after it, whose deflate data decodes to
 * `source`.
 */
function exactGzip(gz: Buffer, source: Buffer): boolean {
  if (gz.length < 18 || gz[0] !== 0x1f || gz[1] !== 0x8b || gz[2] !== 8 || gz[3] !== 0) return false;
  const deflate = zlib.inflateRawSync(gz.subarray(10), decoding(source)) as unknown as Decoded;
  const trailer = 10 + deflate.engine.bytesWritten;
  return (
    trailer + 8 === gz.length &&
    deflate.buffer.equals(source) &&
    gz.readUInt32LE(trailer) === zlib.crc32(source) &&
    gz.readUInt32LE(trailer + 4) === source.length % 2 ** 32
  );
}

/** The streams an entry holds, or `undefined` unless both are exactly `source`'s (see the module comment). */
function streamsOf(entry: Buffer, source: Buffer): Streams | undefined {
  const end = entry.indexOf(0x0a);
  const length = end > 0 && end < 12 ? entry.toString('latin1', 0, end) : '';
  if (!/^\d+$/.test(length) || end + 1 + Number(length) > entry.length) return undefined;
  const br = entry.subarray(end + 1, end + 1 + Number(length));
  const gz = entry.subarray(end + 1 + Number(length));
  // Synchronous, on this thread: decoding a page takes some 0.1 ms, less than a round trip to the thread pool.
  try {
    return exactBrotli(br, source) && exactGzip(gz, source) ? { br, gz } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The streams of `source` kept in the cache folder, or `make()`'s, which are then kept.
 * @param settings - what else the streams depend on (the compression settings, the quality chosen for the file).
 * @param make - compresses `source`.
 */
export function storedStreams(
  cache: Memo,
  settings: readonly string[],
  source: Buffer,
  make: () => Promise<Streams>,
): Promise<Streams> {
  return cache.value(PRECOMPRESSED.store, [...settings, source], make, {
    encode: entryOf,
    decode: (entry) => streamsOf(entry, source),
    refused: 'does not decompress to its file',
    // No sound entry is larger: both streams of a text file are smaller than it, plus the headers.
    maxBytes: 2 * source.length + 1024,
  });
}
