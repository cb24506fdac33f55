/**
 * YAML with line numbers, computed only when an error needs one. A text is read by js-yaml with a schema that
 * resolves scalars exactly as YAML 1.2's core schema does (the `yaml` library's default), several times faster;
 * the `yaml` library parses it again, keeping node positions, only when a field's line is asked for (an error
 * to report) or when the text uses what the fast reader does not take alike (anchors and aliases, tags, complex
 * keys, a quote left open at the end of its line, a syntax error: the `yaml` library then gives the error its
 * position, which `yaml-problems.ts` moves to the line to fix and says in plain words). Before either reader, a
 * linear scan (`yaml-nesting.ts`) refuses a text nested past {@link MAX_YAML_DEPTH}. zod issues become
 * {@link InvalidContentError}s that name the file, the line of the field, the field and what was expected.
 */
import jsYaml from 'js-yaml';
import { LineCounter, isMap, isNode, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { YamlSyntaxError, type EventsiteError } from '../../core/errors.ts';
import { issueToError } from './issue-words.ts';
import { nestingBeyond, positionAt } from './yaml-nesting.ts';
import { problemOf, type YamlPlace } from './yaml-problems.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** A parsed YAML text that can say where each field stands. */
export interface YamlSource {
  /** The parsed data (plain JS values; dates stay strings, YAML 1.2 core schema). */
  data: unknown;
  /** 1-based line and column of the node at `path`, or of its nearest existing ancestor. */
  locate(path: readonly PropertyKey[]): { line: number; column: number };
}

/** YAML aliases one file may expand (the `yaml` library's guard against "billion laughs" files). */
const MAX_YAML_ALIASES = 50;
/** How deep lists and mappings may nest (the deepest content schema needs 4). */
export const MAX_YAML_DEPTH = 12;

function depthOf(value: unknown, limit: number): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item, limit - 1));
  return deepest + 1;
}

/** A scalar type of YAML 1.2's core schema (https://yaml.org/spec/1.2.2/#1023-core-schema) for js-yaml. */
function coreScalar(tag: string, pattern: RegExp, construct: (text: string) => unknown): jsYaml.Type {
  return new jsYaml.Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    resolve: (text: string | null) => text !== null && pattern.test(text),
    construct,
  });
}

/** YAML 1.2 core: null, bool, int (decimal, 0o, 0x), float; everything else a string, as the `yaml` library reads it. */
const CORE_1_2 = jsYaml.FAILSAFE_SCHEMA.extend({
  implicit: [
    coreScalar('null', /^(?:~|null|Null|NULL|)$/, () => null),
    coreScalar('bool', /^(?:true|True|TRUE|false|False|FALSE)$/, (t) => t[0] === 't' || t[0] === 'T'),
    coreScalar('int', /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/, (t) =>
      t.startsWith('0o') ? parseInt(t.slice(2), 8) : t.startsWith('0x') ? parseInt(t.slice(2), 16) : Number(t),
    ),
    coreScalar(
      'float',
      /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      (t) => (/nan$/i.test(t) ? NaN : /inf$/i.test(t) ? (t.startsWith('-') ? -Infinity : Infinity) : Number(t)),
    ),
  ],
});

/**
 * Anchors (`&a`), aliases (`*a`), tags (`!!str`), complex keys, directives: the fast reader leaves these texts to
 * the `yaml` library. A lone `&` in prose (`Kız isteme & söz`) is none of them.
 */
const SLOW_SYNTAX = /(?:^|[\s[{,:-])[&*!][^\s,\]}]|^\s*\?(?:\s|$)|^%/m;

/**
 * A quote that opens a value and does not close on its line. js-yaml lets such a value run on over lines no deeper
 * than its field, swallowing the fields there (`title: "Dinner` then `excerpt: A night."` is one title), where the
 * `yaml` library refuses it: these texts are left to the `yaml` library, and its errors are said where the quote
 * opens. A quote that only looks like one (`the '90s`) costs the slow reader, never a wrong answer.
 */
const OPEN_QUOTE = /(?:^|[\s[{,])(?:"(?:[^"\\\n]|\\.)*\\?|'(?:[^'\n]|'')*)$/m;

/** The data of `text` read by js-yaml, or `undefined` when only the `yaml` library can read it alike (or it is invalid). */
function readFast(text: string): unknown {
  if (SLOW_SYNTAX.test(text) || OPEN_QUOTE.test(text)) return undefined;
  try {
    return jsYaml.load(text, { schema: CORE_1_2, json: false }) ?? {};
  } catch {
    return undefined;
  }
}

/** 1-based line and column of the node at a path of `text`, parsed with positions when first asked. */
function locator(text: string, lineOffset: number): YamlSource['locate'] {
  let parsed: { doc: Document; lineCounter: LineCounter } | undefined;
  return (path) => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = { doc: parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true }), lineCounter };
    }
    const node = nearestNode(parsed.doc, path);
    const pos = parsed.lineCounter.linePos(node?.range?.[0] ?? 0);
    return { line: pos.line + lineOffset, column: pos.col };
  };
}

/**
 * A {@link YamlSource} of data read earlier from `text` (by {@link parseYamlSource}, in another thread or an
 * earlier build): positions are computed from `text` when asked.
 */
export function yamlSourceOf(text: string, data: unknown, lineOffset = 0): YamlSource {
  return { data, locate: locator(text, lineOffset) };
}

/**
 * Parses `text` as YAML.
 * @param options.file - the file name used in errors.
 * @param options.lineOffset - lines before `text` in the file (front matter starts after the `---` line).
 * @param options.fast - false: read with the `yaml` library only, positions at once (default true).
 * @throws {YamlSyntaxError} with the line and column to fix (of the file, `lineOffset` added) when the text is not
 * well-formed YAML: where a quote left open opens, where a line is indented unlike its neighbours, else where the
 * `yaml` library reports its first error. Also when a quoted value runs on over the fields after it, when a value
 * has a tag beyond YAML 1.2's core schema (`!!js/function`, `!custom`), when the text expands more than
 * {@link MAX_YAML_ALIASES} aliases, or when it nests deeper than {@link MAX_YAML_DEPTH} levels (a text nested far
 * deeper is refused before it is parsed).
 */
export function parseYamlSource(
  text: string,
  options: { file: string; lineOffset?: number; fast?: boolean },
): YamlSource {
  const place: YamlPlace = { file: options.file, lineOffset: options.lineOffset ?? 0 };
  const tooDeep = (at: { line: number; column?: number }) =>
    new YamlSyntaxError(catalogue.YamlTooDeep({ max: MAX_YAML_DEPTH }), {
      file: place.file,
      line: at.line + place.lineOffset,
      column: at.column,
      expected: `lists and mappings at most ${MAX_YAML_DEPTH} levels deep`,
    });
  // Before any parser: a text nested thousands deep would take their recursion past the call stack, slowly.
  const beyond = nestingBeyond(text, MAX_YAML_DEPTH);
  if (beyond !== undefined) throw tooDeep(positionAt(text, beyond));
  const fast = options.fast === false ? undefined : readFast(text);
  if (fast !== undefined) {
    if (depthOf(fast, MAX_YAML_DEPTH) > MAX_YAML_DEPTH) throw tooDeep({ line: 1 });
    return yamlSourceOf(text, fast, place.lineOffset);
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  // What the scan before could not see (deep indentation) the library reports as a stack overflow.
  const first = doc.errors[0];
  if (first && /call stack/i.test(first.message)) throw tooDeep({ line: lineCounter.linePos(first.pos[0]).line });
  const problem = problemOf(text, doc, lineCounter, place);
  if (problem) throw problem;
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) ?? {};
  } catch (error) {
    if (error instanceof ReferenceError || error instanceof RangeError) {
      throw new YamlSyntaxError(catalogue.YamlAliases({ said: error.message.split('\n')[0] ?? '' }), {
        file: place.file,
        line: 1 + place.lineOffset,
        expected: `YAML with at most ${MAX_YAML_ALIASES} aliases and ${MAX_YAML_DEPTH} levels of nesting`,
      });
    }
    throw error;
  }
  if (depthOf(data, MAX_YAML_DEPTH) > MAX_YAML_DEPTH) throw tooDeep({ line: 1 });
  return {
    data,
    locate(path) {
      const node = nearestNode(doc, path);
      const offset = node?.range?.[0] ?? 0;
      const pos = lineCounter.linePos(offset);
      return { line: pos.line + place.lineOffset, column: pos.col };
    },
  };
}

function nearestNode(doc: Document, path: readonly PropertyKey[]): Node | undefined {
  for (let n = path.length; n >= 0; n--) {
    const keys = path.slice(0, n);
    if (n === 0) return isNode(doc.contents) ? doc.contents : undefined;
    // Point at the key of a mapping entry (its line is where the field is written).
    const parent = n === 1 ? doc.contents : doc.getIn(keys.slice(0, -1), true);
    const last = keys[keys.length - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === last);
      if (pair && isNode(pair.key)) return pair.key;
    } else if (isSeq(parent) && typeof last === 'number') {
      const item = parent.items[last];
      if (isNode(item)) return item;
    }
  }
  return undefined;
}

/**
 * Validates `source.data` against `schema`.
 * @returns the parsed value, or `undefined` after pushing one error per zod issue into `errors`.
 */
export function validateSource<S extends z.ZodType>(
  schema: S,
  source: YamlSource,
  file: string,
  errors: EventsiteError[],
): z.infer<S> | undefined {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const path = issue.path;
    // An unknown key is reported where that key is written.
    const at = issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...path, issue.keys[0]] : path;
    const { line, column } = source.locate(at);
    errors.push(issueToError(issue, { file, line, column, path }));
  }
  return undefined;
}
