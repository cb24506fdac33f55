/**
 * Raster images made at test time with sharp (nothing of megabytes is checked in): a phone-like JPEG with an
 * EXIF orientation, camera and GPS tags and a Display P3 profile, a PNG with transparency, and a corrupt file;
 * and a helper that puts one into a content folder as a post's image.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Where the fixture photo was "taken" (İstanbul), written to its GPS IFD. */
export const FIXTURE_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '41/1 2/1 3/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '28/1 58/1 0/1',
} as const;

/** An SVG scene of the given size: a gradient, a disc and a block, so every orientation looks different. */
function scene(width: number, height: number, opaque = true): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#e9c46a"/></linearGradient></defs>` +
      (opaque ? `<rect width="${width}" height="${height}" fill="url(#g)"/>` : '') +
      `<circle cx="${width * 0.25}" cy="${height * 0.27}" r="${Math.min(width, height) * 0.17}" fill="#e63946"/>` +
      `<rect x="${width * 0.62}" y="${height * 0.6}" width="${width * 0.3}" height="${height * 0.3}" fill="#2a9d8f"/></svg>`,
  );
}

/**
 * A JPEG as a phone writes it: `width`×`height` stored pixels, EXIF orientation `orientation` (6: shown
 * rotated 90° clockwise, so upright it is `height`×`width`), camera make and model, a GPS position and a
 * Display P3 ICC profile.
 */
export async function phoneJpeg({ width = 4000, height = 3000, orientation = 6 } = {}): Promise<Buffer> {
  // Softened noise over the scene: grain and texture as a photo has, so encoders meet realistic work.
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .blur(2)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(scene(width, height))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .withIccProfile('p3')
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Phone 1' }, IFD3: { ...FIXTURE_GPS } })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A PNG with transparency (a logo-like cut-out), `width`×`height`. */
export function transparentPng({ width = 1800, height = 1200 } = {}): Promise<Buffer> {
  return sharp(scene(width, height, false))
    .png()
    .toBuffer();
}

/** The first half of a real JPEG: a header sharp reads, and pixels it cannot decode. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await phoneJpeg({ width: 1200, height: 900, orientation: 1 });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/**
 * Makes `bytes` the image of the post `id` of a content folder: writes it to `content/images/blog/{name}` and
 * points the post's `image:` line at it.
 */
export function setPostImage(contentDir: string, id: string, name: string, bytes: Buffer): Promise<void> {
  return setImage(contentDir, path.join('blog', `${id}.en.md`), `blog/${name}`, bytes);
}

/** Makes `bytes` the image of the service `id`: `content/images/services/{name}`, named by its `image:` line. */
export function setServiceImage(contentDir: string, id: string, name: string, bytes: Buffer): Promise<void> {
  return setImage(contentDir, path.join('services', `${id}.en.yaml`), `services/${name}`, bytes);
}

async function setImage(contentDir: string, entry: string, ref: string, bytes: Buffer): Promise<void> {
  await writeFile(path.join(contentDir, 'images', ref), bytes);
  const file = path.join(contentDir, entry);
  const text = await readFile(file, 'utf8');
  const changed = text.replace(/^image: .*$/m, `image: ${ref}`);
  if (changed === text) throw new Error(`${file} has no image line`);
  await writeFile(file, changed);
}

/** A plain photo-like JPEG of one hue (degrees), so photos made with different hues have different placeholders. */
export function tintedJpeg(hue: number, { width = 480, height = 360 } = {}): Promise<Buffer> {
  return sharp(scene(width, height)).modulate({ hue }).jpeg({ quality: 80 }).toBuffer();
}

/**
 * A stand-in for an iPhone HEIC photo: an AVIF whose brand, item type and codec box are renamed to HEVC's
 * (`heic`, `hvc1`, `hvcC`). No real HEIC can be made here (sharp's npm build has no HEVC encoder); this one
 * carries the signature a real one does, and cannot be decoded, as a HEIC cannot by that build.
 */
export async function heicLike(): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#806040' } })
      .avif()
      .toBuffer(),
  );
  for (const [from, to] of [
    ['av01', 'hvc1'],
    ['avif', 'heic'],
    ['av1C', 'hvcC'],
  ] as const) {
    for (let i = bytes.indexOf(from); i >= 0; i = bytes.indexOf(from, i + 4)) bytes.write(to, i, 'latin1');
  }
  return bytes;
}
