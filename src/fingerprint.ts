/**
 * Fingerprints of plain data (views, file contents), for dev's change detection: equal data, equal
 * fingerprint. Objects are digested once each (by identity), so content objects the loader reuses across
 * rebuilds cost nothing the second time; they must not be mutated after they were digested. A small value is
 * its own fingerprint (its JSON-like text); only long texts are hashed (one-shot SHA-1), which keeps the many
 * small objects of a view cheap.
 */
import { hash } from 'node:crypto';

const known = new WeakMap<object, string>();

/** Texts longer than this are replaced by their hash. */
const SHORT = 64;

/** A text as a fingerprint part: itself (quoted) when short, its hash otherwise; the prefixes keep the two apart. */
function part(prefix: string, text: string): string {
  return text.length > SHORT ? `#${prefix}${hash('sha1', text, 'base64')}` : `${prefix}${text}`;
}

/** A digest of a JSON-like value (objects, arrays, strings, numbers, booleans, null, undefined, Buffers). */
export function fingerprint(value: unknown): string {
  if (typeof value === 'string') return value.length > SHORT ? `#"${hash('sha1', value, 'base64')}` : JSON.stringify(value);
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  const cached = known.get(value);
  if (cached) return cached;
  let digest: string;
  if (Buffer.isBuffer(value)) digest = `#b${hash('sha1', value, 'base64')}`;
  else if (Array.isArray(value)) digest = part('[', value.map(fingerprint).join(','));
  else {
    let text = '';
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined && Object.hasOwn(value, key)) text += `${JSON.stringify(key)}:${fingerprint(item)},`;
    }
    digest = part('{', text);
  }
  known.set(value, digest);
  return digest;
}
