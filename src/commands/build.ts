/**
 * build(): the pipeline's stages in order, each timed and logged, and nothing else.
 * load content → route table → check links → assets → render → site files (sitemap, feeds, manifest,
 * security.txt) → precompress → write (atomic swap).
 * The stages are exported for `check` (everything but writing) and for `dev` (incremental rebuilds).
 */
import { createHash, hash } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { setImmediate } from 'node:timers/promises';
import path from 'node:path';
import { buildAssetParts, combineAssets, type BuiltAssets, type OutputFile } from '../output/assets/assets.ts';
import { findBrokenLinks } from '../site/check-links.ts';
import { ContentCache, loadContent, type Content } from '../content/load-content.ts';
import { generatorVersion, PersistentContentCache } from '../content/persistent-cache.ts';
import { ContentErrors, EventsiteError, ScheduledPostNotice } from '../core/errors.ts';
import { checkOutputFolder, protectedFolders } from '../output/output-guard.ts';
import { PROJECT, type ProjectLayout } from '../core/project-layout.ts';
import { loadRenderer, templateError, type Renderer } from '../render/load-renderer.ts';
import { buildRouteTable, type Route, type RouteTable } from '../site/route-table.ts';
import { buildHeadersFile } from '../output/hosts/headers.ts';
import { buildFeeds } from '../output/feeds.ts';
import { buildRobots, buildSitemap } from '../output/sitemap.ts';
import { buildManifest, buildSecurityTxt, STANDARD_FILES } from '../output/standard-files.ts';
import { createViewBuilder, type PageAssets } from '../view/build-view.ts';
import { fingerprint } from '../core/fingerprint.ts';
import { postKey } from '../site/pages/index.ts';
import { ownFace, siteFace } from '../site/page-inputs.ts';
import type { PageView } from '../site/view-types.ts';
import { precompress } from '../output/precompress.ts';
import { beginBuild, writeBuild, type LinkedAhead, type OutputRecord, type OutputSink, type PageFiles } from '../output/write.ts';
import { pageFiles, renderPageHtml, writtenStamp, type RenderedPage, type PageJob, type PageWriteResult, type PageWritten, type WrittenStamp } from '../output/page-files.ts';
import { runInWorkers, startPageWriter, useWorkers, type PageWriter, type WorkerPolicy } from '../core/workers/pool.ts';

/** Receives the log lines of a build. */
export type Logger = (line: string) => void;

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
  /** Replace an output folder that eventsite did not write (CLI `--force`). */
  force?: boolean;
  /** Publish draft posts, marked as drafts (CLI `--drafts`, decision 23). */
  drafts?: boolean;
  /** Write `.br` and `.gz` beside every text file over 1 KiB (default true; CLI `--no-precompress`). */
  precompress?: boolean;
  /** Use and update the persistent content cache (default true; CLI `--no-cache`). */
  contentCache?: boolean;
  /** When content files are prepared and pages rendered on worker threads (default `auto`: when there are many). */
  workers?: WorkerPolicy;
  /** Starts the page writer thread (default {@link startPageWriter}; tests give one that fails). */
  startPageWriter?: () => PageWriter;
}

/** What a build produced. */
export interface BuildResult {
  /** HTML pages written. */
  pages: number;
  /** Files written in all. */
  files: number;
  /** Wall time in milliseconds. */
  ms: number;
}

/** Runs `run` as a named stage, logging its duration and a summary of its result. */
export async function task<T>(log: Logger, name: string, run: () => Promise<T> | T, summary?: (value: T) => string): Promise<T> {
  const t0 = performance.now();
  const value = await run();
  log(`  ${name.padEnd(22)} ${`${Math.round(performance.now() - t0)} ms`.padStart(7)}${summary ? `  ${summary(value)}` : ''}`);
  return value;
}

/** Options of {@link loadSite} and {@link loadSiteContent}. */
export interface LoadSiteOptions {
  contentDir: string;
  baseUrl?: string;
  cache?: ContentCache;
  log?: Logger;
  layout?: ProjectLayout;
  /** Keep draft posts (decision 23). */
  drafts?: boolean;
  /** Use and update the persistent content cache in the layout's cache folder (default true). */
  contentCache?: boolean;
  /** When content files are prepared on worker threads (default `auto`). */
  workers?: WorkerPolicy;
  /**
   * Receives work the load started and need not wait for (saving the content cache), for the caller to await
   * before it ends; without it the load waits for that work itself.
   */
  background?: (work: Promise<void>) => void;
  /** {@link sourcesVersion}, when the caller started it already (the version entries are kept under). */
  sources?: Promise<string | undefined>;
}

/**
 * Loads and validates the content, builds the route table and checks the links inside content.
 * @throws {ContentErrors} listing every problem.
 */
export async function loadSite(options: LoadSiteOptions): Promise<{ content: Content; routes: RouteTable }> {
  const content = await loadSiteContent(options);
  return { content, routes: await routeSite(content, options.log) };
}

/**
 * The first half of {@link loadSite}: loads and validates the content, and logs its warnings.
 * @throws {ContentErrors} listing every problem.
 */
export async function loadSiteContent(options: LoadSiteOptions): Promise<Content> {
  const log = options.log ?? (() => {});
  const layout = options.layout ?? PROJECT;
  let persistentCache: PersistentContentCache | undefined;
  const content = await task(
    log,
    'loading content',
    async () => {
      const [version, entriesVersion] = options.contentCache === false ? [] : await Promise.all([generatorVersion(layout.root, layout.sources), options.sources ?? sourcesVersion(layout)]);
      persistentCache = version ? await PersistentContentCache.open(layout.cache, version, entriesVersion) : undefined;
      try {
        return await loadContent({ contentDir: options.contentDir, baseUrl: options.baseUrl, cache: options.cache, persistentCache, cacheDir: layout.cache, drafts: options.drafts, workers: options.workers });
      } finally {
        // Files prepared before a content error are kept too. Saving overlaps the stages after loading.
        const saving = persistentCache?.save();
        if (saving && options.background) options.background(saving);
        else await saving;
      }
    },
    (c) => {
      const stats = persistentCache?.stats;
      const taken = persistentCache?.entryStats.taken ?? 0;
      const cached = stats ? `; content cache: ${stats.hits} of ${stats.hits + stats.added} files${taken > 0 ? `, ${taken} entries and documents taken whole` : ''}` : '';
      return `${c.languages.length} languages, ${c.services.length} services, ${c.posts.length} posts${c.drafts > 0 ? ` (${c.drafts} draft${c.drafts === 1 ? '' : 's'} ${options.drafts ? 'shown' : 'left out'})` : ''}, ${c.images.size} images${cached}`;
    },
  );
  for (const warning of content.warnings) log(`  ${warning instanceof ScheduledPostNotice ? 'notice' : 'warning'}: ${warning.format()}`);
  return content;
}

/**
 * The second half of {@link loadSite}: the route table of the content, and the check of the links inside it.
 * @throws {ContentErrors} listing every broken link; {@link DuplicateRouteError} or {@link MissingTranslationError} from the route table.
 */
export async function routeSite(content: Content, log: Logger = () => {}): Promise<RouteTable> {
  const routes = await task(log, 'building route table', () => buildRouteTable(content), (t) => `${t.routes.length} routes`);
  await task(log, 'checking links', () => {
    const broken = findBrokenLinks(content.posts, routes);
    if (broken.length > 0) throw new ContentErrors(broken);
  });
  return routes;
}

/** Options of {@link buildViews} and {@link renderPages}. */
export interface RenderPagesOptions {
  content: Content;
  routes: RouteTable;
  assets: PageAssets;
  /** Year of the copyright line (default: the current year). */
  year?: number;
  /** Only these routes (default: every route). */
  only?: readonly Route[];
  /** When given, a route whose view or template throws is reported here and the others still render (`check`). */
  errors?: EventsiteError[];
}

/**
 * The view of each route. An alias shows exactly its primary page (same canonical URL and alternates), so it
 * gets the same view object.
 */
export function buildViews(options: RenderPagesOptions): Map<Route, PageView> {
  const viewOf = createViewBuilder({ ...options, year: options.year ?? new Date().getFullYear() });
  const byPage = new Map<string, PageView>();
  const views = new Map<Route, PageView>();
  for (const route of options.only ?? options.routes.routes) {
    const key = route.status === 404 ? route.url : `${route.key}@${route.locale}`;
    let view = byPage.get(key);
    if (!view) {
      try {
        view = viewOf(route);
      } catch (error) {
        if (!options.errors || !(error instanceof EventsiteError)) throw error;
        options.errors.push(error);
        continue;
      }
      byPage.set(key, view);
    }
    views.set(route, view);
  }
  return views;
}

/**
 * Renders views to output files; a view shared by several routes (aliases) is rendered once.
 * @throws {TemplateError} when a template throws, unless `errors` collects it.
 */
export function renderPages(renderer: Renderer, views: ReadonlyMap<Route, PageView>, errors?: EventsiteError[]): OutputFile[] {
  const html = new Map<PageView, string>();
  const pages: OutputFile[] = [];
  for (const [route, view] of views) {
    let text = html.get(view);
    if (text === undefined) {
      try {
        text = renderer.render(route, view);
      } catch (error) {
        if (!errors || !(error instanceof EventsiteError)) throw error;
        errors.push(error);
        continue;
      }
      html.set(view, text);
    }
    pages.push({ path: route.output, contents: text });
  }
  return pages;
}

/** The production assets of the content (hashed names). */
export async function buildSiteAssets(content: Content, layout: ProjectLayout = PROJECT): Promise<BuiltAssets> {
  return combineAssets(await buildAssetParts(content, { layout, hashed: true }), content);
}

/**
 * The files made from the content and the route table rather than rendered from a template: sitemap, robots,
 * `_headers`, the Atom feeds, the web app manifest and `/.well-known/security.txt`.
 * @param today - the build date, yyyy-mm-dd (security.txt's expiry is counted from it).
 */
export function siteFiles(options: { content: Content; routes: RouteTable; assets: Pick<PageAssets, 'manifestIcons'>; today?: string }): OutputFile[] {
  const { content, routes } = options;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  return [
    { path: 'sitemap.xml', contents: buildSitemap(routes) },
    { path: 'robots.txt', contents: buildRobots(routes) },
    { path: '_headers', contents: buildHeadersFile() },
    ...buildFeeds(content, routes),
    { path: STANDARD_FILES.manifest, contents: buildManifest(content, options.assets.manifestIcons) },
    { path: STANDARD_FILES.securityTxt, contents: buildSecurityTxt(content, routes, today) },
  ];
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
  await checkOutputFolder({ outDir: options.outDir, protect: protectedFolders(layout, options.contentDir), force: options.force });
  // The pages of the build now visible are linked into the new one while the content loads (not when it is to be
  // made afresh); then old builds left in the output's trash are removed, while this build works.
  const { ahead, finished } = beginBuild(options.outDir, { linkAhead: options.contentCache !== false });
  const background: Promise<void>[] = [finished];
  let built: Omit<BuildResult, 'ms'>;
  try {
    built = await buildSite(options, log, layout, (work) => background.push(work), ahead);
  } finally {
    // Unless the new build took them (it failed before writing): nothing of it is left.
    if (ahead) background.push(ahead.discard());
    await Promise.all(background);
  }
  const ms = Math.round(performance.now() - started);
  log(`Built ${built.pages} pages (${built.files} files) in ${ms} ms.`);
  return { ...built, ms };
}

/** {@link build} but for the check of the output folder and the work it leaves in the background. */
async function buildSite(options: BuildOptions, log: Logger, layout: ProjectLayout, background: (work: Promise<void>) => void, ahead?: LinkedAhead): Promise<Omit<BuildResult, 'ms'>> {
  // Read while the content loads (a hundred small files).
  const sources = options.contentCache === false ? undefined : sourcesVersion(layout);
  const [{ content, routes }, renderer] = await Promise.all([loadSite({ ...options, log, layout, background, sources }), loadRenderer(layout)]);
  const assets = await task(log, 'building assets', () => buildSiteAssets(content, layout), (a) => `${a.files.length} files`);
  const precompressing = options.precompress !== false;
  // Reusing the pages of the build before is part of what --no-cache turns off.
  const version = options.contentCache === false ? undefined : await pageCodeVersion(renderer, layout);
  const year = options.year ?? new Date().getFullYear();
  const code = await sources;
  const inputs = version && code ? pageInputs(content, assets, year, code) : undefined;
  // Files are written into the new build as they are made; the output switches to it only at the end.
  let pages = 0;
  let switchStarted = 0;
  const written = await writeBuild({
    outDir: options.outDir,
    ahead,
    produce: async (sink) => {
      const withCompanions = async (files: OutputFile[]) => [...files, ...(precompressing ? await precompress(files, { cacheDir: layout.cache }) : [])];
      await sink.write(await withCompanions(assets.files));
      // The sitemaps, feeds and other files of the site are made while the pages of the build before are linked.
      const meanwhile = async () => sink.write(await withCompanions(siteFiles({ content, routes, assets })));
      ({ pages } = await task(
        log,
        'rendering pages',
        () => writeSitePages({ content, routes, assets, year, renderer, sink, precompress: precompressing, modulesDir: layout.modules, workers: options.workers, startPageWriter: options.startPageWriter, version, inputs, meanwhile }),
        (n) => `${n.pages} pages${precompressing ? ' (with .br, .gz)' : ''}, sitemaps and feeds${n.reused > 0 ? `; ${n.reused} pages unchanged, taken from the build before (${n.knownByInputs} known by their inputs)` : ''}`,
      ));
      switchStarted = performance.now();
    },
  });
  log(`  ${'writing output'.padEnd(22)} ${`${Math.round(performance.now() - switchStarted)} ms`.padStart(7)}  ${written} files → ${options.outDir}`);
  return { pages, files: written };
}

/**
 * Pages handled between two turns of the event loop: the output's lock is kept fresh by a timer (a lock left
 * untouched for two seconds is taken over), so this thread never works long without letting it run.
 */
const SLICE = 64;

/**
 * Pages rendered between two hand-overs to the page writer thread ({@link startPageWriter}). Small, so that a slice
 * this thread writes itself while the writer is behind is soon done and the writer never waits long for more.
 */
const WRITER_SLICE = 8;

/**
 * Slices the page writer may hold (one it writes, the others waiting): more, and this thread writes a slice
 * itself. Measured on two cores at 250 posts per language, the thread then writes about half the pages.
 */
const WRITER_BATCHES = 3;

/** Fewer pages to render than this are written by this thread: a rebuild's few changed pages need no thread. */
const WRITER_MIN_PAGES = 64;

/**
 * Pages fewer than this are rendered in this thread: starting workers would cost more than they save (measured
 * on two cores: 880 pages took as long on two workers as in one thread, 6,130 pages 20% less).
 */
export const PAGE_WORKER_THRESHOLD = 2000;

/** The sources, besides the templates, whose code shapes a page's files from its view (rendering, writing, compressing) or its key. */
const PAGE_CODE = ['build.ts', 'render.ts', 'write-pages.ts', 'precompress.ts', 'write.ts', 'fingerprint.ts'];

/**
 * The version of the code that makes a page's files from its view: the templates' bundle, {@link PAGE_CODE}, the
 * package and its libraries. Pages of an earlier build are reused only under the same version.
 * @returns `undefined` when a source cannot be read (then every page is rendered).
 */
export async function pageCodeVersion(renderer: Pick<Renderer, 'code'>, layout: ProjectLayout = PROJECT): Promise<string | undefined> {
  const code = await generatorVersion(layout.root, layout.sources, PAGE_CODE);
  return code && `${code}:${createHash('sha256').update(renderer.code).digest('hex')}`;
}

/**
 * The inputs every page's view is made from, as a fingerprint: the code that loads content and makes views (every
 * source file, `sources`), the site's face ({@link siteFace}: the content but the posts' bodies), what views take from the
 * assets and the copyright year. With a post's own fields added it keys that post's pages (see `writeSitePages`).
 * @param sources - {@link sourcesVersion}.
 */
export function pageInputs(content: Content, assets: Pick<BuiltAssets, 'viewKey'>, year: number, sources: string): string {
  return fingerprint([sources, siteFace(content), assets.viewKey, year]);
}

/**
 * The version of every generator source file, the package and its libraries (the code part of {@link pageInputs}).
 * @returns `undefined` when a source cannot be read.
 */
export async function sourcesVersion(layout: ProjectLayout = PROJECT): Promise<string | undefined> {
  const files = (await readdir(layout.sources, { recursive: true })).filter((f) => /\.tsx?$/.test(f)).sort();
  return generatorVersion(layout.root, layout.sources, files);
}

/**
 * What a build records of its pages, for the next build of the same output: a page whose key is unchanged is
 * taken from the build before (its files linked, not rendered again).
 */
interface PageRecord extends OutputRecord {
  /** {@link pageCodeVersion} of the build. */
  version: string;
  /** By the page's first output path. */
  pages: Map<string, RecordedPage>;
}

/**
 * What a build records of one page: the fingerprint of its view and outputs, that of its inputs (see
 * `writeSitePages`), the files written for it, and the stamp of its first file as written (a page changed in
 * place since, by another tool, is rendered again).
 */
interface RecordedPage extends PageFiles {
  key: string;
  inputs?: string;
  files: string[];
}

function isPageRecord(value: unknown): value is PageRecord {
  return typeof value === 'object' && value !== null && typeof (value as PageRecord).version === 'string' && (value as PageRecord).pages instanceof Map;
}

/** A page of the route table: its primary route and every output path that shows it (an alias shows its primary page). */
interface SitePage {
  route: Route;
  outputs: string[];
}

/**
 * Views kept, at most, from looking for unchanged pages until the changed ones are rendered; beyond that (a change
 * every page shows, such as a new stylesheet) views are made again when rendered, so memory stays bounded.
 */
const KEPT_VIEWS = 512;

/**
 * Renders every page of the route table and writes it (and its `.br`/`.gz`) into `sink`: in worker threads when
 * there are many, in this one otherwise; the same bytes either way. A view shared by several routes (aliases)
 * is rendered once and written at each of their paths. With `version`, a page whose view and outputs are those
 * of the build now in the output, under the same code version, and whose first file is as that build wrote it,
 * is taken from it instead. With `inputs` too, a page whose inputs (those of the site, and the own fields of
 * the post it shows) are those it had in that build is known unchanged without making its view: on a large
 * site most pages of a rebuild after a body edit.
 * @returns the number of HTML files written, how many of them were taken from the build before, and how many of
 * those were known unchanged by their inputs alone.
 * @throws {TemplateError} naming the route and template when a template throws; {@link DuplicateRouteError}
 * when a page's path is taken.
 */
export async function writeSitePages(options: {
  content: Content;
  routes: RouteTable;
  assets: PageAssets;
  year?: number;
  renderer: Renderer;
  sink: OutputSink;
  precompress: boolean;
  /** Where the bundled templates are put for the worker threads (inside the project: their imports resolve). */
  modulesDir: string;
  /**
   * When pages are rendered on worker threads (default `auto`: {@link PAGE_WORKER_THRESHOLD} pages or more);
   * under `auto`, fewer pages are rendered in this thread and, from {@link WRITER_MIN_PAGES} pages, written by a
   * page writer thread ({@link startPageWriter}); `off` uses neither.
   */
  workers?: WorkerPolicy;
  /** Starts the page writer thread (default {@link startPageWriter}). */
  startPageWriter?: () => PageWriter;
  /** {@link pageCodeVersion}: reuse unchanged pages of the build before, and record this build's for the next. */
  version?: string;
  /**
   * With `version`, {@link pageInputs} of this build: a page whose inputs are those it had in the build before is
   * taken from it without making its view.
   */
  inputs?: string;
  /**
   * Other work of the build (the sitemaps and feeds): begun before the pages when every page is rendered (their
   * compression then runs on libuv's thread pool meanwhile); otherwise once the changed pages are rendered, while
   * unchanged ones are still being linked.
   */
  meanwhile?: () => Promise<void>;
}): Promise<{ pages: number; reused: number; knownByInputs: number }> {
  const { routes, renderer, sink, version } = options;
  const viewOf = createViewBuilder({ ...options, year: options.year ?? new Date().getFullYear() });
  const pagesByKey = new Map<string, SitePage>();
  for (const route of routes.routes) {
    const key = route.status === 404 ? route.url : `${route.key}@${route.locale}`;
    const page = pagesByKey.get(key);
    if (page) page.outputs.push(route.output);
    else pagesByKey.set(key, { route, outputs: [route.output] });
  }
  const all = [...pagesByKey.values()];
  const jobOf = ({ route, outputs }: SitePage): PageJob => ({ kind: route.type.kind, url: route.url, outputs, view: viewOf(route) });
  // A page's inputs: the site's, and the own fields of the post it shows in its language (see page-inputs.ts).
  const postsByKey = new Map(options.content.posts.map((post) => [postKey(post), post]));
  const inputsOf = ({ route, outputs }: SitePage): string | undefined => {
    if (options.inputs === undefined) return undefined;
    const post = postsByKey.get(route.key);
    // Plain texts and flags: one digest of their JSON (thousands of pages; no objects to remember).
    return hash('sha1', JSON.stringify([options.inputs, route.type.kind, route.key, route.locale, outputs, options.precompress, post ? ownFace(post, route.locale) : null]), 'base64');
  };

  const previous = version ? await sink.previous() : undefined;
  const before = isPageRecord(previous) && previous.version === version ? previous.pages : undefined;
  const record: PageRecord | undefined = version ? { version, pages: new Map() } : undefined;
  const keyOf = (job: PageJob) => (record ? fingerprint([job.kind, job.outputs, options.precompress, job.view]) : undefined);
  let pages = 0;
  let reused = 0;
  let knownByInputs = 0;
  /** What the record keeps of a page rendered in this build, until its files are written. */
  type MadePage = { outputs: readonly string[]; key?: string; inputs?: string };
  const written = (page: MadePage, files: string[], stamp: WrittenStamp | undefined, fromBefore = false) => {
    const { outputs, key, inputs } = page;
    if (record && key !== undefined && stamp) record.pages.set(outputs[0]!, { key, inputs, files, stamp });
    pages += outputs.length;
    if (fromBefore) reused += outputs.length;
  };
  /** Records a page another thread wrote into the sink's folder (claiming its paths). */
  const writtenElsewhere = (page: MadePage, result: PageWritten) => {
    sink.claim(result.written);
    written(page, result.written, result.stamp);
  };
  /** A page still to render: its job when it was made already, its key, and its inputs. */
  type ToRender = { page: SitePage; job?: PageJob; key?: string; inputs?: string };
  const jobFor = (item: ToRender) => item.job ?? jobOf(item.page);
  /** Renders `items` (in this thread, its files written by a page writer thread, or in worker threads when there are many) and writes their files. */
  const render = async (items: readonly ToRender[]): Promise<void> => {
    if (items.length === 0) return;
    if (!useWorkers(options.workers, items.length, PAGE_WORKER_THRESHOLD)) {
      // This thread renders. Under `auto`, a slice's pages go to the page writer thread, to be compressed and
      // written on the other core, while it keeps up ({@link WRITER_BATCHES}); otherwise this thread writes them.
      const writer = useWorkers(options.workers, items.length, WRITER_MIN_PAGES) ? (options.startPageWriter ?? startPageWriter)() : undefined;
      const slice = writer ? WRITER_SLICE : SLICE;
      /** Writes rendered pages through the sink: the slice's files in parallel. */
      const writeHere = async (rendered: readonly RenderedPage[], made: readonly MadePage[]) => {
        const files = rendered.map((page) => pageFiles(page.html, page.outputs, options.precompress));
        await sink.write(files.flat());
        const stamps = record ? await Promise.all(files.map((f) => stat(path.join(sink.dir, f[0]!.path)).then(writtenStamp))) : [];
        made.forEach((m, n) => written(m, files[n]!.map((f) => f.path), stamps[n]));
      };
      let writerFailed = false;
      const handed: Promise<void>[] = [];
      try {
        for (let i = 0; i < items.length; i += slice) {
          const rendered: RenderedPage[] = [];
          const made: MadePage[] = [];
          for (const item of items.slice(i, i + slice)) {
            const job = jobFor(item);
            const html = renderPageHtml(renderer.renderPage, job);
            if (typeof html !== 'string') throw templateError(html.error.url, html.error.kind, new Error(html.error.message));
            rendered.push({ outputs: job.outputs, html });
            made.push({ outputs: job.outputs, key: item.key ?? keyOf(job), inputs: item.inputs ?? inputsOf(item.page) });
          }
          if (writer && !writerFailed && writer.pending < WRITER_BATCHES) {
            const shared = { dir: sink.dir, precompress: options.precompress, unlinkFirst: sink.unlinkFirst };
            const done = writer.write({ shared, items: rendered }).then(
              (results) => results.forEach((result, n) => writtenElsewhere(made[n]!, result)),
              // Whatever stopped the thread (its memory, a file it could not write), this thread writes the
              // batch again and then stops handing pages over: a file system error is reported by its own write.
              () => {
                writerFailed = true;
                return writeHere(rendered, made);
              },
            );
            // Awaited below; a failure in this thread meanwhile is the one reported.
            done.catch(() => undefined);
            handed.push(done);
          } else await writeHere(rendered, made);
          // The event loop turns before the next slice (the output's lock is kept fresh by a timer).
          await setImmediate();
        }
        await Promise.all(handed);
      } finally {
        // Nothing is left writing into the build's folder, whatever happened.
        await Promise.allSettled(handed);
        await writer?.close();
      }
      return;
    }
    // The workers import the templates from a file named by its content, removed once they are done.
    const file = path.join(options.modulesDir, `render-${createHash('sha1').update(renderer.code).digest('hex').slice(0, 16)}-${process.pid}.mjs`);
    await mkdir(options.modulesDir, { recursive: true });
    await writeFile(file, renderer.code);
    // Only what the record needs is kept of each job sent (not its view).
    const sent: MadePage[] = [];
    let results: PageWriteResult[];
    try {
      results = await runInWorkers('render', items, {
        shared: { dir: sink.dir, precompress: options.precompress, unlinkFirst: sink.unlinkFirst, renderer: file },
        input: (item) => {
          const job = jobFor(item);
          sent.push({ outputs: job.outputs, key: item.key ?? keyOf(job), inputs: item.inputs ?? inputsOf(item.page) });
          return job;
        },
      });
    } finally {
      await rm(file, { force: true });
    }
    results.forEach((result, i) => {
      if ('error' in result) throw templateError(result.error.url, result.error.kind, new Error(result.error.message));
      writtenElsewhere(sent[i]!, result);
    });
  };

  try {
    if (!before) {
      // The site's other files are made first: their compression runs on libuv's thread pool meanwhile.
      const meanwhile = options.meanwhile?.();
      meanwhile?.catch(() => undefined);
      try {
        await render(all.map((page) => ({ page })));
      } finally {
        // Nothing is left writing into the build's folder when this fails.
        await meanwhile?.catch(() => undefined);
      }
      await meanwhile;
      return { pages, reused, knownByInputs };
    }
    // Pages that changed are rendered while the files of unchanged ones are linked from the build before (on
    // the output's own thread); those it could not link are rendered last.
    const changed: ToRender[] = [];
    const notLinked: ToRender[] = [];
    const keep = (list: ToRender[], item: ToRender) => list.push(changed.length + notLinked.length < KEPT_VIEWS ? item : { page: item.page, key: item.key, inputs: item.inputs });
    const linking: Promise<void>[] = [];
    for (let i = 0; i < all.length; i += SLICE) {
      // A page whose inputs are unchanged needs no view; any other is compared by its view.
      const same: (ToRender & { old: RecordedPage })[] = [];
      for (const page of all.slice(i, i + SLICE)) {
        const old = before.get(page.outputs[0]!);
        const inputs = inputsOf(page);
        if (old && inputs !== undefined && old.inputs === inputs) {
          same.push({ page, inputs, old });
          continue;
        }
        const job = jobOf(page);
        const key = keyOf(job)!;
        if (old?.key === key) same.push({ page, inputs, old, job, key });
        else keep(changed, { page, job, key, inputs });
      }
      const linked = sink.reuse(same.map(({ old }) => old)).then((taken) =>
        same.forEach(({ old, ...item }, n) => {
          if (!taken[n]) return void keep(notLinked, item);
          written({ outputs: item.page.outputs, key: item.key ?? old.key, inputs: item.inputs }, old.files, old.stamp, true);
          if (!item.job) knownByInputs += item.page.outputs.length;
        }),
      );
      // Awaited below; a failure while this thread fails otherwise (a template error) is not a second one.
      linked.catch(() => undefined);
      linking.push(linked);
      // The event loop turns between slices (the output's lock is kept fresh by a timer).
      await setImmediate();
    }
    await render(changed);
    await options.meanwhile?.();
    await Promise.all(linking);
    await render(notLinked);
    return { pages, reused, knownByInputs };
  } finally {
    if (record) sink.record(record);
  }
}
