/**
 * `eventsite dev`: builds the site, serves it on 127.0.0.1 like a static host, watches content, templates,
 * static files and sources (chokidar), rebuilds only what a change affects (DevBuilder) and tells open
 * tabs to reload or swap the stylesheet (a WebSocket per tab, see live-socket.ts). A content or template error is
 * printed and shown over the page; the last good build stays served; the process never stops on one.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Logger } from '../../core/task.ts';
import { formatError, OutputNotWritableError } from '../../core/errors.ts';
import { PROJECT, type ProjectLayout } from '../../core/project-layout.ts';
import { startWatcher, type Watcher } from './watcher.ts';
import { DevBuilder, RestartNeededError, type DevBuildResult } from './dev-builder.ts';
import { attachLiveSocket, type LiveSocket } from './live-socket.ts';
import { rebuildQueue, type RebuildQueue } from './rebuild-queue.ts';
import { requestPath } from './request-target.ts';
import { securityHeaders } from '../../output/hosts/headers.ts';
import { startStaticServer, type RunningServer } from './static-server.ts';

export { HostUnavailableError, PortInUseError } from './listen.ts';

/** Options of {@link startDevServer}. */
export interface DevServerOptions {
  contentDir: string;
  /** Where the dev build is written (not `dist/`, which stays the production build). */
  outDir: string;
  /** The project: what is watched, built and rendered. */
  layout: ProjectLayout;
  /** The port to listen on (default {@link DEFAULT_DEV_PORT}); 0 picks a free one. */
  port?: number;
  /**
   * True when the user chose the port (`--port`): if it is in use, starting fails with a `PortInUseError`. Otherwise
   * (the default) a busy port is skipped for the next free one of {@link PORT_ATTEMPTS}, as Vite does.
   */
  explicitPort?: boolean;
  host?: string;
  /** More `Host` names to answer than localhost, IP addresses and `host` (`--allowed-host`; see `host-check.ts`). */
  allowedHosts?: readonly string[];
  baseUrl?: string;
  log?: Logger;
  /**
   * Milliseconds to wait for more changes before rebuilding (default 5): the files of one save arrive within a few
   * milliseconds, each once it stayed the same for {@link SETTLE_MS} ms; a longer wait would only delay every edit.
   */
  debounce?: number;
  /** Called, instead of showing the error, when a source of the tool changed (the CLI then starts dev anew). */
  onRestartNeeded?: () => void;
}

/** The port `eventsite dev` listens on unless told otherwise. */
export const DEFAULT_DEV_PORT = 4321;

/** How many ports from the first are tried when the port was not chosen explicitly (4321 … 4340). */
const PORT_ATTEMPTS = 20;

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

const SOCKET_PATH = '/__eventsite/socket';
const CLIENT_PATH = '/__eventsite/live-reload.js';

/** The build error shown over the page: a title and the formatted error. */
interface ShownError {
  title: string;
  message: string;
}

/** The browser script, bundled from its sources on every start (it is small). */
async function liveClientCode(): Promise<string> {
  const entry = path.join(PROJECT.sources, 'client/dev/live-reload.ts');
  return (await esbuild.build({ entryPoints: [entry], bundle: true, write: false, minify: true, format: 'iife' }))
    .outputFiles[0]!.text;
}

/**
 * The overlay's title and the console's note for a failed build. Before any build of this run succeeded there is
 * no last good build to speak of: the page is an empty placeholder, or an earlier run's output.
 */
function describeFailure(error: unknown, hasBuilt: boolean, outDir: string): { title: string; note: string } {
  const restart = error instanceof RestartNeededError;
  const kind = restart ? 'Restart needed' : 'Build failed';
  const todo = restart ? 'restart `eventsite dev` to apply it' : 'fix the file and save';
  if (!hasBuilt) {
    const earlier = existsSync(path.join(outDir, 'index.html')) ? ' (the page is from an earlier run)' : '';
    return { title: `${kind}: No successful build yet${earlier}`, note: `no successful build yet; ${todo}` };
  }
  if (restart) return { title: `${kind}: the page shows the build from before the change`, note: todo };
  return { title: `${kind}: the page shows the last good build`, note: `the last good build is still served; ${todo}` };
}

/** The dev server's own answers: the browser script and, until a build succeeds, a placeholder page. */
function devRoutes(clientCode: string, builder: DevBuilder, outDir: string, firstBuild: Promise<void>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (requestPath(req.url) === CLIENT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(clientCode);
      return true;
    }
    // Listening starts before the first build (a busy port fails at once): pages wait for it.
    await firstBuild;
    // Before any build succeeded there is nothing to serve: an empty page with the live client shows the error.
    if (!builder.hasBuilt && !existsSync(path.join(outDir, 'index.html'))) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>Build failed</title><script src="${CLIENT_PATH}" defer></script><body></body></html>`,
      );
      return true;
    }
    return false;
  };
}

/** Builds the whole site, logging what it wrote; a failure goes to `fail`. */
async function buildAll(builder: DevBuilder, log: Logger, fail: (error: unknown) => void): Promise<void> {
  const t0 = performance.now();
  try {
    const result = await builder.full();
    log(
      `Built ${result.pages} pages (${result.paths.written.length} files) in ${Math.round(performance.now() - t0)} ms.`,
    );
  } catch (error) {
    fail(error);
  }
}

/** The console line of a rebuild: the files changed and what it wrote. */
function rebuildLine(result: DevBuildResult, changed: string[]): string {
  const shown = changed.map((f) => path.relative(process.cwd(), f)).join(', ');
  const others = result.paths.written.length - result.pages;
  return `  ${shown} → ${result.pages} page${result.pages === 1 ? '' : 's'} written, ${others} other files, ${result.paths.removed.length} removed in ${result.ms} ms`;
}

/**
 * Starts the dev server; resolves once the server listens and the first build was attempted.
 * @throws {PortInUseError} when the port is in use (with `explicitPort`) or all {@link PORT_ATTEMPTS} ports from it
 * are; `HostUnavailableError` when `host` is no address of this machine. Both are thrown before anything is built.
 * @throws {OutputNotWritableError} when the first build finds that the output folder cannot be written; the server
 * is closed then.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const builder = new DevBuilder({
    contentDir: options.contentDir,
    outDir: options.outDir,
    layout: options.layout,
    baseUrl: options.baseUrl,
    devScript: CLIENT_PATH,
    log,
  });
  const shown: { error: ShownError | null } = { error: null };
  let built!: () => void;
  const firstBuild = new Promise<void>((resolve) => (built = resolve));
  const server = await listenForDev(options, builder, firstBuild, log);
  builder.serveFrom(server.url);
  const live = attachLiveSocket(server.server, {
    path: SOCKET_PATH,
    greeting: () => shown.error && { type: 'build-error', ...shown.error },
    allowsHost: server.allowsHost,
  });
  const fail = (error: unknown) => {
    if (error instanceof RestartNeededError && options.onRestartNeeded) return options.onRestartNeeded();
    const { title, note } = describeFailure(error, builder.hasBuilt, options.outDir);
    shown.error = { title, message: formatError(error) };
    log(`\n${shown.error.message}\n  (${note})`);
    live.send({ type: 'build-error', ...shown.error });
  };
  // What the watcher reports before the queue exists waits for it.
  const early: string[] = [];
  let queue: RebuildQueue | undefined;
  const watcher = await watchAndBuild(options, builder, log, {
    onChange: (file) => (queue ? queue.add(file) : early.push(file)),
    fail,
    built,
    close: async () => {
      live.close();
      await server.close();
    },
  });
  queue = rebuildQueue({
    builder,
    debounce: options.debounce ?? 5,
    quietMs: QUIET_MS,
    onBuilt: (result, changed) => tellBuilt(result, changed, shown, live, log),
    onFailed: fail,
  });
  for (const file of early) queue.add(file);
  const running = { watcher, queue };

  return {
    ...server,
    idle: async () => {
      while (!running.queue.settled()) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    error: () => shown.error?.message ?? null,
    close: async () => {
      await running.watcher.close();
      await running.queue.stop();
      live.close();
      await server.close();
    },
  };
}

/** Starts serving the output folder with the dev server's own answers; logs when the port asked for was busy. */
async function listenForDev(
  options: DevServerOptions,
  builder: DevBuilder,
  firstBuild: Promise<void>,
  log: Logger,
): Promise<RunningServer> {
  const port = options.port ?? DEFAULT_DEV_PORT;
  const server = await startStaticServer({
    dir: options.outDir,
    port,
    portAttempts: options.explicitPort || port === 0 ? 1 : PORT_ATTEMPTS,
    host: options.host,
    allowedHosts: options.allowedHosts,
    dev: true,
    before: devRoutes(await liveClientCode(), builder, options.outDir, firstBuild),
    headers: () => securityHeaders(builder.enquiry),
    // Served as it is published: under the base URL's path prefix, if it has one.
    base: () => builder.base,
  });
  const actualPort = Number(new URL(server.url).port);
  if (port !== 0 && actualPort !== port) log(`Port ${port} is in use; using ${actualPort} instead.`);
  return server;
}

/** What {@link watchAndBuild} reports to and closes. */
interface FirstBuildHooks {
  /** A watched file changed. */
  onChange: (file: string) => void;
  /** The first build failed (but for an output folder that cannot be written). */
  fail: (error: unknown) => void;
  /** The first build was attempted (pages waiting for it are served). */
  built: () => void;
  /** Closes the live socket and the server, when starting fails. */
  close(): Promise<void>;
}

/**
 * Starts the watcher, then builds the whole site. Watching starts before the first build, so that a file saved
 * while it runs is rebuilt after it (it would be missed, and an SVG judged before the save served as saved).
 * @throws what starting the watcher throws, or {@link OutputNotWritableError}; everything is closed then.
 */
async function watchAndBuild(
  options: DevServerOptions,
  builder: DevBuilder,
  log: Logger,
  hooks: FirstBuildHooks,
): Promise<Watcher> {
  const watched = [options.contentDir, options.layout.templates, options.layout.static, options.layout.sources];
  let watcher: Watcher | undefined;
  let firstError: OutputNotWritableError | undefined;
  try {
    watcher = await startWatcher({ paths: watched, stabilityMs: SETTLE_MS }, hooks.onChange, (message) =>
      log(`  watcher: ${message}`),
    );
    // An output folder that cannot be written never will be: dev stops, and the CLI prints the plain line.
    await buildAll(builder, log, (error) =>
      error instanceof OutputNotWritableError ? (firstError = error) : hooks.fail(error),
    ).finally(hooks.built);
    if (firstError) throw firstError;
    return watcher;
  } catch (error) {
    hooks.built();
    await watcher?.close();
    await hooks.close();
    throw error;
  }
}

/** Logs a rebuild and tells the open tabs: the error is gone, or reload, or swap the stylesheet. */
function tellBuilt(
  result: DevBuildResult,
  changed: string[],
  shown: { error: ShownError | null },
  live: LiveSocket,
  log: Logger,
): void {
  log(rebuildLine(result, changed));
  const hadError = shown.error !== null;
  shown.error = null;
  if (hadError) live.send({ type: 'ok' });
  else if (result.action !== 'none') live.send({ type: result.action });
}
