/** Errors of YAML syntax, in YAML files and front matter (ES01xx, from ES0150). */
import { defineError } from './define.ts';

export const YAML_ERRORS = {
  YamlSyntax: defineError<{ said: string }>({
    code: 'ES0150',
    title: 'YAML not well-formed',
    when: 'A YAML file or front matter cannot be read as YAML; the message is the YAML reader’s.',
    message: ({ said }) => said,
    hint: 'check the indentation (spaces, not tabs) and quote values that contain ": " or start with a special character',
    example: { said: 'Nested mappings are not allowed in compact mappings' },
  }),
  UnclosedQuote: defineError<{ line: number; runsInto: string }>({
    code: 'ES0151',
    title: 'Quote never closed',
    when: 'A quoted value opens a quote and the line ends before it is closed.',
    message: ({ line, runsInto }) => `the quote opened on line ${line} is never closed${runsInto}`,
    hint: "close the quote on the same line; a quote inside the value is written twice ('') or the value quoted with the other kind",
    example: { line: 4, runsInto: '' },
  }),
  YamlTag: defineError<{ tag: string }>({
    code: 'ES0152',
    title: 'YAML tag not allowed',
    when: 'A value carries a YAML tag such as `!!js/function` or `!binary`.',
    message: ({ tag }) => `the tag ${tag} is not allowed`,
    hint: ({ tag }) => `remove "${tag}" and write the value as it is, in quotes if it starts with a special character`,
    example: { tag: '!!binary' },
  }),
  YamlTab: defineError({
    code: 'ES0153',
    title: 'Tab in indentation',
    when: 'A YAML line is indented with a tab.',
    message: () => 'this line is indented with a tab',
    hint: 'indent with spaces, never tabs',
  }),
  YamlIndentation: defineError<{ own: string; what: string; around: string }>({
    code: 'ES0154',
    title: 'Indentation differs from its neighbours',
    when: 'A YAML line is indented more or less than the fields or items around it.',
    message: ({ own, what, around }) => `this line is ${own} but the ${what} around it are ${around}`,
    hint: 'indent it as the lines around it',
    example: { own: 'indented 3 spaces', what: 'fields', around: 'at 2' },
  }),
  YamlTooDeep: defineError<{ max: number }>({
    code: 'ES0155',
    title: 'YAML nested too deep',
    when: 'Lists and mappings nest deeper than content ever needs.',
    message: ({ max }) => `nests deeper than ${max} levels`,
    hint: 'lists and mappings in content nest at most a few levels',
    example: { max: 12 },
  }),
  YamlAliases: defineError<{ said: string }>({
    code: 'ES0156',
    title: 'Too many YAML aliases',
    when: 'A YAML file expands more aliases than any content needs (a "billion laughs" file).',
    message: ({ said }) => `expands too many aliases or nests too deep (${said})`,
    hint: 'write the values out instead of repeating them with & and *',
    example: { said: 'Excessive alias count indicates a resource exhaustion attack' },
  }),
} as const;
