/**
 * Serves a built output folder the way static hosts do (sirv): `/x` answers from `x`, `x.html` or
 * `x/index.html`; a miss answers the nearest `404.html` (walking up the folders) with status 404; correct
 * content types; long cache headers for content-hashed assets; paths outside the folder are refused.
 */
import { createReadStream, existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import { IMMUTABLE, SECURITY_HEADERS } from '../headers.ts';

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** The folder to serve. */
  dir: string;
  /** Port; 0 picks a free one. */
  port?: number;
  /** Interface to bind; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** Dev mode: files are re-read on every request and nothing is cached by the browser. */
  dev?: boolean;
  /** Runs first for every request; returns true when it answered it. */
  before?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/** A running server. */
export interface RunningServer {
  server: Server;
  /** Base URL, e.g. `http://127.0.0.1:4173`. */
  url: string;
  close(): Promise<void>;
}

const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

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
    const candidate = path.join(dir, ...parts.slice(0, n), '404.html');
    if (candidate.startsWith(path.resolve(dir)) && existsSync(candidate)) return candidate;
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
  // `_headers` and `_redirects` are read by hosts, not served by them.
  if (pathname === '/_headers' || pathname === '/_redirects') return true;
  return pathname.split(/[/\\]/).some((segment) => segment.startsWith('.') && segment !== '.well-known');
}

/** Starts serving `dir`. */
export async function startStaticServer({ dir, port = 0, host = '127.0.0.1', dev = false, before }: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(dir);
  const assets = sirv(root, {
    extensions: ['html'],
    dotfiles: false,
    etag: true,
    dev,
    setHeaders(res, pathname) {
      const cache = dev ? 'no-store' : HASHED.test(pathname) ? IMMUTABLE : 'public, max-age=0, must-revalidate';
      res.setHeader('Cache-Control', cache);
    },
  });
  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const file = nearest404(root, new URL(req.url ?? '/', 'http://x').pathname);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    if (file && req.method !== 'HEAD') createReadStream(file).pipe(res);
    else res.end(file ? undefined : 'Not found');
  };
  const server = createServer((req, res) => {
    // The headers the site is deployed with (`_headers`), on every answer, so what passes here passes there.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    // A static host answers reads only.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    if (before?.(req, res)) return;
    // Hidden files (a dotfile, `.git`, the output's store) are never served, in dev as in preview.
    if (isHidden(req.url ?? '/')) return notFound(req, res);
    assets(req, res, () => notFound(req, res));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
