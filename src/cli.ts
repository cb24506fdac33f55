/**
 * The `eventsite` command line (commander). `main` returns the exit code instead of exiting, so tests can
 * call it.
 */
import { Command, CommanderError } from 'commander';
import { build } from './build.ts';
import { EventsiteError } from './errors.ts';

/** Prints an error the way users read it: our errors formatted, anything else with its stack. */
export function reportError(error: unknown, print: (line: string) => void = (l) => console.error(l)): void {
  if (error instanceof EventsiteError) print(error.format());
  else print(error instanceof Error ? (error.stack ?? error.message) : String(error));
}

/**
 * Runs the CLI with `argv` (as in `process.argv`).
 * @returns the process exit code: 0 on success, 1 on a build or content error, 2 on a usage error.
 */
export async function main(argv: string[]): Promise<number> {
  let code = 0;
  const program = new Command()
    .name('eventsite')
    .description('Builds the bilingual (English/Turkish) event-planning website from content/ into a static folder.')
    .exitOverride()
    .showHelpAfterError();

  program
    .command('build')
    .description('build the whole site into the output folder (written atomically: a failed build leaves it untouched)')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--base-url <url>', 'public base URL, overriding content/site.yaml (e.g. https://example.com)')
    .action(async (opts: { content: string; out: string; baseUrl?: string }) => {
      console.log(`eventsite build: ${opts.content}/ → ${opts.out}/`);
      try {
        await build({ contentDir: opts.content, outDir: opts.out, baseUrl: opts.baseUrl, log: (l) => console.log(l) });
      } catch (error) {
        console.error('Build failed; the output folder was left as it was.');
        reportError(error);
        code = 1;
      }
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  return code;
}
