import { describe, expect, it } from 'vitest';
import { CAROUSEL_STEP, carouselTarget } from '../../../src/client/carousel.ts';

describe('carouselTarget (one card, 300 px, per press)', () => {
  const max = 1840; // ten 300 px cards in a 1152 px track

  it('moves forward to the next multiple of 300 px, and the last press only to the end', () => {
    expect(CAROUSEL_STEP).toBe(300);
    expect([0, 300, 1500, 1800].map((x) => carouselTarget(x, max, 1))).toEqual([300, 600, 1800, 1840]);
  });

  it('moves back from the end to the last multiple of 300 px, then 300 px a press to 0', () => {
    expect([1840, 1800, 300, 0].map((x) => carouselTarget(x, max, -1))).toEqual([1800, 1500, 0, 0]);
  });

  it('treats a position within 1 px of a multiple as that multiple, and one between cards as between', () => {
    expect(carouselTarget(299.5, max, 1)).toBe(600);
    expect(carouselTarget(300.6, max, -1)).toBe(0);
    expect(carouselTarget(450, max, 1)).toBe(600);
    expect(carouselTarget(450, max, -1)).toBe(300);
  });
});
