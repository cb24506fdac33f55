/**
 * Where `eventsite dev` listens: without an explicit port a busy one is skipped for the next free one (as Vite
 * does) and said so; an explicit busy port, an address this machine does not have, fail at once with one plain
 * line, before anything is built. And what its live-reload WebSocket says, to whom, and that it closes.
 */
import { existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  DEFAULT_DEV_PORT,
  HostUnavailableError,
  PortInUseError,
  startDevServer,
  type DevServer,
} from '../../src/commands/dev/dev-server.ts';
import { listen } from '../../src/commands/dev/listen.ts';
import { formatError } from '../../src/core/errors.ts';
import { copyProject, runCli, type ProjectCopy } from '../helpers/project.ts';

let project: ProjectCopy;
/** Servers occupying ports, closed after each test. */
const blockers: Server[] = [];
let dev: DevServer | undefined;

beforeAll(async () => {
  project = await copyProject();
}, 120_000);
afterEach(async () => {
  await dev?.close();
  dev = undefined;
  await Promise.all(blockers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});
afterAll(() => project?.remove());

/** Occupies `port` on 127.0.0.1 (0: a free one, picked by the system); resolves with the port, or null if it is taken. */
function occupy(port = 0): Promise<number | null> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      blockers.push(server);
      resolve((server.address() as { port: number }).port);
    });
  });
}

/** Occupies `count` consecutive ports; resolves with the first. */
async function occupyRun(count: number): Promise<number> {
  for (;;) {
    const first = (await occupy())!;
    let n = 1;
    while (n < count && (await occupy(first + n)) !== null) n++;
    if (n === count) return first;
    await Promise.all(blockers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

const outDir = () => project.file('.eventsite/dev-port');
const start = (options: { port?: number; explicitPort?: boolean; host?: string }, log: string[] = []) =>
  startDevServer({
    contentDir: project.content,
    outDir: outDir(),
    layout: project.layout,
    log: (line) => log.push(line),
    ...options,
  });

describe('dev server port', () => {
  it('fails at once with a one-line PortInUseError when an explicit port is in use', async () => {
    const port = (await occupy())!;
    const error = await start({ port, explicitPort: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PortInUseError);
    expect(formatError(error)).toBe(
      `error: port ${port} is in use: stop what runs there or choose another with --port (ES0605)`,
    );
    // Refused before building: nothing was written.
    expect(existsSync(outDir())).toBe(false);
  });

  it('fails with a one-line HostUnavailableError for an address this machine does not have', async () => {
    const error = await start({ port: 0, host: '192.0.2.1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostUnavailableError);
    expect(formatError(error)).toMatch(/^error: cannot listen on 192\.0\.2\.1: [^\n]+ --host[^\n]*$/);
  });

  it('says which ports it tried when all are in use', async () => {
    const first = await occupyRun(3);
    const error = await listen(createHttpServer(), { port: first, host: '127.0.0.1', attempts: 3 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PortInUseError);
    expect(formatError(error)).toBe(
      `error: ports ${first}–${first + 2} are all in use: stop what runs there or choose another with --port (ES0605)`,
    );
  });

  it('takes the next free port when the port was not chosen, and says so', async () => {
    const port = (await occupy())!;
    const log: string[] = [];
    dev = await start({ port }, log);
    const got = Number(new URL(dev.url).port);
    expect(got).toBeGreaterThan(port);
    expect(got).toBeLessThan(port + 20);
    expect(log).toContain(`Port ${port} is in use; using ${got} instead.`);
    expect((await fetch(`${dev.url}/about`)).status).toBe(200);
  }, 120_000);

  it(`listens on ${DEFAULT_DEV_PORT}, or one of the 19 ports after it, when given no port`, async () => {
    expect(DEFAULT_DEV_PORT).toBe(4321);
    dev = await start({});
    const got = Number(new URL(dev.url).port);
    expect(got).toBeGreaterThanOrEqual(4321);
    expect(got).toBeLessThanOrEqual(4340);
  }, 120_000);

  it('the CLI prints an unavailable --host as one line, without a stack', async () => {
    const result = await runCli(project.dir, ['dev', '--port', '0', '--host', '192.0.2.1']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^error: cannot listen on 192\.0\.2\.1: [^\n]+$/);
    expect(result.stderr).not.toMatch(/unexpected error|\bat /);
  }, 60_000);
});

/** A WebSocket client of the dev server that keeps every message it receives. */
function connect(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url.replace(/^http/, 'ws'), { headers });
  const messages: { type: string; title?: string; message?: string }[] = [];
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()) as (typeof messages)[number]));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  /** Resolves once a message of `type` arrived (counting those already received). */
  const next = async (type: string) => {
    while (!messages.some((m) => m.type === type)) await new Promise((resolve) => setTimeout(resolve, 10));
    return messages.find((m) => m.type === type)!;
  };
  return { ws, messages, opened, closed, next };
}

describe('dev server live socket', () => {
  it('upgrades only its own path from its own pages, tells every tab what happens, and closes with the server', async () => {
    dev = await start({ port: 0 });
    const socket = `${dev.url}/__eventsite/socket`;
    await expect(connect(`${dev.url}/elsewhere`).opened).rejects.toThrow('refused: 404');
    await expect(connect(socket, { Origin: 'http://evil.example' }).opened).rejects.toThrow('refused: 403');
    const first = connect(socket, { Origin: dev.url });
    await first.opened;

    const post = 'content/blog/rsvp-guide.tr.md';
    const original = await project.read(post);
    await project.write(post, original.replace(/^excerpt: .*$/m, 'excerpt: [unclosed'));
    const error = await first.next('build-error');
    expect(error.title).toBe('Build failed: the page shows the last good build');
    expect(error.message).toMatch(/YamlSyntaxError: .*rsvp-guide\.tr\.md:\d+/);
    // A tab that connects while the error stands hears of it at once.
    const second = connect(socket);
    await second.opened;
    expect(await second.next('build-error')).toEqual(error);

    await project.write(post, original);
    await Promise.all([first.next('ok'), second.next('ok')]);
    await project.write(post, original.replace(/^title: .*$/m, 'title: "Sokete Selam"'));
    await Promise.all([first.next('reload'), second.next('reload')]);

    await dev.close();
    dev = undefined;
    await Promise.all([first.closed, second.closed]);
  }, 120_000);
});
