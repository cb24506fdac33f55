/** `eventsite dev` (build, serve with live reload, rebuild on change) and `eventsite preview` (serve a built folder). */
import type { AddressInfo } from 'node:net';
import type { Command } from 'commander';
import { displayPath } from '../../core/display-path.ts';
import type { Logger } from '../../core/task.ts';
import { assertNotInterrupted } from '../../output/interrupted-build.ts';
import { checkOutputFolder } from '../../output/output-guard.ts';
import { DEV_CHILD, endWithParent, RESTART_EXIT_CODE, runDevChildren, tellListening } from './dev-process.ts';
import { allowedHost, basePath, port } from './options.ts';
import { fail, serveUntilStopped, type CliRun } from './run.ts';

/** The logger of a long-running command: its lines are what the user watches, shown unless `--quiet`. */
function serverLogger(run: CliRun): Logger {
  const log = ((line: string) => run.terminal.say(line)) as Logger;
  log.note = (kind, text) => run.terminal.note(kind, text);
  return log;
}

const ALLOWED_HOST_HELP =
  'a host name to answer besides localhost, IP addresses and --host (e.g. a name of this machine on the network); repeatable';

/** The options of `dev`. */
interface DevOptions {
  content: string;
  out: string;
  port?: number;
  host: string;
  allowedHost: string[];
  force?: boolean;
}

/** The arguments that start a child `dev` with `opts` (paths as moved to the project root) and the global flags. */
function devArgs(opts: DevOptions): string[] {
  const flags = process.argv.filter((arg) => ['--quiet', '-q', '--verbose', '--debug'].includes(arg));
  return [
    ...flags,
    ...['--content', opts.content, '--out', opts.out, '--host', opts.host],
    ...(opts.port === undefined ? [] : ['--port', String(opts.port)]),
    ...opts.allowedHost.flatMap((name) => ['--allowed-host', name]),
    ...(opts.force ? ['--force'] : []),
  ];
}

/** Adds `dev` and `preview` to `program`. */
export function addServeCommands(program: Command, run: CliRun): void {
  program
    .command('dev')
    .description(
      'build, serve on 127.0.0.1 with live reload, and rebuild what changes in content/, templates/, static/ and src/',
    )
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'folder for the dev build (not dist/)', '.eventsite/dev')
    .option('--port <n>', 'port (default 4321, or the next free one)', port)
    .option('--host <host>', 'interface to bind (its name is answered as a Host too)', '127.0.0.1')
    .option('--allowed-host <name>', ALLOWED_HOST_HELP, allowedHost, [])
    .option('--force', 'write the dev build over a site `eventsite build` wrote (it is replaced)')
    .action(async (opts: DevOptions) => {
      try {
        if (!process.env[DEV_CHILD]) {
          run.code = await runDevChildren(devArgs(opts), run.layout.sources, (line) => run.terminal.say(line));
          return;
        }
        endWithParent();
        await checkOutputFolder({
          outDir: opts.out,
          layout: run.layout,
          contentDir: opts.content,
          command: 'dev',
          force: opts.force,
        });
        const { startDevServer } = await import('../dev/dev-server.ts');
        const log = serverLogger(run);
        // A changed source of the tool ends this child with the code that makes its parent start another.
        let restart!: () => void;
        const restarting = new Promise<void>((resolve) => (restart = resolve));
        void restarting.then(() => (run.code = RESTART_EXIT_CODE));
        const server = await startDevServer({
          contentDir: opts.content,
          outDir: opts.out,
          layout: run.layout,
          port: opts.port,
          explicitPort: opts.port !== undefined,
          host: opts.host,
          allowedHosts: opts.allowedHost,
          log,
          onRestartNeeded: () => restart(),
        });
        tellListening((server.server.address() as AddressInfo).port);
        run.terminal.say(
          `\n  Dev server: ${run.terminal.colours.cyan(server.url)}  (watching ${displayPath(opts.content)}/, templates/, static/, src/; Ctrl-C stops)\n`,
        );
        await serveUntilStopped(server, restarting);
      } catch (error) {
        fail(run, error);
      }
    });

  program
    .command('preview')
    .description(
      'serve a built folder the way the generated host configurations do (clean URLs, redirects, nearest 404.html, headers)',
    )
    .option('--out <dir>', 'the built folder', 'dist')
    .option('--port <n>', 'port', port, 4173)
    .option('--host <host>', 'interface to bind (its name is answered as a Host too)', '127.0.0.1')
    .option('--allowed-host <name>', ALLOWED_HOST_HELP, allowedHost, [])
    .option(
      '--base-path <path>',
      'the path prefix the folder was built for (build --base-url https://owner.github.io/repo/ → /repo)',
      basePath,
      '',
    )
    .action(async (opts: { out: string; port: number; host: string; allowedHost: string[]; basePath: string }) => {
      try {
        assertNotInterrupted(opts.out);
        const [{ startStaticServer }, { PREVIEW_HEADERS }] = await Promise.all([
          import('../dev/static-server.ts'),
          import('../../output/hosts/headers.ts'),
        ]);
        // A receiver on this machine may take the enquiry form: the folder's endpoint is not known here.
        const server = await startStaticServer({
          dir: opts.out,
          port: opts.port,
          host: opts.host,
          allowedHosts: opts.allowedHost,
          base: opts.basePath,
          headers: () => PREVIEW_HEADERS,
        });
        run.terminal.say(
          `  Preview of ${displayPath(opts.out)}: ${run.terminal.colours.cyan(`${server.url}${opts.basePath}/`)}  (Ctrl-C stops)`,
        );
        await serveUntilStopped(server);
      } catch (error) {
        fail(run, error);
      }
    });
}
