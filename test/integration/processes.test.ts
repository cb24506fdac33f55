/**
 * No command leaves a process behind: esbuild's service stops, and no thread or server outlives the command. Each
 * command runs in a process group of its own; once it exited, no member of the group may be left. `dev` serves from a
 * child in a group of its own, which ends with the command, even when the command is killed.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, startCli, type ProjectCopy } from '../helpers/project.ts';

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

/** The node processes `pid` started. */
function nodeChildren(pid: number): number[] {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, parent, name]) => Number(parent) === pid && name === 'node')
    .map(([child]) => Number(child));
}

describe('eventsite dev', () => {
  for (const [signal, when] of [
    ['SIGTERM', 'serving'],
    ['SIGKILL', 'serving'],
    ['SIGKILL', 'building'],
  ] as const) {
    it(`leaves no process behind when the command gets ${signal} while ${when}`, async () => {
      const dev = startCli(project.dir, ['dev', '--port', '0']);
      try {
        if (when === 'serving') await dev.waitFor(/Dev server: http/, { timeout: 110_000 });
        else
          for (let waited = 0; nodeChildren(dev.child.pid!).length === 0 && waited < 30_000; waited += 50)
            await new Promise((r) => setTimeout(r, 50));
        const [server, ...more] = nodeChildren(dev.child.pid!);
        expect(more).toEqual([]);
        expect(members(server!)).not.toEqual([]);
        const exited = once(dev.child, 'exit');
        dev.child.kill(signal);
        await exited;
        // A guard against a hang, not a timing: the server closes its sockets and watcher first.
        for (let waited = 0; members(server!).length > 0 && waited < 30_000; waited += 100)
          await new Promise((r) => setTimeout(r, 100));
        expect(members(server!)).toEqual([]);
        expect(dev.output()).not.toMatch(/ERR_IPC_CHANNEL_CLOSED|an unexpected error/);
      } finally {
        if (dev.child.exitCode === null && dev.child.signalCode === null) await dev.stop();
      }
    }, 150_000);
  }
});
