/**
 * sharp (libvips), loaded on first use: loading its native library takes about 150 ms, and a build whose images,
 * icons and social cards all come from the cache never needs it.
 */
import type { default as Sharp } from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * The sharp function, imported once per process.
 * @throws {Error} when sharp is not installed or its native library cannot load (run `npm ci`).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
