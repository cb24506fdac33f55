/**
 * One file of a served folder: found by the request's path as the hosts' configurations find it (`/x` answers from
 * `x`, `x.html` or `x/index.html`; a `.br` or `.gz` copy to a client that accepts it), then sent with `send` (ETag,
 * conditional and range requests). The folder is looked up by its path on every request and the file opened before
 * any header goes out, so a folder that `build` replaces between two requests (or during one) is followed, and a
 * file gone in between is reported to the caller, who can still answer with a status.
 */
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import send from 'send';
import { contentTypeOf } from '../../output/hosts/host-rules.ts';

/** A file found for a request. */
export interface SiteFile {
  /** The file to send, relative to the folder (`about.html.br`), with the platform's separators. */
  file: string;
  /** The file the request names (`about.html`): its type and cache rule are the answer's. */
  source: string;
  /** The `Content-Encoding` of a precompressed copy. */
  encoding?: 'br' | 'gzip';
}

/** True when `file` is a regular file now (a file removed or a folder replaced meanwhile is none). */
export function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/**
 * The file of `root` that answers `pathname`, or undefined.
 * @param root - the served folder, absolute.
 * @param pathname - the request's path, percent-encoded (see `requestPath`); a malformed escape finds nothing.
 * @param acceptEncoding - the request's `Accept-Encoding`, or '' to send no precompressed copy.
 */
export function findSiteFile(root: string, pathname: string, acceptEncoding: string): SiteFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname).replace(/\/+$/, '');
  } catch {
    return undefined;
  }
  const base = path.join(root, decoded);
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  const candidates = base === root ? ['index.html'] : [decoded, `${decoded}.html`, `${decoded}/index.html`];
  const source = candidates.map((name) => path.join(root, name)).find(isFile);
  if (!source) return undefined;
  const copies = [
    ...(/\b(br|brotli)\b/i.test(acceptEncoding) ? (['br'] as const) : []),
    ...(/\bgzip\b/i.test(acceptEncoding) ? (['gzip'] as const) : []),
  ];
  for (const encoding of copies) {
    const copy = `${source}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (isFile(copy)) return { file: path.relative(root, copy), source: path.relative(root, source), encoding };
  }
  return { file: path.relative(root, source), source: path.relative(root, source) };
}

/** Options of {@link sendSiteFile}. */
export interface SendSiteFileOptions {
  /** The served folder, absolute. */
  root: string;
  /** The `Cache-Control` of the answer, by the name of the file the request names. */
  cacheControl(source: string): string;
  /** True when the folder holds precompressed copies that may be sent (the answer then varies by `Accept-Encoding`). */
  precompressed: boolean;
  /** Called instead of answering when the file is gone by the time it is opened; nothing has been sent then. */
  onGone(): void;
}

/** The headers `send` sets, taken back when the file cannot be sent after all. */
const FILE_HEADERS = [
  'Content-Length',
  'Content-Range',
  'Content-Encoding',
  'Content-Type',
  'ETag',
  'Last-Modified',
  'Accept-Ranges',
  'Cache-Control',
  'Vary',
];

/** Sends `found` of `options.root` as the answer to `req`. */
export function sendSiteFile(
  req: IncomingMessage,
  res: ServerResponse,
  found: SiteFile,
  options: SendSiteFileOptions,
): void {
  const url = `/${found.file.split(path.sep).map(encodeURIComponent).join('/')}`;
  send(req, url, { root: options.root, dotfiles: 'allow', index: false, extensions: false, cacheControl: false })
    .on('headers', (answer: ServerResponse) => {
      answer.setHeader('Cache-Control', options.cacheControl(found.source));
      const type =
        contentTypeOf(found.source.split(path.sep).join('/')) ??
        (found.source.endsWith('.html') ? 'text/html; charset=utf-8' : undefined);
      if (type) answer.setHeader('Content-Type', type);
      if (found.encoding) answer.setHeader('Content-Encoding', found.encoding);
      if (options.precompressed) answer.setHeader('Vary', 'Accept-Encoding');
    })
    .on('error', (error: { status?: number; headers?: Record<string, string> }) => {
      // Answered in part (the file went away mid-stream): the client sees a cut connection, as from any server.
      if (res.headersSent) return res.destroy();
      for (const name of FILE_HEADERS) res.removeHeader(name);
      res.statusCode = 200;
      const status = error.status ?? 500;
      if (status === 404) return options.onGone();
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(
        status === 416
          ? 'Range not satisfiable'
          : status === 412
            ? 'Precondition failed'
            : 'The file could not be read',
      );
    })
    .pipe(res);
}
