/** Builds the bundled content once per test file and gives parsed access to the output. */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { build } from '../../src/commands/build/build.ts';
import { loadContent, type Content } from '../../src/content/load-content.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import type { SiteRouteTable } from '../../src/site/pages/page-type.ts';
import { CONTENT_DIR, tempDir } from './project.ts';

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
  remove(): Promise<void>;
}

/** Builds `content/` into a temporary folder. */
export async function buildSite(): Promise<BuiltSite> {
  const parent = await tempDir('eventsite-dist-');
  const dir = path.join(parent, 'dist');
  await build({ contentDir: CONTENT_DIR, outDir: dir, year: 2026 });
  const content = await loadContent({ contentDir: CONTENT_DIR });
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
    remove: () => rm(parent, { recursive: true, force: true }),
  };
}
