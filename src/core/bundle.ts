/**
 * One esbuild bundle made in memory (the templates, the stylesheet, the client script), and its failure as a
 * message with file, line and column. Bundles are made afresh at every build: code is never taken from a cache.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import type { BuildOptions, Message } from 'esbuild';
import { TemplateError } from './errors.ts';
import { catalogue } from './error-catalogue.ts';

/** Whether esbuild's service process was started by this process. */
let started = false;

/**
 * Stops esbuild's service process, if one was started, and waits until it has ended (up to two seconds): a
 * command leaves no process behind, not even one that ends after it (which nobody would then wait for).
 */
export async function stopBundler(): Promise<void> {
  if (!started) return;
  started = false;
  await (await import('esbuild')).stop();
  for (const until = Date.now() + 2000; Date.now() < until && childrenNamed('esbuild') > 0;) await setTimeout(10);
}

/** How many child processes of this one have the command name `name` (Linux's /proc; 0 elsewhere). */
function childrenNamed(name: string): number {
  try {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return children.filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    }).length;
  } catch {
    return 0;
  }
}

/** A bundle and the absolute paths of the files it was made from. */
export interface Bundle {
  text: string;
  /** Its source map (JSON text), when `sourcemap: 'external'` asked for one. */
  map?: string;
  inputs: string[];
}

/**
 * The {@link TemplateError} of a bundle that failed: esbuild's first message at its place, the file named relative
 * to the working folder as every error names files (esbuild names it relative to the project's `root`).
 * @param fallbackFile - the file named when esbuild gives no place (or the error is not esbuild's).
 */
export function bundleError(error: unknown, root: string, fallbackFile: string, hint: string): TemplateError {
  const first = (error as { errors?: Message[] }).errors?.[0];
  return new TemplateError(catalogue.BundleFailed({ said: first?.text ?? String(error) }), {
    file: first?.location ? path.relative(process.cwd(), path.resolve(root, first.location.file)) : fallbackFile,
    line: first?.location?.line,
    column: first?.location?.column,
    hint,
  });
}

/**
 * Bundles one entry with esbuild (`write: false`, one output file, and its source map beside it with
 * `sourcemap: 'external'` and an `outfile`, which is never written: the map's sources are relative to its folder).
 * @param options.absWorkingDir - the project's root: input paths are relative to it.
 * @returns the output's text, its source map if asked for, and the absolute paths of its inputs.
 * @throws what esbuild's `build` throws (a failure with `errors`, each with its location).
 */
export async function bundle(
  options: BuildOptions & { entryPoints: [string]; absWorkingDir: string },
): Promise<Bundle> {
  const esbuild = await import('esbuild');
  started = true;
  const result = await esbuild.build({ ...options, write: false, metafile: true });
  const map = result.outputFiles.find((file) => file.path.endsWith('.map'));
  const text = result.outputFiles.find((file) => file !== map)!.text;
  return {
    text,
    ...(map && { map: map.text }),
    inputs: Object.keys(result.metafile.inputs).map((f) => path.resolve(options.absWorkingDir, f)),
  };
}
