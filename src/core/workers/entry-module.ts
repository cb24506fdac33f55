/**
 * The module a worker thread or a child process runs. The compiled CLI has each such entry beside `cli.js`
 * (`bin/compile.js` compiles them as entries of their own); when the sources run directly (tests, scripts), the
 * entry's source is compiled once per process by esbuild into the project's module cache, where its npm
 * imports resolve, as a file named by its content.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
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
      const root = fileURLToPath(new URL('../../..', here));
      const folder = path.join(root, 'node_modules/.cache/eventsite');
      const esbuild = await import('esbuild');
      const result = await esbuild.build({ entryPoints: [path.join(root, 'src', source)], write: false, bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'error' });
      const code = result.outputFiles[0]!.contents;
      // Named by its content: processes running the same sources share it, and none leaves one behind per run.
      const outfile = path.join(folder, `${name}-${createHash('sha1').update(code).digest('hex').slice(0, 16)}.mjs`);
      if (!existsSync(outfile)) {
        await mkdir(folder, { recursive: true });
        const temp = `${outfile}.${process.pid}.tmp`;
        await writeFile(temp, code);
        await rename(temp, outfile);
      } else {
        // Its time is that of its last use: the clean-up below spares what a running process may import again.
        const now = new Date();
        await utimes(outfile, now, now).catch(() => undefined);
      }
      // Those of older sources (and temporary files of killed runs) go once unused for an hour.
      for (const entry of await readdir(folder)) {
        if (!entry.startsWith(`${name}-`) || !/\.mjs(?:\.\d+\.tmp)?$/.test(entry) || path.join(folder, entry) === outfile) continue;
        const file = path.join(folder, entry);
        if (Date.now() - ((await stat(file).catch(() => undefined))?.mtimeMs ?? Date.now()) > 3_600_000) await rm(file, { force: true });
      }
      return outfile;
    })();
    compiled.set(source, module);
  }
  return module;
}
