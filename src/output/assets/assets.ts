/**
 * Builds the files pages refer to: the minified stylesheet and client script (esbuild), the images of
 * `content/images/`, the social cards, the icons, the fonts and the files of `static/`. Production names carry
 * content hashes; dev names do not (the dev server sends no-cache headers instead).
 */
import type { Content } from '../../content/types.ts';
import { fingerprint } from '../../core/fingerprint.ts';
import { MissingImageError } from '../../core/errors.ts';
import type { OutputFile } from '../../core/output-file.ts';
import { STANDARD_FILES } from '../../site/site-paths.ts';
import type { ImageView } from '../../site/view-types.ts';
import type { PageAssets } from '../../view/page-assets.ts';
import { buildIcons, type Icons } from '../standard-files.ts';
import type { AssetOptions, BuiltFile } from './asset-options.ts';
import { buildComponentStyles, buildScript, buildStyles } from './bundles.ts';
import type { ComponentSheet } from '../../core/project-layout.ts';
import { buildFonts, type BuiltFonts } from './fonts.ts';
import { buildImages, type BuiltImages } from './images.ts';
import { hashOf } from './output-name.ts';
import { buildSocialImages, type BuiltSocialImages } from './social-images.ts';
import { readStaticFiles } from './static-files.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** The parts of a site's assets, each rebuildable on its own. */
export interface AssetParts {
  styles: BuiltFile;
  /** The stylesheets the enquiry form and the service page link themselves. */
  componentStyles: Record<ComponentSheet, BuiltFile>;
  script: BuiltFile;
  /** The published images; `css` holds the placeholder rules of raster images, appended to the stylesheet. */
  images: BuiltImages;
  social: BuiltSocialImages;
  staticFiles: OutputFile[];
  /** `favicon.ico`, `apple-touch-icon.png` and the manifest's icons, rendered from `static/favicon.svg`. */
  icons: Icons;
  /** The web fonts, their licences and `@font-face` rules (in the stylesheet). */
  fonts: BuiltFonts;
}

/** The assets of a build: what templates read, and every file. */
export interface BuiltAssets extends PageAssets {
  files: OutputFile[];
  /**
   * A fingerprint of everything views take from these assets (URLs, image views): equal for two builds whose
   * views show the same assets.
   */
  viewKey: string;
}

/**
 * The stylesheet with the placeholder rules of the raster images appended (the strict CSP allows no `style`
 * attribute, so a placeholder is a class); renamed after its new content when its name is hashed.
 */
function withImageRules(styles: BuiltFile, rules: string): BuiltFile {
  if (!rules) return styles;
  const text = `${String(styles.file.contents)}${rules}`;
  const file = styles.file.path.replace(/\.[0-9a-f]{10}\.css$/, `.${hashOf(text)}.css`);
  return { href: `/${file}`, file: { path: file, contents: text } };
}

/** Combines built parts into what templates read plus the list of files. */
export function combineAssets(parts: AssetParts, content: Content): BuiltAssets {
  const styles = withImageRules(parts.styles, parts.images.css);
  const urls = {
    css: styles.href,
    componentCss: { enquiry: parts.componentStyles.enquiry.href, service: parts.componentStyles.service.href },
    js: parts.script.href,
    favicon: '/favicon.svg',
    icon: `/${STANDARD_FILES.ico}`,
    appleTouchIcon: `/${STANDARD_FILES.appleTouchIcon}`,
    manifest: `/${STANDARD_FILES.manifest}`,
    manifestIcons: parts.icons.manifest,
    fonts: parts.fonts.preload,
  };
  // By path: the maps are filled in the order images finish processing.
  const sorted = (views: Map<string, ImageView>) => [...views].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    ...urls,
    viewKey: fingerprint([urls, sorted(parts.images.byPath), sorted(parts.social.byPath)]),
    files: [
      styles.file,
      parts.componentStyles.enquiry.file,
      parts.componentStyles.service.file,
      parts.script.file,
      ...parts.fonts.files,
      ...parts.images.files,
      ...parts.social.files,
      ...parts.staticFiles,
      ...parts.icons.files,
    ],
    image(ref) {
      const found = parts.images.byPath.get(ref);
      if (!found)
        throw new MissingImageError(catalogue.ImageNotFound({ ref }), {
          file: `content/images/${ref}`,
          hint: 'add the file or correct the reference',
        });
      return found;
    },
    socialImage(ref) {
      const fallback = content.site.images.socialDefault;
      return parts.social.byPath.get(ref ?? fallback) ?? parts.social.byPath.get(fallback)!;
    },
  };
}

/** Builds every asset part. */
export async function buildAssetParts(content: Content, options: AssetOptions): Promise<AssetParts> {
  const [[fonts, styles], componentStyles, script, images, social, staticFiles, icons] = await Promise.all([
    buildFonts(content.characters, { cache: options.cache, hashed: options.hashed }).then(
      async (fonts) => [fonts, await buildStyles(options, fonts)] as const,
    ),
    buildComponentStyles(options),
    buildScript(options),
    buildImages(content, options),
    buildSocialImages(content, options.cache),
    readStaticFiles(options.layout),
    buildIcons(options.layout),
  ]);
  return { styles, componentStyles, script, images, social, staticFiles, icons, fonts };
}
