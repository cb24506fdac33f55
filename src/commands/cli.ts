/**
 * The `eventsite` command line (commander): build, dev, preview, check, new post. `main` returns the exit code
 * instead of exiting, so tests can call it. Every failure is printed as a message (file, line, field where there
 * is one), never as a stack trace unless `--debug` asks for it.
 */
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { Problem } from './check.ts';
import { stopBundler } from '../core/bundle.ts';
import { EventsiteError, formatError } from '../core/errors.ts';
import { HOSTS, hostConfig, type Host } from '../output/hosts/host-config.ts';
import { checkOutputFolder, isOwnOutput, UnsafeOutputError } from '../output/output-guard.ts';
import { PROJECT } from '../core/project-layout.ts';

// Each command imports its heavy modules (content, rendering, servers) when it runs: `--version` and `--help`
// start at once.

let debug = false;

/** The package version (package.json). */
const VERSION = (JSON.parse(readFileSync(path.join(PROJECT.root, 'package.json'), 'utf8')) as { version: string }).version;

/** Prints an error to stderr the way users read it; the stack only with `--debug`. */
function reportError(error: unknown): void {
  if (error instanceof EventsiteError || !debug) console.error(formatError(error));
  else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  if (!(error instanceof EventsiteError) && !debug) console.error('  (an unexpected error: run again with --debug to see where it happened)');
}

/** The exit code of a failed command: 2 for an output folder that must not be written (a usage error), else 1. */
const failureCode = (error: unknown) => (error instanceof UnsafeOutputError ? 2 : 1);

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new InvalidArgumentError('expected a port number 0–65535');
  return n;
}

/** `--base-url`: an absolute http(s) URL without user name, password, query or fragment (decision 1). */
function baseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('expected an absolute http(s) URL, e.g. https://www.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('expected an http or https URL');
  if (url.username || url.password) throw new InvalidArgumentError('expected a URL without a user name or password');
  if (url.search || url.hash || value.includes('?') || value.includes('#')) throw new InvalidArgumentError('expected a URL without a query (?…) or fragment (#…)');
  // Pages link to each other from the root (`/about`): the site must be the whole host, not a folder of it.
  if (url.pathname !== '/') throw new InvalidArgumentError('expected the root of a host, without a path (the site is served at /, e.g. on its own domain)');
  return value;
}

/** Prints where a server listens, keeps it running until Ctrl-C or SIGTERM, then closes it. */
async function serveUntilStopped(server: { close(): Promise<void> }, message: string): Promise<void> {
  console.log(message);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await server.close();
}

/** The JSON `check --json` prints: always valid, also when the check itself failed. */
function checkReport(problems: Problem[]): string {
  return JSON.stringify({ ok: problems.length === 0, problems: problems.map(({ text: _text, ...p }) => p) }, null, 2);
}

/** `host-config`: prints the configuration, or writes the host's files into the built folder; returns the exit code. */
async function writeHostConfig(host: string, opts: { content: string; out: string; root?: string; port?: number; baseUrl?: string; brotli?: boolean }): Promise<number> {
  if (!(HOSTS as readonly string[]).includes(host)) {
    console.error(`error: unknown host "${host}" (expected one of: ${HOSTS.join(', ')})`);
    return 2;
  }
  const { loadSite } = await import('./build/load-site.ts');
  const { content, routes } = await loadSite({ contentDir: opts.content, baseUrl: opts.baseUrl });
  // Files are added only to a folder eventsite built, never to another one.
  const built = (await isOwnOutput(path.resolve(opts.out))) ? path.resolve(opts.out) : undefined;
  const notBuilt = () => new UnsafeOutputError(`${opts.out} is not a folder built by eventsite`, { hint: `run eventsite build --out ${opts.out} first` });
  const read = (file: string) => {
    if (!built) throw notBuilt();
    return readFile(path.join(built, file));
  };
  const config = await hostConfig(host as Host, { routes, brand: content.site.brand, root: path.resolve(opts.root ?? opts.out), port: opts.port, brotli: opts.brotli, read });
  for (const warning of config.warnings) console.error(`warning: ${warning}`);
  if (config.text) process.stdout.write(config.text);
  if (config.files) {
    if (!built) throw notBuilt();
    for (const file of config.files) {
      await mkdir(path.dirname(path.join(built, file.path)), { recursive: true });
      await writeFile(path.join(built, file.path), file.contents);
    }
    for (const file of config.files) console.log(`wrote ${path.join(opts.out, file.path)}`);
  }
  return 0;
}

/**
 * Runs the CLI with `argv` (as in `process.argv`).
 * @returns the process exit code: 0 on success, 1 on a build or content error, 2 on a usage error.
 */
export async function main(argv: string[]): Promise<number> {
  let code = 0;
  debug = argv.includes('--debug');
  const program = new Command()
    .name('eventsite')
    .description('Builds the bilingual (English/Turkish) event-planning website from content/ into a static folder.')
    .version(VERSION, '-V, --version', 'print the version')
    .option('--debug', 'show the stack of unexpected errors')
    .exitOverride()
    .showHelpAfterError();

  program
    .command('build')
    .description('build the whole site into the output folder (switched atomically: a failed build leaves it untouched)')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--base-url <url>', 'public base URL, overriding content/site.yaml (e.g. https://example.com)', baseUrl)
    .option('--force', 'move an existing output folder that eventsite did not write aside (it is kept, renamed) and build there')
    .option('--drafts', 'publish draft and future-dated posts too, marked as drafts (for a preview deploy)')
    .option('--no-precompress', 'do not write .br and .gz files beside the text files')
    .option('--no-cache', 'prepare every content file again, ignoring the content cache of earlier builds')
    .action(async (opts: { content: string; out: string; baseUrl?: string; force?: boolean; drafts?: boolean; precompress: boolean; cache: boolean }) => {
      console.log(`eventsite build: ${opts.content}/ → ${opts.out}/`);
      try {
        const { build } = await import('./build/build.ts');
        await build({ contentDir: opts.content, outDir: opts.out, baseUrl: opts.baseUrl, force: opts.force, drafts: opts.drafts, precompress: opts.precompress, contentCache: opts.cache, log: (l) => console.log(l) });
      } catch (error) {
        console.error(error instanceof UnsafeOutputError ? 'Nothing was built.' : 'Build failed; the output folder was left as it was.');
        reportError(error);
        code = failureCode(error);
      }
    });

  program
    .command('dev')
    .description('build, serve on 127.0.0.1 with live reload, and rebuild what changes in content/, templates/, static/ and src/')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'folder for the dev build (not dist/)', '.eventsite/dev')
    .option('--port <n>', 'port (default 4321, or the next free one)', port)
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .action(async (opts: { content: string; out: string; port?: number; host: string }) => {
      try {
        await checkOutputFolder({ outDir: opts.out, layout: PROJECT, contentDir: opts.content });
      } catch (error) {
        reportError(error);
        code = failureCode(error);
        return;
      }
      const { startDevServer } = await import('./dev/dev-server.ts');
      const server = await startDevServer({ contentDir: opts.content, outDir: opts.out, layout: PROJECT, port: opts.port, explicitPort: opts.port !== undefined, host: opts.host });
      await serveUntilStopped(server, `\n  Dev server: ${server.url}  (watching ${opts.content}/, templates/, static/, src/; Ctrl-C stops)\n`);
    });

  program
    .command('preview')
    .description('serve a built folder the way the generated host configurations do (clean URLs, redirects, nearest 404.html, headers)')
    .option('--out <dir>', 'the built folder', 'dist')
    .option('--port <n>', 'port', port, 4173)
    .option('--host <host>', 'interface to bind', '127.0.0.1')
    .action(async (opts: { out: string; port: number; host: string }) => {
      const { startStaticServer } = await import('./dev/static-server.ts');
      const server = await startStaticServer({ dir: opts.out, port: opts.port, host: opts.host });
      await serveUntilStopped(server, `  Preview of ${path.resolve(opts.out)}: ${server.url}  (Ctrl-C stops)`);
    });

  program
    .command('host-config')
    .argument('<host>', `the host: ${HOSTS.join(', ')}`)
    .description('print the server configuration of a host (nginx, caddy, s3), or write the files a host reads into the built folder (netlify, cloudflare, github-pages)')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'the built folder (the files are written into it; its path is the root for nginx and caddy)', 'dist')
    .option('--root <dir>', 'the folder the server serves, if not the absolute path of --out')
    .option('--port <n>', 'port to listen on (nginx: default 80; caddy: plain HTTP on this port instead of HTTPS for the site host)', port)
    .option('--base-url <url>', 'public base URL, overriding content/site.yaml (the server name)', baseUrl)
    .option('--brotli', 'nginx: also serve the .br files (needs the brotli-static module)')
    .action(async (host: string, opts: { content: string; out: string; root?: string; port?: number; baseUrl?: string; brotli?: boolean }) => {
      try {
        code = await writeHostConfig(host, opts);
      } catch (error) {
        reportError(error);
        code = failureCode(error);
      }
    });

  program
    .command('check')
    .description('validate the content without writing anything; prints every problem and notice; exits 1 if there is a problem')
    .option('--content <dir>', 'content folder', 'content')
    .option('--json', 'print the problems as JSON')
    .action(async (opts: { content: string; json?: boolean }) => {
      let problems: Problem[];
      try {
        const { checkContent } = await import('./check.ts');
        problems = await checkContent({ contentDir: opts.content });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        problems = [{ severity: 'error', kind: error instanceof Error ? error.name : 'Error', message, text: formatError(error) }];
        if (!opts.json) reportError(error);
      }
      if (opts.json) {
        console.log(checkReport(problems));
      } else {
        for (const p of problems) console.log(`${p.severity}: ${p.text}`);
        const count = (severity: Problem['severity']) => problems.filter((p) => p.severity === severity).length;
        const failing = problems.length - count('notice');
        console.log(
          failing === 0
            ? `Content OK: no problems found${count('notice') > 0 ? ` (${count('notice')} notice(s))` : ''}.`
            : `${failing} problem(s): ${count('error')} error(s), ${count('warning')} warning(s).`,
        );
      }
      if (problems.some((p) => p.severity !== 'notice')) code = 1;
    });

  program
    .command('new')
    .description('create new content')
    .command('post')
    .argument('<slug>', 'the post slug: lowercase letters a–z, digits and hyphens')
    .description("create blog/<slug>.{language}.md for every language of site.yaml, with valid front matter (today's date)")
    .option('--content <dir>', 'content folder', 'content')
    .action(async (slug: string, opts: { content: string }) => {
      try {
        const { createPost } = await import('./new-post.ts');
        const files = await createPost({ contentDir: opts.content, slug });
        for (const file of files) console.log(`created ${path.relative(process.cwd(), file)}`);
      } catch (error) {
        reportError(error);
        code = 1;
      }
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    reportError(error);
    return 1;
  } finally {
    // No process is left behind: esbuild's service stops with the command.
    await stopBundler();
  }
  return code;
}
