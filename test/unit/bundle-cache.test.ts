/**
 * Bundles kept between builds (`src/bundle-cache.ts`): real esbuild, real files in a temporary project. A kept
 * bundle is recognised by marking its record: a bundle esbuild made again would not carry the mark.
 */
import { readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleError, cachedBundle } from '../../src/output/assets/bundle.ts';
import { tempDir } from '../helpers/project.ts';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

let root: string;
let cache: string;
/** Writes a project file, dated a minute ago unless `now` (a file just saved). */
const put = async (file: string, text: string, now = false) => {
  await writeFile(path.join(root, file), text);
  const when = new Date(Date.now() - (now ? 0 : 60_000));
  await utimes(path.join(root, file), when, when);
};
const options = () => ({ entryPoints: [path.join(root, 'entry.ts')] as [string], bundle: true, format: 'esm' as const, logLevel: 'silent' as const, absWorkingDir: root });
const bundle = () => cachedBundle(options(), cache);
/** Marks every kept bundle's text, so that a bundle taken from the cache shows it. */
const markKept = async () => {
  const folder = path.join(cache, 'bundles');
  for (const name of await readdir(folder)) {
    const record = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as { text: string };
    await writeFile(path.join(folder, name), JSON.stringify({ ...record, text: `/* kept */\n${record.text}` }));
  }
};

beforeEach(async () => {
  root = await tempDir('eventsite-bundle-');
  cache = await tempDir('eventsite-bundle-cache-');
  made.push(root, cache);
  await put('tsconfig.json', '{ "compilerOptions": { "strict": true } }\n');
  await put('entry.ts', "import { word } from './word.ts';\nconsole.log(word);\n");
  await put('word.ts', "export const word: string = 'first';\n");
});

describe('cachedBundle', () => {
  it('is taken from the cache while its inputs are unchanged, with the same inputs', async () => {
    const first = await bundle();
    expect(first.text).toContain('"first"');
    expect(first.inputs.sort()).toEqual([path.join(root, 'entry.ts'), path.join(root, 'word.ts')]);
    await markKept();
    const second = await bundle();
    expect(second.text).toMatch(/^\/\* kept \*\//);
    expect(second.inputs.sort()).toEqual(first.inputs.sort());
  });

  it('is made again when an imported file changes, and when the entry imports another one', async () => {
    await bundle();
    await markKept();
    await put('word.ts', "export const word: string = 'second';\n");
    const changed = await bundle();
    expect(changed.text).not.toContain('kept');
    expect(changed.text).toContain('"second"');
    await markKept();
    await put('other.ts', "export const word = 'third';\n");
    await put('entry.ts', "import { word } from './other.ts';\nconsole.log(word);\n");
    const other = await bundle();
    expect(other.text).toContain('"third"');
    expect(other.inputs).toContain(path.join(root, 'other.ts'));
  });

  it('is made again when tsconfig.json changes, or an input is gone', async () => {
    await bundle();
    await markKept();
    await put('tsconfig.json', '{ "compilerOptions": { "strict": false } }\n');
    expect((await bundle()).text).not.toContain('kept');
    await markKept();
    await rm(path.join(root, 'word.ts'));
    // esbuild runs, and says what is missing.
    await expect(bundle()).rejects.toMatchObject({ errors: [expect.objectContaining({ text: expect.stringContaining('word.ts') })] });
  });

  it('keeps one record per entry, and takes a damaged or foreign record for none', async () => {
    await bundle();
    await put('tsconfig.json', '{ "compilerOptions": { "strict": false } }\n');
    await bundle();
    const [record, ...others] = await readdir(path.join(cache, 'bundles'));
    expect(others).toEqual([]);
    for (const damaged of ['{"key": "x", "text": ', '{}', '{"key": 1, "text": "x", "inputs": {}}']) {
      await writeFile(path.join(cache, 'bundles', record!), damaged);
      expect((await bundle()).text).toContain('"first"');
    }
  });

  it('is not kept when an input was saved moments before (its time could hide a change made while esbuild read it)', async () => {
    await put('word.ts', "export const word: string = 'fresh';\n", true);
    expect((await bundle()).text).toContain('"fresh"');
    expect(await readdir(path.join(cache, 'bundles')).catch(() => [])).toEqual([]);
  });
});

describe('bundleError', () => {
  it('names the file esbuild failed on relative to the working folder, with its line and column', async () => {
    await put('word.ts', "export const word: string = 'first';\nexport const broken = ;\n");
    const error = await bundle().then(
      () => undefined,
      (e: unknown) => bundleError(e, root, 'entry.ts', 'fix the template'),
    );
    expect(error?.name).toBe('TemplateError');
    expect(error?.location).toMatchObject({ file: path.relative(process.cwd(), path.join(root, 'word.ts')), line: 2, hint: 'fix the template' });
    expect(error?.location.column).toBeGreaterThan(0);
  });

  it('names the given file when the failure has no place', () => {
    const error = bundleError(new Error('the service stopped'), root, 'templates/styles.css', 'fix the stylesheet');
    expect(error.message).toContain('the service stopped');
    expect(error.location.file).toBe('templates/styles.css');
  });
});
