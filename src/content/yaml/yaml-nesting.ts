/**
 * How deep a YAML text nests, found by one linear pass before any parser reads it: a text nested thousands of
 * levels deep (`a: [[[[…]]]]`) takes both parsers' recursion past the call stack, after a long wait, with a
 * message about anything but nesting. The pass is no parser: on each line it counts the lists and mappings that
 * open there (`- `, `? `, `key:`, then `[` and `{` down a flow collection), skipping quoted text, comments, block
 * scalars (`|`, `>`) and plain text, where brackets are mere characters. It never adds the levels of the lines
 * above, so its count is at most the real depth: what it refuses is too deep, and what it misses (deep indentation)
 * the check on the parsed data still refuses.
 */

const isBlank = (c: string | undefined) => c === undefined || c === ' ' || c === '\t' || c === '\n' || c === '\r';

/** Offset just past the end of the line holding `at` (the next line's start, or the text's length). */
function nextLine(text: string, at: number): number {
  const end = text.indexOf('\n', at);
  return end === -1 ? text.length : end + 1;
}

function skipSpaces(text: string, at: number): number {
  while (text[at] === ' ' || text[at] === '\t') at++;
  return at;
}

/** Past anchors (`&a`) and tags (`!!str`) before a value: `a: &x [[…]]` nests as deep as without them. */
function skipProperties(text: string, at: number): number {
  while (text[at] === '&' || text[at] === '!') {
    while (!isBlank(text[at])) at++;
    at = skipSpaces(text, at);
  }
  return at;
}

/** Offset just past the quoted text opening at `at` (to the end of the text when it never closes). */
function skipQuoted(text: string, at: number): number {
  const quote = text[at];
  for (let i = at + 1; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') i++;
    else if (text[i] === quote) {
      // Two single quotes are one quote character inside single-quoted text.
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  return text.length;
}

/** Offset of the colon that ends a plain key starting at `at` on its line, or -1 when the line is no `key:`. */
function plainKeyEnd(text: string, at: number): number {
  for (let i = at; i < text.length && text[i] !== '\n'; i++) {
    if (text[i] === ':' && isBlank(text[i + 1])) return i;
    if (text[i] === '#' && (text[i - 1] === ' ' || text[i - 1] === '\t')) return -1;
  }
  return -1;
}

/**
 * The levels a block line opens before its value (`- - key: value` opens three), and where the value starts.
 * `beyond`: the offset of the indicator that passes `limit`.
 */
function blockLine(text: string, at: number, limit: number): { levels: number; value: number; beyond?: number } {
  let levels = 0;
  for (;;) {
    const c = text[at];
    if ((c === '-' || c === '?' || c === ':') && isBlank(text[at + 1])) {
      if (c !== ':' && ++levels > limit) return { levels, value: at, beyond: at };
      at = skipSpaces(text, at + 1);
      continue;
    }
    at = skipProperties(text, at);
    let keyEnd = -1;
    if (text[at] === '"' || text[at] === "'") {
      const end = skipSpaces(text, skipQuoted(text, at));
      if (text[end] === ':' && isBlank(text[end + 1])) keyEnd = end;
    } else if (/[^\s#[\]{}|>,]/.test(text[at] ?? ' ')) keyEnd = plainKeyEnd(text, at);
    if (keyEnd === -1) return { levels, value: at };
    if (++levels > limit) return { levels, value: at, beyond: at };
    return { levels, value: skipProperties(text, skipSpaces(text, keyEnd + 1)) };
  }
}

/**
 * Scans the flow collection opening at `at`, `base` levels deep already, to its end.
 * @returns where the scan goes on (past the line the collection ends on), or `beyond`, the offset of the bracket
 * that passes `limit`.
 */
function flowCollection(
  text: string,
  at: number,
  base: number,
  limit: number,
  ownerIndent: number,
): { next: number; beyond?: number } {
  let depth = 0;
  let previous = '[';
  while (at < text.length) {
    const c = text[at];
    if (c === '[' || c === '{') {
      if (base + ++depth > limit) return { next: at, beyond: at };
    } else if (c === ']' || c === '}') {
      if (--depth === 0) return { next: nextLine(text, at) };
    } else if ((c === '"' || c === "'") && '[{,:'.includes(previous)) {
      at = skipQuoted(text, at);
      previous = c;
      continue;
    } else if (c === '#' && isBlank(text[at - 1])) {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end;
      continue;
    } else if (c === '\n') {
      // A flow collection inside a block one goes on over lines indented deeper than the line it opens on; a line
      // that is not, was plain text after all (`text\n  [more text`): scan it as a block line.
      const start = at + 1;
      const next = skipSpaces(text, start);
      if (base > 0 && next - start <= ownerIndent && !isBlank(text[next]) && !']}#'.includes(text[next]))
        return { next: start };
      at = next;
      continue;
    }
    if (!isBlank(c)) previous = c!;
    at++;
  }
  return { next: at };
}

/**
 * Where `text` first nests deeper than `limit` lists and mappings, by a linear pass (see the module comment).
 * @returns the offset of the indicator or bracket that passes the limit, or `undefined` when none is found.
 */
export function nestingBeyond(text: string, limit: number): number | undefined {
  let at = 0;
  let blockScalarIndent = -1;
  while (at < text.length) {
    const start = at;
    at = skipSpaces(text, at);
    const indent = at - start;
    // A block scalar's lines are text: skip them, as long as they are blank or indented deeper than its field.
    if (blockScalarIndent >= 0 && (indent > blockScalarIndent || text[at] === '\n' || text[at] === '\r')) {
      at = nextLine(text, at);
      continue;
    }
    blockScalarIndent = -1;
    const line = blockLine(text, at, limit);
    if (line.beyond !== undefined) return line.beyond;
    const c = text[line.value];
    if (c === '[' || c === '{') {
      const flow = flowCollection(text, line.value, line.levels, limit, indent);
      if (flow.beyond !== undefined) return flow.beyond;
      at = flow.next;
      continue;
    }
    if (c === '|' || c === '>') blockScalarIndent = indent;
    at = nextLine(text, c === '"' || c === "'" ? skipQuoted(text, line.value) : line.value);
  }
  return undefined;
}

/** 1-based line and column of `offset` in `text`. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let nl = text.indexOf('\n'); nl !== -1 && nl < offset; nl = text.indexOf('\n', nl + 1)) {
    line++;
    lineStart = nl + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
