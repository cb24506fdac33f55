/** `eventsite host-config <host>`: a host's server configuration, or the files a host reads written into the built folder. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import { displayPath } from '../../core/display-path.ts';
import { HOSTS, hostConfig, type Host } from '../../output/hosts/host-config.ts';
import { isOwnOutput, UnsafeOutputError } from '../../output/output-guard.ts';
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

/** Prints the configuration, or writes the host's files into the built folder; returns the exit code. */
async function writeHostConfig(run: CliRun, host: string, opts: HostConfigFlags): Promise<number> {
  if (!(HOSTS as readonly string[]).includes(host)) {
    run.terminal.error(`error: unknown host "${host}" (expected one of: ${HOSTS.join(', ')})`);
    return 2;
  }
  const { loadSite } = await import('../build/load-site.ts');
  // Placeholders are build's business: a configuration is the same whatever the copy says.
  const { content, routes } = await loadSite({ contentDir: opts.content, baseUrl: opts.baseUrl, placeholders: 'allow' });
  // Files are added only to a folder eventsite built, never to another one.
  const built = (await isOwnOutput(opts.out)) ? opts.out : undefined;
  const notBuilt = () => new UnsafeOutputError(`${displayPath(opts.out)} is not a folder built by eventsite`, { hint: `run eventsite build --out ${displayPath(opts.out)} first` });
  const read = (file: string) => {
    if (!built) throw notBuilt();
    return readFile(path.join(built, file));
  };
  const config = await hostConfig(host as Host, { routes, brand: content.site.brand, root: path.resolve(opts.root ?? opts.out), port: opts.port, brotli: opts.brotli, read });
  for (const warning of config.warnings) run.terminal.note('warning', warning);
  if (config.text) process.stdout.write(config.text);
  if (config.files) {
    if (!built) throw notBuilt();
    for (const file of config.files) {
      await mkdir(path.dirname(path.join(built, file.path)), { recursive: true });
      await writeFile(path.join(built, file.path), file.contents);
    }
    for (const file of config.files) run.terminal.say(`wrote ${displayPath(path.join(opts.out, file.path))}`);
  }
  return 0;
}

/** Adds `host-config` to `program`. */
export function addHostConfigCommand(program: Command, run: CliRun): void {
  program
    .command('host-config')
    .argument('<host>', `the host: ${HOSTS.join(', ')}`)
    .description('print the server configuration of a host (nginx, caddy, s3), or write the files a host reads into the built folder (netlify, cloudflare, github-pages)')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'the built folder (the files are written into it; its path is the root for nginx and caddy)', 'dist')
    .option('--root <dir>', 'the folder the server serves, if not the absolute path of --out (e.g. /var/www/kadife)')
    .option('--port <n>', 'port to listen on (nginx: default 80; caddy: plain HTTP on this port instead of HTTPS for the site host)', port)
    .option('--base-url <url>', 'public base URL, overriding content/site.yaml (the server name)', baseUrl)
    .option('--brotli', 'nginx: also serve the .br files (needs the brotli-static module)')
    .action(async (host: string, opts: HostConfigFlags) => {
      try {
        run.code = await writeHostConfig(run, host, { ...opts, out: path.resolve(opts.out) });
      } catch (error) {
        fail(run, error);
      }
    });
}
