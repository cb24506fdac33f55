/** Output names of built assets: production names carry a hash of the contents, dev names do not. */
import { createHash } from 'node:crypto';
import path from 'node:path';

/** The first 10 hex digits of the SHA-256 of `data`. */
export function hashOf(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

/** `file` with the hash of `contents` before its extension when `hashed` (`site.css` → `site.0a1b2c3d4e.css`). */
export function outputName(file: string, contents: Buffer | string, hashed: boolean): string {
  if (!hashed) return file;
  const ext = path.extname(file);
  return `${file.slice(0, -ext.length)}.${hashOf(contents)}${ext}`;
}
