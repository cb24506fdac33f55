/**
 * Renders routes to HTML strings. The templates (`templates/render.tsx` and what it imports) are bundled by
 * esbuild into a module file (kept between builds while the templates are unchanged, see `bundle-cache.ts`) and
 * imported: `build` and `dev` load them the same way, and dev loads them
 * again after a template edit without restarting. No file system besides that module: rendering returns
 * strings; writing is its own stage.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleError, cachedBundle } from '../output/assets/bundle.ts';
import { EventsiteError, TemplateError } from '../core/errors.ts';
import type { ProjectLayout } from '../core/project-layout.ts';
import type { Route } from '../site/route-table.ts';
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
  /** The bundled module (ESM, npm packages imported from the project), for threads that render too. */
  code: string;
  /** The templates' entry itself: throws what a template throws (for {@link templateError}). */
  renderPage: RenderPage;
}

let generation = 0;

/**
 * Bundles and imports the templates of a project.
 * @throws {TemplateError} with file, line and column when a template does not compile or load.
 */
export async function loadRenderer(layout: ProjectLayout): Promise<Renderer> {
  let code: string;
  let inputs: Set<string>;
  try {
    const bundle = await cachedBundle(
      {
        entryPoints: [layout.renderer],
        bundle: true,
        format: 'esm',
        platform: 'node',
        jsx: 'automatic',
        logLevel: 'silent',
        // npm packages stay external (one React, resolved from the project); project modules are bundled.
        packages: 'external',
        absWorkingDir: layout.root,
      },
      layout.cache,
    );
    inputs = new Set(bundle.inputs);
    code = bundle.text;
  } catch (error) {
    throw bundleError(error, layout.root, path.relative(process.cwd(), layout.templates), 'fix the template');
  }
  await mkdir(layout.modules, { recursive: true });
  const file = path.join(layout.modules, `render-${process.pid}-${++generation}.mjs`);
  await writeFile(file, code);
  let renderPage: RenderPage;
  try {
    ({ renderPage } = (await import(pathToFileURL(file).href)) as { renderPage: typeof renderPage });
  } catch (error) {
    throw new TemplateError(`a template failed to load: ${(error as Error).message}`, { file: path.relative(process.cwd(), layout.templates), hint: 'fix the template' }, { cause: error });
  } finally {
    await rm(file, { force: true });
  }
  return {
    inputs,
    code,
    renderPage,
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
