/**
 * Real web servers for tests: Debian's nginx and Caddy started on a free loopback port with the configuration
 * `host-config` generates, and a raw HTTP client that shows what they send (status, headers, encoding).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { tempDir } from './project.ts';

/** The nginx binary (`NGINX_PATH` or Debian's). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** The Caddy binary (`CADDY_PATH` or Debian's). */
export const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
/** Debian's brotli-static module for nginx (`libnginx-mod-http-brotli-static`). */
export const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A server started for a test. */
export interface TestServer {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits until `url` answers (the server is up), or fails with what the process printed. */
async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      await fetchRaw(url, '/robots.txt');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`the server did not answer at ${url}:\n${output()}`);
}

/** Starts a server process; `dir`, its folder of configuration and logs, is removed once it has stopped. */
function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
  dir: string,
): Promise<TestServer> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  return waitUntilUp(url, child, () => output).then(
    () => ({ url, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/**
 * Starts nginx with `siteConfig` (the output of `host-config nginx`) included into a minimal `nginx.conf`,
 * as Debian's includes `sites-enabled/`: the same `http` context, `mime.types`, the brotli module if given.
 */
export async function startNginx(siteConfig: string, port: number, options: { brotli: boolean }): Promise<TestServer> {
  const dir = await tempDir('eventsite-nginx-');
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  await writeFile(path.join(dir, 'site.conf'), siteConfig);
  const conf = [
    'daemon off;',
    'master_process off;',
    'worker_processes 1;',
    `error_log ${path.join(dir, 'error.log')} warn;`,
    `pid ${path.join(dir, 'nginx.pid')};`,
    ...(options.brotli ? [`load_module ${NGINX_BROTLI_MODULE};`] : []),
    'events { worker_connections 128; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `  ${t}_temp_path ${path.join(dir, 'temp', t)};`,
    ),
    `  include ${path.join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
  await writeFile(path.join(dir, 'nginx.conf'), conf);
  return startProcess(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    {},
    `http://127.0.0.1:${port}`,
    dir,
  );
}

/** Starts Caddy with `siteBlock` (the output of `host-config caddy --port N`), the admin endpoint off. */
export async function startCaddy(siteBlock: string, port: number): Promise<TestServer> {
  const dir = await tempDir('eventsite-caddy-');
  const file = path.join(dir, 'Caddyfile');
  await writeFile(file, `{\n\tadmin off\n}\n\n${siteBlock}`);
  return startProcess(
    CADDY,
    ['run', '--config', file, '--adapter', 'caddyfile'],
    { HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    `http://127.0.0.1:${port}`,
    dir,
  );
}

/** What a server answered, the body decoded from its `Content-Encoding`. */
export interface RawResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/**
 * One request, exactly as given: `target` is sent as the request target without any re-encoding, no
 * redirect is followed, and the body is decoded only after the headers were recorded.
 */
export function fetchRaw(base: string, target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, method: 'GET', headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        const flat = Object.fromEntries(
          Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
        );
        resolve({ status: res.statusCode ?? 0, headers: flat, body: body.toString('utf8') });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`timeout: ${target}`)));
    req.on('error', reject);
    req.end();
  });
}

/** True when the binary exists. */
export const installed = (binary: string) => existsSync(binary);
