/**
 * Writes docs/errors.md from the error catalogue (src/core/error-catalogue.ts): for every code its title, when it
 * happens, an example message and the fix. `npm run docs:errors`; a test fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_AREAS } from '../src/core/error-catalogue.ts';
import type { ErrorEntry } from '../src/core/error-catalogue/define.ts';

/** Where the page is written, from the project root. */
export const ERROR_DOCS = 'docs/errors.md';

function section(entry: ErrorEntry<never>): string {
  const example = entry.example as never;
  const hint = typeof entry.hint === 'function' ? entry.hint(example) : entry.hint;
  return [
    `### ${entry.code}: ${entry.title}`,
    '',
    entry.when,
    '',
    '```text',
    entry.message(example),
    '```',
    '',
    ...(hint ? [`Fix: ${hint}`, ''] : []),
  ].join('\n');
}

/** The text of docs/errors.md. */
export function errorDocs(): string {
  const head = [
    '# Errors',
    '',
    '<!-- Generated from src/core/error-catalogue/ by `npm run docs:errors`: edit the catalogue, not this file. -->',
    '',
    'Every error and warning eventsite prints ends with its code, e.g. `code: ES0117 (docs/errors.md)`, and',
    '`check --json` gives it as `code`; a plain one-line error ends with it in brackets. Codes are stable: the first',
    'two digits name the area, the last two the error. Each entry says when it happens, shows an example message',
    '(the real one names the file, line and field) and how to fix it.',
    '',
  ].join('\n');
  const areas = CATALOGUE_AREAS.map(({ area, entries }) =>
    [`## ${area}`, '', ...Object.values(entries).map((e) => section(e as unknown as ErrorEntry<never>))].join('\n'),
  );
  return `${[head, ...areas].join('\n')}`.replace(/\n+$/, '\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', ERROR_DOCS), errorDocs());
}
