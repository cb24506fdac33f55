/**
 * Loads the templates: `templates/render.tsx` and what it imports are bundled by esbuild in memory and imported
 * from a `data:` URL, with every npm package they import (React) loaded from the project by its absolute path.
 * Nothing is written: `check` stays read-only, and the code that runs is always the code the templates are now.
 * `build` and `dev` load them the same way, and dev loads them again after a template edit without restarting.
 * The templates are type-checked first (check-templates.ts): a field name the view does not have stops the load.
 * The bundle carries a source map, so an error thrown while rendering names the template's own file, line and column.
 */
import { createHash } from 'node:crypto';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { bundle, bundleError, type Bundle } from '../core/bundle.ts';
import { displayPath } from '../core/display-path.ts';
import { EventsiteError, TemplateError, TemplateTypeErrors } from '../core/errors.ts';
import type { ProjectLayout } from '../core/project-layout.ts';
import { task, type Logger } from '../core/task.ts';
import type { Route } from '../site/route-types.ts';
import type { PageView } from '../site/view-types.ts';
import { checkTemplates, type TemplateCheck } from './check-templates.ts';
import { throwPlaces, type SourcePlace } from './throw-place.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** The templates' entry: the HTML document of a page of `kind` from its view. */
export type RenderPage = (kind: string, view: PageView) => string;

/**
 * The error of a template that threw while rendering a route (docs/decisions.md, "Broken templates never publish"): at
 * the place of the throw in the templates when it is known (else the templates' folder and the page kind), with the
 * route's URL and locale:
 * `templates/pages/HomePage.tsx:42:17 Cannot read properties of undefined (reading 'title') while rendering / (en)`.
 */
function templateError(
  route: Pick<Route, 'url' | 'locale' | 'type'>,
  error: unknown,
  place?: SourcePlace,
): TemplateError {
  const cause = error instanceof Error ? error.message : String(error);
  return new TemplateError(
    catalogue.TemplateThrew({ cause, url: route.url, locale: route.locale }),
    {
      ...(place
        ? { file: displayPath(place.file), line: place.line, column: place.column }
        : { file: `templates/ (${route.type.kind})` }),
      hint: 'fix the template or the content it reads; the output folder was left as it was',
    },
    { cause: error },
  );
}

/** The loaded templates. */
export interface Renderer {
  /**
   * The HTML document of a route from its view.
   * @throws {TemplateError} at the template's file, line and column of the throw, with the route's URL and locale,
   * when a template throws ({@link templateError}).
   */
  render(route: Route, view: PageView): string;
  /** The templates' bundle as a `data:` URL exporting `renderPage`, for a render worker to import. */
  url: string;
  /** The {@link TemplateError} of `route` for `thrown`, what its render threw (rebuilt from a worker's message). */
  failure(route: Route, thrown: Error): TemplateError;
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
      build.onResolve({ filter: /^[^./]/ }, (args) => ({
        path: isBuiltin(args.path) ? args.path : pathToFileURL(require.resolve(args.path)).href,
        external: true,
      }));
    },
  };
}

/** Options of {@link loadRenderer}. */
export interface LoadRendererOptions {
  /** Receives the type check's stage line (`build`); none when absent. */
  log?: Logger;
}

/** A name no file has, for the bundle's stack frames: `//# sourceURL` makes V8 name them so. */
let loads = 0;

/** Bundles the templates with their source map. @throws {TemplateError} at esbuild's first error. */
async function bundleTemplates(layout: ProjectLayout): Promise<Bundle> {
  try {
    const bundled = await bundle({
      entryPoints: [layout.renderer],
      // Never written (the bundle is made in memory): it only places the source map's sources, relative to root.
      outfile: path.join(layout.root, 'eventsite-templates.js'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      sourcemap: 'external',
      sourcesContent: false,
      logLevel: 'silent',
      absWorkingDir: layout.root,
      plugins: [packagesByPath(layout.root)],
    });
    return bundled;
  } catch (error) {
    throw bundleError(error, layout.root, displayPath(layout.templates), 'fix the template');
  }
}

/** The templates' type check, logged as a stage. */
async function typeCheck(layout: ProjectLayout, options: LoadRendererOptions): Promise<TemplateCheck> {
  const summary = ({ errors }: TemplateCheck) =>
    errors.length === 0 ? 'no type errors' : `${errors.length} type error(s)`;
  return task(options.log ?? (() => {}), 'checking templates', () => checkTemplates(layout), summary);
}

/**
 * Type-checks, bundles and imports the templates of a project.
 * @throws {TemplateTypeErrors} listing every type error of the templates, each at its file, line and column.
 * @throws {TemplateError} with file, line and column when a template does not compile or load.
 */
export async function loadRenderer(layout: ProjectLayout, options: LoadRendererOptions = {}): Promise<Renderer> {
  // esbuild works in its own process meanwhile; its build is always awaited (esbuild is stopped at the end of a command).
  const bundling = bundleTemplates(layout).then(
    (bundled) => ({ bundled }),
    (error: unknown) => ({ error }),
  );
  const checked = await typeCheck(layout, options);
  const done = await bundling;
  if (checked.errors.length > 0) throw new TemplateTypeErrors(checked.errors);
  if ('error' in done) throw done.error;
  const { bundled } = done;
  const name = `eventsite-templates-${++loads}.js`;
  const code = `${bundled.text}\n//# sourceURL=${name}\n`;
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  let renderPage: RenderPage;
  try {
    ({ renderPage } = (await import(url)) as { renderPage: RenderPage });
  } catch (error) {
    throw new TemplateError(
      catalogue.TemplateLoad({ said: (error as Error).message }),
      { file: displayPath(layout.templates) },
      { cause: error },
    );
  }
  const placeOf = throwPlaces({ names: [name, url], map: bundled.map, dir: layout.root }, layout.templates);
  return {
    url,
    failure: (route, thrown) => templateError(route, thrown, placeOf(thrown)),
    inputs: new Set(bundled.inputs),
    version: createHash('sha256').update(bundled.text).digest('hex'),
    render(route, view) {
      try {
        return renderPage(route.type.kind, view);
      } catch (error) {
        if (error instanceof EventsiteError) throw error;
        throw templateError(route, error, placeOf(error));
      }
    },
  };
}
