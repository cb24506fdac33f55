/** The stylesheets and the client script, each bundled and minified by esbuild. */
import { bundle as bundleEntry, bundleError } from '../../core/bundle.ts';
import type { ComponentSheet, ProjectLayout } from '../../core/project-layout.ts';
import type { AssetOptions, BuiltFile } from './asset-options.ts';
import type { BuiltFonts } from './fonts.ts';
import { outputName } from './output-name.ts';

async function bundle(entry: string, kind: 'css' | 'js', layout: ProjectLayout): Promise<string> {
  try {
    const options = {
      entryPoints: [entry] as [string],
      bundle: true,
      minify: true,
      legalComments: 'none' as const,
      target: kind === 'css' ? ['chrome100', 'firefox100', 'safari15'] : ['es2020'],
      ...(kind === 'js' ? { format: 'iife' as const } : {}),
      logLevel: 'silent' as const,
      absWorkingDir: layout.root,
    };
    return (await bundleEntry(options)).text;
  } catch (error) {
    throw bundleError(error, layout.root, entry, kind === 'css' ? 'fix the stylesheet' : 'fix the client script');
  }
}

async function bundled(
  entry: string,
  name: string,
  { layout, hashed }: AssetOptions,
  prelude = '',
): Promise<BuiltFile> {
  const text = prelude + (await bundle(entry, name.endsWith('.css') ? 'css' : 'js', layout));
  const file = `assets/${outputName(name, text, hashed)}`;
  return { href: `/${file}`, file: { path: file, contents: text } };
}

/** The minified stylesheet, `templates/styles.css`, after the fonts' `@font-face` rules. @throws {TemplateError} on a CSS syntax error. */
export function buildStyles({ layout, hashed }: AssetOptions, fonts: Pick<BuiltFonts, 'css'>): Promise<BuiltFile> {
  return bundled(layout.styles, 'site.css', { layout, hashed }, fonts.css);
}

/**
 * The minified stylesheets of the components that link their own (`ProjectLayout.componentStyles`, published as
 * `assets/{component}.css`): only the pages that show the component wait for its rules before their first paint.
 * @throws {TemplateError} on a CSS syntax error.
 */
export async function buildComponentStyles(options: AssetOptions): Promise<Record<ComponentSheet, BuiltFile>> {
  const [enquiry, service] = await Promise.all(
    (['enquiry', 'service'] as const).map((name) =>
      bundled(options.layout.componentStyles[name], `${name}.css`, options),
    ),
  );
  return { enquiry: enquiry!, service: service! };
}

/** The client bundle, `src/client/main.ts`. @throws {TemplateError} on a script error. */
export function buildScript({ layout, hashed }: AssetOptions): Promise<BuiltFile> {
  return bundled(layout.client, 'site.js', { layout, hashed });
}
