/**
 * Where the project's parts are (content, templates, styles, client script, static files, sources, cache): one
 * description for the asset builders, the dev watcher, the renderer loader and the tests. Paths are absolute.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders and entry files of a project. */
export interface ProjectLayout {
  /** The project folder. */
  root: string;
  /** The bundled content (the CLI's default content folder is `content` of the working directory). */
  content: string;
  /** React templates; `render.tsx` is their entry. */
  templates: string;
  /** The templates' entry module. */
  renderer: string;
  /** The stylesheet every page links. */
  styles: string;
  /** The stylesheets a component links itself, so that only the pages showing it wait for them. */
  componentStyles: Readonly<Record<ComponentSheet, string>>;
  /** The client script's entry. */
  client: string;
  /** Files copied to the output as they are. */
  static: string;
  /** The generator's own sources (a change needs a restart of `dev`). */
  sources: string;
  /** Processed images and prepared content kept between runs (`EVENTSITE_CACHE_DIR` when set). */
  cache: string;
  /** Where bundled templates are written to be imported: inside the project, so their npm imports resolve. */
  modules: string;
}

/** The components with a stylesheet of their own: the enquiry form, the service page's offerings, steps and prices. */
export type ComponentSheet = 'enquiry' | 'service';

/** The layout of a project folder. */
export function projectLayout(root: string): ProjectLayout {
  return {
    root,
    content: path.join(root, 'content'),
    templates: path.join(root, 'templates'),
    renderer: path.join(root, 'templates/render.tsx'),
    styles: path.join(root, 'templates/styles.css'),
    componentStyles: {
      enquiry: path.join(root, 'templates/styles/enquiry.css'),
      service: path.join(root, 'templates/styles/service.css'),
    },
    client: path.join(root, 'src/client/main.ts'),
    static: path.join(root, 'static'),
    sources: path.join(root, 'src'),
    // EVENTSITE_CACHE_DIR moves it (a CI cache, or an empty folder for a build with no caches at all).
    modules: path.join(root, 'node_modules/.cache/eventsite'),
    cache: process.env.EVENTSITE_CACHE_DIR
      ? path.resolve(process.env.EVENTSITE_CACHE_DIR)
      : path.join(root, 'node_modules/.cache/eventsite'),
  };
}

/**
 * The folder of the tool's own package: the nearest folder above `from` holding a `package.json` and `src/`
 * (this module runs from `src/core/` as a source, or from `lib/` compiled).
 */
function packageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'src'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json with a src/ folder above ${from}`);
  }
}

/** This project's layout. */
export const PROJECT = projectLayout(packageRoot(path.dirname(fileURLToPath(import.meta.url))));
