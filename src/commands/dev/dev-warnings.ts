/**
 * How `eventsite dev` shows warnings: each content warning once per change (an unchanged file's are not told again
 * on every save), build-time warnings as `build` shows them, and a count of damaged cache entries once it grew.
 */
import type { Logger } from '../../core/task.ts';
import { damagedReport, type CacheFolder } from '../../core/cache-folder.ts';
import type { EventsiteError } from '../../core/errors.ts';

/** The warnings' state of one dev session. */
export class DevWarnings {
  /** The content warnings told before the change running: an unchanged file's are not told again. */
  private previous = new Set<string>();
  /** The content warnings of the change running, told or not. */
  private told = new Set<string>();
  /** Damaged cache entries reported so far. */
  private damagedSeen = 0;
  /** The files of the change running, as warnings name them: their warnings are told again. */
  private changing: string[] = [];
  private readonly log: () => Logger;

  /** @param log - gives the logger lines go to, read at each use (none: they are dropped). */
  constructor(log: () => Logger | undefined) {
    this.log = () => log() ?? (() => {});
  }

  /**
   * Starts a change (a build, or an update for saved files): the warnings told until now are told again only when
   * their file is among `changing`, so an editor is not shown every draft's placeholders on every save.
   */
  round(changing: readonly string[]): void {
    this.previous = this.told;
    this.told = new Set<string>();
    this.changing = [...changing];
  }

  /** A logger of the change running that tells each content warning once per change (see {@link round}). */
  logger(): Logger {
    const log = this.log();
    return (line) => {
      if (!line.trimStart().startsWith('warning:')) return;
      const fresh = !this.told.has(line);
      this.told.add(line);
      if (fresh && (!this.previous.has(line) || this.changing.some((file) => line.includes(`${file}:`)))) log(line);
    };
  }

  /** Shows `warnings` as `build` does, and a count of the damaged entries of `caches` once it grew. */
  report(caches: CacheFolder | undefined, warnings: readonly EventsiteError[] = []): void {
    const log = this.log();
    for (const warning of warnings) log(`  warning: ${warning.format()}`);
    const damaged = caches?.damaged.length ?? 0;
    if (damaged > this.damagedSeen) log(`  warning: ${damagedReport(caches)}`);
    this.damagedSeen = damaged;
  }
}
