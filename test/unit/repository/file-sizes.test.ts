/**
 * The size rules (docs/decisions.md, "Size limits"), held by `npm test`: no file of the generator, the templates, the
 * scripts or `bin/` is over 300 lines, and the README is at most 250 lines with its two commands (build and run the
 * site, run the tests) on its first screen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { PROJECT } from '../../../src/core/project-layout.ts';

const lines = (file: string) =>
  readFileSync(path.join(PROJECT.root, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('file sizes', () => {
  it('keeps every file of src/, templates/, scripts/ and bin/ at 300 lines or fewer', async () => {
    const files = await fg(['src/**/*', 'templates/**/*', 'scripts/**/*', 'bin/**/*'], { cwd: PROJECT.root });
    expect(files.length).toBeGreaterThan(150);
    expect(files.filter((file) => lines(file) > 300).map((file) => `${file}: ${lines(file)} lines`)).toEqual([]);
  });

  it('keeps the README at 250 lines or fewer, with the build and test commands in its first 40 lines', () => {
    expect(lines('README.md')).toBeLessThanOrEqual(250);
    const firstScreen = readFileSync(path.join(PROJECT.root, 'README.md'), 'utf8').split('\n').slice(0, 40).join('\n');
    expect(firstScreen).toContain('npm run build');
    expect(firstScreen).toContain('npm test');
  });
});
