/**
 * The bundled content built once per test run, in vitest's main process, for the global setups of the integration
 * and browser tests (`test/helpers/site-setup.ts`, `test/browser/global-setup.ts`): the first setup to ask builds it,
 * the last to let go removes it. Tests read the folder through `inject('siteDir')` (see `buildSite` in `site.ts`) and
 * never write to it.
 *
 * The build keeps its cache entries in a seed folder of their own, one per version of the tool
 * (`node_modules/.cache/eventsite-test-seed/{version}`, so it holds what a build of the bundled content keeps, and
 * the templates' verdict for copies of the project, and nothing else): a test that needs a cache folder of its own starts it from a copy (`seedCache` in `cache-seed.ts`)
 * instead of making every image, font and social card again, and the entries are copied into the project's cache
 * folder too, which every copy of the project and every CLI run of the tests reads (`node_modules` is linked).
 */
import { cp, mkdir, readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/commands/build/build.ts';
import { PROJECT } from '../../src/core/project-layout.ts';
import { toolVersion } from '../../src/core/tool-version.ts';
import { CONTENT_DIR, tempDir } from './project.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The output folder of the bundled content built once for the run (year 2026); '' when that build failed. */
    siteDir: string;
    /** Why the shared build failed ('' when it did not). */
    siteError: string;
    /** The cache folder that build used (its entries only); '' outside the integration and browser tests. */
    seedCache: string;
    /** The URL the browser tests' static server serves `siteDir` at. */
    siteUrl: string;
    /** The WebSocket endpoint of the Chromium the browser tests share (`chromium.connect`). */
    chromiumEndpoint: string;
  }
}

/** The seed folders, and how long one unused is kept (other runs, of other versions, may be using theirs). */
const SEEDS = path.join(PROJECT.root, 'node_modules/.cache/eventsite-test-seed');
const KEEP_MS = 24 * 3600_000;

/** The build, shared through the main process's global object (each project loads its setup files on its own). */
interface Shared {
  built: Promise<{ root: string; dir: string; seed: string; error: string }>;
  holders: number;
}
const KEY = Symbol.for('eventsite.test.bundled-site');
const shared = globalThis as { [KEY]?: Shared };

/** A hold on the shared build. */
export interface BundledSite {
  /** The output folder ('' when the build failed). */
  dir: string;
  /** The cache folder of the build (see the top of this file). */
  seed: string;
  /** The build's error message ('' when it succeeded). */
  error: string;
  /** Lets go of the build; the last holder removes its output folder. */
  release(): Promise<void>;
}

/** The seed folder of this version of the tool (made, and marked as used now); seed folders unused for a day go. */
async function seedFolder(): Promise<string> {
  const seed = path.join(SEEDS, (await toolVersion(PROJECT.root)).slice(0, 16));
  await mkdir(seed, { recursive: true });
  const now = new Date();
  await utimes(seed, now, now);
  for (const name of await readdir(SEEDS)) {
    const other = path.join(SEEDS, name);
    if (other !== seed && now.getTime() - (await stat(other)).mtimeMs > KEEP_MS)
      await rm(other, { recursive: true, force: true });
  }
  return seed;
}

/** Builds the bundled content (year 2026) once per run, or waits for the build another setup started. */
export async function holdBundledSite(): Promise<BundledSite> {
  let state = shared[KEY];
  if (!state) {
    const built = (async () => {
      const root = await tempDir('eventsite-site-');
      const dir = path.join(root, 'dist');
      const seed = await seedFolder();
      try {
        await build({ contentDir: CONTENT_DIR, outDir: dir, year: 2026, layout: { ...PROJECT, cache: seed } });
        // Entries already there are left as they are.
        await cp(seed, PROJECT.cache, { recursive: true, force: false });
        return { root, dir, seed, error: '' };
      } catch (error) {
        // Not thrown here: a failing global setup stops every test, the unit tests too.
        return { root, dir: '', seed, error: error instanceof Error ? error.message : String(error) };
      }
    })();
    state = { built, holders: 0 };
    shared[KEY] = state;
  }
  state.holders++;
  const { root, dir, seed, error } = await state.built;
  let released = false;
  return {
    dir,
    seed,
    error,
    async release() {
      if (released) return;
      released = true;
      if (--state.holders > 0) return;
      delete shared[KEY];
      await rm(root, { recursive: true, force: true });
    },
  };
}
