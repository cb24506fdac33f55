/**
 * Renders pages and writes them, with their precompressed companions, into a new build's folder: the work of
 * the render stage for one batch of pages, done by a worker thread or by this one. A page's HTML is held only
 * while it is written. Rendering is still free of file system writes (`render.ts`); this is the write stage's
 * share that runs beside it.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from './assets.ts';
import { precompressNow } from './precompress.ts';
import type { RenderPage } from './render.ts';
import type { PageView } from './view/types.ts';

/**
 * What tells a written file from one changed in place later: inode, size and modification time (ms). Not the
 * change time, as a content file's stamp has: linking the file into the next build changes it.
 */
export interface WrittenStamp {
  ino: number;
  size: number;
  mtimeMs: number;
}

/** The {@link WrittenStamp} of a file's `stat`. */
export function writtenStamp(info: WrittenStamp): WrittenStamp {
  return { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs };
}

/** A page to write: its template, its view, and every output path that shows it (an alias shows its primary page). */
export interface PageJob {
  kind: string;
  /** The primary route's URL (errors name it). */
  url: string;
  outputs: string[];
  view: PageView;
}

/** Where and how a batch is written. */
export interface PageWriteOptions {
  /** The new build's folder (absolute). */
  dir: string;
  /** Write `.br` and `.gz` beside each page. */
  precompress: boolean;
  /**
   * Remove each file before writing it: the folder holds links to the visible build's files (see
   * `OutputSink.unlinkFirst`), which writing would change.
   */
  unlinkFirst?: boolean;
}

/** What writing one page did: the paths written (relative to the folder) and the first one's stamp, or the template's error. */
export type PageWriteResult = { written: string[]; stamp: WrittenStamp } | { error: { url: string; kind: string; message: string } };

/** The files of one rendered page: the HTML at each of its outputs, and their companions. */
export function pageFiles(html: string, outputs: readonly string[], precompress: boolean): OutputFile[] {
  const bytes = Buffer.from(html);
  const [first, ...others] = outputs.map((p): OutputFile => ({ path: p, contents: bytes }));
  if (!first) return [];
  const companions = precompress ? precompressNow(first) : [];
  // An alias is the same bytes: its companions are too.
  return [first, ...companions, ...others.flatMap((o) => [o, ...companions.map((c) => ({ path: o.path + c.path.slice(first.path.length), contents: c.contents }))])];
}

/** The template's error of a page, as plain data (it crosses threads). */
export type PageError = Extract<PageWriteResult, { error: unknown }>;

/**
 * Renders one page into its files ({@link pageFiles}).
 * @returns the files, or the template's error: returned, not thrown, so the main thread reports it.
 */
export function renderPageFiles(renderPage: RenderPage, job: PageJob, precompress: boolean): OutputFile[] | PageError {
  let html: string;
  try {
    html = renderPage(job.kind, job.view);
  } catch (error) {
    return { error: { url: job.url, kind: job.kind, message: error instanceof Error ? error.message : String(error) } };
  }
  return pageFiles(html, job.outputs, precompress);
}

/**
 * Renders and writes `jobs` with synchronous writes (a worker thread has nothing else to do; the main thread
 * writes through its output sink instead).
 * @returns one result per job.
 */
export function writePages(renderPage: RenderPage, jobs: readonly PageJob[], options: PageWriteOptions): PageWriteResult[] {
  const made = new Set<string>();
  return jobs.map((job) => {
    const files = renderPageFiles(renderPage, job, options.precompress);
    if ('error' in files) return files;
    for (const file of files) {
      const target = path.join(options.dir, file.path);
      const folder = path.dirname(target);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      if (options.unlinkFirst) rmSync(target, { force: true });
      writeFileSync(target, file.contents);
    }
    return { written: files.map((f) => f.path), stamp: writtenStamp(statSync(path.join(options.dir, files[0]!.path))) };
  });
}
