/**
 * The render worker's entry: imports the templates' bundle named in its `workerData` and renders the pages it is
 * sent, answering each page with one message as soon as it is made, so the thread that waits can tell a page that
 * never ends (render-in-worker.ts). Imports nothing at run time but Node's own module: it is bundled on its own.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderJob, RenderReply } from './render-in-worker.ts';
import type { RenderPage } from './load-renderer.ts';

const port = parentPort!;
const { templates } = workerData as { templates: string };
const { renderPage } = (await import(templates)) as { renderPage: RenderPage };

port.on('message', (jobs: RenderJob[]) => {
  for (const job of jobs) {
    let reply: RenderReply;
    try {
      reply = { index: job.index, html: renderPage(job.kind, job.view) };
    } catch (error) {
      const { name, message, stack } =
        error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
      reply = { index: job.index, thrown: { name, message, stack } };
    }
    port.postMessage(reply);
  }
});
