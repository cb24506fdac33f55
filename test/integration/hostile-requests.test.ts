/**
 * What `preview` and `dev` answer to requests no browser of the site sends: request targets that are no URL, a Host
 * that is not theirs (a DNS-rebinding page: Host and Origin both `evil.example:PORT`), a WebSocket upgrade from such
 * a page. Each gets a status, the server keeps serving, and only the names the server listens on (and those the
 * user allows with `--allowed-host`) are answered.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { copyProject, startCli, type ProjectCopy, type RunningCli } from '../helpers/project.ts';

/** The status line and body of one request sent byte for byte (`head` ends with the blank line). */
function rawRequest(url: string, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connectTcp({ host: hostname, port: Number(port) }, () => socket.write(head));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3}) /.exec(text);
      if (!status) return reject(new Error(`no status line in ${JSON.stringify(text)}`));
      resolve({ status: Number(status[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

/** `GET target` with the given Host, closing the connection after the answer. */
const get = (url: string, target: string, host = new URL(url).host) =>
  rawRequest(url, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

/** Opens a WebSocket to `url` with `headers`; resolves `open`, or rejects with the status it was refused with. */
function upgrade(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers });
    ws.once('open', () => {
      ws.terminate();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

const NOT_URLS = ['//[', '//%zz/', '//a:99999/', '//[::1', 'http://[/', '*'];

let project: ProjectCopy;
const servers: { name: string; cli: RunningCli; url: string }[] = [];

beforeAll(async () => {
  project = await copyProject();
  const site = project.file('site');
  await mkdir(site, { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<!doctype html><title>home</title>');
  await writeFile(path.join(site, '404.html'), '<!doctype html><title>root 404</title>');
  const preview = startCli(project.dir, [
    'preview',
    '--out',
    'site',
    '--port',
    '0',
    '--allowed-host',
    'kadife.test',
    '--allowed-host',
    'Other.Test',
  ]);
  const dev = startCli(project.dir, [
    'dev',
    '--port',
    '0',
    '--allowed-host',
    'kadife.test',
    '--allowed-host',
    'Other.Test',
  ]);
  for (const [name, cli] of [
    ['preview', preview],
    ['dev', dev],
  ] as const) {
    const [, url] = (await cli.waitFor(/(http:\/\/127\.0\.0\.1:\d+)/, { timeout: 120_000 })) as unknown as [
      string,
      string,
    ];
    servers.push({ name, cli, url });
  }
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.cli.stop()));
  await project?.remove();
});

describe.each(['preview', 'dev'])('%s', (name) => {
  const server = () => servers.find((s) => s.name === name)!;

  it.each(NOT_URLS)('answers the request target %s with a status and keeps serving', async (target) => {
    const { url, cli } = server();
    const answer = await get(url, target);
    expect([400, 404]).toContain(answer.status);
    expect((await get(url, '/')).status).toBe(200);
    expect(cli.child.exitCode).toBeNull();
  });

  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '[::1]', 'kadife.test', 'other.test'])(
    'answers the Host %s',
    async (host) => {
      const { url } = server();
      expect((await get(url, '/', `${host}:${new URL(url).port}`)).status).toBe(200);
    },
  );

  it.each(['evil.example', 'localhost.evil.example', 'kadife.test.evil.example'])(
    'refuses the Host %s with 403 and says how to allow it',
    async (host) => {
      const { url } = server();
      const answer = await get(url, '/', `${host}:${new URL(url).port}`);
      expect(answer.status).toBe(403);
      expect(answer.body).toContain(`--allowed-host ${host}`);
    },
  );
});

describe('dev live-reload socket', () => {
  const socketUrl = () => `${servers.find((s) => s.name === 'dev')!.url}/__eventsite/socket`;
  const port = () => new URL(socketUrl()).port;

  it('refuses a page of another name, Host and Origin alike (DNS rebinding)', async () => {
    const evil = `evil.example:${port()}`;
    await expect(upgrade(socketUrl(), { Host: evil, Origin: `http://${evil}` })).rejects.toThrow('refused: 403');
  });

  it('refuses a foreign Origin on a Host of its own', async () => {
    await expect(
      upgrade(socketUrl(), { Host: `localhost:${port()}`, Origin: `http://evil.example:${port()}` }),
    ).rejects.toThrow('refused: 403');
  });

  it('accepts its own pages, by localhost or by address', async () => {
    expect(await upgrade(socketUrl(), { Host: `localhost:${port()}`, Origin: `http://localhost:${port()}` })).toBe(
      'open',
    );
    expect(await upgrade(socketUrl(), { Origin: `http://127.0.0.1:${port()}` })).toBe('open');
  });
});
