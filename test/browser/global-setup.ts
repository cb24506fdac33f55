/** Builds the bundled site once and serves it on 127.0.0.1 for the browser tests (`inject('siteUrl')`). */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../src/commands/build/build.ts';
import { startStaticServer } from '../../src/commands/dev/static-server.ts';
import { CONTENT_DIR, tempDir } from '../helpers/project.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await tempDir('eventsite-browser-');
  const dir = path.join(root, 'dist');
  await build({ contentDir: CONTENT_DIR, outDir: dir, year: 2026 });
  const server = await startStaticServer({ dir });
  project.provide('siteUrl', server.url);
  project.provide('siteDir', dir);
  return async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  };
}
