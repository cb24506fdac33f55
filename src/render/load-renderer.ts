/**
 * Loads the templates: `templates/render.tsx` and what it imports are bundled by esbuild in memory and imported
 * from a `data:` URL, with every npm package they import (React) loaded from the project by its absolute path.
 * Nothing is written: `check` stays read-only, and the code that runs is always the code the templates are now.
 * `build` and `dev` load them the same way, and dev loads them again after a template edit without restarting.
 */
import { createHash } from 'node:crypto';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { bundle, bundleError } from '../core/bundle.ts';
import { EventsiteError, TemplateError } from '../core/errors.ts';
import type { ProjectLayout } from '../core/project-layout.ts';
import type { Route } from '../site/route-types.ts';
import type { PageView } from '../site/view-types.ts';

/** The templates' entry: the HTML document of a page of `kind` from its view. */
export type RenderPage = (kind: string, view: PageView) => string;

/** The error of a template that threw while rendering `url` (decision 18). */
export function templateError(url: string, kind: string, error: unknown): TemplateError {
  const cause = error instanceof Error ? error.message : String(error);
  return new TemplateError(
    `rendering ${url} with the ${kind} template failed: ${cause}`,
    { file: `templates/ (${kind})`, hint: 'fix the template or the content it reads; the output folder was left as it was' },
    { cause: error },
  );
}

/** The loaded templates. */
export interface Renderer {
  /**
   * The HTML document of a route from its view.
   * @throws {TemplateError} naming the route and the template when a template throws (decision 18).
   */
  render(route: Route, view: PageView): string;
  /** Absolute paths of the files the templates were bundled from (an edit to one calls for a new load). */
  inputs: ReadonlySet<string>;
  /** A digest of the bundled templates: pages rendered by other templates are never taken as these. */
  version: string;
}

/** esbuild plugin: npm packages stay outside the bundle, imported by their absolute file URL from the project. */
function packagesByPath(root: string): Plugin {
  const require = createRequire(path.join(root, 'package.json'));
  return {
    name: 'packages-by-path',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => ({ path: isBuiltin(args.path) ? args.path : pathToFileURL(require.resolve(args.path)).href, external: true }));
    },
  };
}

/**
 * Bundles and imports the templates of a project.
 * @throws {TemplateError} with file, line and column when a template does not compile or load.
 */
export async function loadRenderer(layout: ProjectLayout): Promise<Renderer> {
  let code: string;
  let inputs: Set<string>;
  try {
    const bundled = await bundle({
      entryPoints: [layout.renderer],
      bundle: true,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      logLevel: 'silent',
      absWorkingDir: layout.root,
      plugins: [packagesByPath(layout.root)],
    });
    inputs = new Set(bundled.inputs);
    code = bundled.text;
  } catch (error) {
    throw bundleError(error, layout.root, path.relative(process.cwd(), layout.templates), 'fix the template');
  }
  let renderPage: RenderPage;
  try {
    ({ renderPage } = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { renderPage: RenderPage });
  } catch (error) {
    throw new TemplateError(`a template failed to load: ${(error as Error).message}`, { file: path.relative(process.cwd(), layout.templates), hint: 'fix the template' }, { cause: error });
  }
  return {
    inputs,
    version: createHash('sha256').update(code).digest('hex'),
    render(route, view) {
      try {
        return renderPage(route.type.kind, view);
      } catch (error) {
        if (error instanceof EventsiteError) throw error;
        throw templateError(route.url, route.type.kind, error);
      }
    },
  };
}
