/**
 * Social cards cut from a portrait photo: a 1200×630 card is a wide strip of a tall image, and a centred strip
 * cuts off the heads. The card keeps the region that draws the eye instead.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Content } from '../../../../src/content/types.ts';
import { buildSocialImages } from '../../../../src/output/assets/social-images.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A 600×1800 portrait: its top third warm, detailed and saturated (where the faces would be), the rest flat grey. */
async function portrait(): Promise<Buffer> {
  const dots = Array.from(
    { length: 30 },
    (_, i) =>
      `<circle cx="${40 + (i % 6) * 100}" cy="${60 + Math.floor(i / 6) * 110}" r="38" fill="${i % 2 ? '#f2c4a0' : '#b8471f'}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1800"><rect width="600" height="1800" fill="#808080"/><rect width="600" height="600" fill="#e07b39"/>${dots}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('a social card of a portrait photo', () => {
  it('keeps the top third, not the flat middle a centred cut would take', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'eventsite-social-'));
    dirs.push(dir);
    const file = path.join(dir, 'portrait.jpg');
    await writeFile(file, await portrait());
    const source = { path: 'portrait.jpg', file, width: 600, height: 1800 };
    const content = {
      site: { images: { socialDefault: 'portrait.jpg' } },
      services: [],
      posts: [],
      occasions: [],
      caseStudies: [],
      guides: [],
      pages: [],
      portfolio: [],
      images: new Map([['portrait.jpg', source]]),
    };
    const { files } = await buildSocialImages(content as unknown as Content, undefined);
    const card = sharp(files[0]!.contents as Buffer);
    expect(await card.metadata()).toMatchObject({ width: 1200, height: 630 });
    const { channels } = await card.stats();
    const [red, green, blue] = channels.map((c) => c.mean);
    // Grey has equal channels; the top third is warm (red well above blue).
    expect(red! - blue!).toBeGreaterThan(60);
    expect(green).toBeLessThan(red!);
  });
});
