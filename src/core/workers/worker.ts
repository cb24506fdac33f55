/**
 * The tasks worker threads run (see `pool.ts`): each takes a batch of plain inputs and returns plain outputs.
 * Nothing here touches the main thread's state; it owns the cache, the errors and the output's switch.
 */
import { pathToFileURL } from 'node:url';
import { prepareText, type PreparedFile } from '../../content/prepare-files.ts';
import type { RenderPage } from '../../render/load-renderer.ts';
import { portably } from './portable-error.ts';
import { writePages, type PageJob, type PageWriteOptions, type PageWriteResult } from '../../output/page-files.ts';

/** A batch of a task: inputs shared by its items, and the items. */
export interface Batch<Shared, Item> {
  shared: Shared;
  items: readonly Item[];
}

/** An input of {@link prepare}: the decoded text of a content file. */
export interface PrepareTask {
  text: string;
  format: 'yaml' | 'markdown';
  /** The file's name as errors show it. */
  file: string;
}

/** Prepares a batch of content files ({@link prepareText}). */
export const prepare = portably((batch: Batch<undefined, PrepareTask>): (PreparedFile | undefined)[] => batch.items.map((task) => prepareText(task.text, task.format, task.file)));

const renderers = new Map<string, Promise<RenderPage>>();

/**
 * Renders a batch of pages with the templates bundled at `shared.renderer` and writes them ({@link writePages}).
 * @throws a {@link portableError} when a file cannot be written.
 */
export const render = portably(async (batch: Batch<PageWriteOptions & { renderer: string }, PageJob>): Promise<PageWriteResult[]> => {
  const { renderer } = batch.shared;
  let renderPage = renderers.get(renderer);
  if (!renderPage) {
    renderPage = import(pathToFileURL(renderer).href).then((module: { renderPage: RenderPage }) => module.renderPage);
    renderers.set(renderer, renderPage);
  }
  return writePages(await renderPage, batch.items, batch.shared);
});
