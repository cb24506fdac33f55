/**
 * The layer rules of `npm test` (dependency-cruiser, `.dependency-cruiser.cjs`) hold only while dependency-cruiser can
 * read TypeScript: it parses `.ts` files through the `typescript` package's JavaScript API. When the installed
 * TypeScript is of a version it does not support (TypeScript 7 has no such API), it skips every `.ts` file without a
 * word and the rules pass; when TypeScript cannot be loaded, another parser reads the files but loses the type-only
 * imports. This test checks the reading, not the rules: it fails in both cases.
 */
import fg from 'fast-glob';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { PROJECT } from '../../src/core/project-layout.ts';

describe('the layer check', () => {
  it('reads every TypeScript file of a layer, with its type-only imports', async () => {
    const files = (await fg('src/core/**/*.ts', { cwd: PROJECT.root })).sort();
    expect(files.length).toBeGreaterThan(10);
    const { output } = await cruise(['src/core'], { tsPreCompilationDeps: true, baseDir: PROJECT.root, doNotFollow: { path: 'node_modules' } });
    const modules = (output as ICruiseResult).modules;
    expect(modules.map((m) => m.source).filter((source) => source.startsWith('src/core/')).sort()).toEqual(files);
    // A type-only import (`import type`) is an edge of the graph too.
    const typeOnly = modules.flatMap((m) => m.dependencies).filter((d) => d.dependencyTypes.includes('type-only'));
    expect(typeOnly.length).toBeGreaterThan(0);
  });
});
