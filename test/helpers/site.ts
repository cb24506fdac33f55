/** Builds the bundled content once per test file and gives parsed access to the output. */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import fg from 'fast-glob';
import { build } from '../../src/commands/build.ts';
import { loadContent, type Content } from '../../src/content/load-content.ts';
import { buildRouteTable, type RouteTable } from '../../src/site/route-table.ts';
import { CONTENT_DIR, tempDir } from './project.ts';

/** A built copy of the bundled site. */
export interface BuiltSite {
  dir: string;
  content: Content;
  table: RouteTable;
  /** HTML files, relative to `dir`. */
  htmlFiles: string[];
  /** The parsed page of a route output file. */
  page(output: string): cheerio.CheerioAPI;
  read(file: string): string;
  remove(): Promise<void>;
}

/** Builds `content/` into a temporary folder. */
export async function buildSite(): Promise<BuiltSite> {
  const dir = await tempDir('eventsite-dist-');
  await build({ contentDir: CONTENT_DIR, outDir: dir, year: 2026 });
  const content = await loadContent({ contentDir: CONTENT_DIR });
  const table = buildRouteTable(content);
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
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
