/**
 * The `eventsite` command line (commander): build, dev, preview, check, host-config and new post. `main` returns
 * the exit code instead of exiting, so tests can call it. Every command works from the project root, found from
 * the folder it is started in (`cli/project-root.ts`); folders named on the command line are taken from there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { stopBundler } from '../core/bundle.ts';
import { PROJECT, type ProjectLayout } from '../core/project-layout.ts';
import { addBuildCommand } from './cli/build-command.ts';
import { addCheckCommand, checkReport } from './cli/check-command.ts';
import { addHostConfigCommand } from './cli/host-config-command.ts';
import { addNewCommand } from './cli/new-command.ts';
import { moveToProjectRoot } from './cli/project-root.ts';
import { reportError, type CliRun } from './cli/run.ts';
import { addServeCommands } from './cli/serve-commands.ts';
import { Terminal, type TerminalStreams, type Verbosity } from './cli/terminal.ts';

// Each command imports its heavy modules (content, rendering, servers) when it runs: `--version` and `--help`
// start at once.

/** The package version (package.json). */
const VERSION = (JSON.parse(readFileSync(path.join(PROJECT.root, 'package.json'), 'utf8')) as { version: string })
  .version;

/** The verbosity `argv` asks for (`--quiet` wins over `--verbose`). */
function verbosityOf(argv: readonly string[]): Verbosity {
  if (argv.includes('--quiet') || argv.includes('-q')) return 'quiet';
  return argv.includes('--verbose') ? 'verbose' : 'normal';
}

/** The program with its global options and every command. */
function program(run: CliRun, jsonCheck: boolean): Command {
  const cli = new Command()
    .name('eventsite')
    .description('Builds the bilingual (English/Turkish) event-planning website from content/ into a static folder.')
    .version(VERSION, '-V, --version', 'print the version')
    .option('-q, --quiet', 'print errors only')
    .option('--verbose', 'print every stage with its time')
    .option('--debug', 'show the stack of unexpected errors')
    .exitOverride()
    .showHelpAfterError(!jsonCheck);
  // Commander's help and usage messages go where the run prints. `check --json` answers in JSON even for a usage
  // mistake: the message goes into the report, not to stderr.
  const writeOut = (text: string) => run.terminal.output('out', text);
  cli.configureOutput({ writeOut, writeErr: jsonCheck ? () => undefined : (text) => run.terminal.output('err', text) });
  // Commands run from the project root; folders given on the command line keep pointing where they did.
  cli.hook('preAction', (_program, command) => {
    const options = command.opts();
    const root = moveToProjectRoot(options, (name) => command.getOptionValueSource(name) === 'cli');
    if (!root) return;
    for (const [name, value] of Object.entries(options)) command.setOptionValue(name, value);
    run.terminal.detail(`project: ${root}`);
  });
  addBuildCommand(cli, run);
  addServeCommands(cli, run);
  addHostConfigCommand(cli, run);
  addCheckCommand(cli, run);
  addNewCommand(cli, run);
  return cli;
}

/** Where a run of the CLI works and prints; each part defaults to this process's own. */
export interface CliContext {
  /** The project whose templates, static files and cache folder are used (default: the one this CLI belongs to). */
  layout?: ProjectLayout;
  /** Where output and errors go (default: the process's stdout and stderr). */
  streams?: TerminalStreams;
}

/**
 * Runs the CLI with `argv` (as in `process.argv`), from the working folder. A command moves the process's working
 * folder to the project root above it and leaves it there (`cli/project-root.ts`).
 * @returns the process exit code: 0 on success, 1 on a build or content error, 2 on a usage error.
 */
export async function main(argv: string[], context: CliContext = {}): Promise<number> {
  const terminal = new Terminal(verbosityOf(argv), context.streams);
  const run: CliRun = { layout: context.layout ?? PROJECT, terminal, debug: argv.includes('--debug'), code: 0 };
  const jsonCheck = argv.slice(2).includes('check') && argv.includes('--json');
  try {
    await program(run, jsonCheck).parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return 0;
      if (jsonCheck)
        run.terminal.output(
          'out',
          `${checkReport([{ severity: 'error', kind: 'UsageError', message: error.message.replace(/^error: /, ''), text: error.message }])}\n`,
        );
      return 2;
    }
    reportError(run, error);
    return 1;
  } finally {
    // No process is left behind: esbuild's service stops with the command.
    await stopBundler();
  }
  return run.code;
}
