/** Which part of the project a file `eventsite dev`'s watcher reports belongs to, which decides what is rebuilt. */
import path from 'node:path';
import type { ProjectLayout } from '../../core/project-layout.ts';

/** Which part of the project a changed file belongs to; `source` is a generator module the process runs. */
export type ChangeKind = 'content' | 'images' | 'styles' | 'script' | 'templates' | 'static' | 'source' | 'other';

/**
 * Classifies a changed file by the project part it belongs to.
 * @param file - its path, absolute or relative to the working folder.
 * @param templateInputs - the absolute paths the templates' bundle read (a module they import from elsewhere).
 */
export function classifyChange(
  file: string,
  { contentDir, layout }: { contentDir: string; layout: ProjectLayout },
  templateInputs?: ReadonlySet<string>,
): ChangeKind {
  const abs = path.resolve(file);
  const inside = (dir: string) => abs === dir || abs.startsWith(dir + path.sep);
  const content = path.resolve(contentDir);
  if (inside(path.join(content, 'images'))) return 'images';
  if (inside(content)) return 'content';
  // The stylesheet and the parts it imports (templates/styles/*.css).
  if (abs === layout.styles || (inside(layout.templates) && abs.endsWith('.css'))) return 'styles';
  if (inside(layout.templates) || templateInputs?.has(abs)) return 'templates';
  if (inside(path.dirname(layout.client))) return 'script';
  if (inside(layout.static)) return 'static';
  if (inside(layout.sources)) return 'source';
  return 'other';
}
