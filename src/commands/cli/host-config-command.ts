/** `eventsite host-config <host>`: a host's server configuration, or what `build --host` writes for a file host. */
import path from 'node:path';
import type { Command } from 'commander';
import { HOSTS, hostConfig, type Host } from '../../output/hosts/host-config.ts';
import { assertNotInterrupted } from '../../output/interrupted-build.ts';
import { baseUrl, port } from './options.ts';
import { fail, type CliRun } from './run.ts';

interface HostConfigFlags {
  content: string;
  out: string;
  root?: string;
  port?: number;
  baseUrl?: string;
  brotli?: boolean;
}

/** Prints the configuration of `host` (nothing is written anywhere); returns the exit code. */
async function printHostConfig(run: CliRun, host: string, opts: HostConfigFlags): Promise<number> {
  if (!(HOSTS as readonly string[]).includes(host)) {
    run.terminal.error(`error: unknown host "${host}" (expected one of: ${HOSTS.join(', ')})`);
    return 2;
  }
  // The configuration names the built folder: one a killed build left missing is said so.
  assertNotInterrupted(opts.out);
  const { loadSite } = await import('../build/load-site.ts');
  // Placeholders are build's business: a configuration is the same whatever the copy says.
  const { content, routes } = await loadSite({
    contentDir: opts.content,
    baseUrl: opts.baseUrl,
    host: host as Host,
    placeholders: 'allow',
    layout: run.layout,
  });
  const config = hostConfig(host as Host, {
    routes,
    brand: content.site.brand,
    root: path.resolve(opts.root ?? opts.out),
    port: opts.port,
    brotli: opts.brotli,
    enquiry: content.site.enquiry,
  });
  // On stderr: stdout is the configuration itself, for `> nginx.conf`.
  for (const text of config.notes) run.terminal.output('err', `notice: ${text}\n`);
  run.terminal.output('out', config.text);
  return 0;
}

/** Adds `host-config` to `program`. */
export function addHostConfigCommand(program: Command, run: CliRun): void {
  program
    .command('host-config')
    .argument('<host>', `the host: ${HOSTS.join(', ')}`)
    .description(
      'print the server configuration of a host (nginx, caddy, s3), or show what build --host writes for netlify, cloudflare and github-pages',
    )
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'the built folder (its absolute path is the root for nginx and caddy)', 'dist')
    .option(
      '--root <dir>',
      'where the site is copied on the server, if not the absolute path of --out (e.g. /var/www/kadife; under a path prefix, a folder named after it, e.g. /var/www/repo)',
    )
    .option(
      '--port <n>',
      'port to listen on (nginx: default 80; caddy: plain HTTP on this port instead of HTTPS for the site host)',
      port,
    )
    .option('--base-url <url>', 'public base URL, overriding content/site.yaml (the server name)', baseUrl)
    .option('--brotli', 'nginx: also serve the .br files (needs the brotli-static module)')
    .action(async (host: string, opts: HostConfigFlags) => {
      try {
        run.code = await printHostConfig(run, host, { ...opts, out: path.resolve(opts.out) });
      } catch (error) {
        fail(run, error);
      }
    });
}
