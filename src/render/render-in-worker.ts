/**
 * Renders pages on a worker thread under a time limit per page, so a template that never returns (`while (true)
 * {}`) cannot freeze a command: the waiting thread stays free (Ctrl-C still stops it), and when a page has run past
 * the limit the worker is terminated, the page reported as timed out, and a new worker renders the pages after it.
 * The worker's entry (render-worker.ts, beside this file) is passed by its path and bundled by esbuild in memory,
 * as the templates are, so it runs the same from the sources and from the compiled CLI.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bundle } from '../core/bundle.ts';
import { PROJECT } from '../core/project-layout.ts';
import type { PageView } from '../site/view-types.ts';

/** One page to render: its index in the batch, its page kind and its view. */
export interface RenderJob {
  index: number;
  kind: string;
  view: PageView;
}

/** What the worker answers for one page: its HTML, or what the templates threw. */
export type RenderReply =
  { index: number; html: string } | { index: number; thrown: { name: string; message: string; stack?: string } };

/** The outcome of one page: a reply, or `timedOut` when it ran past the limit (or the worker died under it). */
export type RenderOutcome = RenderReply | { index: number; timedOut: true } | { index: number; failed: Error };

/** How long one page may take, in milliseconds, when the caller names no other limit. */
export const PAGE_TIME_LIMIT_MS = 10_000;

/** The worker's entry beside this file, in the tool's own sources (the compiled CLI keeps `src/` beside `lib/`). */
const ENTRY = path.join(PROJECT.sources, 'render', 'render-worker.ts');

let entryCode: Promise<string> | undefined;

/** The worker's code as a `data:` URL, bundled once per process. */
function workerUrl(): Promise<string> {
  entryCode ??= bundle({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    absWorkingDir: PROJECT.root,
  }).then((built) => `data:text/javascript;base64,${Buffer.from(built.text).toString('base64')}`);
  return entryCode;
}

/** Options of {@link renderInWorker}. */
export interface RenderInWorkerOptions {
  /** The templates' bundle as a `data:` URL exporting `renderPage` (load-renderer.ts). */
  templates: string;
  jobs: readonly Omit<RenderJob, 'index'>[];
  /** The longest one page may take, in milliseconds (default {@link PAGE_TIME_LIMIT_MS}). */
  limitMs?: number;
}

/** The worker of the last render that ended well, kept for the next one with the same templates (dev's rebuilds). */
let idle: { templates: string; worker: Worker } | undefined;

/** A worker for `templates`: the idle one when it has them, else a new one (an idle one with other templates ends). */
async function takeWorker(templates: string): Promise<Worker> {
  const kept = idle;
  idle = undefined;
  if (kept?.templates === templates) return kept.worker;
  if (kept) void kept.worker.terminate();
  // Never keeps the process alive by itself: a command ends when its work does.
  const worker = new Worker(new URL(await workerUrl()), { workerData: { templates } });
  worker.unref();
  // An idle worker that fails is simply not used again (the next render starts another).
  worker.on('error', () => {
    if (idle?.worker === worker) idle = undefined;
  });
  return worker;
}

/** Keeps `worker` for the next render, or ends it when one is kept already. */
function keepWorker(templates: string, worker: Worker): void {
  if (idle) void worker.terminate();
  else idle = { templates, worker };
}

/**
 * Renders `jobs` in order on a worker thread (a kept one when the templates are the same).
 * @returns one outcome per job, in the jobs' order.
 */
export async function renderInWorker(options: RenderInWorkerOptions): Promise<RenderOutcome[]> {
  const limit = options.limitMs ?? PAGE_TIME_LIMIT_MS;
  const outcomes: RenderOutcome[] = [];
  while (outcomes.length < options.jobs.length) {
    const from = outcomes.length;
    const jobs = options.jobs.slice(from).map((job, i) => ({ ...job, index: from + i }));
    const worker = await takeWorker(options.templates);
    const run = await runWorker(worker, jobs, limit);
    outcomes.push(...run);
    const last = run.at(-1);
    // A worker that answered every page is kept; one that ran past the limit or failed was ended.
    if (run.every((outcome) => 'html' in outcome || 'thrown' in outcome)) keepWorker(options.templates, worker);
    // A worker that failed (the templates would not load in it) fails the pages after too: no worker per page.
    if (last && 'failed' in last)
      for (const job of jobs.slice(run.length)) outcomes.push({ index: job.index, failed: last.failed });
  }
  return outcomes;
}

/**
 * Runs `jobs` on `worker` until all are answered or one runs past `limit` (it is then the last outcome, and the
 * worker is terminated). The limit runs from the jobs' sending for the first page, and from the answer before for each
 * other: a worker just started imports the templates within the first page's time.
 */
function runWorker(worker: Worker, jobs: RenderJob[], limit: number): Promise<RenderOutcome[]> {
  const outcomes: RenderOutcome[] = [];
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const finish = (last?: RenderOutcome) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (last) {
        outcomes.push(last);
        // Terminated without waiting: a stuck worker stops at once, and nothing is left to read from it.
        void worker.terminate();
      }
      resolve(outcomes);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish({ index: jobs[outcomes.length]!.index, timedOut: true }), limit);
    };
    const onMessage = (reply: RenderReply) => {
      outcomes.push(reply);
      if (outcomes.length === jobs.length) finish();
      else arm();
    };
    const onError = (error: unknown) =>
      finish({
        index: jobs[outcomes.length]!.index,
        failed: error instanceof Error ? error : new Error(String(error)),
      });
    const onExit = () =>
      finish({ index: jobs[outcomes.length]!.index, failed: new Error('the render worker stopped') });
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    arm();
    worker.postMessage(jobs);
  });
}
