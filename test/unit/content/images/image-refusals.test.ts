/**
 * Image files refused before any pixel is decoded, each with a message that says what the file is: a GIF (by its
 * name, or its bytes under a PNG's name), a decompression bomb, a web page or other text saved as a photo. A file
 * the loader refuses is reported once, and stands in the image map so the content showing it adds no "not found".
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentCache } from '../../../../src/content/source/content-cache.ts';
import { isUnreadableImage, loadImages } from '../../../../src/content/images/images.ts';
import { describeRaster, MAX_PIXELS, RasterError } from '../../../../src/content/images/raster.ts';
import type { EventsiteError } from '../../../../src/core/errors.ts';
import { animatedGif, jpegBomb, pngBomb, SAVED_WEB_PAGE } from '../../../helpers/hostile-images.ts';
import { tintedJpeg } from '../../../helpers/photos.ts';
import { tempDir } from '../../../helpers/project.ts';

describe('describeRaster refuses by the header', () => {
  it('a PNG or JPEG claiming 30000×30000 pixels, with its size and the limit, without decoding it', async () => {
    for (const bomb of [await pngBomb(30000, 30000), await jpegBomb(30000, 30000)]) {
      const refused = await describeRaster(bomb).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(RasterError);
      expect((refused as RasterError).message).toBe(
        `is 30000×30000 pixels (900 megapixels), over the limit of ${MAX_PIXELS / 1e6} megapixels`,
      );
      expect((refused as RasterError).problem.hint).toMatch(/lower resolution/);
    }
  });

  it('keeps the limit above every camera: a 150-megapixel medium-format frame is read', () => {
    expect(14204 * 10652).toBeLessThanOrEqual(MAX_PIXELS);
  });

  it('a GIF, animated or not, whatever its name', async () => {
    await expect(describeRaster(await animatedGif())).rejects.toThrow(
      'is a GIF: the site publishes photos as AVIF, WebP and JPEG',
    );
  });

  it('a web page, XML and plain text saved under an image name, saying what they are', async () => {
    await expect(describeRaster(SAVED_WEB_PAGE)).rejects.toThrow('is not an image (it looks like an HTML file)');
    await expect(describeRaster(Buffer.from('\uFEFF  <html><body>hi</body></html>'))).rejects.toThrow(
      'it looks like an HTML file',
    );
    await expect(describeRaster(Buffer.from('<?xml version="1.0"?><feed/>'))).rejects.toThrow(
      'is not an image (it looks like an XML file)',
    );
    await expect(describeRaster(Buffer.from('Meeting notes, not a photo\n'))).rejects.toThrow(
      /cannot be read as an image: it is a text file, not an image/,
    );
    // Bytes that are neither an image nor text keep the plain refusal.
    await expect(describeRaster(Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 0]))).rejects.toThrow(
      /^cannot be read as an image$/,
    );
  });

  it('still reads a plain photo', async () => {
    const facts = await describeRaster(await tintedJpeg(30));
    expect([facts.width, facts.height, facts.format]).toEqual([480, 360, 'jpeg']);
  });
});

describe('loadImages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await tempDir('eventsite-image-refusals-');
    await mkdir(path.join(dir, 'blog'));
    await writeFile(path.join(dir, 'blog/party.gif'), await animatedGif());
    await writeFile(path.join(dir, 'blog/bomb.png'), await pngBomb());
    await writeFile(path.join(dir, 'blog/page.jpg'), SAVED_WEB_PAGE);
    await writeFile(path.join(dir, 'blog/good.jpg'), await tintedJpeg(120));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reports each file it refuses once, at the file, and keeps a stand-in for it', async () => {
    const errors: EventsiteError[] = [];
    const cache = new ContentCache();
    const images = await loadImages(dir, { cache, errors, warnings: [], memo: undefined });
    expect(errors.map((e) => [path.basename(e.location.file!), e.message]).sort()).toEqual([
      ['bomb.png', `file is 30000×30000 pixels (900 megapixels), over the limit of ${MAX_PIXELS / 1e6} megapixels`],
      ['page.jpg', 'file is not an image (it looks like an HTML file)'],
      ['party.gif', 'file is a GIF: the site publishes photos as AVIF, WebP and JPEG'],
    ]);
    expect(errors.find((e) => e.location.file!.endsWith('party.gif'))!.location.hint).toBe(
      'export it as a PNG or JPEG (an animation as a short video is not supported)',
    );
    expect([...images.keys()].sort()).toEqual(['blog/bomb.png', 'blog/good.jpg', 'blog/page.jpg', 'blog/party.gif']);
    expect(['blog/bomb.png', 'blog/page.jpg', 'blog/party.gif'].every((p) => isUnreadableImage(images.get(p)!))).toBe(
      true,
    );
    expect(isUnreadableImage(images.get('blog/good.jpg')!)).toBe(false);
    // An unchanged file gives the same stand-in on the next load (dev compares content by identity).
    const again = await loadImages(dir, { cache, errors: [], warnings: [], memo: undefined });
    expect(again.get('blog/bomb.png')).toBe(images.get('blog/bomb.png'));
  });
});
