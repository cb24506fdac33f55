/**
 * What the CLI prints, and how: errors always (stderr), warnings and the summary unless `--quiet`, every stage with
 * its time with `--verbose`, colours when the stream is a terminal or `FORCE_COLOR` is set (picocolors; `NO_COLOR`
 * wins), and a progress line for a stage still running after a second, on stdout when it is a terminal (never in
 * logs), cleared before anything else is written.
 */
import pc from 'picocolors';
import type { Logger } from '../../core/task.ts';

/** How much the CLI prints: `quiet` errors only, `normal` warnings and a summary, `verbose` every stage too. */
export type Verbosity = 'quiet' | 'normal' | 'verbose';

/** A progress line is drawn once a stage has run this long, in milliseconds. */
const PROGRESS_AFTER_MS = 1000;
/** How often the progress line's time is redrawn, in milliseconds. */
const REDRAW_MS = 250;

/** The streams a terminal writes to (the process's own, or a test's). */
export interface TerminalStreams {
  out: NodeJS.WritableStream & { isTTY?: boolean };
  err: NodeJS.WritableStream & { isTTY?: boolean };
}

/** The stage whose progress is shown. */
interface Stage {
  name: string;
  started: number;
  done: number;
  total: number;
  timer: NodeJS.Timeout;
}

/** The CLI's output (see the module comment). */
export class Terminal {
  readonly colours: ReturnType<typeof pc.createColors>;
  private stage: Stage | undefined;
  private drawn = false;

  constructor(
    readonly verbosity: Verbosity,
    private readonly streams: TerminalStreams = { out: process.stdout, err: process.stderr },
  ) {
    // picocolors weighs NO_COLOR, FORCE_COLOR, TERM and CI; a pipe or a log file gets plain text unless forced.
    this.colours = pc.createColors(pc.isColorSupported && (streams.out.isTTY === true || 'FORCE_COLOR' in process.env));
  }

  /** A line of the command's result (the summary, a URL). Not shown with `--quiet`. */
  say(line: string): void {
    if (this.verbosity !== 'quiet') this.write('out', line);
  }

  /** A stage's line with its time. Shown with `--verbose` only. */
  detail(line: string): void {
    if (this.verbosity === 'verbose') this.write('out', this.colours.dim(line));
  }

  /** A warning or a notice (`kind: text`). Not shown with `--quiet`. */
  note(kind: 'warning' | 'notice', text: string): void {
    if (this.verbosity === 'quiet') return;
    const label = kind === 'warning' ? this.colours.yellow(`${kind}:`) : this.colours.cyan(`${kind}:`);
    this.write('out', `${label} ${text}`);
  }

  /** Text that is the command's answer (a configuration, a JSON report), written as it is whatever the verbosity. */
  output(stream: 'out' | 'err', text: string): void {
    this.clear();
    this.streams[stream].write(text);
  }

  /** An error, always shown, on stderr. */
  error(text: string): void {
    const [first = '', ...rest] = text.split('\n');
    this.write('err', [this.colours.red(first), ...rest].join('\n'));
  }

  /** The logger a command reports through: stage lines, warnings and progress, printed as set. */
  logger(): Logger {
    const log = ((line: string) => {
      this.endStage();
      this.detail(line.replace(/^\n/, ''));
    }) as Logger;
    log.note = (kind, text) => this.note(kind, text);
    log.progress = (stage, done, total) => this.progress(stage, done, total);
    return log;
  }

  /** Notes the advance of `stage` (started with done = total = 0); drawn on a terminal once it runs long. */
  private progress(name: string, done: number, total: number): void {
    if (this.verbosity === 'quiet' || !this.streams.out.isTTY) return;
    if (this.stage?.name !== name) {
      this.endStage();
      const timer = setInterval(() => this.draw(), REDRAW_MS);
      timer.unref();
      this.stage = { name, started: performance.now(), done, total, timer };
      return;
    }
    Object.assign(this.stage, { done, total });
  }

  /** Draws the progress line of the running stage, once it has run long enough. */
  private draw(): void {
    const stage = this.stage;
    if (!stage) return;
    const ms = performance.now() - stage.started;
    if (ms < PROGRESS_AFTER_MS) return;
    const count = stage.total > 0 ? ` ${stage.done} of ${stage.total}` : '';
    this.streams.out.write(`\r\x1b[2K${this.colours.dim(`  ${stage.name}…${count} (${(ms / 1000).toFixed(1)} s)`)}`);
    this.drawn = true;
  }

  /** Stops showing the running stage's progress. */
  private endStage(): void {
    if (this.stage) clearInterval(this.stage.timer);
    this.stage = undefined;
    this.clear();
  }

  private clear(): void {
    if (this.drawn) this.streams.out.write('\r\x1b[2K');
    this.drawn = false;
  }

  private write(stream: 'out' | 'err', text: string): void {
    this.clear();
    this.streams[stream].write(`${text}\n`);
  }
}
