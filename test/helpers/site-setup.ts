/**
 * Global setup of the integration tests: the bundled site built once for the run (`buildSite` in `site.ts` reads
 * it) and the seed of a test's own cache folder (`seedCache` in `cache-seed.ts`); see `bundled-site.ts`.
 */
import type { TestProject } from 'vitest/node';
import { holdBundledSite } from './bundled-site.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const site = await holdBundledSite();
  project.provide('siteDir', site.dir);
  project.provide('siteError', site.error);
  project.provide('seedCache', site.seed);
  return () => site.release();
}
