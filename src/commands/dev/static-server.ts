/**
 * Serves a built output folder the way the generated host configurations do: `/x` answers from `x`,
 * `x.html` or `x/index.html` without a redirect; `x/` and `x.html` answer 301 to `x` where `x` is a page; a
 * miss (and `/404`, a `404.html` itself) answers the nearest `404.html` (walking up the folders) with status
 * 404; text types carry `charset=utf-8`; the precompressed `.br`/`.gz` files are sent to clients that accept
 * them; a year of caching for content-hashed files, revalidation for the rest; the security headers on every
 * answer; paths outside the folder, dotfiles and the hosts' own files are refused. Any request gets a status: a
 * target that is no path answers 400, a `Host` the server does not answer 403 (see `host-check.ts`).
 */
import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { displayPath } from '../../core/display-path.ts';
import { MissingFolderError } from '../../core/errors.ts';
import { HASHED_FILE, IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '../../output/hosts/headers.ts';
import { SAFE_PATH_START } from '../../output/hosts/host-rules.ts';
import { hostChecker, refusedHostMessage } from './host-check.ts';
import { listen } from './listen.ts';
import { requestPath } from './request-target.ts';
import { findSiteFile, isFile, sendSiteFile } from './site-file.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** The folder to serve. */
  dir: string;
  /** Port; 0 picks a free one. */
  port?: number;
  /**
   * How many ports to try, from `port` up, while they are in use (default 1: a busy `port` fails with a
   * `PortInUseError`, see `listen.ts`).
   */
  portAttempts?: number;
  /** Interface to bind; 127.0.0.1 unless told otherwise. Its name is answered as a `Host` too. */
  host?: string;
  /** More `Host` names to answer than localhost, IP addresses and `host` (`--allowed-host`). */
  allowedHosts?: readonly string[];
  /**
   * Dev mode: files are re-read on every request and nothing is cached by the browser, and the folder may not exist
   * yet (the first build makes it). Otherwise it must exist.
   */
  dev?: boolean;
  /** Runs first for every request; returns (or resolves to) true when it answered it. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;
  /** The headers of every answer (default: the site's headers without an enquiry endpoint, `SECURITY_HEADERS`). */
  headers?: () => Readonly<Record<string, string>>;
  /**
   * The path prefix the folder was built for (`/repo`, from `build --base-url https://owner.github.io/repo/`): the
   * folder is served under it, `/` redirects there, and every other path is a miss. Default `''`, the root. A
   * function is asked on every request (dev: the prefix of the last good build).
   */
  base?: string | (() => string);
}

/** A running server. */
export interface RunningServer {
  server: Server;
  /** Base URL, e.g. `http://127.0.0.1:4173`. */
  url: string;
  /** True when a `Host` header (or an `Origin`'s host) names this server (see `host-check.ts`). */
  allowsHost: (header: string | undefined) => boolean;
  close(): Promise<void>;
}

/** The `404.html` nearest to a request path, or the root one. */
function nearest404(dir: string, pathname: string): string | null {
  let folder: string;
  try {
    folder = decodeURIComponent(pathname);
  } catch {
    folder = '/';
  }
  const parts = path.posix.normalize(folder).split('/').filter(Boolean);
  for (let n = parts.length; n >= 0; n--) {
    // As typed, then in lower case: /TR/x is a miss of the Turkish folder (the servers' configurations do the same).
    for (const folders of [parts.slice(0, n), parts.slice(0, n).map((p) => p.toLowerCase())]) {
      const candidate = path.join(dir, ...folders, '404.html');
      if (candidate.startsWith(path.resolve(dir)) && existsSync(candidate)) return candidate;
    }
  }
  return null;
}

/** True when a segment of the request path (decoded) starts with a dot. */
function isHidden(pathname: string): boolean {
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // `_headers` and `_redirects` are read by hosts, not served by them; `.br`/`.gz` are sent in place of their source.
  if (pathname === '/_headers' || pathname === '/_redirects' || /\.(br|gz)$/.test(pathname)) return true;
  // The not-found pages are no pages of the site: `/404`, `/tr/404.html` answer 404.
  if (/\/404(\.html)?$/.test(pathname)) return true;
  return pathname.split(/[/\\]/).some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

const SAFE_START = new RegExp(`^${SAFE_PATH_START}`);

/**
 * The clean URL a request should be redirected to (301), or undefined: `/x/` → `/x` and `/x.html` → `/x`
 * (`/index.html` → `/`) where `x.html` is a page of `root`. The target keeps the request's own percent-encoding
 * and query; a path starting with `//` or `/\` is never redirected (it would leave the site).
 * @param requestUrl - the request target as sent (`req.url`).
 */
function cleanUrlRedirect(root: string, requestUrl: string): string | undefined {
  const [rawPath = '/', ...rest] = requestUrl.split('?');
  const query = rest.length > 0 ? `?${rest.join('?')}` : '';
  if (!SAFE_START.test(rawPath)) return undefined;
  const isPage = (raw: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return false;
    }
    const file = path.join(root, `${decoded}.html`);
    return file.startsWith(root + path.sep) && isFile(file);
  };
  if (rawPath.endsWith('/')) {
    const target = rawPath.replace(/\/+$/, '');
    return target && isPage(target) ? target + query : undefined;
  }
  if (rawPath.endsWith('.html')) {
    const target = rawPath.slice(0, -'.html'.length);
    if (!isPage(target)) return undefined;
    return target.endsWith('/index') ? target.slice(0, -'index'.length) + query : target + query;
  }
  return undefined;
}

/**
 * The error of a built folder that is not there to serve (`preview --out`), in one plain line; none when it is a folder.
 * @param dir - the folder (absolute, or relative to the working folder); named relative to the working folder.
 */
async function missingFolder(dir: string): Promise<MissingFolderError | undefined> {
  const info = await stat(dir).catch(() => undefined);
  if (info?.isDirectory()) return undefined;
  const shown = displayPath(path.resolve(dir));
  return info
    ? new MissingFolderError(catalogue.OutIsNoFolder({ dir: shown }), { file: shown, field: '--out' })
    : new MissingFolderError(catalogue.OutMissing({ dir: shown }), { file: shown, field: '--out' });
}

/**
 * Starts serving `dir`.
 * @throws {MissingFolderError} (not in dev mode) when `dir` does not exist or is no folder, before listening.
 * @throws {PortInUseError} when the port (every port tried) is in use; `HostUnavailableError` when `host` is no
 * address of this machine (both of `listen.ts`, printed by the CLI as one line).
 */
export async function startStaticServer({
  dir,
  port = 0,
  portAttempts = 1,
  host = '127.0.0.1',
  allowedHosts,
  dev = false,
  before,
  headers = () => SECURITY_HEADERS,
  base = '',
}: StaticServerOptions): Promise<RunningServer> {
  const missing = dev ? undefined : await missingFolder(dir);
  if (missing) throw missing;
  const serve = mounted(base, fileServer(path.resolve(dir), dev));
  const allowsHost = hostChecker({ bound: host, allowed: allowedHosts });
  const run = (req: IncomingMessage, res: ServerResponse) => {
    try {
      serve(req, res);
    } catch (error) {
      failed(res, error);
    }
  };
  const server = createServer((req, res) => {
    // The headers the site is deployed with (`_headers`), on every answer, so what passes here passes there.
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);
    if (!allowsHost(req.headers.host)) return plain(res, 403, refusedHostMessage(req.headers.host ?? ''));
    // A static host answers reads only.
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (requestPath(req.url) === null) return plain(res, 400, 'Bad request: the request target is no path');
    if (!before) return run(req, res);
    // The dev server may hold a request until its first build is done.
    Promise.resolve(before(req, res)).then(
      (handled) => handled || run(req, res),
      (error: unknown) => failed(res, error),
    );
  });
  const actualPort = await listen(server, { port, host, attempts: portAttempts });
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    allowsHost,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Answers `status` with a line of plain text. */
function plain(res: ServerResponse, status: number, text: string, more: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...more });
  res.end(text);
}

/** Answers 500 for an error no handler expected (the connection is cut if the answer had begun). */
function failed(res: ServerResponse, error: unknown): void {
  if (res.headersSent) return void res.destroy();
  plain(res, 500, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * `serve` under the path prefix `base`: it sees the request's path without the prefix (and puts it back in its
 * redirects); `/` redirects to the prefix, any other path outside it is a plain miss.
 */
function mounted(
  prefix: string | (() => string),
  serve: (req: IncomingMessage, res: ServerResponse, base: string) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const base = typeof prefix === 'string' ? prefix : prefix();
    if (!base) return serve(req, res, base);
    const url = req.url ?? '/';
    if (url.startsWith(`${base}/`)) {
      req.url = url.slice(base.length);
      return serve(req, res, base);
    }
    // `/repo` is the home page's `/repo/`, as the servers answer it; `/` leads there too. The query is kept.
    const query = url.replace(/^[^?]*/, '');
    const home = url === base || url.startsWith(`${base}?`) ? 301 : url === '/' || url.startsWith('/?') ? 302 : 404;
    res.writeHead(home, {
      'Content-Type': 'text/plain; charset=utf-8',
      ...(home !== 404 ? { Location: `${base}/${query}` } : {}),
    });
    res.end(home !== 404 ? `The site is at ${base}/` : 'Not found');
  };
}

/** Answers a read of the folder `root` (absolute): a file, a redirect to a clean URL, or the nearest `404.html`. */
function fileServer(root: string, dev: boolean): (req: IncomingMessage, res: ServerResponse, base: string) => void {
  const cacheControl = (source: string) => (dev ? 'no-store' : HASHED_FILE.test(source) ? IMMUTABLE : REVALIDATE);
  const answer = (req: IncomingMessage, res: ServerResponse, base: string, again: boolean): void => {
    // Checked on arrival: every request served has a path.
    const pathname = requestPath(req.url) ?? '/';
    // Hidden files (a dotfile, `.git`, the output's store) are never served, in dev as in preview.
    if (isHidden(pathname)) return notFound(root, pathname, req, res);
    const clean = cleanUrlRedirect(root, req.url ?? '/');
    const location = clean && `${base}${clean}`;
    if (location) return plain(res, 301, `Moved to ${location}`, { Location: location, 'Cache-Control': REVALIDATE });
    // The dev build writes no precompressed copies.
    const found = findSiteFile(root, pathname, dev ? '' : String(req.headers['accept-encoding'] ?? ''));
    if (!found) return notFound(root, pathname, req, res);
    sendSiteFile(req, res, found, {
      root,
      cacheControl,
      precompressed: !dev,
      // Gone between finding and opening it: `build` replaced the folder meanwhile. The new one is asked once.
      onGone: () => (again ? notFound(root, pathname, req, res) : answer(req, res, base, true)),
    });
  };
  return (req, res, base) => answer(req, res, base, false);
}

/**
 * Answers 404 with the `404.html` nearest to the request path (its body left out for HEAD), or a plain line; 503 while
 * the folder is missing (`build` publishes by two renames, and between them there is no folder).
 */
function notFound(root: string, pathname: string, req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  if (!existsSync(root))
    return plain(res, 503, 'The site is being replaced: try again in a moment', { 'Retry-After': '1' });
  const file = nearest404(root, pathname);
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (!file || req.method === 'HEAD') return void res.end(file ? undefined : 'Not found');
  // Removed since it was found: the folder was replaced. Nothing has been sent yet unless it went mid-stream.
  createReadStream(file)
    .once('error', () => (res.headersSent ? res.destroy() : res.end('Not found')))
    .pipe(res);
}
