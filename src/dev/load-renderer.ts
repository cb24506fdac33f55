/**
 * Loads the page renderer so that template edits apply without restarting the process: `src/render.tsx`, the
 * templates and the project modules they use are bundled by esbuild into a new module file and imported
 * afresh. Errors thrown from it are recognised with `isEventsiteError` (the bundle has its own classes).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { RenderFunction } from '../build.ts';
import { TemplateError } from '../errors.ts';

let generation = 0;

/**
 * Bundles and imports the renderer.
 * @param options.projectDir - the project folder (holds `src/render.tsx` and `templates/`).
 * @param options.cacheDir - where the bundled module is written.
 * @returns the render function, and the files it was bundled from (edits to them call for a new load).
 * @throws {TemplateError} with file, line and column when a template does not compile.
 */
export async function loadRenderer(options: { projectDir: string; cacheDir: string }): Promise<{ render: RenderFunction; inputs: Set<string> }> {
  const entry = path.join(options.projectDir, 'src/render.tsx');
  let code: string;
  let inputs: Set<string>;
  try {
    const result = await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      logLevel: 'silent',
      // npm packages stay external (one React); project modules are bundled so the module runs anywhere.
      packages: 'external',
      metafile: true,
    });
    inputs = new Set(Object.keys(result.metafile.inputs).map((f) => path.resolve(f)));
    code = result.outputFiles[0]!.text;
  } catch (error) {
    const first = (error as { errors?: esbuild.Message[] }).errors?.[0];
    throw new TemplateError(first?.text ?? String(error), {
      file: first?.location ? path.relative(process.cwd(), path.resolve(options.projectDir, first.location.file)) : 'templates/',
      line: first?.location?.line,
      column: first?.location?.column,
      hint: 'fix the template; the last good pages stay served',
    });
  }
  await mkdir(options.cacheDir, { recursive: true });
  const file = path.join(options.cacheDir, `render-${process.pid}-${++generation}.mjs`);
  await writeFile(file, code);
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderRoute: RenderFunction };
    return { render: module.renderRoute, inputs };
  } catch (error) {
    throw new TemplateError(`a template failed to load: ${(error as Error).message}`, { file: 'templates/', hint: 'fix the template' }, { cause: error });
  } finally {
    await rm(file, { force: true });
  }
}
