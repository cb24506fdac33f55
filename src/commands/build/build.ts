/**
 * `eventsite build`: check the output folder → the stage list every command shares (commands/pipeline: static/,
 * templates, content, route table, links, host, assets, views, render), which must find no problem → write the pages
 * and the site files → publish → prune the store of compressed files. The new site is written beside the output folder and replaces it by renames
 * only once it is complete.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PlaceholderMode } from '../../content/checks/placeholders.ts';
import { enquiryNotice } from '../../content/schemas/enquiry.ts';
import type { Content } from '../../content/types.ts';
import { displayPath } from '../../core/display-path.ts';
import { damagedReport, openCacheFolder, type CacheFolder } from '../../core/cache-folder.ts';
import { PROJECT, type ProjectLayout } from '../../core/project-layout.ts';
import { note, task, type Logger } from '../../core/task.ts';
import type { Host } from '../../output/hosts/host-config.ts';
import { hostFiles, hostProfile } from '../../output/hosts/host-profiles.ts';
import { hostRules } from '../../output/hosts/host-rules.ts';
import { removeLegacyStore } from '../../output/legacy-store.ts';
import { checkOutputFolder } from '../../output/output-guard.ts';
import { openOutput } from '../../output/output-writer.ts';
import { ledgerBasis } from '../../output/ledger.ts';
import { PRECOMPRESS_SETTINGS } from '../../output/precompress.ts';
import { PRECOMPRESSED } from '../../output/precompressed-store.ts';
import type { Renderer } from '../../render/load-renderer.ts';
import { writeFiles } from '../../output/write-files.ts';
import { pageInputs, writeSitePages } from '../../output/write-pages.ts';
import { assertNoProblems, runPipeline, type PipelineRun } from '../pipeline/run-pipeline.ts';

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
  const { target, aside } = await checkOutputFolder({
    outDir: options.outDir,
    layout,
    contentDir: options.contentDir,
    force: options.force,
  });
  await mkdir(path.dirname(target), { recursive: true });
  const output = await openOutput({ outDir: target, aside, reuse: options.contentCache !== false });
  let made_: Omit<BuildResult, 'files' | 'ms'>;
  let opened: CacheFolder | undefined;
  let prune: boolean;
  try {
    const caches = await openCacheFolder(layout.cache, layout.root);
    opened = caches;
    const context = { layout, caches, log };
    const precompressFor = (content: Content) =>
      options.precompress !== false && hostProfile(options.host ?? content.site.host).precompress;
    const year = options.year ?? new Date().getFullYear();
    // The ledger of the build before is dropped whole when the tool or site.yaml changed (ledger.ts).
    const siteYaml = await readFile(path.join(options.contentDir, 'site.yaml')).catch(() => Buffer.alloc(0));
    const basisOf = (content: Content, renderer: Renderer) =>
      ledgerBasis(caches.version, siteYaml, [
        renderer.version,
        precompressFor(content) ? PRECOMPRESS_SETTINGS : 'plain',
      ]);
    const made = await runPipeline(context, {
      ...options,
      drafts: options.drafts ?? false,
      hashed: true,
      year,
      // A page the build before wrote from the same inputs is taken, never made again.
      pagesToMake: ({ content, routes, renderer, assets }) => {
        const inputsOf = pageInputs({ content, assets, year, basis: basisOf(content, renderer) });
        return routes.routes.filter((route) => {
          const inputs = inputsOf(route);
          return !route.alias && !(inputs && output.reuseByInputs(inputs));
        });
      },
    });
    assertNoProblems(made);
    const { content, routes, renderer, site, views, pages } = made as Required<PipelineRun>;
    // A note on the deployment, not a problem of the content: `check` does not list it.
    const noForm = enquiryNotice(content.site.enquiry, displayPath(path.join(content.root, 'site.yaml')));
    if (noForm) note(log, 'warning', noForm);
    const host = options.host ?? content.site.host;
    const profile = hostProfile(host);
    const precompress = precompressFor(content);
    // Compressed files are kept between builds, but with --no-cache.
    const compressedCache = options.contentCache === false ? undefined : caches;
    const rules = hostRules(routes, content.site.enquiry);
    const basis = basisOf(content, renderer);
    const written = await task(
      log,
      'writing pages',
      (advance) =>
        writeSitePages({
          output,
          content,
          routes,
          assets: site.assets,
          views,
          html: pages,
          year,
          precompress,
          cache: compressedCache,
          redirectedAliases: profile.redirectedAliases(rules),
          basis,
          advance,
        }),
      (n) =>
        `${n.pages} pages${n.redirects > 0 ? ` and ${n.redirects} redirects` : ''}${precompress ? ' (with .br, .gz)' : ''}${n.reused > 0 ? `, ${n.reused} pages unchanged since the build before` : ''}`,
    );
    made_ = { ...written, drafts: content.drafts };
    const forHost = await hostFiles(host, rules, (file) => readFile(path.join(output.dir, file)));
    await task(log, 'writing site files', () =>
      writeFiles(output, [...site.files, ...forHost], { basis, precompress, cache: compressedCache }),
    );
    // Once every entry was read (compressed files are checked as pages are written), or when the build fails.
    reportDamaged(log, opened);
    await task(
      log,
      'publishing',
      () => output.publish(),
      () => `${output.count} files → ${options.outDir}`,
    );
    // Only a build that compressed or took every page itself has used every compressed file its site needs.
    prune = compressedCache !== undefined && precompress && written.reused === 0;
  } catch (error) {
    reportDamaged(log, opened);
    await output.discard();
    throw error;
  }
  await removeLegacyStore(target);
  // Once every entry the site needs counts as used (DiskStore.prune).
  if (prune && opened) await opened.store(PRECOMPRESSED.store).prune(PRECOMPRESSED.keepUnusedMs, PRECOMPRESSED.everyMs);
  const ms = Math.round(performance.now() - started);
  return { ...made_, files: output.count, ms };
}
