/**
 * The bundled content built once for the whole run (the integration tests' global setup, `site-setup.ts`), with
 * parsed access to the output; a test file outside that project builds its own copy.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { build } from '../../src/commands/build/build.ts';
import type { Content } from '../../src/content/load-content.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import type { SiteRouteTable } from '../../src/site/pages/page-type.ts';
import { inject } from 'vitest';
import { CONTENT_DIR, tempDir } from './project.ts';
import { loadCached } from './load.ts';

/** A built copy of the bundled site. */
export interface BuiltSite {
  dir: string;
  content: Content;
  table: SiteRouteTable;
  /** HTML files, relative to `dir`. */
  htmlFiles: string[];
  /** The parsed page of a route output file. */
  page(output: string): cheerio.CheerioAPI;
  read(file: string): string;
  /** Removes a folder this file built (the shared one stays until the run ends). */
  remove(): Promise<void>;
}

/** The folder of the run's shared build, `undefined` outside the integration project. */
function sharedBuild(): string | undefined {
  const error = inject('siteError');
  if (error) throw new Error(`the shared build of the bundled content (test/helpers/site-setup.ts) failed: ${error}`);
  return inject('siteDir') || undefined;
}

/** `content/` built (year 2026): the run's shared build, else a build into a temporary folder. Read it, never write to it. */
export async function buildSite(): Promise<BuiltSite> {
  const shared = sharedBuild();
  const parent = shared ? undefined : await tempDir('eventsite-dist-');
  const dir = shared ?? path.join(parent!, 'dist');
  if (!shared) await build({ contentDir: CONTENT_DIR, outDir: dir, year: 2026 });
  const content = await loadCached({ contentDir: CONTENT_DIR });
  const table = buildSiteRoutes(content);
  const htmlFiles = (await fg('**/*.html', { cwd: dir })).sort();
  const cache = new Map<string, cheerio.CheerioAPI>();
  return {
    dir,
    content,
    table,
    htmlFiles,
    page(output) {
      let $ = cache.get(output);
      if (!$) {
        $ = cheerio.load(readFileSync(path.join(dir, output), 'utf8'));
        cache.set(output, $);
      }
      return $;
    },
    read: (file) => readFileSync(path.join(dir, file), 'utf8'),
    remove: async () => {
      if (parent) await rm(parent, { recursive: true, force: true });
    },
  };
}
