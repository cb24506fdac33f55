/**
 * Fingerprints of plain data (views, file contents), for dev's change detection: equal data, equal
 * fingerprint. Objects are digested once each (by identity), so content objects the loader reuses across
 * rebuilds cost nothing the second time; they must not be mutated after they were digested.
 */
import { createHash } from 'node:crypto';

const known = new WeakMap<object, string>();

/** A digest of a JSON-like value (objects, arrays, strings, numbers, booleans, null, undefined). */
export function fingerprint(value: unknown): string {
  if (typeof value === 'string' && value.length > 64) return `"${createHash('sha1').update(value).digest('base64')}`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const cached = known.get(value);
  if (cached) return cached;
  const hash = createHash('sha1');
  if (Buffer.isBuffer(value)) hash.update('b').update(value);
  else if (Array.isArray(value)) for (const item of value) hash.update(fingerprint(item)).update(',');
  else for (const [key, item] of Object.entries(value)) if (item !== undefined) hash.update(JSON.stringify(key)).update(':').update(fingerprint(item)).update(',');
  const digest = `${Array.isArray(value) ? '[' : '{'}${hash.digest('base64')}`;
  known.set(value, digest);
  return digest;
}
