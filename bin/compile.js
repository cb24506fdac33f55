// Compiles the CLI's TypeScript sources (src/) into JavaScript (lib/) with esbuild, whenever a source is newer
// than the compiled code: one bundle per command's share of the sources. Commands then start without a
// TypeScript loader. The templates are not part of it: `build` and `dev` bundle them.
// The small pure-JavaScript libraries (markdown, YAML, schemas, globbing) are bundled in: Node loads a few
// large files much faster than hundreds of small modules (about 200 ms of every build). Packages with native
// code, their own worker or data files, React (shared with the templates' bundle) and rarely used ones stay
// in node_modules.
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = path.join(root, 'src');
const lib = path.join(root, 'lib');
const entry = path.join(lib, 'cli.js');

/** Packages loaded from node_modules rather than bundled (see the comment at the top). */
const EXTERNAL = [
  'sharp', 'esbuild', 'chokidar', 'jsdom', 'dompurify', 'fontkitten', 'subset-font', '@capsizecss/*',
  '@expo-google-fonts/*', 'inter-ui', 'react', 'react/*', 'react-dom', 'react-dom/*', 'tsx', 'tsx/*',
];

/**
 * gray-matter loads its own js-yaml (version 3) for its default engines, and that loads esprima: a quarter of a
 * megabyte of code compiled at every start, for engines this project replaces (src/content/parse-file.ts splits
 * front matter with gray-matter and refuses every engine but its own YAML one). In the bundle, gray-matter gets a
 * stand-in that refuses to be used. The project's own js-yaml (version 4, src/content/yaml-source.ts) is untouched.
 */
const grayMatterWithoutJsYaml = {
  name: 'gray-matter-without-js-yaml',
  setup(build) {
    build.onResolve({ filter: /^js-yaml$/ }, (args) =>
      /[\\/]gray-matter[\\/]/.test(args.importer) ? { path: 'js-yaml', namespace: 'gray-matter-stand-in' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'gray-matter-stand-in' }, () => ({
      contents: "const refuse = () => { throw new Error('gray-matter engines other than the given ones are not part of the compiled CLI'); };\nmodule.exports = { safeLoad: refuse, safeDump: refuse };\n",
      loader: 'js',
    }));
  },
};

/**
 * The newest modification time (ms) of the sources, of this compiler and of the installed libraries (the lock
 * files: bundled libraries must be compiled in again after `npm ci` installs other versions).
 */
async function newestSource() {
  const files = (await readdir(sources, { recursive: true })).filter((f) => f.endsWith('.ts')).map((f) => path.join(sources, f));
  const installed = [path.join(root, 'package-lock.json'), path.join(root, 'node_modules/.package-lock.json')];
  const times = await Promise.all(
    [...files, fileURLToPath(import.meta.url), path.join(root, 'package.json'), ...installed].map(async (f) => (await stat(f).catch(() => undefined))?.mtimeMs ?? 0),
  );
  return Math.max(...times);
}

/**
 * The compiled CLI's entry module, compiled first if it is missing or older than a source.
 * @returns the absolute path of `lib/cli.js`.
 */
export async function compiledCli() {
  const [built, newest] = await Promise.all([stat(entry).then((s) => s.mtimeMs, () => 0), newestSource()]);
  if (built >= newest) return entry;
  const esbuild = await import('esbuild');
  // Into a folder of its own, then renamed into place: a concurrent run never imports half a compile.
  const temp = `${lib}.${process.pid}.${Date.now().toString(36)}`;
  await esbuild.build({
    // What worker threads and the dev watcher's process run are entries of their own, beside cli.js
    // (src/workers/entry-module.ts finds them there).
    entryPoints: [path.join(sources, 'commands/cli.ts')],
    entryNames: '[name]',
    outdir: temp,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    plugins: [grayMatterWithoutJsYaml],
    // Bundled CommonJS libraries call require(): ESM has none, so each chunk makes one.
    banner: { js: "import { createRequire as __eventsiteRequire } from 'node:module'; const require = __eventsiteRequire(import.meta.url);" },
    logLevel: 'error',
  });
  await mkdir(lib, { recursive: true });
  const fresh = await readdir(temp);
  // Chunks of an earlier compile go once no running command can still import them (an hour on).
  for (const name of await readdir(lib)) {
    if (fresh.includes(name)) continue;
    const file = path.join(lib, name);
    if (Date.now() - (await stat(file)).mtimeMs > 3_600_000) await rm(file, { force: true });
  }
  for (const name of fresh) await rename(path.join(temp, name), path.join(lib, name));
  await rm(temp, { recursive: true, force: true });
  return entry;
}
