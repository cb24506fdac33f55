/**
 * The page writer thread's module (see `startPageWriter` in `pool.ts`): it compresses and writes pages the main
 * thread rendered, while that thread renders more. Only the writing code is loaded here (not the content
 * libraries of `worker.ts`), so the thread is ready within a few tens of milliseconds of its start.
 */
import { writeRenderedPages, type PageWriteOptions, type PageWritten, type RenderedPage } from '../../output/page-files.ts';
import { portably } from './portable-error.ts';
import type { Batch } from './worker.ts';

/**
 * Compresses and writes a batch of pages the main thread rendered ({@link writeRenderedPages}).
 * @throws a {@link portableError} when a file cannot be written.
 */
export const write = portably((batch: Batch<PageWriteOptions, RenderedPage>): PageWritten[] => writeRenderedPages(batch.items, batch.shared));
