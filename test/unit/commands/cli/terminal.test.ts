/** What the CLI prints at each verbosity, and the progress line of a long stage on a terminal only. */
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Terminal, type Verbosity } from '../../../../src/commands/cli/terminal.ts';
import { task } from '../../../../src/core/task.ts';

/** A terminal writing into strings; `tty` makes its streams claim to be terminals (`errTTY` stderr alone). */
function capture(verbosity: Verbosity, tty = false, errTTY = tty) {
  const out = Object.assign(new PassThrough(), { isTTY: tty });
  const err = Object.assign(new PassThrough(), { isTTY: errTTY });
  const text = { out: '', err: '' };
  out.on('data', (d: Buffer) => (text.out += d.toString()));
  err.on('data', (d: Buffer) => (text.err += d.toString()));
  return { terminal: new Terminal(verbosity, { out, err }), text };
}

afterEach(() => vi.useRealTimers());

describe('the CLI terminal', () => {
  it('prints stages with --verbose only, warnings and the result unless --quiet, errors always', () => {
    for (const [verbosity, shown] of [
      ['quiet', ['boom']],
      ['normal', ['careful', 'done', 'boom']],
      ['verbose', ['loading content', 'careful', 'done', 'boom']],
    ] as const) {
      const { terminal, text } = capture(verbosity);
      const log = terminal.logger();
      log('  loading content   12 ms');
      log.note?.('warning', 'careful');
      terminal.say('done');
      terminal.error('boom');
      for (const word of ['loading content', 'careful', 'done', 'boom']) {
        expect(text.out + text.err, `${verbosity}: ${word}`).toSatisfy(
          (all: string) => all.includes(word) === (shown as readonly string[]).includes(word),
        );
      }
      expect(text.err).toBe('boom\n');
    }
  });

  it('draws a progress line for a stage still running after a second when stdout is a terminal, and clears it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    // stdout a terminal (stderr redirected, or not), or stdout redirected to a log while stderr is a terminal.
    for (const [tty, errTTY] of [
      [true, true],
      [true, false],
      [false, true],
      [false, false],
    ] as const) {
      const { terminal, text } = capture('normal', tty, errTTY);
      await task(terminal.logger(), 'rendering pages', (advance) => {
        advance(50, 200);
        vi.advanceTimersByTime(1500);
        return 1;
      });
      if (tty) {
        expect(text.out).toContain('rendering pages… 50 of 200 (1.5 s)');
        expect(text.out.endsWith('\r\u001b[2K')).toBe(true);
      } else {
        // The stage's own line is a detail: not printed without --verbose.
        expect(text.out).toBe('');
      }
      expect(text.err).toBe('');
    }
  });
});
