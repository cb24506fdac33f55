/**
 * When the dev server rebuilds: changed files are gathered for a short debounce, rebuilds run one at a time
 * (changes that arrive meanwhile wait for the next one), and a failed rebuild is reported only once no change
 * arrived for a moment after it, since later saves (a checkout, a "save all") may be what fixes it.
 */
import path from 'node:path';
import type { DevBuilder, DevBuildResult } from './dev-builder.ts';

/** Options of {@link rebuildQueue}. */
export interface RebuildQueueOptions {
  /** What rebuilds. */
  builder: Pick<DevBuilder, 'update'>;
  /** Milliseconds to wait for more changes before rebuilding. */
  debounce: number;
  /** Milliseconds without a change after a failed rebuild before it is reported. */
  quietMs: number;
  /** A rebuild succeeded; `changed` are the files it was given. */
  onBuilt(result: DevBuildResult, changed: string[]): void;
  /** A rebuild failed and nothing changed for `quietMs` after it. */
  onFailed(error: unknown): void;
}

/** The pending rebuilds of a dev server. */
export interface RebuildQueue {
  /** A file changed (added, removed): it is rebuilt after the debounce. */
  add(file: string): void;
  /** True when no rebuild runs, waits or has a failure waiting to be reported. */
  settled(): boolean;
  /** Drops what waits and resolves once the running rebuild (if any) is done. */
  stop(): Promise<void>;
}

/** A queue of rebuilds run by `options.builder`. */
export function rebuildQueue(options: RebuildQueueOptions): RebuildQueue {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  /** A failed rebuild's error, waiting to be reported until the files are quiet. */
  let report: NodeJS.Timeout | undefined;

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void rebuild(), options.debounce);
  };
  const rebuild = async () => {
    timer = undefined;
    if (busy || pending.size === 0) return;
    busy = true;
    const changed = [...pending];
    pending.clear();
    clearTimeout(report);
    report = undefined;
    try {
      options.onBuilt(await options.builder.update(changed), changed);
    } catch (error) {
      report = setTimeout(() => {
        report = undefined;
        if (pending.size === 0 && !busy && timer === undefined) options.onFailed(error);
      }, options.quietMs);
    } finally {
      busy = false;
      if (pending.size > 0) schedule();
    }
  };

  return {
    add(file) {
      pending.add(path.resolve(file));
      schedule();
    },
    settled: () => timer === undefined && !busy && pending.size === 0 && report === undefined,
    async stop() {
      clearTimeout(timer);
      clearTimeout(report);
      timer = undefined;
      report = undefined;
      pending.clear();
      while (busy) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}
