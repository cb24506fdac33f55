/** A test's own cache folder, started from the entries the run's build of the bundled content kept. */
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * Copies into the cache folder `dir` the stores (`content`, `fonts`, `social`, `svg`, …) that the run's build of the
 * bundled content filled (`bundled-site.ts`), but those named in `without`: a build of the bundled content there then
 * makes only what that build did not (a photo a test adds). Outside the integration and browser tests
 * there is no seed, and `dir` stays as it is.
 * @param options.without - stores to leave out (e.g. `['content']` for a test of the content cache).
 */
export async function seedCache(dir: string, options: { without?: readonly string[] } = {}): Promise<void> {
  const seed = inject('seedCache');
  if (!seed) return;
  for (const store of await readdir(seed)) {
    if (!options.without?.includes(store)) await cp(path.join(seed, store), path.join(dir, store), { recursive: true });
  }
}
