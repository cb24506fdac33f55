/**
 * Makes the sample images of `content/images/portfolio/`: abstract colour fields in the site's palette (a diagonal
 * gradient with a few soft, blurred shapes), honest stand-ins until the company supplies its own photographs. They
 * show no people and no event, so nobody can take them for one; `content/portfolio.yaml` marks each `sample: true`.
 * Usage: node --import tsx scripts/sample-images.ts [OUTDIR]   (default content/images/portfolio)
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const [out = 'content/images/portfolio'] = process.argv.slice(2);
const WIDTH = 1600;
const HEIGHT = 1067;

/** Name, the gradient's two colours, and the soft shapes: colour, centre x, centre y, radius (pixels). */
const SAMPLES: [string, string, string, [string, number, number, number][]][] = [
  [
    'kina-candles',
    '#2a0f14',
    '#7a2331',
    [
      ['#c9a45c', 1100, 300, 260],
      ['#e8c98a', 420, 720, 180],
      ['#b0413e', 1300, 850, 220],
    ],
  ],
  [
    'kina-garden',
    '#14201a',
    '#3d5a45',
    [
      ['#c9a45c', 500, 350, 240],
      ['#f4f1ea', 1200, 600, 160],
      ['#7c5d1e', 900, 900, 260],
    ],
  ],
  [
    'engagement-table',
    '#f6f3ed',
    '#e4e0d8',
    [
      ['#c9a45c', 400, 400, 280],
      ['#d9b3a0', 1150, 700, 240],
      ['#ffffff', 900, 250, 200],
    ],
  ],
  [
    'engagement-terrace',
    '#1b2433',
    '#5b6e8c',
    [
      ['#e8c98a', 1200, 300, 220],
      ['#c9a45c', 350, 800, 260],
      ['#f4f1ea', 800, 560, 120],
    ],
  ],
  [
    'proposal-bosphorus',
    '#0b1a2a',
    '#2d5277',
    [
      ['#f0c27a', 800, 420, 300],
      ['#c9a45c', 300, 250, 140],
      ['#f4f1ea', 1350, 820, 160],
    ],
  ],
  [
    'iftar-courtyard',
    '#231a10',
    '#6b4a22',
    [
      ['#e8c98a', 600, 500, 300],
      ['#c9a45c', 1250, 350, 200],
      ['#f4f1ea', 1100, 900, 140],
    ],
  ],
  [
    'gala-hall',
    '#0b0b0b',
    '#2b2622',
    [
      ['#c9a45c', 800, 540, 340],
      ['#7c5d1e', 250, 250, 200],
      ['#e8c98a', 1350, 200, 150],
    ],
  ],
  [
    'yearend-lights',
    '#120d1f',
    '#3b2d5c',
    [
      ['#c9a45c', 450, 300, 180],
      ['#e8c98a', 1100, 650, 260],
      ['#d98c6b', 700, 900, 160],
    ],
  ],
];

await mkdir(out, { recursive: true });
for (const [name, from, to, shapes] of SAMPLES) {
  const circles = shapes
    .map(([colour, x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity=".75"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><filter id="f" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="90"/></filter></defs><rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#f)">${circles}</g></svg>`;
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(out, `${name}.jpg`));
}
