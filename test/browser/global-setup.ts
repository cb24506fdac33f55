/**
 * For the browser tests: the bundled site built once (shared with the integration tests, `holdBundledSite`) and served
 * on 127.0.0.1 (`inject('siteUrl')`, `inject('siteDir')`), and one headless Chromium for the whole run that every test
 * file connects to (`inject('chromiumEndpoint')`, see `launch` in `browser.ts`): a file opens its own contexts in it.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../src/commands/dev/static-server.ts';
import { holdBundledSite } from '../helpers/bundled-site.ts';
import { testBrowser } from './chromium.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const site = await holdBundledSite();
  if (site.error) {
    await site.release();
    throw new Error(`the browser tests' build of the bundled content failed: ${site.error}`);
  }
  const server = await startStaticServer({ dir: site.dir });
  const { path, args } = testBrowser();
  const browser = await chromium.launchServer({ executablePath: path, args });
  project.provide('siteUrl', server.url);
  project.provide('siteDir', site.dir);
  project.provide('seedCache', site.seed);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
    await site.release();
  };
}
