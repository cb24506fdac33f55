/**
 * A pool of worker threads (piscina) for work that splits into independent items: preparing content files and
 * rendering pages. Items go in batches (a message per item would cost more than it saves); results come back
 * in the order of the items. The workers run `worker.js` beside the compiled CLI, or `worker.ts` through tsx
 * when the sources run directly (tests).
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type * as Tasks from './worker.ts';

/** The worker tasks by name, with their item, shared-input and result types. */
type TaskName = { [K in keyof typeof Tasks]: (typeof Tasks)[K] extends (batch: Tasks.Batch<never, never>) => unknown[] | Promise<unknown[]> ? K : never }[keyof typeof Tasks];
type BatchOf<K extends TaskName> = Parameters<(typeof Tasks)[K]>[0];
type ItemOf<K extends TaskName> = BatchOf<K>['items'][number];
type ResultOf<K extends TaskName> = Awaited<ReturnType<(typeof Tasks)[K]>>[number];

/** Threads in the pool: one per core the process may use. */
export const WORKER_THREADS = Math.max(1, availableParallelism());

function workerFile(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  const compiled = new URL('./worker.js', here);
  if (!here.endsWith('.ts') && existsSync(fileURLToPath(compiled))) return { filename: fileURLToPath(compiled), execArgv: [] };
  return { filename: fileURLToPath(new URL('./worker.ts', here)), execArgv: ['--import', 'tsx'] };
}

/**
 * Runs task `name` over `items` on a pool of {@link WORKER_THREADS} threads, started for this call and ended after it.
 * @param options.shared - what every batch needs besides its items (sent with each batch).
 * @param options.batchSize - items per message (default: about eight batches per thread).
 * @returns one result per item, in order.
 * @throws the first error a worker threw.
 */
export async function runInWorkers<K extends TaskName>(name: K, items: readonly ItemOf<K>[], options: { shared?: BatchOf<K>['shared']; batchSize?: number } = {}): Promise<ResultOf<K>[]> {
  const { filename, execArgv } = workerFile();
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: WORKER_THREADS,
    maxThreads: WORKER_THREADS,
    // A larger young generation: these tasks allocate many short-lived objects (syntax trees, React elements).
    resourceLimits: { maxYoungGenerationSizeMb: 64 },
    env: { ...process.env },
  });
  try {
    const size = options.batchSize ?? Math.max(8, Math.ceil(items.length / (WORKER_THREADS * 8)));
    const batches: BatchOf<K>[] = [];
    for (let i = 0; i < items.length; i += size) batches.push({ shared: options.shared, items: items.slice(i, i + size) } as BatchOf<K>);
    const results = await Promise.all(batches.map((batch) => pool.run(batch, { name }) as Promise<ResultOf<K>[]>));
    return results.flat();
  } finally {
    await pool.destroy();
  }
}
