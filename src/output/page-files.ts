/**
 * Renders pages and writes them, with their precompressed companions, into a new build's folder: the work of
 * the render stage for one batch of pages, done by a worker thread or by this one; or writes the pages the main
 * thread rendered, on the page writer thread. A page's HTML is held only while it is written. Rendering is still
 * free of file system writes (`render.ts`); this is the write stage's share that runs beside it.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from './assets/assets.ts';
import { precompressNow } from './precompress.ts';
import type { RenderPage } from '../render/load-renderer.ts';
import type { PageView } from '../site/view-types.ts';

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

/** What writing one page did: the paths written (relative to the folder) and the first one's stamp. */
export interface PageWritten {
  written: string[];
  stamp: WrittenStamp;
}

/** What rendering and writing one page did: {@link PageWritten}, or the template's error. */
export type PageWriteResult = PageWritten | { error: { url: string; kind: string; message: string } };

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
 * Renders one page's HTML.
 * @returns the HTML, or the template's error: returned, not thrown, so the main thread reports it.
 */
export function renderPageHtml(renderPage: RenderPage, job: PageJob): string | PageError {
  try {
    return renderPage(job.kind, job.view);
  } catch (error) {
    return { error: { url: job.url, kind: job.kind, message: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * A function that writes one page's files into `options.dir` with synchronous writes (a thread other than the
 * main one has nothing else to do; the main thread writes through its output sink instead).
 * @returns the paths written and the first one's stamp.
 */
export function pageFileWriter(options: PageWriteOptions): (files: readonly OutputFile[]) => PageWritten {
  const made = new Set<string>();
  return (files) => {
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
  };
}

/**
 * Renders and writes `jobs` ({@link pageFileWriter}).
 * @returns one result per job.
 */
export function writePages(renderPage: RenderPage, jobs: readonly PageJob[], options: PageWriteOptions): PageWriteResult[] {
  const write = pageFileWriter(options);
  return jobs.map((job) => {
    const html = renderPageHtml(renderPage, job);
    return typeof html === 'string' ? write(pageFiles(html, job.outputs, options.precompress)) : html;
  });
}

/** A rendered page to write: every output path that shows it, and its HTML. */
export interface RenderedPage {
  outputs: string[];
  html: string;
}

/**
 * Writes rendered pages and their companions ({@link pageFiles}, {@link pageFileWriter}).
 * @returns one result per page.
 */
export function writeRenderedPages(pages: readonly RenderedPage[], options: PageWriteOptions): PageWritten[] {
  const write = pageFileWriter(options);
  return pages.map((page) => write(pageFiles(page.html, page.outputs, options.precompress)));
}
