/**
 * The layer rules of `npm test` (dependency-cruiser, `.dependency-cruiser.cjs`) hold only while dependency-cruiser can
 * read TypeScript: it parses `.ts` files through the TypeScript 5 JavaScript API, which the project's own compiler
 * (TypeScript 7, a native binary) does not have, so it keeps TypeScript 5 in `tools/`. Were it to find no usable
 * TypeScript, it would skip every `.ts` file without a word and the rules would pass; were another parser to read
 * them, the type-only imports would be lost. This test checks the reading, not the rules: it fails in both cases.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { PROJECT } from '../../../src/core/project-layout.ts';

interface Cruised {
  modules: { source: string; dependencies: { dependencyTypes: string[] }[] }[];
}

describe('the layer check', () => {
  it('reads every TypeScript file of a layer, with its type-only imports', async () => {
    const files = (await fg('src/core/**/*.ts', { cwd: PROJECT.root })).sort();
    expect(files.length).toBeGreaterThan(10);
    const depcruise = path.join(PROJECT.root, 'tools/node_modules/.bin/depcruise');
    const args = [
      'src/core',
      '--no-config',
      '--ts-pre-compilation-deps',
      '--do-not-follow',
      'node_modules',
      '--output-type',
      'json',
    ];
    const { stdout } = await promisify(execFile)(depcruise, args, { cwd: PROJECT.root, maxBuffer: 64 * 1024 * 1024 });
    const { modules } = JSON.parse(stdout) as Cruised;
    expect(
      modules
        .map((m) => m.source)
        .filter((source) => source.startsWith('src/core/'))
        .sort(),
    ).toEqual(files);
    // A type-only import (`import type`) is an edge of the graph too.
    const typeOnly = modules.flatMap((m) => m.dependencies).filter((d) => d.dependencyTypes.includes('type-only'));
    expect(typeOnly.length).toBeGreaterThan(0);
  });
});
