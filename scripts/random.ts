/**
 * A small deterministic pseudo-random generator (mulberry32): the same seed gives the same sequence, so a
 * failing random test can be replayed from its seed and a generated corpus is the same on every machine.
 * @returns a function giving numbers in [0, 1).
 */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
