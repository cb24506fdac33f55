/**
 * Serves a built output folder the way the generated host configurations do (sirv): `/x` answers from `x`,
 * `x.html` or `x/index.html` without a redirect; `x/` and `x.html` answer 301 to `x` where `x` is a page; a
 * miss (and `/404`, a `404.html` itself) answers the nearest `404.html` (walking up the folders) with status
 * 404; text types carry `charset=utf-8`; the precompressed `.br`/`.gz` files are sent to clients that accept
 * them; a year of caching for content-hashed files, revalidation for the rest; the security headers on every
 * answer; paths outside the folder, dotfiles and the hosts' own files are refused.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { displayPath } from '../../core/display-path.ts';
import { MissingFolderError } from '../../core/errors.ts';
import { HASHED_FILE, IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '../../output/hosts/headers.ts';
import { contentTypeOf, SAFE_PATH_START } from '../../output/hosts/host-rules.ts';
import { listen } from './listen.ts';

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
  /** Interface to bind; 127.0.0.1 unless told otherwise. */
  host?: string;
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
  close(): Promise<void>;
}


/** The `404.html` nearest to a request path, or the root one. */
export function nearest404(dir: string, pathname: string): string | null {
  let folder = pathname;
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
function isHidden(url: string): boolean {
  let pathname = new URL(url, 'http://x').pathname;
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
export function cleanUrlRedirect(root: string, requestUrl: string): string | undefined {
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
    return file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile();
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
    ? new MissingFolderError(`${shown} is not a folder: name the built folder with --out`, { file: shown, field: '--out' })
    : new MissingFolderError(`${shown} does not exist: build the site first with \`npm run build\`, or name the built folder with --out`, { file: shown, field: '--out' });
}

/**
 * Starts serving `dir`.
 * @throws {MissingFolderError} (not in dev mode) when `dir` does not exist or is no folder, before listening.
 * @throws {PortInUseError} when the port (every port tried) is in use; `HostUnavailableError` when `host` is no
 * address of this machine (both of `listen.ts`, printed by the CLI as one line).
 */
export async function startStaticServer({ dir, port = 0, portAttempts = 1, host = '127.0.0.1', dev = false, before, headers = () => SECURITY_HEADERS, base = '' }: StaticServerOptions): Promise<RunningServer> {
  const missing = dev ? undefined : await missingFolder(dir);
  if (missing) throw missing;
  const serve = mounted(base, fileServer(path.resolve(dir), dev));
  const server = createServer((req, res) => {
    // The headers the site is deployed with (`_headers`), on every answer, so what passes here passes there.
    for (const [name, value] of Object.entries(headers())) res.setHeader(name, value);
    // A static host answers reads only.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    if (!before) return serve(req, res);
    // The dev server may hold a request until its first build is done.
    Promise.resolve(before(req, res)).then(
      (handled) => handled || serve(req, res),
      (error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`Internal error: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  });
  const actualPort = await listen(server, { port, host, attempts: portAttempts });
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * `serve` under the path prefix `base`: it sees the request's path without the prefix (and puts it back in its
 * redirects); `/` redirects to the prefix, any other path outside it is a plain miss.
 */
function mounted(prefix: string | (() => string), serve: (req: IncomingMessage, res: ServerResponse, base: string) => void): (req: IncomingMessage, res: ServerResponse) => void {
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
    res.writeHead(home, { 'Content-Type': 'text/plain; charset=utf-8', ...(home !== 404 ? { Location: `${base}/${query}` } : {}) });
    res.end(home !== 404 ? `The site is at ${base}/` : 'Not found');
  };
}

/** Answers a read of the folder `root` (absolute): a file, a redirect to a clean URL, or the nearest `404.html`. */
function fileServer(root: string, dev: boolean): (req: IncomingMessage, res: ServerResponse, base: string) => void {
  const assets = sirv(root, {
    extensions: ['html'],
    dotfiles: false,
    etag: true,
    dev,
    gzip: !dev,
    brotli: !dev,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', dev ? 'no-store' : HASHED_FILE.test(pathname) ? IMMUTABLE : REVALIDATE);
      const type = contentTypeOf(pathname);
      if (type) res.setHeader('Content-Type', type);
    },
  });
  return (req, res, base) => {
    // Hidden files (a dotfile, `.git`, the output's store) are never served, in dev as in preview.
    if (isHidden(req.url ?? '/')) return notFound(root, req, res);
    const clean = cleanUrlRedirect(root, req.url ?? '/');
    const location = clean && `${base}${clean}`;
    if (location) {
      res.writeHead(301, { Location: location, 'Cache-Control': REVALIDATE, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Moved to ${location}`);
      return;
    }
    assets(req, res, () => notFound(root, req, res));
  };
}

/** Answers 404 with the `404.html` nearest to the request path (its body left out for HEAD), or a plain line. */
function notFound(root: string, req: IncomingMessage, res: ServerResponse): void {
  const file = nearest404(root, new URL(req.url ?? '/', 'http://x').pathname);
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (file && req.method !== 'HEAD') createReadStream(file).pipe(res);
  else res.end(file ? undefined : 'Not found');
}
