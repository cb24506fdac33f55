/**
 * The templates' type check: `templates/` and what it imports (the view types, the page data of `site/page-data.ts`
 * and the content's copy types they name), checked with the TypeScript compiler's API and the project's
 * `tsconfig.json` options, so a field name the view does not have fails `build`, `check` and `dev` as it fails
 * `npm run typecheck`. Only the files under `templates/` are reported on.
 *
 * A check costs seconds (the program reads some 350 files, React's, `@types/node` and the DOM's types among them), so the
 * verdict "no errors" is kept in the cache folder under the digest of every answer the file system gave the
 * compiler (each file it read, by its bytes; each file or folder it looked for), of TypeScript's version, of the
 * project's place (its parent folder and where its packages really are) and of the files checked: an unchanged
 * template set is not checked again, and a verdict is never taken for other bytes.
 * Errors are never kept: they are found again. The process keeps the parsed files of the last project it checked
 * (some 300 MB), so dev's check after an edit parses only the files that changed; the check itself is whole each time
 * (TypeScript's incremental builder missed errors a changed imported type causes two imports away).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import fg from 'fast-glob';
import type ts from 'typescript';
import { storeOf, type CacheFolder } from '../core/cache-folder.ts';
import { digestOf } from '../core/disk-store.ts';
import type { TemplateError } from '../core/errors.ts';
import type { ProjectLayout } from '../core/project-layout.ts';
import { answersDigest, isQuestionList, placeOf, RecordedFiles, type Question } from './recorded-files.ts';
import { typeError } from './type-errors.ts';

type TypeScript = typeof ts;

/** The cache folder's store of verdicts, and the only verdict kept. */
const STORE = 'template-types';
const PASSED = 'no errors';

/** What the process keeps between checks: the parsed files. */
interface Memory {
  /** The compiler's version and the options the files were parsed with, except the tsconfig's own path. */
  key: string;
  /** Parsed files by name and parse settings, with the text they were parsed from. */
  parsed: Map<string, { text: string; file: ts.SourceFile }>;
}

/**
 * The files of the last check only (dev checks one project again and again). Not tied to one project: copies of a
 * project (the tests') read the compiler's lib files and the packages' types at the same real paths, and share them,
 * as TypeScript's language service shares parsed files between projects with the same settings.
 */
let memory: Memory | undefined;

/** The project's TypeScript: its main file and version, read without loading the compiler. */
function compilerOf(root: string): { load: () => TypeScript; file: string; version: string } {
  // Resolved from the project at run time (never bundled: the compiler finds its lib files beside its own file).
  const fromProject = createRequire(path.join(root, 'package.json'));
  const file = fromProject.resolve('typescript');
  const { version } = fromProject('typescript/package.json') as { version: string };
  return { load: () => fromProject('typescript') as TypeScript, file, version };
}

/** The compiler options of the project's `tsconfig.json` (its files list is not used: the templates are the roots). */
function compilerOptions(typescript: TypeScript, root: string, files: RecordedFiles): { options: ts.CompilerOptions; errors: ts.Diagnostic[] } {
  const configFile = path.join(root, 'tsconfig.json');
  const read = typescript.readConfigFile(configFile, files.readFile);
  if (read.error) return { options: { noEmit: true }, errors: [read.error] };
  const host = { useCaseSensitiveFileNames: typescript.sys.useCaseSensitiveFileNames, readDirectory: () => [], fileExists: files.fileExists, readFile: files.readFile };
  const parsed = typescript.parseJsonConfigFileContent(read.config, host, root, undefined, configFile);
  // 18003: "no inputs were found", as no folder is listed here.
  return { options: { ...parsed.options, noEmit: true }, errors: parsed.errors.filter((e) => e.code !== 18003) };
}

/** A compiler host that answers from `files`, takes a file parsed before from `memory` while its text is the same, and puts each file it gives in `used`. */
function hostOf(typescript: TypeScript, options: ts.CompilerOptions, files: RecordedFiles, memory: Memory, used: Memory['parsed']): ts.CompilerHost {
  const host = typescript.createCompilerHost(options);
  Object.assign(host, { readFile: files.readFile, fileExists: files.fileExists, directoryExists: files.directoryExists, realpath: files.realpath, getDirectories: files.getDirectories });
  host.getSourceFile = (fileName, settings) => {
    const text = files.readFile(fileName);
    if (text === undefined) return undefined;
    const key = `${fileName}\u0000${typeof settings === 'object' ? `${settings.languageVersion}/${settings.impliedNodeFormat}/${settings.jsDocParsingMode}` : settings}`;
    const kept = memory.parsed.get(key);
    const file = kept?.text === text ? kept.file : typescript.createSourceFile(fileName, text, settings);
    used.set(key, { text, file });
    return file;
  };
  return host;
}

/** Whether `file` is inside `dir`. */
const inside = (dir: string, file: string): boolean => !path.relative(dir, file).startsWith('..');

/**
 * One check: the errors of the files under `templates/`, and the file system's answers it was made from. It yields to
 * the event loop between files (a cold check takes seconds, and a terminal's progress line is drawn by a timer).
 */
async function runCheck(
  typescript: TypeScript,
  layout: ProjectLayout,
  roots: string[],
  advance: (done: number, total: number) => void,
): Promise<{ errors: TemplateError[]; questions: Question[]; digest: string }> {
  const files = new RecordedFiles(layout.root);
  const config = compilerOptions(typescript, layout.root, files);
  const { configFilePath: _, ...settings } = config.options;
  const key = JSON.stringify([typescript.version, settings]);
  if (memory?.key !== key) memory = { key, parsed: new Map() };
  const used: Memory['parsed'] = new Map();
  const host = hostOf(typescript, config.options, files, memory, used);
  const program = typescript.createProgram({ rootNames: roots, options: config.options, host });
  memory.parsed = used;
  const templates = program.getSourceFiles().filter((file) => inside(layout.templates, file.fileName));
  const diagnostics = [...config.errors, ...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const [done, file] of templates.entries()) {
    advance(done, templates.length);
    await new Promise((resolve) => setImmediate(resolve));
    diagnostics.push(...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file));
  }
  const checker = program.getTypeChecker();
  return { errors: diagnostics.map((d) => typeError(typescript, checker, d)), questions: files.questions(), digest: files.digest() };
}

/** The keys of the questions' list and of the verdict, from what names the check (compiler, place, roots) and the answers. */
const questionsKey = (cache: CacheFolder, names: string[]): string => digestOf([cache.version, STORE, 'questions', ...names]);
const verdictKey = (cache: CacheFolder, names: string[], answers: string): string => digestOf([cache.version, STORE, 'verdict', ...names, answers]);

/** Whether the cache folder holds "no errors" for exactly the files the last check of these roots read. */
async function passedBefore(cache: CacheFolder, root: string, names: string[]): Promise<boolean> {
  const store = storeOf(cache, STORE);
  const kept = await store.get(questionsKey(cache, names));
  if (!kept) return false;
  let questions: unknown;
  try {
    questions = JSON.parse(kept.toString('utf8'));
  } catch {
    // reported below
  }
  if (!isQuestionList(questions)) {
    cache.damaged.push(`${STORE}/${questionsKey(cache, names).slice(0, 12)}… does not hold what it should`);
    return false;
  }
  return (await store.get(verdictKey(cache, names, answersDigest(root, questions))))?.toString('utf8') === PASSED;
}

/** Options of {@link checkTemplates}. */
export interface CheckTemplatesOptions {
  /** The command's cache folder: a verdict "no errors" is read from it and, unless it is read-only, kept there. */
  cache?: CacheFolder;
  /** Told how many of the templates' files are checked, before each (a stage's progress, see `core/task.ts`). */
  advance?: (done: number, total: number) => void;
}

/** The outcome of {@link checkTemplates}. */
export interface TemplateCheck {
  /** One per diagnostic in a file under `templates/` (file, 1-based line and column) and per problem of `tsconfig.json`. */
  errors: TemplateError[];
  /** True when the verdict was the cache folder's (the files were not checked again). */
  kept: boolean;
}

/**
 * Type-checks the templates of a project (`templates/**\/*.{ts,tsx}` and what they import) with the project's
 * TypeScript and `tsconfig.json` options, unless the cache folder holds "no errors" for exactly these files.
 * @returns the errors found (none when the templates type-check) and whether the verdict was a kept one.
 */
export async function checkTemplates(layout: ProjectLayout, options: CheckTemplatesOptions = {}): Promise<TemplateCheck> {
  const roots = (await fg('**/*.{ts,tsx}', { cwd: layout.templates, absolute: true })).sort();
  const compiler = compilerOf(layout.root);
  // The roots relative, as the recorded paths: a copy of the project at the same place, with the same files, shares
  // the verdict.
  const names = [compiler.file, compiler.version, ...placeOf(layout.root), ...roots.map((file) => path.relative(layout.root, file))];
  const { cache } = options;
  if (cache && (await passedBefore(cache, layout.root, names))) return { errors: [], kept: true };
  const checked = await runCheck(compiler.load(), layout, roots, options.advance ?? (() => {}));
  if (cache && checked.errors.length === 0) {
    const store = storeOf(cache, STORE);
    await store.set(verdictKey(cache, names, checked.digest), PASSED);
    await store.set(questionsKey(cache, names), JSON.stringify(checked.questions));
  }
  return { errors: checked.errors, kept: false };
}
