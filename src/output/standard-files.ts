/**
 * The files browsers, devices and tools look for by convention: `favicon.ico` (16, 32 and 48 px),
 * `apple-touch-icon.png` (180 px, opaque: iOS fills transparency with black), the web app manifest
 * (`site.webmanifest`, W3C Web Application Manifest) with its 192 and 512 px icons, and
 * `/.well-known/security.txt` (RFC 9116). The icons are rendered with sharp from the project's
 * `static/favicon.svg` and cached by its content hash.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import icoEndec from 'ico-endec';
import { loadSharp } from '../core/sharp.ts';
import type { OutputFile } from '../core/output-file.ts';
import { inLocale, type Content } from '../content/types.ts';
import type { ProjectLayout } from '../core/project-layout.ts';
import type { RouteTable } from '../site/route-types.ts';
import { STANDARD_FILES, type ManifestIcon } from '../site/site-paths.ts';

/** The colour behind the icons and of the browser's interface (the header's black). */
const THEME_COLOR = '#0b0b0b';

/** The icon files and what the manifest lists. */
export interface Icons {
  files: OutputFile[];
  manifest: ManifestIcon[];
}

const ICO_SIZES = [16, 32, 48] as const;
const MANIFEST_SIZES = [192, 512] as const;
const APPLE_TOUCH = 180;

/**
 * Renders the icons from `static/favicon.svg`.
 * @throws {Error} from sharp when the SVG cannot be rendered.
 */
export async function buildIcons(layout: ProjectLayout): Promise<Icons> {
  const svg = await readFile(path.join(layout.static, 'favicon.svg'));
  const key = createHash('sha256').update(svg).update(THEME_COLOR).digest('hex').slice(0, 16);
  const png = async (size: number) =>
    (await loadSharp())(svg, { density: Math.ceil((72 * size) / 32) * 2 })
      .resize(size, size)
      .flatten({ background: THEME_COLOR })
      .png({ compressionLevel: 9 })
      .toBuffer();
  const [ico, apple, ...manifest] = await Promise.all([
    Promise.all(ICO_SIZES.map(png)).then((images) => icoEndec.encode(images)),
    png(APPLE_TOUCH),
    ...MANIFEST_SIZES.map(png),
  ]);
  const manifestFiles = MANIFEST_SIZES.map((size, i) => ({
    path: `icons/icon-${size}.${key.slice(0, 10)}.png`,
    contents: manifest[i]!,
  }));
  return {
    files: [
      { path: STANDARD_FILES.ico, contents: ico },
      { path: STANDARD_FILES.appleTouchIcon, contents: apple },
      ...manifestFiles,
    ],
    manifest: manifestFiles.map((f, i) => ({
      src: f.path,
      sizes: `${MANIFEST_SIZES[i]}x${MANIFEST_SIZES[i]}`,
      type: 'image/png',
    })),
  };
}

/** `site.webmanifest`: the site's name, start page, colours and icons, in the default language. */
export function buildManifest(content: Content, icons: readonly ManifestIcon[]): string {
  const language = content.languages[0]!;
  const strings = inLocale(content.strings, language.code);
  return `${JSON.stringify(
    {
      name: content.site.brand,
      short_name: content.site.brand,
      description: strings.home.description,
      lang: language.hreflang,
      // Relative to the manifest, at the site's root: right under any path prefix (W3C Web App Manifest).
      start_url: './',
      scope: './',
      display: 'browser',
      background_color: THEME_COLOR,
      theme_color: THEME_COLOR,
      icons,
    },
    null,
    2,
  )}\n`;
}

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability (the site's e-mail), until when the
 * file holds (a year less a day after the build date, under the RFC's recommended year), which languages, and
 * its own canonical URL.
 * @param today - the build date, yyyy-mm-dd.
 */
export function buildSecurityTxt(content: Content, routes: RouteTable, today: string): string {
  const expires = new Date(`${today}T00:00:00Z`);
  expires.setUTCDate(expires.getUTCDate() + 364);
  return [
    `Contact: mailto:${content.site.email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${content.languages.map((l) => l.hreflang).join(', ')}`,
    `Canonical: ${routes.absolute(`/${STANDARD_FILES.securityTxt}`)}`,
    '',
  ].join('\n');
}
