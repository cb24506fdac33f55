/**
 * `eventsite dev`: builds the site, serves it on 127.0.0.1 like a static host, watches content, templates,
 * static files and sources (chokidar), rebuilds only what a change affects (DevBuilder) and tells open
 * tabs to reload or swap the stylesheet (server-sent events). A content or template error is printed and shown
 * over the page; the last good build stays served; the process never stops on one.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Logger } from '../../core/task.ts';
import { formatError } from '../../core/errors.ts';
import { PROJECT, type ProjectLayout } from '../../core/project-layout.ts';
import { startWatcher } from './watcher.ts';
import { DevBuilder, RestartNeededError } from './dev-builder.ts';
import { startStaticServer, type RunningServer } from './static-server.ts';

/** Options of {@link startDevServer}. */
export interface DevServerOptions {
  contentDir: string;
  /** Where the dev build is written (not `dist/`, which stays the production build). */
  outDir: string;
  /** The project: what is watched, built and rendered. */
  layout: ProjectLayout;
  port?: number;
  host?: string;
  baseUrl?: string;
  log?: Logger;
  /**
   * Milliseconds to wait for more changes before rebuilding (default 5). A change is reported only once its file
   * stayed the same for {@link SETTLE_MS} ms, so the files of one save (an editor's "save all", a `git checkout`) arrive
   * within a few milliseconds of each other; a longer wait would only delay every edit.
   */
  debounce?: number;
}

/** A change is reported once its file kept the same size this long (ms): a file written in pieces is read whole. */
const SETTLE_MS = 5;

/** A failed rebuild is reported when no change arrived this long after it (ms): later saves may fix it. */
const QUIET_MS = 4 * SETTLE_MS;

/** A running dev server. */
export interface DevServer extends RunningServer {
  /** Resolves when the pending rebuild (if any) is done. */
  idle(): Promise<void>;
  /** The current build error, formatted, or null. */
  error(): string | null;
}

const EVENTS_PATH = '/__eventsite/events';
const CLIENT_PATH = '/__eventsite/live-reload.js';

/** Starts the dev server; resolves once the first build was attempted and the server listens. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clientCode = (
    await esbuild.build({ entryPoints: [path.join(PROJECT.sources, 'client/dev/live-reload.ts')], bundle: true, write: false, minify: true, format: 'iife' })
  ).outputFiles[0]!.text;
  const builder = new DevBuilder({
    contentDir: options.contentDir,
    outDir: options.outDir,
    layout: options.layout,
    baseUrl: options.baseUrl,
    devScript: CLIENT_PATH,
    log,
  });
  const clients = new Set<ServerResponse>();
  /** The error shown over the page: a title and the formatted error. */
  let currentError: { title: string; message: string } | null = null;
  const send = (event: string, data: unknown = null) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  const fail = (error: unknown) => {
    const restart = error instanceof RestartNeededError;
    currentError = { title: restart ? 'Restart needed: the page shows the build from before the change' : 'Build failed: the page shows the last good build', message: formatError(error) };
    log(`\n${currentError.message}\n  (${restart ? 'restart `eventsite dev` to apply it' : 'the last good build is still served; fix the file and save'})`);
    send('build-error', currentError);
  };

  const t0 = performance.now();
  try {
    const result = await builder.full();
    log(`Built ${result.pages} pages (${result.paths.written.length} files) in ${Math.round(performance.now() - t0)} ms.`);
  } catch (error) {
    fail(error);
  }

  const middleware = (req: IncomingMessage, res: ServerResponse): boolean => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === EVENTS_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      if (currentError) res.write(`event: build-error\ndata: ${JSON.stringify(currentError)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    }
    if (pathname === CLIENT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(clientCode);
      return true;
    }
    // Before any build succeeded there is nothing to serve: show the error page with the live client.
    if (!builder.hasBuilt && !existsSync(path.join(options.outDir, 'index.html'))) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Build failed</title><script src="${CLIENT_PATH}"></script><body></body></html>`);
      return true;
    }
    return false;
  };
  const server = await startStaticServer({ dir: options.outDir, port: options.port, host: options.host, dev: true, before: middleware });

  // Rebuilds run one at a time; changes that arrive meanwhile are gathered for the next one.
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  /** A failed rebuild's error, waiting to be reported until the files are quiet. */
  let report: NodeJS.Timeout | undefined;
  const rebuild = async () => {
    timer = undefined;
    if (busy || pending.size === 0) return;
    busy = true;
    const changed = [...pending];
    pending.clear();
    const shown = changed.map((f) => path.relative(process.cwd(), f)).join(', ');
    clearTimeout(report);
    report = undefined;
    try {
      const result = await builder.update(changed);
      const written = result.paths.written.length;
      log(`  ${shown} → ${result.pages} page${result.pages === 1 ? '' : 's'} written, ${written - result.pages} other files, ${result.paths.removed.length} removed in ${result.ms} ms`);
      const hadError = currentError !== null;
      currentError = null;
      if (hadError) send('ok');
      else if (result.action === 'reload') send('reload');
      else if (result.action === 'css') send('css');
    } catch (error) {
      // Saves still arriving (a checkout, a "save all") may be what fixes it: the error is reported only once the
      // files stayed quiet a moment, and a rebuild of the later saves replaces it.
      report = setTimeout(() => {
        report = undefined;
        if (pending.size === 0 && !busy && timer === undefined) fail(error);
      }, QUIET_MS);
    } finally {
      busy = false;
      if (pending.size > 0) schedule();
    }
  };
  const schedule = (file?: string) => {
    if (file) pending.add(path.resolve(file));
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), options.debounce ?? 5);
  };
  const watcher = await startWatcher(
    { paths: [options.contentDir, options.layout.templates, options.layout.static, options.layout.sources], stabilityMs: SETTLE_MS },
    (file) => schedule(file),
    (message) => log(`  watcher: ${message}`),
  );

  const settled = () => timer === undefined && !busy && pending.size === 0 && report === undefined;
  return {
    ...server,
    idle: async () => {
      while (!settled()) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    error: () => currentError?.message ?? null,
    close: async () => {
      clearTimeout(timer);
      clearTimeout(report);
      timer = undefined;
      report = undefined;
      pending.clear();
      for (const res of clients) res.end();
      clients.clear();
      await watcher.close();
      while (busy) await new Promise((resolve) => setTimeout(resolve, 5));
      await server.close();
    },
  };
}
