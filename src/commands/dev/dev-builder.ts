/**
 * Incremental builds for `eventsite dev`. The first build writes the whole site; each later one reloads only
 * what the changed files touch (content files are re-parsed only when their text changed), computes every
 * page's view, and re-renders exactly the pages whose view (or templates) changed: a page is rewritten when
 * what it renders from changed, decided by comparing views, never by a list of what templates read. One
 * exception keeps the common edit fast on a large blog: when posts changed only in what their own pages show
 * (`bodyEdits` in site/page-inputs.ts: the body), the route table is kept and only those posts' views are made again (a test checks
 * on every bundled post that no other view can change then). {@link DevBuilder.update} must be given every file
 * changed since the last call (the watcher reports each save): content files not named are taken as unchanged
 * without being looked at. Each build runs the stages `build` runs (commands/pipeline): the first all of them in
 * order, later ones those the change touches (dev-rebuild.ts), under the same rules: the content cache lists the
 * folder again (checking its links) when a changed file is a symbolic link, and an SVG is published as loading
 * judged it. dev-warnings.ts says how warnings are told.
 * Everything is computed before anything is written: a failing rebuild leaves the served pages as they were, and
 * what it was asked to rebuild stays due for the next attempt. Generator sources cannot be reloaded in a running
 * process: a change to one makes every later rebuild fail with {@link RestartNeededError}.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../core/task.ts';
import { displayPath } from '../../core/display-path.ts';
import { openCacheFolder, type CacheFolder } from '../../core/cache-folder.ts';
import { ContentCache } from '../../content/load-content.ts';
import { EventsiteError } from '../../core/errors.ts';
import { postKey } from '../../site/pages/index.ts';
import type { SiteRoute } from '../../site/pages/page-type.ts';
import { checkOutputFolder } from '../../output/output-guard.ts';
import type { ProjectLayout } from '../../core/project-layout.ts';
import { replaceFolder, updateFolder } from '../../output/update-folder.ts';
import { assertNoProblems, runPipeline, type PipelineRun } from '../pipeline/run-pipeline.ts';
import type { ContentInputs, StageContext } from '../pipeline/stages.ts';
import { classifyChange, type ChangeKind } from './change-kind.ts';
import type { Enquiry } from '../../content/schemas/enquiry.ts';
import { stageOutputs, type DevState } from './dev-outputs.ts';
import { rebuildParts, reloadContent, type RebuildContext } from './dev-rebuild.ts';
import { DevWarnings } from './dev-warnings.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** Options of {@link DevBuilder}. */
export interface DevBuilderOptions {
  /** The content folder. */
  contentDir: string;
  /** The folder the dev build is written to. */
  outDir: string;
  /** The project (templates, client sources, static files, cache). */
  layout: ProjectLayout;
  /** Overrides the site's base URL. */
  baseUrl?: string;
  /** Receives content warnings (e.g. an emptied unsafe link). */
  log?: Logger;
  /** Year of the copyright line (default: the current year). */
  year?: number;
  /** Root-relative URL of a script added to every page (the live-reload client); none when absent. */
  devScript?: string;
  /** Show draft posts, marked (default true; docs/decisions.md, "Drafts"). */
  drafts?: boolean;
}

/** What a (re)build did. */
export interface DevBuildResult {
  /** HTML pages written. */
  pages: number;
  /** Paths written and deleted, relative to the output folder. */
  paths: { written: string[]; removed: string[] };
  /** Wall time in milliseconds. */
  ms: number;
  /** What open tabs should do: reload the page, swap the stylesheet only, or nothing. */
  action: 'reload' | 'css' | 'none';
}

export type { ChangeKind } from './change-kind.ts';

/** A generator source changed: the running process cannot apply it; `eventsite dev` must be restarted. */
export class RestartNeededError extends EventsiteError {}

/** Incremental site builder for dev. */
export class DevBuilder {
  private state: DevState | undefined;
  // The watcher reports every changed file (update → forget): files not reported are not looked at again.
  private readonly cache = new ContentCache({ watched: true });
  /** The cache folder, opened by the first build. */
  private caches: CacheFolder | undefined;
  /** Kinds changed since the last successful build. */
  private readonly dirty = new Set<ChangeKind>();
  /** Generator sources changed since the start. */
  private readonly stale = new Set<string>();
  /** Content warnings told once per change, and the damaged cache entries' count. */
  private readonly warnings = new DevWarnings(() => this.options.log);
  private readonly options: DevBuilderOptions;
  /** The address the site is served from, once the server listens (see {@link DevBuilder.serveFrom}). */
  private origin: string | undefined;

  constructor(options: DevBuilderOptions) {
    this.options = options;
  }

  /**
   * Builds the site as served from `origin` (`http://127.0.0.1:4321`) from the next build on: its absolute URLs,
   * the thank-you page an enquiry backend redirects to among them, lead back to this server.
   */
  serveFrom(origin: string): void {
    this.origin = origin;
  }

  /** True once a build succeeded (there is something to serve). */
  get hasBuilt(): boolean {
    return this.state !== undefined;
  }

  /** The path prefix of the last good build's base URL (`/repo`, or `''`). */
  get base(): string {
    return this.state?.routes.base ?? '';
  }

  /** The enquiry settings of the last good build (`site.yaml` `enquiry`): the headers allow its endpoint. */
  get enquiry(): Enquiry | undefined {
    return this.state?.content.site.enquiry;
  }

  /** Classifies a changed file by the project part it belongs to (see {@link classifyChange}). */
  classify(file: string): ChangeKind {
    return classifyChange(file, this.options, this.state?.renderer.inputs);
  }

  /** Shows `warnings` as `build` does, and a count of damaged cache entries once it grew. */
  private report(warnings: readonly EventsiteError[] = []): void {
    this.warnings.report(this.caches, warnings);
  }

  /** What the stages are given: the project, the cache folder (opened by the first build) and the warnings' log. */
  private context(): StageContext {
    return { layout: this.options.layout, caches: this.caches!, log: this.warnings.logger() };
  }

  private contentInputs(): ContentInputs {
    return {
      // An editor's draft may still hold the text `new post` wrote: shown as a warning, the preview goes on.
      placeholders: 'warning',
      contentDir: this.options.contentDir,
      baseUrl: this.options.baseUrl,
      origin: this.origin,
      cache: this.cache,
      drafts: this.options.drafts ?? true,
      // The first build starts from the persistent content cache; later ones have every unchanged file in memory.
      contentCache: !this.state,
    };
  }

  /** Builds everything and replaces the output folder. @throws {EventsiteError} on invalid content or templates. */
  async full(): Promise<DevBuildResult> {
    const started = performance.now();
    this.warnings.round([]);
    const { target } = await checkOutputFolder({
      outDir: this.options.outDir,
      layout: this.options.layout,
      contentDir: this.options.contentDir,
    });
    this.caches ??= await openCacheFolder(this.options.layout.cache, this.options.layout.root);
    // The stage list `build` and `check` run, with dev's content inputs and plain asset names.
    const made = await runPipeline(this.context(), {
      ...this.contentInputs(),
      hashed: false,
      year: this.options.year ?? new Date().getFullYear(),
    });
    assertNoProblems(made);
    const { content, routes, renderer, parts, views, pages } = made as Required<PipelineRun>;
    const next: DevState = {
      content,
      routes,
      parts,
      renderer,
      templateVersion: 1,
      ledger: new Map(),
      siteFiles: [],
    };
    const files = await stageOutputs(this.context(), {
      next,
      prev: null,
      views,
      html: pages,
      year: this.options.year,
      devScript: this.options.devScript,
    });
    this.report();
    await mkdir(path.dirname(target), { recursive: true });
    await replaceFolder(target, [...files.pages, ...files.others]);
    this.state = next;
    this.dirty.clear();
    const written = [...files.pages, ...files.others].map((f) => f.path);
    return {
      pages: files.pages.length,
      paths: { written, removed: [] },
      ms: Math.round(performance.now() - started),
      action: 'reload',
    };
  }

  /**
   * Rebuilds after `changed` files (absolute or relative paths).
   * @throws {EventsiteError} on invalid content or a template error; nothing is written then, and the changes
   * stay due for the next call.
   * @throws {RestartNeededError} once a generator source changed: nothing is rebuilt until a restart.
   */
  async update(changed: readonly string[]): Promise<DevBuildResult> {
    this.noteChanges(changed);
    this.warnings.round(changed.map((f) => displayPath(path.resolve(f))));
    if (!this.state) return this.full();
    const started = performance.now();
    const kinds = new Set(this.dirty);
    const prev = this.state;
    const next: DevState = { ...prev, parts: { ...prev.parts }, ledger: new Map(prev.ledger) };
    const rebuild: RebuildContext = {
      context: () => this.context(),
      contentInputs: this.contentInputs(),
      layout: this.options.layout,
      caches: this.caches,
      report: (warnings) => this.report(warnings),
      assetOptions: { layout: this.options.layout, hashed: false, cache: this.caches },
    };
    // Posts whose body alone changed: the route table and every other page stay as they were.
    const edited =
      kinds.has('content') || kinds.has('images') ? await reloadContent(rebuild, prev, next, kinds) : undefined;
    await rebuildParts(rebuild, prev, next, kinds);
    // Only the edited posts' pages when nothing but bodies changed (not even the templates).
    const keys = edited && kinds.size === 1 ? new Set(edited.map(postKey)) : undefined;
    return this.write(prev, next, keys && next.routes.routes.filter((route) => keys.has(route.key)), started);
  }

  /** Forgets the changed files and notes their kinds as due. @throws {RestartNeededError} once a generator source changed. */
  private noteChanges(changed: readonly string[]): void {
    this.cache.forget(changed.map((f) => path.resolve(f)));
    for (const file of changed) {
      const kind = this.classify(file);
      if (kind === 'source') this.stale.add(path.relative(process.cwd(), path.resolve(file)));
      else this.dirty.add(kind);
    }
    if (this.stale.size > 0) {
      throw new RestartNeededError(catalogue.RestartNeeded({ files: [...this.stale].join(', ') }), {
        file: [...this.stale][0],
      });
    }
  }

  /** Writes what changed from `prev` to `next` (of the pages `only`, when given) and makes `next` the state. */
  private async write(
    prev: DevState,
    next: DevState,
    only: readonly SiteRoute[] | undefined,
    started: number,
  ): Promise<DevBuildResult> {
    const made = await stageOutputs(this.context(), {
      next,
      prev,
      only,
      year: this.options.year,
      devScript: this.options.devScript,
    });
    const files = [...made.pages, ...made.others];
    this.report();
    const current = new Set([...next.routes.routes.map((r) => r.output), ...next.siteFiles]);
    const remove = [...prev.ledger.keys()].filter((p) => !current.has(p));
    for (const p of remove) next.ledger.delete(p);
    await updateFolder({ outDir: this.options.outDir, files, remove });
    this.state = next;
    this.dirty.clear();
    const sheets = [next.parts.styles, ...Object.values(next.parts.componentStyles)].map((sheet) => sheet.file.path);
    const onlyStyles = files.length > 0 && files.every((f) => sheets.includes(f.path));
    return {
      pages: made.pages.length,
      paths: { written: files.map((f) => f.path), removed: remove },
      ms: Math.round(performance.now() - started),
      action: files.length === 0 && remove.length === 0 ? 'none' : onlyStyles ? 'css' : 'reload',
    };
  }
}
