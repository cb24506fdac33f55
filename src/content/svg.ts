/**
 * SVG images are documents that can run script when opened on the site's origin. Each is sanitised with
 * DOMPurify (over jsdom) using its SVG profile, which removes scripts, event-handler attributes,
 * `foreignObject` and animation of attributes; a hook also drops references to anything outside the file
 * (`href` other than `#fragment` or an embedded raster, CSS `url()` and `@import` of other files). An SVG the
 * sanitiser leaves unchanged is published byte for byte; otherwise its sanitised form is, with a warning.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config, DOMPurify } from 'dompurify';
import { writeCacheFile } from '../core/file-cache.ts';

/** The largest SVG accepted, in bytes. */
export const MAX_SVG_BYTES = 5 * 1024 * 1024;

/** What sanitising found. */
export interface SanitizedSvg {
  /** The sanitised document, when anything was removed; undefined when the file is safe as it is. */
  contents: Buffer | undefined;
  /** What was removed: element names, `@attribute`s. */
  removed: string[];
}

const CONFIG: Config = { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], RETURN_TRUSTED_TYPE: false };
const LOCAL_REF = /^(?:#|data:image\/(?:png|jpeg|gif|webp);)/i;
const EXTERNAL_CSS = /url\(\s*['"]?(?!#)|@import/i;

let purifier: Promise<DOMPurify> | undefined;
/** Style elements emptied by the hook during the current call (DOMPurify does not list them). */
let emptiedStyles: string[] = [];

/** DOMPurify over a jsdom window, made once and only when an SVG needs checking (jsdom takes a while to load). */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if ((name === 'href' || name === 'xlink:href') && !LOCAL_REF.test(data.attrValue.trim())) data.keepAttr = false;
      if (name === 'style' && EXTERNAL_CSS.test(data.attrValue)) data.keepAttr = false;
    });
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && EXTERNAL_CSS.test(node.textContent ?? '')) {
        node.textContent = '';
        emptiedStyles.push('style');
      }
    });
    return purify;
  })();
  return purifier;
}

/**
 * Sanitises an SVG document, remembering the verdict in `cacheDir` by the file's content hash so an
 * unchanged file costs nothing the next time (not even loading jsdom).
 * @param bytes - the file's bytes (UTF-8).
 * @param cacheDir - where verdicts are kept; none when absent.
 * @returns the sanitised document when anything was removed, and what was.
 */
export async function sanitizeSvg(bytes: Buffer, cacheDir?: string): Promise<SanitizedSvg> {
  const key = createHash('sha256').update(bytes).update(JSON.stringify(CONFIG)).digest('hex');
  const cached = cacheDir && path.join(cacheDir, 'svg', `${key}.json`);
  if (cached) {
    try {
      const known = JSON.parse(await readFile(cached, 'utf8')) as { removed: string[]; contents?: string };
      return { removed: known.removed, contents: known.contents === undefined ? undefined : Buffer.from(known.contents, 'base64') };
    } catch {
      // not known yet
    }
  }
  const result = await sanitize(bytes);
  // Through a temporary file of its own: two images of the same bytes are sanitised at once on a first build.
  if (cached) await writeCacheFile(cached, JSON.stringify({ removed: result.removed, contents: result.contents?.toString('base64') }));
  return result;
}

async function sanitize(bytes: Buffer): Promise<SanitizedSvg> {
  const purify = await loadPurifier();
  emptiedStyles = [];
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // DOMPurify parses as HTML, where an XML declaration or doctype is noise: they are kept aside.
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!DOCTYPE[^>]*>\s*)?/i.exec(text)![0];
  const clean = String(purify.sanitize(text.slice(prolog.length), CONFIG));
  // The parser always reports the <body> it wrapped the fragment in; that is not a removal.
  const removed = purify.removed
    .map((r) => ('attribute' in r && r.attribute ? `@${r.attribute.name}` : 'element' in r ? r.element.nodeName.toLowerCase() : ''))
    .filter((name) => name && name !== 'body')
    .concat(emptiedStyles);
  if (removed.length === 0 && !/<svg[\s>]/i.test(clean)) removed.push('svg');
  return { contents: removed.length > 0 ? Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`) : undefined, removed };
}
