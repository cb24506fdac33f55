// The compiled CLI: src/ bundled into JavaScript by esbuild, one chunk per command's share of the sources, so
// commands start without a TypeScript loader (about a second less per run). It is kept in the cache folder
// (EVENTSITE_CACHE_DIR, or node_modules/.cache/eventsite) under the digest of everything it is made from: the
// sources, this file, package.json, package-lock.json and the project's folder (its packages are imported by their
// paths, and it is the project the CLI serves). Every chunk's SHA-256 is listed beside it and checked
// before the CLI runs: a changed, truncated or missing chunk means a compile afresh, never a run of other code.
// Those checksums catch damage, not forgery (a forger writes them too): a cache folder that someone else can write
// must not hold the compiled CLI (docs/architecture.md, "Caches").
//
// The small pure-JavaScript libraries (markdown, YAML, schemas, globbing) are bundled in: Node loads a few large
// files much faster than hundreds of small modules. Packages with native code, their own data files, React (shared
// with the templates' bundle) and rarely used ones are imported from node_modules by their absolute paths.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = path.join(root, 'src');
const cacheDir = process.env.EVENTSITE_CACHE_DIR ? path.resolve(process.env.EVENTSITE_CACHE_DIR) : path.join(root, 'node_modules/.cache/eventsite');
const folder = path.join(cacheDir, 'cli');

/** Packages imported from node_modules rather than bundled (see the comment at the top). */
const EXTERNAL = /^(?:sharp|esbuild|chokidar|jsdom|dompurify|css-tree|fontkitten|subset-font|@capsizecss\/.+|@expo-google-fonts\/.+|inter-ui|react|react-dom|tsx)(?:\/.*)?$/;

/** esbuild plugin: external packages are imported by absolute URL, so the compiled files may live anywhere. */
const packagesByUrl = {
  name: 'packages-by-url',
  setup(build) {
    build.onResolve({ filter: EXTERNAL }, (args) => ({ path: import.meta.resolve(args.path), external: true }));
  },
};

/**
 * gray-matter loads its own js-yaml (version 3) for its default engines, and that loads esprima: a quarter of a
 * megabyte of code compiled at every start, for engines this project replaces. In the bundle it gets a stand-in.
 */
const grayMatterWithoutJsYaml = {
  name: 'gray-matter-without-js-yaml',
  setup(build) {
    build.onResolve({ filter: /^js-yaml$/ }, (args) => (/[\\/]gray-matter[\\/]/.test(args.importer) ? { path: path.join(root, 'bin/gray-matter-stand-in.cjs') } : undefined));
  },
};

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The digest of everything the compiled CLI is made from. */
async function sourcesDigest() {
  const names = (await readdir(sources, { recursive: true })).filter((f) => f.endsWith('.ts')).sort();
  const files = [...names.map((f) => path.join(sources, f)), fileURLToPath(import.meta.url), path.join(root, 'bin/gray-matter-stand-in.cjs'), path.join(root, 'package.json'), path.join(root, 'package-lock.json')];
  // The project folder is part of it: the compiled CLI imports this project's packages by their paths.
  const hash = createHash('sha256').update(`${root}\0`);
  // Read all at once (one by one, the reads waited on each other: some 60 ms of every start).
  const contents = await Promise.all(files.map((file) => readFile(file).catch(() => '')));
  files.forEach((file, i) => hash.update(`${path.relative(root, file)}\0`).update(contents[i]).update('\0'));
  return hash.digest('hex').slice(0, 32);
}

/** True when every file `checksums.json` lists in `dir` has its SHA-256, and the entry is among them. */
async function intact(dir) {
  try {
    const sums = JSON.parse(await readFile(path.join(dir, 'checksums.json'), 'utf8'));
    if (!sums['cli.js']) return false;
    const sound = await Promise.all(Object.entries(sums).map(async ([name, sum]) => sha256(await readFile(path.join(dir, name))) === sum));
    return sound.every(Boolean);
  } catch {
    return false;
  }
}

/** The compiled CLI could not be written to the cache folder (full, read-only, a file in the way): the caller runs the sources. */
export class CliNotWritten extends Error {
  constructor(cause) {
    super(`the compiled CLI could not be written to ${path.relative(process.cwd(), folder) || folder} (${cause.code ?? cause.message})`, { cause });
    this.name = 'CliNotWritten';
  }
}

/** Runs `write`; a file system error it throws becomes {@link CliNotWritten}. */
async function writing(write) {
  try {
    return await write();
  } catch (error) {
    throw error?.syscall ? new CliNotWritten(error) : error;
  }
}

/**
 * Compiles the CLI into `dir` (through a temporary folder renamed into place).
 * @throws {CliNotWritten} when the cache folder does not take it; what esbuild throws on sources that do not compile.
 */
async function compile(dir) {
  const esbuild = await import('esbuild');
  const temp = `${dir}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const result = await esbuild.build({
      entryPoints: [path.join(sources, 'commands/cli.ts')],
      entryNames: '[name]',
      outdir: temp,
      write: false,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      plugins: [packagesByUrl, grayMatterWithoutJsYaml],
      define: { EVENTSITE_ROOT: JSON.stringify(root) },
      // Bundled CommonJS libraries call require(): ESM has none, so each chunk makes one.
      banner: { js: "import { createRequire as __eventsiteRequire } from 'node:module'; const require = __eventsiteRequire(import.meta.url);" },
      logLevel: 'error',
    });
    await writing(async () => {
      await mkdir(temp, { recursive: true });
      const sums = {};
      for (const file of result.outputFiles) {
        await writeFile(file.path, file.contents);
        sums[path.basename(file.path)] = sha256(file.contents);
      }
      await writeFile(path.join(temp, 'checksums.json'), JSON.stringify(sums));
      await writeFile(path.join(temp, 'compiled-at'), String(Date.now()));
      // A folder of these sources is never deleted while a process may be running it: another process that
      // compiled the same sources first keeps its folder (the rename fails), and only a damaged one is moved aside.
      await rename(temp, dir).catch(async () => {
        if (await intact(dir)) return;
        await rename(dir, `${dir}.${randomBytes(6).toString('hex')}.damaged.tmp`);
        await rename(temp, dir);
      });
    });
  } finally {
    await rm(temp, { recursive: true, force: true });
    await esbuild.stop();
  }
  // Compiles of other sources go once nothing can still import their chunks (an hour on); a folder another
  // process is compiling into (a .tmp folder) goes only when it is that old too.
  // Best effort: an old compile that cannot be removed costs disk space, never this one.
  for (const name of await readdir(folder).catch(() => [])) {
    const other = path.join(folder, name);
    if (other === dir) continue;
    const since = name.endsWith('.tmp') ? (await stat(other).catch(() => undefined))?.mtimeMs ?? Date.now() : Number(await readFile(path.join(other, 'compiled-at')).catch(() => '0'));
    if (Date.now() - since > 3_600_000) await rm(other, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * The compiled CLI's entry module, compiled first when there is none for these sources or it fails its check.
 * @param options.write - false: never compile (`check` writes nothing); then `undefined` when none is ready.
 * @returns the absolute path of its `cli.js`.
 * @throws {CliNotWritten} when the cache folder cannot take it (the caller runs the sources instead).
 */
export async function compiledCli({ write = true } = {}) {
  const dir = path.join(folder, await sourcesDigest());
  if (existsSync(dir) && (await intact(dir))) return path.join(dir, 'cli.js');
  if (!write) return undefined;
  await writing(() => mkdir(folder, { recursive: true }));
  await compile(dir);
  return path.join(dir, 'cli.js');
}
