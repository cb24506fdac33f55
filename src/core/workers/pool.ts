/**
 * A pool of worker threads (piscina) for work that splits into independent items: preparing content files and
 * rendering pages. Items go in batches (a message per item would cost more than it saves); results come back
 * in the order of the items. The workers run the compiled `worker.ts`. And the page writer: one thread that
 * compresses and writes the pages the main thread renders (`page-writer.ts`).
 */
import { availableParallelism } from 'node:os';
import { entryModule } from './entry-module.ts';
import { revivedError } from './portable-error.ts';
import type { PageWriteOptions, PageWritten, RenderedPage } from '../../output/page-files.ts';
import type * as Tasks from './worker.ts';

/** The worker tasks by name, with their item, shared-input and result types. */
type TaskName = { [K in keyof typeof Tasks]: (typeof Tasks)[K] extends (batch: Tasks.Batch<never, never>) => unknown[] | Promise<unknown[]> ? K : never }[keyof typeof Tasks];
type BatchOf<K extends TaskName> = Parameters<(typeof Tasks)[K]>[0];
type ItemOf<K extends TaskName> = BatchOf<K>['items'][number];
type ResultOf<K extends TaskName> = Awaited<ReturnType<(typeof Tasks)[K]>>[number];

/**
 * When work goes to worker threads: `auto` when there is enough of it to repay starting them (each thread loads
 * and warms up its own copy of the code, which on two cores costs about what a few hundred files take), `on`
 * always, `off` never.
 */
export type WorkerPolicy = 'auto' | 'on' | 'off';

/** True when `items` items go to workers under `policy`, `auto` deciding by `threshold`. */
export function useWorkers(policy: WorkerPolicy | undefined, items: number, threshold: number): boolean {
  return policy === 'on' ? items > 0 : policy === 'off' ? false : items >= threshold;
}

/** Threads in the pool: one per core the process may use. */
export const WORKER_THREADS = Math.max(1, availableParallelism());

/**
 * Each task's young generation per thread, in MiB. Rendering makes a great many short-lived React elements: a
 * larger young generation saves collections. Preparing (markdown syntax trees) gains nothing from one, and a
 * clean build's memory peaks while it runs: at 64 MiB, 2,000 posts per language peaked about 90 MiB higher, at
 * the same speed.
 */
const YOUNG_GENERATION_MB: Record<TaskName, number> = { prepare: 32, render: 64 };

/** A pool of threads: `run` calls a task of the entry on one of them; `destroy` ends them. */
interface Pool {
  /**
   * Runs task `name` of the entry with `input` on a free thread.
   * @throws the task's error, a system error made an Error again with its code, path and syscall ({@link revivedError}).
   */
  run(input: unknown, name: string): Promise<unknown>;
  destroy(): Promise<void>;
}

/**
 * A piscina pool of `threads` threads running entry `source` (relative to `src/`), each with the process's
 * environment and a young generation of `youngMb` MiB. piscina is loaded only now: most builds start no thread.
 */
async function openPool(source: string, threads: number, youngMb: number): Promise<Pool> {
  const { Piscina } = await import('piscina');
  const pool = new Piscina({
    filename: await entryModule(source),
    minThreads: threads,
    maxThreads: threads,
    resourceLimits: { maxYoungGenerationSizeMb: youngMb },
    env: { ...process.env },
  });
  return {
    run: (input, name) =>
      pool.run(input, { name }).catch((error: unknown) => {
        throw revivedError(error);
      }),
    destroy: () => pool.destroy(),
  };
}

/**
 * Runs task `name` over `items` on a pool of {@link WORKER_THREADS} threads, started for this call and ended after it.
 * Batches are made and sent a few at a time (two per thread in flight), so a batch's inputs exist only while
 * it is worked on.
 * @param options.shared - what every batch needs besides its items (sent with each batch).
 * @param options.batchSize - items per message (default: 1/32 of the items per thread, 8 to 64).
 * @param options.input - makes an item's input when its batch is sent (default: the item itself).
 * @returns one result per item, in order.
 * @throws the first error a worker threw.
 */
export async function runInWorkers<K extends TaskName, T = ItemOf<K>>(
  name: K,
  items: readonly T[],
  options: { shared?: BatchOf<K>['shared']; batchSize?: number; input?: (item: T) => ItemOf<K> } = {},
): Promise<ResultOf<K>[]> {
  const pool = await openPool('core/workers/worker.ts', WORKER_THREADS, YOUNG_GENERATION_MB[name]);
  const input = options.input ?? ((item: T) => item as unknown as ItemOf<K>);
  const size = options.batchSize ?? Math.min(64, Math.max(8, Math.ceil(items.length / (WORKER_THREADS * 32))));
  const results: ResultOf<K>[][] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const start = next;
      next += size;
      const batch = { shared: options.shared, items: items.slice(start, start + size).map(input) } as BatchOf<K>;
      results[start / size] = (await pool.run(batch, name)) as ResultOf<K>[];
    }
  };
  try {
    await Promise.all(Array.from({ length: WORKER_THREADS * 2 }, worker));
    return results.flat();
  } finally {
    await pool.destroy();
  }
}

/**
 * A worker thread that compresses and writes the pages this thread renders, while it renders more
 * ({@link startPageWriter}).
 */
export interface PageWriter {
  /** Batches sent and not yet written. */
  readonly pending: number;
  /**
   * Compresses and writes a batch of pages on the thread (`page-writer.ts`).
   * @returns one result per page, in order.
   * @throws the thread's error (a file that cannot be written).
   */
  write(batch: Tasks.Batch<PageWriteOptions, RenderedPage>): Promise<PageWritten[]>;
  /** Ends the thread once its batches are written. */
  close(): Promise<void>;
}

/**
 * Starts a {@link PageWriter}. Its code loads in a few tens of milliseconds (compiled lazily, on the other core);
 * batches sent meanwhile wait for it.
 */
export function startPageWriter(): PageWriter {
  // Buffers to compress and write, few objects: a small young generation.
  const pool = openPool('core/workers/page-writer.ts', 1, 16);
  // A failure to start is reported by the first write.
  pool.catch(() => undefined);
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    async write(batch) {
      pending += 1;
      try {
        return (await (await pool).run(batch, 'write')) as PageWritten[];
      } finally {
        pending -= 1;
      }
    },
    async close() {
      await (await pool.catch(() => undefined))?.destroy();
    },
  };
}
