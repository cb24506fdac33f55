/**
 * YAML with line numbers, read by the `yaml` library with YAML 1.2's core schema (dates stay text). Before it, a
 * linear scan (`yaml-nesting.ts`) refuses a text nested past {@link MAX_YAML_DEPTH}; its syntax errors are moved
 * to the line to fix and said in plain words (`yaml-problems.ts`). zod issues become {@link InvalidContentError}s
 * that name the file, the line of the field, the field and what was expected.
 */
import { LineCounter, isMap, isNode, isPair, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { YamlSyntaxError, type EventsiteError } from '../../core/errors.ts';
import { issueToError } from './issue-words.ts';
import { nestingBeyond, positionAt } from './yaml-nesting.ts';
import { problemOf } from './yaml-problems.ts';
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

/**
 * Core schema only: with `resolveKnownTags` off, a tag beyond it (`!!binary`, `!!set`) is reported as unresolved
 * rather than read (`yaml-problems.ts` refuses it).
 */
const parse = (text: string, lineCounter: LineCounter) =>
  parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, resolveKnownTags: false });

/** `locate` over `doc`. */
function locator(doc: Document, lineCounter: LineCounter): YamlSource['locate'] {
  return (path) => {
    const pos = lineCounter.linePos(nearestNode(doc, path)?.range?.[0] ?? 0);
    return { line: pos.line, column: pos.col };
  };
}

/**
 * A {@link YamlSource} of data read earlier from `text` (by {@link parseYamlSource}, in an earlier build): the
 * text is parsed again for positions only when asked.
 */
export function yamlSourceOf(text: string, data: unknown): YamlSource {
  let locate: YamlSource['locate'] | undefined;
  return {
    data,
    locate(path) {
      if (!locate) {
        const lineCounter = new LineCounter();
        locate = locator(parse(text, lineCounter), lineCounter);
      }
      return locate(path);
    },
  };
}

/**
 * Parses `text` as YAML.
 * @param options.file - the file name used in errors.
 * @throws {YamlSyntaxError} with the line and column to fix when the text is not well-formed YAML: where a quote
 * left open opens, where a line is indented unlike its neighbours, else where the `yaml` library reports its
 * first error. Also when a quoted value runs on over the fields after it, when a value has a tag beyond YAML
 * 1.2's core schema (`!!js/function`, `!custom`), when the text expands more than {@link MAX_YAML_ALIASES}
 * aliases, or when it nests deeper than {@link MAX_YAML_DEPTH} levels (a text nested far deeper is refused before
 * it is parsed).
 */
export function parseYamlSource(text: string, { file }: { file: string }): YamlSource {
  const tooDeep = (at: { line: number; column?: number }) =>
    new YamlSyntaxError(catalogue.YamlTooDeep({ max: MAX_YAML_DEPTH }), {
      file,
      line: at.line,
      column: at.column,
      expected: `lists and mappings at most ${MAX_YAML_DEPTH} levels deep`,
    });
  // Before the parser: a text nested thousands deep would take its recursion past the call stack, slowly.
  const beyond = nestingBeyond(text, MAX_YAML_DEPTH);
  if (beyond !== undefined) throw tooDeep(positionAt(text, beyond));
  const lineCounter = new LineCounter();
  const doc = parse(text, lineCounter);
  // What the scan before could not see (deep indentation) the library reports as a stack overflow.
  const first = doc.errors[0];
  if (first && /call stack/i.test(first.message)) throw tooDeep({ line: lineCounter.linePos(first.pos[0]).line });
  const problem = problemOf(text, doc, lineCounter, file);
  if (problem) throw problem;
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES }) ?? {};
  } catch (error) {
    if (error instanceof ReferenceError || error instanceof RangeError) {
      throw new YamlSyntaxError(catalogue.YamlAliases({ said: error.message.split('\n')[0] ?? '' }), {
        file,
        line: 1,
        expected: `YAML with at most ${MAX_YAML_ALIASES} aliases and ${MAX_YAML_DEPTH} levels of nesting`,
      });
    }
    throw error;
  }
  if (depthOf(data, MAX_YAML_DEPTH) > MAX_YAML_DEPTH) throw tooDeep({ line: 1 });
  return { data, locate: locator(doc, lineCounter) };
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
