/**
 * SVG images are documents that can run script when opened on the site's origin. Each is sanitised with
 * DOMPurify (over jsdom) using its SVG profile, which removes scripts, event-handler attributes,
 * `foreignObject` and animation of attributes; a hook also drops references to anything outside the file
 * (`href` other than `#fragment` or an embedded raster; in CSS, read as a browser reads it by `svg-css.ts`, any
 * `url()`, `@import` or `image-set()` of other files), and processing
 * instructions (`<?xml-stylesheet …?>`) go with the prolog. A document that declares entities is refused before
 * anything reads it. An SVG the sanitiser leaves unchanged is published byte for byte; otherwise its sanitised
 * form is, with a warning.
 */
import type { Config, DOMPurify } from 'dompurify';
import { digestOf } from '../../core/fingerprint.ts';
import { loadSharp } from '../../core/sharp.ts';
import { externalCssReference } from './svg-css.ts';
import { catalogue, type CataloguedMessage } from '../../core/error-catalogue.ts';

/** The largest SVG accepted, in bytes. */
export const MAX_SVG_BYTES = 5 * 1024 * 1024;

/** What sanitising found. */
interface SanitizedSvg {
  /** The sanitised document, when anything was removed; undefined when the file is safe as it is. */
  contents: Buffer | undefined;
  /** What was removed: element names, `@attribute`s. */
  removed: string[];
}

const CONFIG: Config = { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'], RETURN_TRUSTED_TYPE: false };
/** The prolog of an XML document: declarations, processing instructions, comments and a doctype, in any order. */
const PROLOG = /^\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i;
const LOCAL_REF = /^(?:#|data:image\/(?:png|jpeg|gif|webp);)/i;

let purifier: Promise<DOMPurify> | undefined;
/** Style elements removed by the hook during the current call (DOMPurify does not list what a hook removes). */
let removedStyles: string[] = [];

/** DOMPurify over a jsdom window, made once and only when an SVG needs checking (jsdom takes a while to load). */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purify = createDOMPurify(new JSDOM('').window);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if (name === 'href' || name === 'xlink:href') {
        if (!LOCAL_REF.test(data.attrValue.trim())) data.keepAttr = false;
        // Every other attribute may be CSS: `style`, and presentation attributes such as `fill` or `filter`.
      } else if (externalCssReference(data.attrValue) !== undefined) data.keepAttr = false;
    });
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && externalCssReference(node.textContent ?? '') !== undefined) {
        // Removed, not emptied: an empty inline style still breaks a page's `style-src 'self'` policy.
        node.parentNode?.removeChild(node);
        removedStyles.push('style');
      }
    });
    return purify;
  })();
  return purifier;
}

/** What loading keeps of an SVG file: the bytes to publish, what sanitising removed, and its intrinsic size. */
export interface SvgFacts {
  /** The document to publish: the file itself when nothing was removed, else its sanitised form. */
  published: Buffer;
  removed: string[];
  /** Its intrinsic size in CSS pixels, when it has one. */
  width?: number;
  height?: number;
}

/** An SVG the sanitiser must not see: its problem, for the loader to report with the file. */
export class UnsafeSvgError extends Error {
  constructor(readonly problem: CataloguedMessage) {
    super(problem.message);
  }
}

/** A DOCTYPE with an internal subset: entities there expand into the document when a browser opens it as XML. */
const INTERNAL_SUBSET = /<!DOCTYPE[^>[]*\[|<!ENTITY/i;

/**
 * The verdicts of this process, by the digest of the bytes judged: `build` judges static/ and then publishes it, and
 * dev and the tests build again and again. Only this process's memory holds them (not the cache folder: a kept
 * verdict would have to be sanitised again on every read, which is most of the work). The oldest go past 512.
 */
const verdicts = new Map<string, Promise<SvgFacts>>();
const MAX_VERDICTS = 512;
/** Larger documents are judged every time: 512 of them could hold gigabytes. */
const MAX_KEPT_BYTES = 256 * 1024;

/**
 * Sanitises an SVG document and measures it, once per bytes in a process. The result is shared: never change it.
 * @param bytes - the file's bytes (UTF-8).
 * @throws {UnsafeSvgError} when the document declares entities (a DOCTYPE with an internal subset); the sanitiser's
 * or sharp's error when it cannot be read.
 */
export function svgFacts(bytes: Buffer): Promise<SvgFacts> {
  if (bytes.length > MAX_KEPT_BYTES) return judge(bytes);
  const key = digestOf([bytes]);
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = judge(bytes);
    // A failure is not kept: it may come from something else than the bytes (sharp not loading).
    verdict.catch(() => verdicts.delete(key));
    if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
    verdicts.set(key, verdict);
  }
  return verdict;
}

async function judge(bytes: Buffer): Promise<SvgFacts> {
  if (INTERNAL_SUBSET.test(bytes.toString('utf8'))) throw new UnsafeSvgError(catalogue.SvgEntities());
  const safe = await sanitize(bytes);
  const published = safe.contents ?? bytes;
  const meta = await (
    await loadSharp()
  )(published)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  return { published, removed: safe.removed, width: meta.width, height: meta.height };
}

async function sanitize(bytes: Buffer): Promise<SanitizedSvg> {
  const purify = await loadPurifier();
  removedStyles = [];
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // DOMPurify parses as HTML, where the prolog (XML declaration, processing instructions, comments, doctype) is
  // noise: it is set aside, and only a plain XML declaration goes back.
  const prolog = PROLOG.exec(text)![0];
  const clean = String(purify.sanitize(text.slice(prolog.length), CONFIG));
  // A processing instruction other than the XML declaration (`<?xml-stylesheet href=…?>` loads a stylesheet from
  // elsewhere when a browser opens the file) is a removal: the sanitised document, which has none, is published.
  const instructions = [...text.matchAll(/<\?([^\s?>]+)/g)].map((m) => m[1]!).filter((name) => name !== 'xml');
  // The parser always reports the <body> it wrapped the fragment in; that is not a removal.
  const removed = purify.removed
    .map((r) =>
      'attribute' in r && r.attribute ? `@${r.attribute.name}` : 'element' in r ? r.element.nodeName.toLowerCase() : '',
    )
    .filter((name) => name && name !== 'body')
    .concat(
      removedStyles,
      instructions.map((name) => `<?${name}?>`),
    );
  if (removed.length === 0 && !/<svg[\s>]/i.test(clean)) removed.push('svg');
  return {
    contents: removed.length > 0 ? Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`) : undefined,
    removed,
  };
}
