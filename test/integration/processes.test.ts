/**
 * No command leaves a process behind: esbuild's service stops, and no thread or server outlives the command. Each
 * command runs in a process group of its own; once it exited, no member of the group may be left.
 */
import { execFileSync, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

let project: ProjectCopy;
beforeAll(async () => {
  project = await copyProject();
}, 60_000);
afterAll(() => project?.remove());

/** The processes of process group `pgid` still running (`ps`). */
function members(pgid: number): string[] {
  return execFileSync('ps', ['-eo', 'pgid=,pid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([group]) => Number(group) === pgid)
    .map(([, pid, name]) => `${pid} ${name}`);
}

/** Runs `eventsite …args` in a new process group; resolves with its exit code and the group's id. */
function runGrouped(args: string[]): Promise<{ code: number | null; pgid: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [project.file('bin/eventsite.js'), ...args], {
      cwd: project.dir,
      detached: true,
      stdio: 'ignore',
    });
    child.on('exit', (code) => resolve({ code, pgid: child.pid! }));
  });
}

describe('a command', () => {
  for (const args of [
    ['build'],
    ['build', '--no-cache'],
    ['check'],
    ['host-config', 'nginx'],
    ['new', 'post', 'a-post-of-the-process-test'],
  ]) {
    it(`leaves no process behind: eventsite ${args.join(' ')}`, async () => {
      const { code, pgid } = await runGrouped(args);
      expect(code).toBe(0);
      // A moment for a process the command forgot to stop to show (esbuild's service outlives its parent briefly otherwise).
      await new Promise((r) => setTimeout(r, 300));
      expect(members(pgid)).toEqual([]);
    }, 120_000);
  }
});
