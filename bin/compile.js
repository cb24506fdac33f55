#!/usr/bin/env node
// Compiles the CLI: src/ bundled into JavaScript by esbuild into lib/, one chunk per command's share of the sources,
// so commands start without a TypeScript loader (about a second less per run). Run at install by the `prepare`
// script (`npm ci`, `npm install`; esbuild is a dependency, so `npm ci --omit=dev` compiles too), or by hand with
// `npm run prepare` after editing src/. The digest of the sources (bin/sources-digest.js) is written last, so a
// compile cut short leaves no record and is never run. Code runs only from the project's own folder: nothing is
// compiled into, or run from, the cache folder, whose entries anyone who can write it can forge.
//
// The small pure-JavaScript libraries (markdown, YAML, schemas, globbing) are bundled in: Node loads a few large
// files much faster than hundreds of small modules. Packages with native code, their own data files, React (shared
// with the templates' bundle) and rarely used ones are imported from node_modules.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import esbuild from 'esbuild';
import { COMPILED, DIGEST_FILE, ROOT, sourcesDigest } from './sources-digest.js';

/** Packages imported from node_modules rather than bundled (see the comment at the top). */
const EXTERNAL =
  /^(?:sharp|esbuild|chokidar|jsdom|dompurify|css-tree|fontkitten|subset-font|@capsizecss\/.+|@expo-google-fonts\/.+|inter-ui|react|react-dom|tsx)(?:\/.*)?$/;

/** esbuild plugin: the external packages stay imports, which Node resolves from lib/ in the project's node_modules. */
const packagesFromNodeModules = {
  name: 'packages-from-node-modules',
  setup(build) {
    build.onResolve({ filter: EXTERNAL }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * gray-matter loads its own js-yaml (version 3) for its default engines, and that loads esprima: a quarter of a
 * megabyte of code compiled at every start, for engines this project replaces. In the bundle it gets a stand-in.
 */
const grayMatterWithoutJsYaml = {
  name: 'gray-matter-without-js-yaml',
  setup(build) {
    build.onResolve({ filter: /^js-yaml$/ }, (args) =>
      /[\\/]gray-matter[\\/]/.test(args.importer)
        ? { path: path.join(ROOT, 'bin/gray-matter-stand-in.cjs') }
        : undefined,
    );
  },
};

// The digest of the sources as they are before compiling: an edit made while esbuild runs makes the record stale.
const digest = await sourcesDigest();
const temp = `${COMPILED}.${process.pid}.tmp`;
await rm(temp, { recursive: true, force: true });
try {
  await esbuild.build({
    entryPoints: [path.join(ROOT, 'src/commands/cli.ts')],
    entryNames: '[name]',
    outdir: temp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [packagesFromNodeModules, grayMatterWithoutJsYaml],
    // Bundled CommonJS libraries call require(): ESM has none, so each chunk makes one.
    banner: {
      js: "import { createRequire as __eventsiteRequire } from 'node:module'; const require = __eventsiteRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  await writeFile(path.join(temp, path.basename(DIGEST_FILE)), digest);
  // Replaced whole. A command still running the old compile could miss a chunk it has not loaded yet: compile while
  // no command runs (as at install).
  await rm(COMPILED, { recursive: true, force: true });
  await mkdir(path.dirname(COMPILED), { recursive: true });
  await rename(temp, COMPILED);
} finally {
  await rm(temp, { recursive: true, force: true });
}
