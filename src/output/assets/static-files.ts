/** The files of `static/`, published as they are. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { OutputFile } from '../../core/output-file.ts';
import type { ProjectLayout } from '../../core/project-layout.ts';

/** The files of `static/`, copied as they are. */
export async function readStaticFiles(layout: ProjectLayout): Promise<OutputFile[]> {
  const staticDir = layout.static;
  const names = await fg('**/*', { cwd: staticDir, dot: false, onlyFiles: true });
  return Promise.all(names.map(async (name) => ({ path: name, contents: await readFile(path.join(staticDir, name)) })));
}
