/**
 * `eventsite check`: every error, warning and notice of the content, templates and static/ in one run, grouped by
 * file (a file's problems in line order), or the same items as JSON with `--json`.
 */
import type { Command } from 'commander';
import { EventsiteError, formatError } from '../../core/errors.ts';
import type { LaunchItem } from '../../content/checks/launch-items.ts';
import type { Problem } from '../check.ts';
import { reportError, type CliRun } from './run.ts';
import { catalogue } from '../../core/error-catalogue.ts';

/**
 * True for a problem that fails `check`: an error, what stops `build`. Warnings and notices are listed, and `check`
 * passes with them as `build` does (a draft's placeholders, a repeated site fact, a sanitised SVG).
 */
const fails = (problem: Problem) => problem.severity === 'error';

/** The JSON `check --json` prints: always valid, also when the check itself failed. */
export function checkReport(problems: readonly Problem[]): string {
  return JSON.stringify({ ok: !problems.some(fails), problems: problems.map(({ text: _text, ...p }) => p) }, null, 2);
}

/** A launch item as a problem of `check --launch`: an error, as the site may not launch with it. */
function launchProblem(item: LaunchItem): Problem {
  const problem = catalogue.LaunchItem({ needed: item.needed });
  const message = `${item.field ? `${item.field}: ` : ''}${problem.message}`;
  return {
    severity: 'error',
    kind: 'LaunchItem',
    code: problem.code,
    file: item.file,
    line: item.line,
    field: item.field,
    message,
    text: `${item.file}:${item.line}  ${message}\n  code: ${problem.code} (docs/errors.md)`,
  };
}

/** The problems by file (problems without one last), each file's in line order, errors before warnings on a line. */
function groupByFile(problems: readonly Problem[]): Map<string, Problem[]> {
  const order = { error: 0, warning: 1, notice: 2 };
  const sorted = [...problems].sort(
    (a, b) =>
      (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || order[a.severity] - order[b.severity],
  );
  const groups = new Map<string, Problem[]>();
  for (const problem of sorted) {
    const key = problem.file ?? '';
    groups.set(key, [...(groups.get(key) ?? []), problem]);
  }
  const general = groups.get('');
  groups.delete('');
  const files = new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
  if (general) files.set('', general);
  return files;
}

/** The closing line: all well, or how many of each. */
function verdict(problems: readonly Problem[]): string {
  const count = (severity: Problem['severity']) => problems.filter((p) => p.severity === severity).length;
  const notices = count('notice');
  const warnings = count('warning');
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const others = [warnings > 0 ? plural(warnings, 'warning') : '', notices > 0 ? plural(notices, 'notice') : '']
    .filter(Boolean)
    .join(', ');
  if (count('error') === 0)
    return others
      ? `Content OK: no ${warnings === 0 ? 'problems found' : 'errors'} (${others}).`
      : 'Content OK: no problems found.';
  return `${plural(problems.length - notices, 'problem')}: ${plural(count('error'), 'error')}, ${plural(warnings, 'warning')}${notices > 0 ? `, ${plural(notices, 'notice')}` : ''}.`;
}

/** Prints `problems` grouped by file, then the verdict. */
function printProblems(run: CliRun, problems: readonly Problem[]): void {
  const { terminal } = run;
  const { colours } = terminal;
  const paint = { error: colours.red, warning: colours.yellow, notice: colours.cyan };
  for (const [file, list] of groupByFile(problems)) {
    terminal.say(colours.bold(colours.underline(file || 'the site as a whole')));
    for (const p of list) terminal.say(`${paint[p.severity](`${p.severity}:`)} ${p.text}`);
    terminal.say('');
  }
  const failing = problems.some(fails);
  terminal.say(failing ? colours.red(verdict(problems)) : colours.green(verdict(problems)));
}

/** Adds `check` to `program`. */
export function addCheckCommand(program: Command, run: CliRun): void {
  program
    .command('check')
    .description(
      'check the content, templates and static/ without writing anything; lists every problem, grouped by file; exits 1 if there is an error (as build would stop)',
    )
    .option('--content <dir>', 'content folder', 'content')
    .option('--json', 'print the problems as JSON')
    .option('--launch', 'also list every sample and placeholder the company must replace or supply before launch')
    .action(async (opts: { content: string; json?: boolean; launch?: boolean }) => {
      let problems: Problem[];
      try {
        const { checkContent } = await import('../check.ts');
        problems = await checkContent({ contentDir: opts.content, layout: run.layout });
        if (opts.launch) {
          const { findLaunchItems } = await import('../../content/checks/launch-items.ts');
          problems.push(...(await findLaunchItems(opts.content)).map(launchProblem));
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const kind = error instanceof Error ? error.name : 'Error';
        const code = error instanceof EventsiteError ? error.code : undefined;
        problems = [{ severity: 'error', kind, code, message, text: formatError(error) }];
        if (!opts.json) reportError(run, error);
      }
      if (opts.json) run.terminal.output('out', `${checkReport(problems)}\n`);
      else printProblems(run, problems);
      if (problems.some(fails)) run.code = 1;
    });
}
