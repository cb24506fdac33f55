/**
 * YAML with line numbers: parses a YAML text with the `yaml` library, keeps its node positions, and turns
 * zod issues into {@link InvalidContentError}s that name the file, the line of the field, the field and what
 * was expected.
 */
import { LineCounter, isMap, isNode, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { InvalidContentError, YamlSyntaxError, type EventsiteError } from '../errors.ts';

/** A parsed YAML text that can say where each field stands. */
export interface YamlSource {
  /** The parsed data (plain JS values; dates stay strings, YAML 1.2 core schema). */
  data: unknown;
  /** 1-based line and column of the node at `path`, or of its nearest existing ancestor. */
  locate(path: readonly PropertyKey[]): { line: number; column: number };
}

/** YAML aliases one file may expand (the `yaml` library's guard against "billion laughs" files). */
export const MAX_YAML_ALIASES = 50;
/** How deep lists and mappings may nest (the deepest content schema needs 4). */
export const MAX_YAML_DEPTH = 12;

function depthOf(value: unknown, limit: number): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item, limit - 1));
  return deepest + 1;
}

/**
 * Parses `text` as YAML.
 * @param options.file - the file name used in errors.
 * @param options.lineOffset - lines before `text` in the file (front matter starts after the `---` line).
 * @throws {YamlSyntaxError} when the text is not well-formed YAML, with the line and column of the first error, or
 * expands more than {@link MAX_YAML_ALIASES} aliases or nests deeper than {@link MAX_YAML_DEPTH} levels.
 */
export function parseYamlSource(text: string, options: { file: string; lineOffset?: number }): YamlSource {
  const lineOffset = options.lineOffset ?? 0;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const pos = lineCounter.linePos(first.pos[0]);
    throw new YamlSyntaxError(first.message.split('\n')[0] ?? 'invalid YAML', {
      file: options.file,
      line: pos.line + lineOffset,
      column: pos.col,
      expected: 'well-formed YAML',
      hint: 'check the indentation (spaces, not tabs) and quote values that contain ": " or start with a special character',
    });
  }
  const tooMuch = (what: string) =>
    new YamlSyntaxError(what, { file: options.file, line: 1 + lineOffset, expected: `YAML with at most ${MAX_YAML_ALIASES} aliases and ${MAX_YAML_DEPTH} levels of nesting` });
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) ?? {};
  } catch (error) {
    if (error instanceof ReferenceError || error instanceof RangeError) throw tooMuch(`expands too many aliases or nests too deep (${error.message.split('\n')[0]})`);
    throw error;
  }
  if (depthOf(data, MAX_YAML_DEPTH) > MAX_YAML_DEPTH) throw tooMuch(`nests deeper than ${MAX_YAML_DEPTH} levels`);
  return {
    data,
    locate(path) {
      const node = nearestNode(doc, path);
      const offset = node?.range?.[0] ?? 0;
      const pos = lineCounter.linePos(offset);
      return { line: pos.line + lineOffset, column: pos.col };
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
    const path = issue.path as PropertyKey[];
    // An unknown key is reported where that key is written.
    const at = issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...path, issue.keys[0]] : path;
    const { line, column } = source.locate(at);
    errors.push(issueToError(issue, { file, line, column, path }));
  }
  return undefined;
}

function issueToError(
  issue: z.core.$ZodIssue,
  where: { file: string; line: number; column: number; path: PropertyKey[] },
): InvalidContentError {
  const field = where.path.map(String).join('.') || '(top level)';
  const base = { file: where.file, line: where.line, column: where.column, field };
  if (issue.code === 'unrecognized_keys') {
    return new InvalidContentError(`unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`, {
      ...base,
      hint: 'remove it or correct its spelling; shared post fields (date, image, tags, aliases) belong in the English file',
    });
  }
  if (issue.code === 'invalid_type' && where.path.length === 0) {
    return new InvalidContentError(`is not a set of fields (${describeValue(issue.input)})`, {
      ...base,
      expected: 'YAML fields such as "title: …", one per line',
      hint: 'front matter and YAML files hold "name: value" lines; see README.md, "Content"',
    });
  }
  if (issue.code === 'invalid_type') {
    const missing = issue.input === undefined;
    return new InvalidContentError(missing ? 'is missing' : `has the wrong type (${describeValue(issue.input)})`, {
      ...base,
      expected: issue.expected === 'string' ? 'a text' : issue.expected,
      hint: missing ? `add "${String(where.path[where.path.length - 1] ?? field)}" to the file` : undefined,
    });
  }
  return new InvalidContentError(`is not valid${issue.input === undefined ? '' : ` (${describeValue(issue.input)})`}`, {
    ...base,
    expected: issue.message,
  });
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'object') return 'a mapping';
  return `${typeof value} ${String(value)}`;
}
