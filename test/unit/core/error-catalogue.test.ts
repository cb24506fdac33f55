/**
 * The error catalogue holds: every error eventsite throws is made from an entry (no free-text message at a throw
 * site), every entry is used, codes are unique, and docs/errors.md is the page generated from it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fg from 'fast-glob';
import type * as TS from '../../../tools/node_modules/typescript/lib/typescript.js';
import { describe, expect, it } from 'vitest';
import { catalogue, CATALOGUE_AREAS } from '../../../src/core/error-catalogue.ts';
import { PROJECT } from '../../../src/core/project-layout.ts';
import { ERROR_DOCS, errorDocs } from '../../../scripts/error-docs.ts';

// The project's own compiler (TypeScript 7) has no JavaScript API; the tools' TypeScript 5 parses as well.
const ts = createRequire(path.join(PROJECT.root, 'tools/package.json'))('typescript') as typeof TS;

/** The server's sources (the browser script throws nothing a user reads) with their syntax trees. */
async function sources(): Promise<{ file: string; text: string; tree: TS.SourceFile }[]> {
  const files = await fg('src/**/*.ts', { cwd: PROJECT.root, ignore: ['src/client/**'] });
  return files.map((file) => {
    const text = readFileSync(path.join(PROJECT.root, file), 'utf8');
    return { file, text, tree: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true) };
  });
}

/** Classes whose first argument is a catalogue message: eventsite's errors, and the image refusals that carry one. */
function cataloguedClasses(trees: readonly TS.SourceFile[]): Set<string> {
  const parents = new Map<string, string>();
  for (const tree of trees)
    ts.forEachChild(tree, function visit(node): void {
      if (ts.isClassDeclaration(node) && node.name) {
        const base = node.heritageClauses?.[0]?.types[0]?.expression;
        if (base && ts.isIdentifier(base)) parents.set(node.name.text, base.text);
      }
      ts.forEachChild(node, visit);
    });
  const isOurs = (name: string | undefined): boolean =>
    name === 'EventsiteError' || (name !== undefined && isOurs(parents.get(name)));
  // `ErrorClass` is a parameter typed as one of eventsite's error classes; `usage` makes commander's from an entry.
  return new Set([...[...parents.keys()].filter(isOurs), 'RasterError', 'UnsafeSvgError', 'ErrorClass']);
}

/** True for an expression that is text written at the throw site (through casts and either branch of a `?:`). */
function isFreeText(node: TS.Expression | undefined): boolean {
  if (node === undefined) return false;
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node))
    return isFreeText(node.expression);
  if (ts.isConditionalExpression(node)) return isFreeText(node.whenTrue) || isFreeText(node.whenFalse);
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node) ||
    ts.isBinaryExpression(node)
  );
}

/** Every `new …Error(…)` (or `…Notice`, `…Errors`) not made from the catalogue, as `file:line  code`. */
function uncatalogued(files: { file: string; tree: TS.SourceFile }[]): string[] {
  const classes = cataloguedClasses(files.map((f) => f.tree));
  const found: string[] = [];
  for (const { file, tree } of files)
    ts.forEachChild(tree, function visit(node): void {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        // `new Error(…)` marks a fault of eventsite itself (an invariant broken), never a user's mistake.
        const userFacing = /.(Error|Notice|Errors)$/.test(name) || name === 'ErrorClass';
        const freeText = isFreeText(node.arguments?.[0]);
        const viaUsage = name === 'InvalidArgumentError' && file === 'src/commands/cli/options.ts' && !freeText;
        if (userFacing && name !== 'ContentErrors' && name !== 'TemplateTypeErrors' && !viaUsage)
          if (freeText || !classes.has(name)) {
            const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
            found.push(`${file}:${line + 1}  ${node.getText().split('\n')[0]}`);
          }
      }
      ts.forEachChild(node, visit);
    });
  return found;
}

describe('the error catalogue', () => {
  it('is where every error thrown at a user comes from: no throw site writes its own message', async () => {
    const files = await sources();
    expect(files.length).toBeGreaterThan(100);
    expect(uncatalogued(files)).toEqual([]);
    // The check itself finds what it must: a free-text message, and a class that is not eventsite's.
    const planted = ts.createSourceFile(
      'src/planted.ts',
      [
        'class InvalidContentError extends EventsiteError {}',
        "throw new InvalidContentError('is wrong');",
        'throw new TypeError(catalogue.NotUtf8().message);',
        'throw new InvalidContentError((ok ? catalogue.NotUtf8() : `is ${x}`) as never);',
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    expect(uncatalogued([{ file: 'src/planted.ts', tree: planted }])).toEqual([
      "src/planted.ts:2  new InvalidContentError('is wrong')",
      'src/planted.ts:3  new TypeError(catalogue.NotUtf8().message)',
      'src/planted.ts:4  new InvalidContentError((ok ? catalogue.NotUtf8() : `is ${x}`) as never)',
    ]);
  });

  it('has no entry that nothing throws', async () => {
    const used = (await sources())
      .filter(({ file }) => !file.startsWith('src/core/error-catalogue'))
      .map(({ text }) => text)
      .join('\n');
    expect(Object.keys(catalogue).filter((name) => !used.includes(`catalogue.${name}(`))).toEqual([]);
  });

  it('gives every entry its own code, in its area’s range', () => {
    const codes = CATALOGUE_AREAS.flatMap(({ entries }, i) =>
      Object.values(entries as Record<string, { code: string }>).map((entry) => {
        expect(entry.code).toMatch(new RegExp(`^ES0${i + 1}\\d\\d$`));
        return entry.code;
      }),
    );
    expect(codes.length).toBe(Object.keys(catalogue).length);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('is what docs/errors.md says (npm run docs:errors writes it)', () => {
    expect(readFileSync(path.join(PROJECT.root, ERROR_DOCS), 'utf8')).toBe(errorDocs());
  });
});
