/**
 * A zod issue in the words an editor reads: what the field must be and what was found there ("must be a
 * number, found the text "twenty twelve""), never the validator's own wording. The schemas' own phrases (a slug
 * of lowercase letters…, a date between 2000 and 2099) are kept as what is expected.
 */
import type { z } from 'zod';
import { InvalidContentError } from '../../core/errors.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** Where an issue is: the file, the position of the field and its path in the document. */
export interface IssuePlace {
  file: string;
  line: number;
  column: number;
  path: readonly PropertyKey[];
}

/** zod's built-in messages, which name types in its own terms: they are replaced by words. */
const ZOD_WORDING = /^(Invalid|Too (small|big)|Expected|Unrecognized)\b/;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
};

/** The value found, described for an editor: `the number 2024`, `the text "…"`, `a list of 3 items`. */
function describeValue(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  switch (typeof value) {
    case 'undefined':
      return 'nothing';
    case 'string':
      return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
    case 'number':
      return `the number ${value}`;
    case 'boolean':
      return `${value} (true or false)`;
    case 'object':
      return value === null ? 'an empty value' : 'a set of fields';
    default:
      return String(value);
  }
}

const count = (n: number | bigint, noun: string) =>
  `${Number(n).toLocaleString('en-GB')} ${noun}${Number(n) === 1 ? '' : 's'}`;

/** The sentence for a value that is too long or too short. */
function sizeMessage(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): string {
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  // An exclusive bound (`.positive()`, `.lt(10)`) is not a value the field may take: it is said as one.
  const bound = issue.exact
    ? 'exactly'
    : issue.inclusive === false
      ? big
        ? 'less than'
        : 'more than'
      : big
        ? 'at most'
        : 'at least';
  const input = issue.input;
  if (issue.origin === 'string' && typeof input === 'string') {
    if (!big && Number(limit) === 1) return 'must not be empty';
    return `is ${count(input.trim().length, 'character')} long; ${bound} ${Number(limit).toLocaleString('en-GB')} ${big ? 'are allowed' : 'are needed'}`;
  }
  if (issue.origin === 'array' && Array.isArray(input)) {
    return `has ${count(input.length, 'item')}; ${bound} ${Number(limit).toLocaleString('en-GB')} ${big ? 'are allowed' : 'are needed'}`;
  }
  return `must be ${bound} ${String(limit)}${input === undefined ? '' : `, found ${describeValue(input)}`}`;
}

/** What the field must be, from the issue: the schema's own phrase, or words for zod's. */
function expectedOf(issue: z.core.$ZodIssue): string {
  if (!ZOD_WORDING.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type') return TYPE_WORDS[issue.expected] ?? issue.expected;
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'invalid_format')
    return issue.format === 'url' ? 'a web address (URL)' : `text in the form of ${issue.format}`;
  if (issue.code === 'invalid_union') return 'one of the forms this field takes (see docs/content.md)';
  return 'a valid value (see docs/content.md)';
}

/** The error an editor reads for one zod issue, at `where`. */
export function issueToError(issue: z.core.$ZodIssue, where: IssuePlace): InvalidContentError {
  const field = where.path.map(String).join('.') || '(top level)';
  const base = { file: where.file, line: where.line, column: where.column, field };
  if (issue.code === 'unrecognized_keys') {
    return new InvalidContentError(catalogue.UnknownField({ keys: issue.keys }), base);
  }
  if (issue.code === 'invalid_type' && where.path.length === 0) {
    return new InvalidContentError(catalogue.NotAMapping({ found: describeValue(issue.input) }), {
      ...base,
      expected: 'YAML fields such as "title: …", one per line',
    });
  }
  // A length or a count: the numbers say more than any phrase.
  if (issue.code === 'too_big' || issue.code === 'too_small')
    return new InvalidContentError(catalogue.FieldSize({ size: sizeMessage(issue) }), base);
  const expected = expectedOf(issue);
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    const name = String(where.path[where.path.length - 1] ?? field);
    return new InvalidContentError(catalogue.FieldMissing({ name }), { ...base, expected });
  }
  const found = issue.input === undefined ? '' : `, found ${describeValue(issue.input)}`;
  return new InvalidContentError(catalogue.FieldInvalid({ expected, found }), { ...base, expected });
}
