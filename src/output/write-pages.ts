/**
 * The render stage writing as it goes: every page of the route table is made into its view, and its HTML rendered
 * and written with its `.br` and `.gz`, unless the build before wrote the same page from the same view with the
 * same templates (then its files are taken as they are). Rendering runs on this thread while the pages before are
 * compressed and written on libuv's thread pool (the other cores), a bounded number at a time.
 */
import { digestOf } from '../core/disk-store.ts';
import { fingerprint } from '../core/fingerprint.ts';
import type { OutputFile } from '../core/output-file.ts';
import type { Content } from '../content/types.ts';
import type { Renderer } from '../render/load-renderer.ts';
import { pageKeyOf } from '../render/render-pages.ts';
import type { SiteRoute, SiteRouteTable } from '../site/pages/page-type.ts';
import { createViewBuilder, type PageAssets } from '../view/build-view.ts';
import type { OutputWriter } from './output-writer.ts';
import { companionsOf, PRECOMPRESS_SETTINGS } from './precompress.ts';

/** Pages compressed and written at once: enough to keep the other cores busy, few enough to bound memory. */
const IN_FLIGHT = 32;

/** Options of {@link writeSitePages}. */
export interface WritePagesOptions {
  output: OutputWriter;
  content: Content;
  routes: SiteRouteTable;
  assets: PageAssets;
  renderer: Renderer;
  /** Year of the copyright line. */
  year: number;
  /** Write `.br` and `.gz` beside each page. */
  precompress: boolean;
}

/** The files of one page: its HTML at each output path (an alias shows its primary page), with companions. */
async function pageFiles(html: string, outputs: readonly string[], precompress: boolean): Promise<OutputFile[]> {
  const bytes = Buffer.from(html);
  const first: OutputFile = { path: outputs[0]!, contents: bytes };
  const companions = precompress ? await companionsOf(first) : [];
  return outputs.flatMap((output) => [{ path: output, contents: bytes }, ...companions.map((c) => ({ path: output + c.path.slice(first.path.length), contents: c.contents }))]);
}

/**
 * Renders and writes every page of `routes` (see the module comment).
 * @returns the HTML files in the build, and how many of them were taken from the build before.
 * @throws {TemplateError} naming the route and template when a template throws; {@link DuplicateRouteError}
 * when a page's path is taken; {@link OutputWriteError} when the file system refuses.
 */
export async function writeSitePages(options: WritePagesOptions): Promise<{ pages: number; reused: number }> {
  const { output, renderer, precompress } = options;
  const viewOf = createViewBuilder(options);
  const pages = new Map<string, { route: SiteRoute; outputs: string[] }>();
  for (const route of options.routes.routes) {
    const page = pages.get(pageKeyOf(route));
    if (page) page.outputs.push(route.output);
    else pages.set(pageKeyOf(route), { route, outputs: [route.output] });
  }
  let count = 0;
  let reused = 0;
  const writing = new Set<Promise<void>>();
  try {
    for (const { route, outputs } of pages.values()) {
      count += outputs.length;
      const view = viewOf(route);
      const key = digestOf(['page', renderer.version, precompress ? PRECOMPRESS_SETTINGS : 'plain', outputs.join('\n'), fingerprint(view)]);
      if (output.reuse(key)) {
        reused += outputs.length;
        continue;
      }
      const html = renderer.render(route, view);
      const done: Promise<void> = pageFiles(html, outputs, precompress)
        .then((files) => output.write(key, files))
        .finally(() => writing.delete(done));
      // Handled here and awaited below: a failure while this thread renders is not an unhandled rejection.
      done.catch(() => undefined);
      writing.add(done);
      if (writing.size >= IN_FLIGHT) await Promise.race(writing);
    }
    await Promise.all(writing);
  } finally {
    // Nothing is left writing into the build's folder when a page fails.
    await Promise.allSettled(writing);
  }
  return { pages: count, reused };
}
