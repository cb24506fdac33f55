/**
 * Image files an editor should never be able to publish, made at test time: an animated GIF, a decompression bomb
 * (a small PNG or JPEG whose header claims 30000×30000 pixels), a web page saved under a photo's name, and an SVG
 * that declares an external entity (XXE).
 */
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A two-frame animated GIF, `size`×`size`. */
export async function animatedGif(size = 32): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: size, height: size, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#e63946'), await frame('#2a9d8f')], { join: { animated: true } })
    .gif({ delay: [200, 200], loop: 0 })
    .toBuffer();
}

/**
 * A PNG of a few hundred bytes whose header (IHDR) says `width`×`height` pixels: decoding it would need gigabytes.
 * The IHDR's CRC is made right, so only the size is a lie.
 */
export async function pngBomb(width = 30000, height = 30000): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .png()
      .toBuffer(),
  );
  // Signature (8 bytes), IHDR length (4), type (4), then width and height; the CRC covers type and data (17 bytes).
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** A baseline JPEG whose frame header (SOF0) says `width`×`height` pixels (at most 65535 each). */
export async function jpegBomb(width = 30000, height = 30000): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer(),
  );
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker in the JPEG');
  // Marker (2), segment length (2), precision (1), then height and width.
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

/** A web page as a browser's "Save as" writes it, to be saved under an image's name. */
export const SAVED_WEB_PAGE = Buffer.from(
  '<!DOCTYPE html>\n<html lang="en">\n<head><title>Our venue</title></head>\n<body><img src="venue.jpg" alt="The venue"></body>\n</html>\n',
);

/** An SVG whose DOCTYPE declares an external entity reading `/etc/passwd` (XXE). */
export const ENTITY_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text x="0" y="20">&xxe;</text></svg>\n',
);

/** An SVG that runs a script and an event handler when opened on the site's origin. */
export const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)"><script>alert(document.cookie)</script>' +
    '<rect width="100" height="100" fill="#2a9d8f"/></svg>\n',
);
