/**
 * The module a worker thread or a child process runs. The compiled CLI has each such entry beside `cli.js`
 * (`bin/compile.js` compiles them as entries of their own); when the sources run directly (tests, scripts), the
 * entry's source is compiled once per process by esbuild into the project's module cache, where its npm
 * imports resolve.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const compiled = new Map<string, Promise<string>>();

/**
 * The absolute path of entry `source` (relative to `src/`, e.g. `workers/worker.ts`), ready to run.
 * @throws esbuild's error when the source does not compile.
 */
export function entryModule(source: string): Promise<string> {
  const here = import.meta.url;
  const name = path.basename(source, '.ts');
  // Compiled, this module is part of lib/cli.js or one of its chunks, all in lib/.
  const beside = fileURLToPath(new URL(`./${name}.js`, here));
  if (!here.endsWith('.ts') && existsSync(beside)) return Promise.resolve(beside);
  let module = compiled.get(source);
  if (!module) {
    module = (async () => {
      const root = fileURLToPath(new URL('../..', here));
      const outfile = path.join(root, 'node_modules/.cache/eventsite', `${name}-${process.pid}.mjs`);
      const esbuild = await import('esbuild');
      await esbuild.build({ entryPoints: [path.join(root, 'src', source)], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'error' });
      process.once('exit', () => rmSync(outfile, { force: true }));
      return outfile;
    })();
    compiled.set(source, module);
  }
  return module;
}
