/** `eventsite build`: the whole site into the output folder, published at once (a failed build changes nothing). */
import { Option, type Command } from 'commander';
import { displayPath } from '../../core/display-path.ts';
import type { BuildResult } from '../build/build.ts';
import { HOSTS } from '../../content/schemas/site.ts';
import type { Host } from '../../output/hosts/host-config.ts';
import { baseUrl } from './options.ts';
import { fail, type CliRun } from './run.ts';

interface BuildFlags {
  content: string;
  out: string;
  baseUrl?: string;
  force?: boolean;
  drafts?: boolean;
  allowPlaceholders?: boolean;
  precompress: boolean;
  cache: boolean;
  host?: Host;
}

/** The summary line of a build: what it made, where, and how long it took. */
function buildSummary(result: BuildResult, out: string, drafts: boolean): string {
  const parts = [`${result.pages} pages`];
  if (result.redirects > 0) parts.push(`${result.redirects} redirects`);
  let line = `Built ${parts.join(' and ')} (${result.files} files) into ${displayPath(out)} in ${(result.ms / 1000).toFixed(1)} s`;
  const notes = [];
  if (result.drafts > 0)
    notes.push(`${result.drafts} draft${result.drafts === 1 ? '' : 's'} ${drafts ? 'shown' : 'left out'}`);
  if (result.reused > 0) notes.push(`${result.reused} pages unchanged`);
  if (notes.length > 0) line += ` (${notes.join(', ')})`;
  return `${line}.`;
}

/** Adds `build` to `program`. */
export function addBuildCommand(program: Command, run: CliRun): void {
  program
    .command('build')
    .description(
      'build the whole site into the output folder (switched atomically: a failed build leaves it untouched)',
    )
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .option(
      '--base-url <url>',
      'public base URL, overriding content/site.yaml (e.g. https://example.com, or https://owner.github.io/repo/ for a site under /repo/)',
      baseUrl,
    )
    .option(
      '--force',
      'move an existing output folder that eventsite did not write aside (it is kept, renamed) and build there',
    )
    .option('--drafts', 'publish draft and future-dated posts too, marked as drafts (for a preview deploy)')
    .option('--allow-placeholders', 'build even when published text still holds placeholders (for a preview)')
    .option('--no-precompress', 'do not write .br and .gz files beside the text files')
    .option(
      '--no-cache',
      'make and compress every page again: no content cache, no compressed files kept, no page taken from the build before (image and font work stays cached)',
    )
    .addOption(
      new Option(
        '--host <host>',
        'write exactly what this host reads (default: site.yaml host, else files for any host)',
      ).choices(HOSTS),
    )
    .action(async (opts: BuildFlags) => {
      const { terminal } = run;
      terminal.detail(`eventsite build: ${displayPath(opts.content)}/ → ${displayPath(opts.out)}/`);
      try {
        const { build } = await import('../build/build.ts');
        const result = await build({
          contentDir: opts.content,
          outDir: opts.out,
          baseUrl: opts.baseUrl,
          force: opts.force,
          drafts: opts.drafts,
          placeholders: opts.allowPlaceholders ? 'allow' : 'error',
          precompress: opts.precompress,
          contentCache: opts.cache,
          host: opts.host,
          layout: run.layout,
          log: terminal.logger(),
        });
        terminal.say(terminal.colours.green(buildSummary(result, opts.out, opts.drafts === true)));
      } catch (error) {
        const { UnsafeOutputError } = await import('../../output/output-guard.ts');
        const { FolderError } = await import('../../core/errors.ts');
        // A folder that cannot be used is one plain line, with nothing before it.
        if (!(error instanceof FolderError))
          terminal.error(
            error instanceof UnsafeOutputError
              ? 'Nothing was built.'
              : 'Build failed; the output folder was left as it was.',
          );
        fail(run, error);
      }
    });
}
