/**
 * Fingerprints of plain data (views, file contents), for change detection: dev's rebuilds, and the keys by which
 * `build` takes unchanged pages from the build before (kept on disk between processes). Equal data, equal
 * fingerprint. Objects are digested once each (by identity), so content objects the loader reuses across
 * rebuilds, and the cards every list of a build shares, cost nothing the second time; they must not be mutated
 * after they were digested (templates never change their view). A small value is
 * its own fingerprint (its JSON-like text); only long texts are hashed (one-shot SHA-1), which keeps the many
 * small objects of a view cheap. {@link digestOf} is the one digest of keys kept on disk (the cache folder's
 * entries, the manifest's files).
 */
import { createHash, hash } from 'node:crypto';

/** The SHA-256 (hex) of `parts`, each length-prefixed so that no two lists of parts give the same text. */
export function digestOf(parts: readonly (string | Uint8Array)[]): string {
  const sha = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    sha.update(`${bytes.length}:`).update(bytes);
  }
  return sha.digest('hex');
}

const known = new WeakMap<object, string>();

/** Texts longer than this are replaced by their hash. */
const SHORT = 64;

/** A text as a fingerprint part: itself (quoted) when short, its hash otherwise; the prefixes keep the two apart. */
function part(prefix: string, text: string): string {
  return text.length > SHORT ? `#${prefix}${hash('sha1', text, 'base64')}` : `${prefix}${text}`;
}

/**
 * Digests of long texts (a post's HTML is in every view of its pages), by the text: the same string is looked up
 * by identity before its characters are compared, so an unchanged text is not hashed again. Emptied when it
 * grows past {@link LONG_TEXTS_KEPT}, so texts of old rebuilds do not pile up.
 */
const longTexts = new Map<string, string>();
const LONG_TEXTS_KEPT = 50_000;

function textDigest(text: string): string {
  let digest = longTexts.get(text);
  if (digest === undefined) {
    if (longTexts.size >= LONG_TEXTS_KEPT) longTexts.clear();
    digest = `#"${hash('sha1', text, 'base64')}`;
    longTexts.set(text, digest);
  }
  return digest;
}

/** Property names as they appear in fingerprints (quoted, as JSON writes them): the same few names recur everywhere. */
const quotedKeys = new Map<string, string>();
function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < 10_000) quotedKeys.set(key, quoted);
  }
  return quoted;
}

/** A digest of a JSON-like value (objects, arrays, strings, numbers, booleans, null, undefined, Buffers). */
export function fingerprint(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value.length > SHORT ? textDigest(value) : JSON.stringify(value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'object':
      break;
    default:
      return JSON.stringify(value) ?? 'undefined';
  }
  if (value === null) return 'null';
  const cached = known.get(value);
  if (cached) return cached;
  let digest: string;
  if (Buffer.isBuffer(value)) digest = `#b${hash('sha1', value, 'base64')}`;
  else if (Array.isArray(value)) {
    let text = '';
    for (const item of value) text += `${fingerprint(item)},`;
    digest = part('[', text);
  } else {
    let text = '';
    for (const key of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[key];
      if (item !== undefined) text += `${quotedKey(key)}:${fingerprint(item)},`;
    }
    digest = part('{', text);
  }
  known.set(value, digest);
  return digest;
}
