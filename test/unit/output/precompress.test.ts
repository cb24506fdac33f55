/**
 * Precompression: the `.br` and `.gz` beside a text file decompress to it byte for byte; pages and large files get
 * Brotli's quality 5 and the few others 11; Brotli's window is the smallest that holds the file (what bounds the
 * memory of a build compressing several pages at once). Companions kept in the cache folder are taken only when they
 * decompress to the file.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { openCacheFolder } from '../../../src/core/cache-folder.ts';
import { DiskStore } from '../../../src/core/disk-store.ts';
import { PROJECT } from '../../../src/core/project-layout.ts';
import { companionsOf } from '../../../src/output/precompress.ts';
import { tempDir } from '../../helpers/project.ts';

/** A page of `size` bytes of varied HTML, so that it compresses as a real one does. */
function page(size: number): string {
  let html = '<!doctype html><html lang="tr"><title>Sayfa</title><main>';
  for (let i = 0; html.length < size; i++)
    html += `<p class="p${i % 7}">Paragraf ${i}: düğün, nişan ve kına için ${(i * 7919) % 1000} öneri.</p>`;
  return html.slice(0, size);
}

/** The window (log2 of bytes) a Brotli stream declares in its first bits (RFC 7932 §9.2, bits read from the lowest). */
function windowBitsOf(stream: Buffer): number {
  const bits = (from: number, count: number) => (stream.readUInt16LE(0) >> from) & ((1 << count) - 1);
  if (bits(0, 1) === 0) return 16;
  const n = bits(1, 3);
  if (n !== 0) return 17 + n;
  const m = bits(4, 3);
  return m === 0 ? 17 : 8 + m;
}

describe('companionsOf', () => {
  it.each([
    ['a page of 20 kB', 20_000, 15],
    ['a page just over 64 kB', 65_536, 17],
    ['a sitemap of 300 kB', 300_000, 19],
  ])(
    '%s: .br and .gz give the file back, with the smallest Brotli window that holds it',
    async (_what, size, window) => {
      const source = Buffer.from(page(size));
      const files = await companionsOf({ path: 'x.html', contents: source });
      expect(files.map((f) => f.path)).toEqual(['x.html.br', 'x.html.gz']);
      const [br, gz] = files.map((f) => Buffer.from(f.contents));
      expect(zlib.brotliDecompressSync(br!).equals(source)).toBe(true);
      expect(zlib.gunzipSync(gz!).equals(source)).toBe(true);
      expect(windowBitsOf(br!)).toBe(window);
      expect(2 ** window - 16).toBeGreaterThanOrEqual(size);
    },
  );

  it('gives a small page a small window too (the encoder may raise the smallest by one)', async () => {
    const [br] = await companionsOf({ path: 'x.html', contents: page(2_000) });
    expect(windowBitsOf(Buffer.from(br!.contents))).toBeLessThanOrEqual(12);
  });

  it('compresses the few shared files harder than pages, and large ones as pages', async () => {
    const text = await readFile(path.join(PROJECT.root, 'README.md'));
    const brOf = async (file: string, contents: Buffer) =>
      (await companionsOf({ path: file, contents }))[0]!.contents.length;
    const [css, xml, html] = await Promise.all(['x.css', 'sitemap.xml', 'x.html'].map((file) => brOf(file, text)));
    expect(css).toBe(xml);
    expect(css).toBeLessThan(html!);
    const large = Buffer.concat(Array.from({ length: Math.ceil(70_000 / text.length) }, () => text));
    expect(await brOf('sitemap.xml', large)).toBe(await brOf('x.html', large));
  });

  it('leaves out files under 1 KiB and files that are not text', async () => {
    expect(await companionsOf({ path: 'x.html', contents: page(900) })).toEqual([]);
    expect(await companionsOf({ path: 'x.png', contents: Buffer.from(page(5_000)) })).toEqual([]);
  });
});

describe('companionsOf with a cache folder', () => {
  /** An entry of the `precompressed` store as it is written: the Brotli stream's length, a line feed, both streams. */
  const entry = (br: Buffer, gz: Buffer) => Buffer.concat([Buffer.from(`${br.length}\n`), br, gz]);

  it('keeps what it made, takes an entry only when both streams decompress to the file, and says when not', async () => {
    const dir = await tempDir('eventsite-precompressed-');
    try {
      const cache = await openCacheFolder(dir, PROJECT.root);
      const file = { path: 'x.html', contents: Buffer.from(page(20_000)) };
      const fresh = await companionsOf(file);
      expect(await companionsOf(file, cache)).toEqual(fresh);
      const [name] = (await readdir(path.join(dir, 'precompressed'), { recursive: true })).filter((n) =>
        /[0-9a-f]{64}$/.test(n),
      );
      const key = path.basename(name!);
      const store = new DiskStore({ dir: path.join(dir, 'precompressed') });

      // Streams of the same bytes at other settings, written as a sound entry: taken as they are.
      const quick = {
        br: zlib.brotliCompressSync(file.contents, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
        gz: zlib.gzipSync(file.contents, { level: 1 }),
      };
      await store.set(key, entry(quick.br, quick.gz));
      expect((await companionsOf(file, cache)).map((f) => f.contents)).toEqual([quick.br, quick.gz]);

      // A sound entry (its checksum matches) whose streams give another page: made again, and reported.
      const other = Buffer.from(page(19_000));
      await store.set(key, entry(zlib.brotliCompressSync(other), zlib.gzipSync(other)));
      expect(await companionsOf(file, cache)).toEqual(fresh);
      expect(cache.damaged).toEqual([expect.stringMatching(/^precompressed\/.*does not decompress to its file/)]);
      // …and kept right again.
      cache.damaged.length = 0;
      expect(await companionsOf(file, cache)).toEqual(fresh);

      // Streams that would decode to 100 MB are cut off one byte past the file's length.
      const flood = zlib.brotliCompressSync(Buffer.alloc(100_000_000), {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
      });
      await store.set(key, entry(flood, zlib.gzipSync(file.contents)));
      const decoded: number[] = [];
      const decode = zlib.brotliDecompressSync;
      const spy = vi.spyOn(zlib, 'brotliDecompressSync').mockImplementation((...args: Parameters<typeof decode>) => {
        try {
          const out = decode(...args) as Buffer | { buffer: Buffer };
          decoded.push(Buffer.isBuffer(out) ? out.length : out.buffer.length);
          return out as ReturnType<typeof decode>;
        } catch (error) {
          decoded.push(-1);
          throw error;
        }
      });
      try {
        expect(await companionsOf(file, cache)).toEqual(fresh);
      } finally {
        spy.mockRestore();
      }
      expect(decoded).toEqual([-1]);

      // Streams with more after them, which browsers would stop short of: a second gzip member, bytes after Brotli's end.
      const cut = file.contents.length - 500;
      const twoMembers = Buffer.concat([
        zlib.gzipSync(file.contents.subarray(0, cut)),
        zlib.gzipSync(file.contents.subarray(cut)),
      ]);
      const trailing = Buffer.concat([zlib.brotliCompressSync(file.contents), Buffer.from('more')]);
      // A member whose deflate data is the file's but whose trailer says another CRC-32 or length: gunzip refuses it.
      const trailer = (at: number) => {
        const gz = Buffer.from(fresh[1]!.contents);
        gz.writeUInt32LE((gz.readUInt32LE(gz.length - at) + 1) % 2 ** 32, gz.length - at);
        return gz;
      };
      for (const [br, gz] of [
        [fresh[0]!.contents, twoMembers],
        [trailing, fresh[1]!.contents],
        [fresh[0]!.contents, trailer(8)],
        [fresh[0]!.contents, trailer(4)],
      ] as Buffer[][]) {
        await store.set(key, entry(br!, gz!));
        cache.damaged.length = 0;
        expect(await companionsOf(file, cache)).toEqual(fresh);
        expect(cache.damaged).toHaveLength(1);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
