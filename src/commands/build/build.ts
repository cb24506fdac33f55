/**
 * `eventsite build`: the pipeline's stages in order, each timed and logged, and nothing else. Check the output
 * folder → load content → route table → check links → assets → render and write pages → site files → publish →
 * prune the store of compressed files. The new site is written beside the output folder and replaces it by renames
 * only once it is complete.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PlaceholderMode } from '../../content/placeholders.ts';
import { enquiryNotice } from '../../content/schemas/enquiry.ts';
import type { Content } from '../../content/types.ts';
import { displayPath } from '../../core/display-path.ts';
import { ContentErrors } from '../../core/errors.ts';
import { damagedReport, openCacheFolder, type CacheFolder } from '../../core/cache-folder.ts';
import { PROJECT, type ProjectLayout } from '../../core/project-layout.ts';
import { note, task, type Logger } from '../../core/task.ts';
import { buildAssetParts, combineAssets, type BuiltAssets } from '../../output/assets/assets.ts';
import { staticFileCollisions } from '../../output/assets/static-collisions.ts';
import { checkStaticFolder } from '../../output/assets/static-files.ts';
import type { Host } from '../../output/hosts/host-config.ts';
import { hostFiles, hostProfile, pathPrefixError } from '../../output/hosts/host-profiles.ts';
import { hostRules } from '../../output/hosts/host-rules.ts';
import { removeLegacyStore } from '../../output/legacy-store.ts';
import { checkOutputFolder } from '../../output/output-guard.ts';
import { openOutput } from '../../output/output-writer.ts';
import { siteFiles } from '../../output/site-files.ts';
import { prunePrecompressedStore } from '../../output/precompressed-store.ts';
import { writeFiles } from '../../output/write-files.ts';
import { writeSitePages } from '../../output/write-pages.ts';
import { loadRenderer } from '../../render/load-renderer.ts';
import { loadSite } from './load-site.ts';

/** Options of {@link build}. */
export interface BuildOptions {
  /** Content folder (the CLI's default is `content`). */
  contentDir: string;
  /** Output folder (the CLI's default is `dist`). */
  outDir: string;
  /** Overrides the site's base URL. */
  baseUrl?: string;
  /** Receives one line per stage and the summary. */
  log?: Logger;
  /** Year of the copyright line (default: the current year). */
  year?: number;
  /** The project whose templates, styles and static files are used (default: this one). */
  layout?: ProjectLayout;
  /** Move an existing output folder that eventsite did not write aside instead of refusing it (CLI `--force`). */
  force?: boolean;
  /** Publish draft posts, marked as drafts (CLI `--drafts`; docs/decisions.md, "Drafts"). */
  drafts?: boolean;
  /** Write `.br` and `.gz` beside every text file over 1 KiB (default true; CLI `--no-precompress`). */
  precompress?: boolean;
  /**
   * Use the persistent content cache and the kept compressed files, and take unchanged files from the output folder
   * (default true; CLI `--no-cache`: every page is made and compressed again, image and font work stays cached).
   */
  contentCache?: boolean;
  /** What placeholder text on a published page is: an error (default) or allowed (CLI `--allow-placeholders`). */
  placeholders?: PlaceholderMode;
  /** The host the folder is for (CLI `--host`; default `site.yaml` `host`, else any host): see `host-profiles.ts`. */
  host?: Host;
}

/** What a build produced. */
export interface BuildResult {
  /** HTML pages in the output folder (aliases' redirect pages not counted). */
  pages: number;
  /** Alias URLs, each a redirect page. */
  redirects: number;
  /** Pages taken unchanged from the build before. */
  reused: number;
  /** Draft posts: left out, or shown with `drafts`. */
  drafts: number;
  /** Files in the output folder. */
  files: number;
  /** Wall time in milliseconds. */
  ms: number;
}

/** The production assets of the content (hashed names). */
export async function buildSiteAssets(content: Content, layout: ProjectLayout = PROJECT, cache?: CacheFolder): Promise<BuiltAssets> {
  return combineAssets(await buildAssetParts(content, { layout, hashed: true, cache }), content);
}

/** Prints the damaged cache entries found since the last call, in one line; nothing when there were none. */
function reportDamaged(log: Logger, cache: CacheFolder | undefined): void {
  const damaged = damagedReport(cache);
  if (cache) cache.damaged = [];
  if (damaged) note(log, 'warning', damaged);
}

/**
 * Builds the site from `contentDir` into `outDir`.
 * @throws {UnsafeOutputError} before anything else when `outDir` must not be written (see `checkOutputFolder`).
 * @throws {EventsiteError} (or {@link ContentErrors}) on invalid content, a broken link or a template error;
 * `outDir` is then left as it was.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const log = options.log ?? (() => {});
  const layout = options.layout ?? PROJECT;
  const started = performance.now();
  const { target, aside } = await checkOutputFolder({ outDir: options.outDir, layout, contentDir: options.contentDir, force: options.force });
  await mkdir(path.dirname(target), { recursive: true });
  const output = await openOutput({ outDir: target, aside, reuse: options.contentCache !== false });
  let made: Omit<BuildResult, 'files' | 'ms'>;
  let opened: CacheFolder | undefined;
  let prune: boolean;
  try {
    const caches = await openCacheFolder(layout.cache, layout.root);
    opened = caches;
    // static/ first, with check's verdict: its links are checked before anything walks the folder.
    const staticFolder = await checkStaticFolder(layout, caches);
    for (const warning of staticFolder.warnings) note(log, 'warning', warning.format());
    if (staticFolder.errors.length > 0) throw new ContentErrors(staticFolder.errors);
    const [{ content, routes }, renderer] = await Promise.all([loadSite({ ...options, log, layout, caches }), loadRenderer(layout, { log })]);
    const noForm = enquiryNotice(content.site.enquiry, displayPath(path.join(content.root, 'site.yaml')));
    if (noForm) note(log, 'warning', noForm);
    const host = options.host ?? content.site.host;
    const profile = hostProfile(host);
    const prefixError = pathPrefixError(host, routes.base);
    if (prefixError) throw new ContentErrors([prefixError]);
    const precompress = options.precompress !== false && profile.precompress;
    // Compressed files are kept between builds, but with --no-cache.
    const compressedCache = options.contentCache === false ? undefined : caches;
    const assets = await task(log, 'building assets', () => buildSiteAssets(content, layout, caches), (a) => `${a.files.length} files`);
    const files = [...assets.files, ...siteFiles({ content, routes, manifestIcons: assets.manifestIcons, image: (p) => assets.image(p), headersFile: profile.headersFile })];
    const collisions = staticFileCollisions({ layout, pages: routes.routes, files });
    if (collisions.length > 0) throw new ContentErrors(collisions);
    const year = options.year ?? new Date().getFullYear();
    const rules = hostRules(routes, content.site.enquiry);
    const written = await task(
      log,
      'rendering pages',
      (advance) => writeSitePages({ output, content, routes, assets, renderer, year, precompress, cache: compressedCache, redirectedAliases: profile.redirectedAliases(rules), version: caches.version, advance }),
      (n) => `${n.pages} pages${n.redirects > 0 ? ` and ${n.redirects} redirects` : ''}${precompress ? ' (with .br, .gz)' : ''}${n.reused > 0 ? `, ${n.reused} pages unchanged since the build before` : ''}`,
    );
    made = { ...written, drafts: content.drafts };
    const forHost = await hostFiles(host, rules, (file) => readFile(path.join(output.dir, file)));
    await task(log, 'writing site files', () => writeFiles(output, [...files, ...forHost], { precompress, cache: compressedCache }));
    // Once every entry was read (compressed files are checked as pages are written), or when the build fails.
    reportDamaged(log, opened);
    await task(log, 'publishing', () => output.publish(), () => `${output.count} files → ${options.outDir}`);
    // Only a build that compressed or took every page itself has used every compressed file its site needs.
    prune = compressedCache !== undefined && precompress && written.reused === 0;
  } catch (error) {
    reportDamaged(log, opened);
    await output.discard();
    throw error;
  }
  await removeLegacyStore(target);
  if (prune && opened) await prunePrecompressedStore(opened);
  const ms = Math.round(performance.now() - started);
  return { ...made, files: output.count, ms };
}
