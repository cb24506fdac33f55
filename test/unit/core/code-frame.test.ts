/** The source lines an error is printed with, under `file:line`, a caret at its column: the terminal's and dev's. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeFrame } from '../../../src/core/code-frame.ts';
import { catalogue } from '../../../src/core/error-catalogue.ts';
import { formatError, InvalidContentError } from '../../../src/core/errors.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'eventsite-frame-'));
const file = path.join(dir, 'site.yaml');
writeFileSync(file, 'brand: Kadife\nfoundingYear: long ago\nphone: "+90"\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the code frame', () => {
  it('shows the line with its neighbours, marked, and a caret under the column', () => {
    expect(codeFrame(file, 2, 15)).toBe(
      ['  1 | brand: Kadife', '> 2 | foundingYear: long ago', '    |               ^', '  3 | phone: "+90"'].join('\n'),
    );
    expect(codeFrame(file, 1)).toBe(['> 1 | brand: Kadife', '  2 | foundingYear: long ago'].join('\n'));
    expect(codeFrame(file, 9)).toBe('');
    expect(codeFrame(path.join(dir, 'missing.yaml'), 1)).toBe('');
  });

  it('is printed with an error, its hint and its code, by the terminal and the dev overlay alike (formatError)', () => {
    const error = new InvalidContentError(
      catalogue.FieldInvalid({ expected: 'a number', found: ', found "long ago"' }),
      {
        file,
        line: 2,
        column: 15,
        field: 'foundingYear',
      },
    );
    expect(formatError(error)).toBe(
      [
        `InvalidContentError: ${file}:2:15  foundingYear: must be a number, found "long ago"`,
        '    1 | brand: Kadife',
        '  > 2 | foundingYear: long ago',
        '      |               ^',
        '    3 | phone: "+90"',
        '  hint: write the value as the message says; docs/content.md describes every field',
        '  code: ES0118 (docs/errors.md)',
      ].join('\n'),
    );
    // A warning in the log stays short: the code, no frame.
    expect(error.format()).not.toContain('| brand');
  });
});
