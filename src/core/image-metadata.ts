/**
 * What a published raster image must never carry: metadata. A phone photo's EXIF holds where it was taken (GPS),
 * the camera and the time; XMP and IPTC hold names and places too. The tool encodes every published raster without
 * any, and checks each one the cache folder hands back, since anyone who can write that folder can write an entry
 * and its checksum.
 */
import { loadSharp } from './sharp.ts';

/** The formats the tool publishes raster images in. */
export type PublishedRasterFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/**
 * Why `bytes` may not be published as a `format` image, or `undefined` when it may: it must decode as that format
 * (sharp reads its header) and carry no EXIF, XMP or IPTC block, nor PNG text chunks.
 */
export async function rasterRefusal(bytes: Buffer, format: PublishedRasterFormat): Promise<string | undefined> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  // sharp names AVIF by its container, HEIF.
  if (!meta || meta.format !== (format === 'avif' ? 'heif' : format)) return `holds no ${format} image`;
  const carried = [
    meta.exif && 'EXIF',
    meta.xmp && 'XMP',
    meta.iptc && 'IPTC',
    meta.comments?.length && 'text chunks',
  ].filter(Boolean);
  return carried.length > 0 ? `holds an image with metadata (${carried.join(', ')})` : undefined;
}
