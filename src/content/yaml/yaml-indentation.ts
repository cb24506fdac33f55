/**
 * Indentation mistakes said in plain words, at the line to fix. The `yaml` library reports a field indented
 * deeper than its siblings on the line above (where the value it seems to go on with starts) in terms of
 * "implicit keys" and "compact mappings"; an editor needs the line, its indentation, and the one it should have.
 */
import type { LineCounter, YAMLError } from 'yaml';
import { YamlSyntaxError } from '../../core/errors.ts';
import { catalogue } from '../../core/error-catalogue.ts';

const indentOf = (line: string) => line.length - line.trimStart().length;

/** The column (0-based) where a line's content starts after its list dashes: 4 for `  - name: a`. */
const contentColumn = (line: string) => /^\s*(?:-(?:\s+|$))*/.exec(line)![0].length;

/** A field, `name:` then a value or nothing (a quoted name too). */
const FIELD = /^(?:"[^"]*"|'[^']*'|[^\s#"'][^:#]*?)[ \t]*:(?:[ \t]|$)/;

const isItem = (line: string) => /^\s*-(?:\s|$)/.test(line);

const isContent = (line: string | undefined): line is string =>
  line !== undefined && line.trim() !== '' && !line.trimStart().startsWith('#');

const spaces = (n: number) => (n === 0 ? 'not indented' : `indented ${n} space${n === 1 ? '' : 's'}`);

function previousContent(lines: string[], index: number): number {
  let at = index - 1;
  while (at >= 0 && !isContent(lines[at])) at--;
  return at;
}

/**
 * The index of the line where an indentation problem the library reports at `error` starts, or -1 when the error
 * is about something else (`a: b: c`, a flow collection left open).
 */
function problemLine(lines: string[], error: YAMLError, lineCounter: LineCounter): number {
  const implicitKey = error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY';
  const indentation =
    implicitKey ||
    (error.code === 'BAD_INDENT' && !/flow/i.test(error.message)) ||
    (error.code === 'MISSING_CHAR' && /without - indicator/.test(error.message));
  if (!indentation) return -1;
  const pos = lineCounter.linePos(error.pos[0]);
  const line = lines[pos.line - 1] ?? '';
  if (pos.col - 1 <= indentOf(line)) return pos.line - 1;
  // Further on in its line, the library read the next line as going on with the value there (an empty one, or a
  // text that line seems to continue, being indented deeper than the line's key): that next line is out of place.
  let next = pos.line;
  while (next < lines.length && !isContent(lines[next])) next++;
  const following = lines[next];
  if (!isContent(following) || (implicitKey && indentOf(following) <= contentColumn(line))) return -1;
  return next;
}

/** The column of the fields around line `index`: that of the nearest field (`name:`) above it. */
function fieldColumn(lines: string[], index: number): number | undefined {
  for (let at = previousContent(lines, index); at >= 0; at = previousContent(lines, at)) {
    const column = contentColumn(lines[at]!);
    if (FIELD.test(lines[at]!.slice(column))) return column;
  }
  return undefined;
}

/** Whether the fields at `column` around line `index` are those of a list item (the first one after its "- "). */
function inListItem(lines: string[], index: number, column: number): boolean {
  for (let at = previousContent(lines, index); at >= 0; at = previousContent(lines, at)) {
    const line = lines[at]!;
    if (contentColumn(line) === column && indentOf(line) < column) return true;
    if (indentOf(line) < column) return false;
  }
  return false;
}

/** The column of the list items around line `index`: of the items above it, the one nearest its own indentation. */
function itemColumn(lines: string[], index: number, own: number): number | undefined {
  let nearest: number | undefined;
  for (let at = previousContent(lines, index); at >= 0; at = previousContent(lines, at)) {
    if (!isItem(lines[at]!)) continue;
    const column = indentOf(lines[at]!);
    if (
      nearest === undefined ||
      Math.abs(column - own) < Math.abs(nearest - own) ||
      (Math.abs(column - own) === Math.abs(nearest - own) && column < nearest)
    )
      nearest = column;
  }
  return nearest;
}

/**
 * The indentation problem the library reports at `error`, at the line where it starts, or `undefined` when the
 * error is not about indentation (or the line's neighbours do not tell what it should be).
 */
export function indentationProblem(
  text: string,
  lineCounter: LineCounter,
  error: YAMLError,
  file: string,
): YamlSyntaxError | undefined {
  const where = (index: number, column: number) => ({ file, line: index + 1, column });
  if (error.code === 'TAB_AS_INDENT') {
    return new YamlSyntaxError(catalogue.YamlTab(), {
      ...where(lineCounter.linePos(error.pos[0]).line - 1, 1),
      expected: 'spaces for indentation',
    });
  }
  const lines = text.split('\n');
  const index = problemLine(lines, error, lineCounter);
  if (index === -1) return undefined;
  const line = lines[index]!;
  const own = indentOf(line);
  const item = isItem(line);
  const around = item ? itemColumn(lines, index, own) : fieldColumn(lines, index);
  if (around === undefined || around === own) return undefined;
  const what = item ? 'items' : 'fields';
  return new YamlSyntaxError(
    catalogue.YamlIndentation({ own: spaces(own), what, around: around === 0 ? 'not indented' : `at ${around}` }),
    {
      ...where(index, own + 1),
      expected: `the same indentation as the ${what} around it`,
      hint: item
        ? 'start every item of a list at the same column'
        : inListItem(lines, index, around)
          ? 'indent every field of a list item the same'
          : 'indent every field of a group the same',
    },
  );
}
