/**
 * Incremental builds for `eventsite dev`. The first build writes the whole site; each later one takes the
 * changed files, reloads only what they touch (content files are re-parsed only when their text changed), and
 * re-renders only the pages whose inputs changed ({@link siteInputs}, {@link pageInputs}). Everything is
 * computed before anything is written: a failing rebuild leaves the served pages as they were, and what it was
 * asked to rebuild stays due for the next attempt.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  buildAssetParts,
  buildImages,
  buildScript,
  buildSocialImages,
  buildStyles,
  combineAssets,
  readStaticFiles,
  type AssetParts,
  type OutputFile,
} from '../assets.ts';
import { CACHE_DIR, loadSite, renderPages, siteFiles, type Logger, type RenderFunction } from '../build.ts';
import { ContentCache, type Content } from '../content/load-content.ts';
import { pageInputs, siteInputs } from '../page-inputs.ts';
import type { RouteTable } from '../routes.ts';
import { updateOutput, writeOutput } from '../write.ts';
import { loadRenderer } from './load-renderer.ts';

/** Options of {@link DevBuilder}. */
export interface DevBuilderOptions {
  /** The content folder. */
  contentDir: string;
  /** The folder the dev build is written to. */
  outDir: string;
  /** The project folder (templates, client sources, static files). */
  projectDir: string;
  /** Overrides the site's base URL. */
  baseUrl?: string;
  /** Receives content warnings (e.g. an emptied unsafe link). */
  log?: Logger;
  /** Year of the copyright line (default: the current year). */
  year?: number;
  /** Root-relative URL of a script added to every page (the live-reload client); none when absent. */
  devScript?: string;
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

/** Which part of the project a changed file belongs to; `source` is a module the running process loaded. */
export type ChangeKind = 'content' | 'images' | 'styles' | 'script' | 'templates' | 'static' | 'source' | 'other';

interface State {
  content: Content;
  routes: RouteTable;
  parts: AssetParts;
  render: RenderFunction;
  /** Files the renderer bundle was made from (templates and the project modules they use). */
  renderInputs: Set<string>;
  templateVersion: number;
  /** Output path → fingerprint of its inputs (pages) or of its bytes (other files). */
  fingerprints: Map<string, string>;
}

const hash = (value: unknown) => createHash('sha1').update(typeof value === 'string' ? value : JSON.stringify(value)).digest('hex');

// Asset buffers are the same objects until their part is rebuilt: hash each one once.
const bufferHashes = new WeakMap<Buffer, string>();
function hashContents(contents: Buffer | string): string {
  if (typeof contents === 'string') return hash(contents);
  let known = bufferHashes.get(contents);
  if (!known) {
    known = createHash('sha1').update(contents).digest('hex');
    bufferHashes.set(contents, known);
  }
  return known;
}

/** Incremental site builder for dev. */
export class DevBuilder {
  private state: State | undefined;
  private readonly cache = new ContentCache();
  /** Kinds changed since the last successful build. */
  private readonly dirty = new Set<ChangeKind>();
  private readonly options: DevBuilderOptions;

  constructor(options: DevBuilderOptions) {
    this.options = options;
  }

  /** True once a build succeeded (there is something to serve). */
  get hasBuilt(): boolean {
    return this.state !== undefined;
  }

  /** Classifies a changed file by the project part it belongs to. */
  classify(file: string): ChangeKind {
    const abs = path.resolve(file);
    const inside = (dir: string) => abs === dir || abs.startsWith(dir + path.sep);
    const content = path.resolve(this.options.contentDir);
    const project = this.options.projectDir;
    if (inside(path.join(content, 'images'))) return 'images';
    if (inside(content)) return 'content';
    if (abs === path.join(project, 'templates/styles.css')) return 'styles';
    if (inside(path.join(project, 'templates')) || this.state?.renderInputs.has(abs)) return 'templates';
    if (inside(path.join(project, 'src/client'))) return 'script';
    if (inside(path.join(project, 'static'))) return 'static';
    if (inside(path.join(project, 'src'))) return 'source';
    return 'other';
  }

  private warnings(): Logger {
    const log = this.options.log ?? (() => {});
    return (line) => {
      if (line.trimStart().startsWith('warning:')) log(line);
    };
  }

  /** Builds everything and replaces the output folder. @throws {EventsiteError} on invalid content or templates. */
  async full(): Promise<DevBuildResult> {
    const started = performance.now();
    const { content, routes } = await loadSite({ contentDir: this.options.contentDir, baseUrl: this.options.baseUrl, cache: this.cache, log: this.warnings() });
    const [parts, renderer] = await Promise.all([
      buildAssetParts(content, { projectDir: this.options.projectDir, hashed: false, cacheDir: CACHE_DIR }),
      loadRenderer({ projectDir: this.options.projectDir, cacheDir: CACHE_DIR }),
    ]);
    const next: State = { content, routes, parts, render: renderer.render, renderInputs: renderer.inputs, templateVersion: 1, fingerprints: new Map() };
    const files = this.outputs(next, null);
    await writeOutput({ outDir: this.options.outDir, files });
    this.state = next;
    this.dirty.clear();
    return { pages: routes.routes.length, paths: { written: files.map((f) => f.path), removed: [] }, ms: Math.round(performance.now() - started), action: 'reload' };
  }

  /**
   * Rebuilds after `changed` files (absolute or relative paths).
   * @throws {EventsiteError} on invalid content or a template error; nothing is written then, and the changes
   * stay due for the next call.
   */
  async update(changed: readonly string[]): Promise<DevBuildResult> {
    this.cache.forget(changed.map((f) => path.resolve(f)));
    for (const file of changed) this.dirty.add(this.classify(file));
    if (!this.state) return this.full();
    const started = performance.now();
    const kinds = new Set(this.dirty);
    const prev = this.state;
    const next: State = { ...prev, parts: { ...prev.parts }, fingerprints: new Map(prev.fingerprints) };
    const project = { projectDir: this.options.projectDir, hashed: false };

    if (kinds.has('content') || kinds.has('images')) {
      ({ content: next.content, routes: next.routes } = await loadSite({
        contentDir: this.options.contentDir,
        baseUrl: this.options.baseUrl,
        cache: this.cache,
        log: this.warnings(),
      }));
      [next.parts.images, next.parts.social] = await Promise.all([buildImages(next.content, false), buildSocialImages(next.content, CACHE_DIR)]);
    }
    if (kinds.has('styles')) next.parts.styles = await buildStyles(project);
    if (kinds.has('script')) next.parts.script = await buildScript(project);
    if (kinds.has('static')) next.parts.staticFiles = await readStaticFiles(this.options.projectDir);
    if (kinds.has('templates')) {
      const renderer = await loadRenderer({ projectDir: this.options.projectDir, cacheDir: CACHE_DIR });
      next.render = renderer.render;
      next.renderInputs = renderer.inputs;
      next.templateVersion = prev.templateVersion + 1;
    }

    const files = this.outputs(next, prev);
    const current = new Set([...next.routes.routes.map((r) => r.output), ...combineAssets(next.parts).files.map((f) => f.path), 'sitemap.xml', 'robots.txt']);
    const remove = [...prev.fingerprints.keys()].filter((p) => !current.has(p));
    for (const p of remove) next.fingerprints.delete(p);
    await updateOutput({ outDir: this.options.outDir, files, remove });
    this.state = next;
    this.dirty.clear();

    const onlyStyles = files.length > 0 && files.every((f) => f.path === next.parts.styles.file.path);
    return {
      pages: files.filter((f) => f.path.endsWith('.html')).length,
      paths: { written: files.map((f) => f.path), removed: remove },
      ms: Math.round(performance.now() - started),
      action: files.length === 0 && remove.length === 0 ? 'none' : onlyStyles ? 'css' : 'reload',
    };
  }

  /** The files of `next` that differ from `prev` (all of them when `prev` is null); updates fingerprints. */
  private outputs(next: State, prev: State | null): OutputFile[] {
    const assets = combineAssets(next.parts);
    // Every page links the stylesheet, the script and images by URL: those URLs are site-wide inputs.
    // (Sorted: the maps fill in the order parallel reads finish.)
    const sorted = (map: Map<string, { src: string }>) => [...map].map(([p, i]) => `${p} ${i.src}`).sort();
    const urls = [assets.css, assets.js, sorted(next.parts.images.byPath), sorted(next.parts.social.byPath)];
    const siteKey = hash([siteInputs(next.content), next.templateVersion, urls, this.options.devScript ?? '', this.options.year ?? 0]);
    const changedRoutes = next.routes.routes.filter((route) => {
      const key = hash([siteKey, pageInputs(route, next.content)]);
      const same = prev !== null && next.fingerprints.get(route.output) === key;
      next.fingerprints.set(route.output, key);
      return !same;
    });
    const year = this.options.year ?? new Date().getFullYear();
    const pages = renderPages({ content: next.content, routes: next.routes, assets, year, only: changedRoutes, render: next.render });
    const script = this.options.devScript;
    if (script) for (const page of pages) page.contents = String(page.contents).replace('</head>', `<script src="${script}" defer></script></head>`);
    const others = [...assets.files, ...siteFiles(next.routes)].filter((file) => {
      const key = hashContents(file.contents);
      const same = prev !== null && next.fingerprints.get(file.path) === key;
      next.fingerprints.set(file.path, key);
      return !same;
    });
    return [...pages, ...others];
  }
}
