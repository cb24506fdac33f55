/** The source lines around a place in a file, as error reports show them under `file:line`. */
import { readFileSync } from 'node:fs';

/** Lines shown before and after the offending one. */
const CONTEXT = 1;
/** Longer lines are cut: a minified or generated line says nothing more past this. */
const MAX_WIDTH = 160;

/**
 * The lines around `line` of `file`, numbered, the offending one marked with `>` and, when `column` is known, a
 * caret under that column. Used by the terminal and the dev server's overlay alike.
 * @param file - the path as errors show it (relative to the working directory, or absolute).
 * @param line - 1-based.
 * @param column - 1-based, when known.
 * @returns the frame, lines joined by `\n`; empty when the file cannot be read or has no such line.
 */
export function codeFrame(file: string, line: number, column?: number): string {
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split(/\r?\n/);
  } catch {
    return '';
  }
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - CONTEXT);
  const last = Math.min(lines.length, line + CONTEXT);
  const width = String(last).length;
  const shown: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = lines[n - 1]!.slice(0, MAX_WIDTH).replace(/\t/g, ' ');
    shown.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${text}`.trimEnd());
    if (n === line && column !== undefined && column >= 1 && column <= MAX_WIDTH + 1)
      shown.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
  }
  return shown.join('\n');
}
