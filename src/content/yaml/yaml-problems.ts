/**
 * What is wrong with a YAML text, said where an editor can act on it. The `yaml` library reports a problem where
 * its reading breaks off, which is often not where the mistake is: a quote left open breaks off at the end of its
 * line or of the file, a line indented too deep where the value above it starts. These functions take the
 * library's document and errors and name the line to fix, in plain words; other errors keep the library's words.
 */
import { isNode, isScalar, visit, type Document, type LineCounter, type Scalar, type YAMLError } from 'yaml';
import { YamlSyntaxError } from '../../core/errors.ts';
import { indentationProblem } from './yaml-indentation.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** A line that starts with `name:` (a plain key and its colon), as a field swallowed by an open quote does. */
const KEY_LINE = /^([^\s#"'[\]{},:?|>!&*-][^:\n]*?:)(?:[ \t]|$)/;

const isQuoted = (node: unknown): node is Scalar =>
  isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE');

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The problem to report for `doc`, parsed from `text` with `lineCounter`: its first syntax error (where a quote left
 * open opens, where a badly indented line starts, else where the library puts it), else a quoted value that runs
 * on over the fields after it, else a tag beyond the core schema's.
 * @returns the error to throw, or `undefined` when there is none.
 */
export function problemOf(
  text: string,
  doc: Document,
  lineCounter: LineCounter,
  file: string,
): YamlSyntaxError | undefined {
  const first = doc.errors[0];
  if (first)
    return (
      unclosedQuote(text, doc, lineCounter, first, file) ??
      indentationProblem(text, lineCounter, first, file) ??
      libraryError(first, lineCounter, file)
    );
  return swallowingQuote(text, doc, lineCounter, file) ?? forbiddenTag(text, doc, lineCounter, file);
}

/** The library's own words, at its position (errors that are not about quotes or indentation). */
function libraryError(error: YAMLError, lineCounter: LineCounter, file: string): YamlSyntaxError {
  const pos = lineCounter.linePos(error.pos[0]);
  return new YamlSyntaxError(catalogue.YamlSyntax({ said: error.message.split('\n')[0] ?? 'invalid YAML' }), {
    file,
    line: pos.line,
    column: pos.col,
    expected: 'well-formed YAML',
  });
}

/**
 * The first line of `scalar` after its opening line, through line `through` (1-based, of `text`), that looks
 * like a field of the mapping the value belongs to: `name:` at or left of the column of that mapping's keys.
 */
function swallowedField(
  text: string,
  doc: Document,
  lineCounter: LineCounter,
  scalar: Scalar,
  through: number,
): { line: number; key: string } | undefined {
  const lines = text.split('\n');
  const open = lineCounter.linePos(scalar.range![0]).line;
  let keyColumn = indentOf((lines[open - 1] ?? '').replace(/^(\s*)(?:-\s+)+/, (dashes) => ' '.repeat(dashes.length)));
  visit(doc, {
    Pair(_key, pair) {
      if (pair.value !== scalar || !isNode(pair.key) || !pair.key.range) return undefined;
      keyColumn = lineCounter.linePos(pair.key.range[0]).col - 1;
      return visit.BREAK;
    },
  });
  for (let line = open + 1; line <= Math.min(through, lines.length); line++) {
    const content = lines[line - 1]!;
    const key = KEY_LINE.exec(content.trimStart())?.[1];
    if (key && indentOf(content) <= keyColumn) return { line, key };
  }
  return undefined;
}

function quoteError(
  scalar: Scalar,
  lineCounter: LineCounter,
  file: string,
  field: { line: number; key: string } | undefined,
  hint: string,
): YamlSyntaxError {
  const open = lineCounter.linePos(scalar.range![0]);
  const line = open.line;
  const runsInto = field ? ` (it runs on into "${field.key}" on line ${field.line})` : '';
  return new YamlSyntaxError(catalogue.UnclosedQuote({ line, runsInto }), {
    file,
    line,
    column: open.col,
    expected: 'a closing quote on the same line',
    hint,
  });
}

/**
 * The library's "Missing closing quote", at the line where the quote opens. The library ends an open quote where
 * a line is not indented deeper than its field (the quote may close further down, on a field it swallowed) or at
 * the end of the text, and reports it there.
 */
function unclosedQuote(
  text: string,
  doc: Document,
  lineCounter: LineCounter,
  error: YAMLError,
  file: string,
): YamlSyntaxError | undefined {
  if (error.code !== 'MISSING_CHAR' || !/closing .?quote/i.test(error.message)) return undefined;
  let scalar: Scalar | undefined;
  visit(doc, {
    Scalar(_key, node) {
      if (
        isQuoted(node) &&
        node.range &&
        node.range[0] <= error.pos[0] &&
        (!scalar || node.range[0] > scalar.range![0])
      )
        scalar = node;
    },
  });
  if (!scalar) return undefined;
  // The library cut the quote short before the line after it: that line is what the quote ran on into.
  const field = swallowedField(text, doc, lineCounter, scalar, lineCounter.linePos(scalar.range![1]).line + 1);
  const atEnd = scalar.range![1] >= text.trimEnd().length;
  return quoteError(
    scalar,
    lineCounter,
    file,
    field,
    field || atEnd
      ? 'close the quote, or write the value without quotes'
      : 'close the quote on its line, or indent the lines that go on with the value',
  );
}

/**
 * A quoted value the library took whole though it runs on over lines that look like fields of its mapping (in a
 * flow mapping, or a value written under its key): the quote was surely meant to close on its first line.
 */
function swallowingQuote(
  text: string,
  doc: Document,
  lineCounter: LineCounter,
  file: string,
): YamlSyntaxError | undefined {
  let problem: YamlSyntaxError | undefined;
  visit(doc, {
    Scalar(_key, node) {
      if (!isQuoted(node) || !node.range || !text.slice(node.range[0], node.range[1]).includes('\n')) return undefined;
      const field = swallowedField(text, doc, lineCounter, node, lineCounter.linePos(node.range[1]).line);
      if (!field) return undefined;
      problem = quoteError(node, lineCounter, file, field, 'close the quote, or write the value without quotes');
      return visit.BREAK;
    },
  });
  return problem;
}

/**
 * A value tagged beyond YAML 1.2's core schema (`!!js/function`, `!!binary`, `!custom`): the `yaml` library reads
 * it as if untagged and warns that the tag is unresolved; content has no use for any.
 */
function forbiddenTag(
  text: string,
  doc: Document,
  lineCounter: LineCounter,
  file: string,
): YamlSyntaxError | undefined {
  const unresolved = doc.warnings.find((warning) => warning.code === 'TAG_RESOLVE_FAILED');
  if (!unresolved) return undefined;
  // The warning spans the tag as written.
  const tag = text.slice(unresolved.pos[0], unresolved.pos[1]);
  const pos = lineCounter.linePos(unresolved.pos[0]);
  return new YamlSyntaxError(catalogue.YamlTag({ tag }), {
    file,
    line: pos.line,
    column: pos.col,
    expected: 'plain YAML values (text, numbers, true/false, lists, fields)',
  });
}
