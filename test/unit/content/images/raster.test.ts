import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeRaster, processRaster, RasterError, rasterWidths } from '../../../../src/content/images/raster.ts';
import { heicLike, phoneJpeg, transparentPng, truncatedJpeg } from '../../../helpers/photos.ts';

describe('rasterWidths', () => {
  it('gives every standard width to a source at least 1600 px wide', () => {
    expect(rasterWidths(4000)).toEqual([480, 800, 1200, 1600]);
    expect(rasterWidths(1600)).toEqual([480, 800, 1200, 1600]);
  });

  it('drops the widths above a narrower source and adds the source width itself', () => {
    expect(rasterWidths(1000)).toEqual([480, 800, 1000]);
    expect(rasterWidths(800)).toEqual([480, 800]);
    expect(rasterWidths(300)).toEqual([300]);
  });
});

describe('describeRaster', () => {
  it('gives the upright size of a photo with EXIF orientation 6 and a placeholder 16 px wide', async () => {
    const facts = await describeRaster(await phoneJpeg({ width: 1200, height: 900, orientation: 6 }));
    expect([facts.width, facts.height, facts.format, facts.hasAlpha]).toEqual([900, 1200, 'jpeg', false]);
    expect(facts.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(facts.placeholder!.length).toBeLessThan(400);
    const tiny = await sharp(Buffer.from(facts.placeholder!.split(',')[1]!, 'base64')).metadata();
    expect([tiny.width, tiny.height]).toEqual([16, 21]);
  });

  it('gives a transparent PNG no placeholder', async () => {
    const facts = await describeRaster(await transparentPng({ width: 300, height: 200 }));
    expect([facts.hasAlpha, facts.placeholder]).toEqual([true, undefined]);
  });

  it('refuses a truncated JPEG and a file that is no image', async () => {
    await expect(describeRaster(await truncatedJpeg())).rejects.toThrow(RasterError);
    await expect(describeRaster(await truncatedJpeg())).rejects.toThrow(/corrupt or truncated/);
    await expect(describeRaster(Buffer.from('not an image'))).rejects.toThrow(/cannot be read as an image/);
  });

  it('refuses a HEIC photo it cannot decode, saying to export JPEG', async () => {
    const error = await describeRaster(await heicLike()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RasterError);
    expect((error as RasterError).message).toMatch(/is a HEIC photo/);
    expect((error as RasterError).problem.hint).toMatch(/export the photo as JPEG/);
  });
});

describe('processRaster', () => {
  it('encodes AVIF, WebP and JPEG at each width, never above the source, without metadata', async () => {
    const bytes = await phoneJpeg({ width: 1000, height: 750, orientation: 6 });
    const variants = await processRaster(bytes, await describeRaster(bytes));
    expect(variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort()).toEqual(
      ['avif@480x640', 'avif@750x1000', 'jpeg@480x640', 'jpeg@750x1000', 'webp@480x640', 'webp@750x1000'].sort(),
    );
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.exif, meta.icc, meta.orientation]).toEqual([
        variant.format,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });
});
