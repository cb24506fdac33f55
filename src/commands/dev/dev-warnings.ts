/**
 * How `eventsite dev` shows warnings: each content warning once per change (an unchanged file's are not told again
 * on every save), build-time warnings as `build` shows them, and a count of damaged cache entries once it grew.
 */
import type { Logger } from '../../core/task.ts';
import { damagedReport, type CacheFolder } from '../../core/cache-folder.ts';
import type { EventsiteError } from '../../core/errors.ts';

/** The warnings' state of one dev session. */
export class DevWarnings {
  /** The content warnings the last load told: an unchanged file's are not told again. */
  private told = new Set<string>();
  /** Damaged cache entries reported so far. */
  private damagedSeen = 0;
  /** The files of the update running, as warnings name them: their warnings are told again. */
  changing: string[] = [];
  private readonly log: () => Logger;

  /** @param log - gives the logger lines go to, read at each use (none: they are dropped). */
  constructor(log: () => Logger | undefined) {
    this.log = () => log() ?? (() => {});
  }

  /**
   * A logger that tells each content warning once per change: a warning the last load told already is told again
   * only when its file is among the files changed, so an editor is not shown every draft's placeholders on every
   * save. Each call starts a new round: what the previous logger told is what is not told again.
   */
  logger(): Logger {
    const log = this.log();
    const before = this.told;
    const told = (this.told = new Set<string>());
    return (line) => {
      if (!line.trimStart().startsWith('warning:')) return;
      told.add(line);
      if (!before.has(line) || this.changing.some((file) => line.includes(`${file}:`))) log(line);
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
