/**
 * The templates' type check: the project's own TypeScript compiler (the native `tsc` of TypeScript 7) run as a child
 * process over `templates/tsconfig.json`, which extends the project's options and roots the program in the
 * templates. A field name the view does not have fails `build`, `check` and `dev` as it fails `npm run typecheck`.
 * Only errors in files under `templates/` (and in the configuration) are reported: the rest of the sources are
 * `npm run typecheck`'s to judge.
 *
 * No verdict is kept: the native compiler checks the templates and the some 350 files they read in well under a
 * second, so a check is always made afresh and can never be stale.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { displayPath } from '../core/display-path.ts';
import { TemplateError } from '../core/errors.ts';
import type { ProjectLayout } from '../core/project-layout.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** The outcome of {@link checkTemplates}. */
export interface TemplateCheck {
  /** One per error in a file under `templates/` (file, 1-based line and column) and per problem of a tsconfig file. */
  errors: TemplateError[];
}

/** `file(line,col): error TS1234: message`, as `tsc --pretty false` prints a located error. */
const LOCATED = /^(.+)\((\d+),(\d+)\): error TS(\d+): (.*)$/;
/** `error TS1234: message`, an error with no file (an option or a missing tsconfig). */
const GLOBAL = /^error TS(\d+): (.*)$/;
/** "Property 'x' does not exist on type 'T'" and the same with "Did you mean 'y'?". */
const NO_SUCH_PROPERTY = new Set([2339, 2551]);

/** TypeScript's "Property 'x' does not exist on type 'T'. Did you mean 'y'?" */
const PROPERTY_MESSAGE = /^Property '([^']+)' does not exist on type '(.+?)'\.(?: Did you mean '([^']+)'\?)?$/;

/**
 * A missing field in plain words: "`hero.headng` is no field of `hero`; did you mean `heading`?", reading the object
 * from the source line before the field (TypeScript's message names only its type, often a long literal one).
 */
function plainField(message: string, source: string | undefined, column: number): string {
  const parts = PROPERTY_MESSAGE.exec(message);
  if (!parts) return message;
  const [, field, type = '', suggestion] = parts;
  const owner = /([A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)*)\??\.$/.exec(source?.slice(0, column - 1) ?? '')?.[1];
  const named = /^[A-Z][\w$]*$/.test(type) ? ` (a ${type})` : '';
  const subject = owner
    ? `\`${owner}.${field}\` is no field of \`${owner}\`${named}`
    : `\`${field}\` is no field of ${named ? type : 'the object read'}`;
  return `${subject}${suggestion ? `; did you mean \`${suggestion}\`?` : ''}`;
}

/** The path of the project's `tsc` launcher, resolved from the project (never bundled). */
function compilerOf(root: string): string {
  const fromProject = createRequire(path.join(root, 'package.json'));
  return path.join(path.dirname(fromProject.resolve('typescript/package.json')), 'bin/tsc');
}

/**
 * The errors of one `tsc` output line, as {@link TemplateError}s; none for a line that is no error (a continuation
 * of a message, or an error outside `templates/`).
 * @param line - one line of `tsc --pretty false`'s output, its paths relative to `root`.
 * @param sourceLine - the text of a 1-based line of a file, to name the object a missing field was read from.
 */
function templateErrorOf(
  line: string,
  root: string,
  templates: string,
  sourceLine: (file: string, line: number) => string | undefined = () => undefined,
): TemplateError | undefined {
  const located = LOCATED.exec(line);
  if (located) {
    const [, file = '', row, column, code, message = ''] = located;
    const absolute = path.resolve(root, file);
    const inTemplates = !path.relative(templates, absolute).startsWith('..');
    if (!inTemplates && !absolute.endsWith('tsconfig.json')) return undefined;
    const field = NO_SUCH_PROPERTY.has(Number(code));
    const text = field ? plainField(message, sourceLine(absolute, Number(row)), Number(column)) : message;
    return new TemplateError(catalogue.TemplateTypeError({ said: text }), {
      file: displayPath(absolute),
      line: Number(row),
      column: Number(column),
      hint: field
        ? 'use a field the view has (src/site/page-data.ts and src/site/view-types.ts declare them)'
        : `fix the template (TypeScript's error TS${code}, as \`npm run typecheck\` reports it)`,
    });
  }
  const global = GLOBAL.exec(line);
  if (!global) return undefined;
  return new TemplateError(catalogue.TemplateConfig({ said: global[2] ?? line, tsCode: global[1] ?? '' }), {
    file: displayPath(path.join(templates, 'tsconfig.json')),
  });
}

/**
 * Type-checks the templates of a project (`templates/tsconfig.json`: every file under `templates/` and what it
 * imports) with the project's TypeScript.
 * @returns the errors found; none when the templates type-check.
 * @throws {TemplateError} when the compiler cannot be started (TypeScript missing from the project's packages).
 */
export async function checkTemplates(layout: ProjectLayout): Promise<TemplateCheck> {
  let tsc: string;
  try {
    tsc = compilerOf(layout.root);
  } catch (error) {
    throw new TemplateError(catalogue.TypeScriptMissing(), { file: 'package.json' }, { cause: error });
  }
  const args = [tsc, '--project', path.join(layout.templates, 'tsconfig.json'), '--noEmit', '--pretty', 'false'];
  const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    execFile(process.execPath, args, { cwd: layout.root, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error instanceof Error && typeof error.code !== 'number') reject(error);
      else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
    });
  }).catch((error: unknown) => {
    throw new TemplateError(
      catalogue.TypeScriptFailed({ said: (error as Error).message }),
      { file: displayPath(tsc) },
      { cause: error },
    );
  });
  const sources = new Map<string, string[]>();
  const sourceLine = (file: string, line: number): string | undefined => {
    if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8').split(/\r?\n/));
    return sources.get(file)?.[line - 1];
  };
  const errors: TemplateError[] = [];
  for (const line of run.stdout.split(/\r?\n/)) {
    const error = templateErrorOf(line, layout.root, layout.templates, sourceLine);
    if (error) errors.push(error);
  }
  // A failed run must never pass as a clean check: tsc exits non-zero only with errors, and some may lie outside
  // templates/ (then `npm run typecheck` names them).
  if (run.code !== 0 && errors.length === 0) {
    const said = `${run.stderr}${run.stdout}`.trim().split(/\r?\n/).slice(0, 5).join('; ');
    throw new TemplateError(catalogue.TypeCheckOutside({ said }), { file: displayPath(layout.templates) });
  }
  return { errors };
}
