/**
 * esbuild bundles kept between builds: the templates, the stylesheet and the client script. A bundle is kept in
 * the cache folder with the files esbuild read to make it (its metafile's inputs) and a digest of each; while
 * those files have the same contents, the next build takes the bundle without starting esbuild at all (loading
 * its JavaScript API and its service process costs a new process about 30–40 ms, and more on a busy core).
 * Any change to an input, to the options, to esbuild's version or to the project's `tsconfig.json` or
 * `package.json` (esbuild reads both) bundles again. Not covered: a `tsconfig.json` that `extends` another file,
 * and `tsconfig.json` or `package.json` files in folders below the root or above it (this project has none);
 * after changing one of those, remove `bundles/` from the cache folder.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BuildOptions, Message } from 'esbuild';
import { TemplateError } from '../../core/errors.ts';
import { SETTLED_MS, writeCacheFile } from '../../core/file-cache.ts';

/** A bundle and the absolute paths of the files it was made from. */
export interface Bundle {
  text: string;
  inputs: string[];
}

/**
 * What is kept of a bundle: the key it was made under (esbuild's version, the options, the settings files), its
 * text and, for each input (absolute path), the digest of its contents.
 */
interface BundleRecord {
  key: string;
  text: string;
  inputs: [file: string, digest: string][];
}

/** The record in `value`, when it has a record's shape (a damaged or foreign file is no record). */
function asRecord(value: unknown): BundleRecord | undefined {
  const record = value as Partial<BundleRecord> | null;
  const shaped =
    typeof record?.key === 'string' &&
    typeof record.text === 'string' &&
    Array.isArray(record.inputs) &&
    record.inputs.every((input) => Array.isArray(input) && typeof input[0] === 'string' && typeof input[1] === 'string');
  return shaped ? (record as BundleRecord) : undefined;
}

/** Files outside the inputs that shape every bundle of the project (relative to its root). */
const SETTINGS_FILES = ['tsconfig.json', 'package.json'];

/** The digest of a file's contents, or `undefined` when it cannot be read. */
async function digestOf(file: string): Promise<string | undefined> {
  try {
    return createHash('sha1').update(await readFile(file)).digest('base64');
  } catch {
    return undefined;
  }
}

let esbuildVersion: Promise<string> | undefined;

/** esbuild's version, read from its package.json (importing esbuild itself is what the cache saves). */
function version(): Promise<string> {
  esbuildVersion ??= readFile(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8').then((text) => (JSON.parse(text) as { version: string }).version);
  return esbuildVersion;
}

/**
 * The {@link TemplateError} of a bundle that failed: esbuild's first message at its place, the file named relative
 * to the working folder as every error names files (esbuild names it relative to the project's `root`).
 * @param fallbackFile - the file named when esbuild gives no place (or the error is not esbuild's).
 */
export function bundleError(error: unknown, root: string, fallbackFile: string, hint: string): TemplateError {
  const first = (error as { errors?: Message[] }).errors?.[0];
  return new TemplateError(first?.text ?? String(error), {
    file: first?.location ? path.relative(process.cwd(), path.resolve(root, first.location.file)) : fallbackFile,
    line: first?.location?.line,
    column: first?.location?.column,
    hint,
  });
}

/**
 * The bundle of one entry: esbuild's `build` with `options` (one entry point, `write: false`, one output file),
 * or the one kept in `cacheDir` when none of its inputs changed since.
 * @param options.absWorkingDir - the project's root: input paths are relative to it, and its settings files
 *   are part of the key.
 * @param cacheDir - where bundles are kept (`<cacheDir>/bundles/`); without it, esbuild runs every time.
 * @returns the output's text and the absolute paths of its inputs.
 * @throws what esbuild's `build` throws (a failure with `errors`, each with its location).
 */
export async function cachedBundle(options: Omit<BuildOptions, 'plugins'> & { entryPoints: [string]; absWorkingDir: string }, cacheDir: string | undefined): Promise<Bundle> {
  const root = options.absWorkingDir;
  const settingsFiles = SETTINGS_FILES.map((f) => path.join(root, f));
  const settings = await Promise.all(settingsFiles.map(digestOf));
  const key = createHash('sha1')
    .update(JSON.stringify([await version(), options, settings]))
    .digest('base64');
  // One record per entry and project (the latest), so the folder does not grow with every change of settings.
  const file = cacheDir && path.join(cacheDir, 'bundles', `${createHash('sha1').update(`${root}\0${options.entryPoints[0]}`).digest('hex').slice(0, 24)}.json`);
  if (file) {
    const kept = await readFile(file, 'utf8')
      .then((text) => asRecord(JSON.parse(text)))
      .catch(() => undefined);
    if (kept?.key === key) {
      const digests = await Promise.all(kept.inputs.map(([input]) => digestOf(input)));
      if (kept.inputs.every(([, digest], i) => digests[i] === digest)) return { text: kept.text, inputs: kept.inputs.map(([input]) => input) };
    }
  }
  const esbuild = await import('esbuild');
  const started = Date.now();
  const result = await esbuild.build({ ...options, write: false, metafile: true });
  const text = result.outputFiles[0]!.text;
  const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(root, f));
  if (file) {
    // Kept only when no input (nor settings file) changed while esbuild read it, nor so shortly before that its
    // time could hide a change: the digests taken now must be of the contents esbuild bundled.
    const times = await Promise.all([...inputs, ...settingsFiles].map(async (f) => (await stat(f).catch(() => undefined))?.mtimeMs ?? 0));
    const digests = await Promise.all(inputs.map(digestOf));
    const settled = times.every((changed) => changed < started - SETTLED_MS);
    if (settled && digests.every((d) => d !== undefined)) {
      await writeCacheFile(file, JSON.stringify({ key, text, inputs: inputs.map((input, i) => [input, digests[i]!]) } satisfies BundleRecord));
    }
  }
  return { text, inputs };
}
