/**
 * Raster images (JPEG, PNG, WebP, AVIF) as published: re-encoded by sharp with their EXIF orientation applied
 * and every piece of metadata dropped (a phone photo carries the camera, the time and the GPS position of
 * where it was taken). Results are cached by the source's content hash, so an unchanged photo is encoded once.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const ENCODING = { jpeg: { quality: 90, mozjpeg: true }, png: { compressionLevel: 9 }, webp: { quality: 90 }, avif: { quality: 70 } } as const;

/**
 * The bytes to publish of a raster image: upright, without metadata, in its own format.
 * @param cacheDir - where results are kept; none when absent.
 * @throws sharp's error when the file is not an image it reads.
 */
export async function cleanRaster(bytes: Buffer, cacheDir?: string): Promise<Buffer> {
  const key = createHash('sha256').update(bytes).update(JSON.stringify(ENCODING)).digest('hex');
  const cached = cacheDir && path.join(cacheDir, 'raster', key);
  if (cached) {
    try {
      return await readFile(cached);
    } catch {
      // not made yet
    }
  }
  const { format } = await sharp(bytes).metadata();
  const encoding = format === 'heif' ? 'avif' : (format as keyof typeof ENCODING);
  if (!(encoding in ENCODING)) throw new Error(`unsupported image format ${format}`);
  // sharp drops metadata unless asked to keep it; rotate() without arguments applies the EXIF orientation.
  const clean = await sharp(bytes).rotate().toFormat(encoding, ENCODING[encoding]).toBuffer();
  if (cached) {
    await mkdir(path.dirname(cached), { recursive: true });
    const temp = `${cached}.${process.pid}.tmp`;
    await writeFile(temp, clean);
    await rename(temp, cached);
  }
  return clean;
}
