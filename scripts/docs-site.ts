/**
 * `npm run docs:site`: makes the tables of docs/site.md that the route table decides (the pages and their
 * addresses, the not-found pages) again from the bundled content, between their markers (`docs/site-routes.ts`).
 * test/unit/scripts/docs-site.test.ts fails while the page differs from what this writes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadContent } from '../src/content/load-content.ts';
import { PROJECT } from '../src/core/project-layout.ts';
import { siteDoc } from './docs/site-routes.ts';

const file = path.join(PROJECT.root, 'docs/site.md');
const content = await loadContent({ contentDir: PROJECT.content });
await writeFile(file, siteDoc(await readFile(file, 'utf8'), content));
console.log(`Wrote the route tables of ${path.relative(process.cwd(), file)}.`);
