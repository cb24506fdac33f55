/**
 * The dev server's one-post rebuild: `eventsite dev` in a process of its own (as an editor runs it), one post
 * edited again and again, each time timed from the file write to the new page on disk.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT } from '../../src/core/project-layout.ts';

/**
 * Milliseconds from each write of `blog/{slug}.en.md` to its page on disk, `runs` times (after one untimed edit);
 * each edit waits for the rebuild before it to finish. Works on a copy of `contentDir` in `scratch`.
 * @throws {Error} when dev does not start or an edit never reaches the page within two minutes.
 */
export async function devLatency(contentDir: string, slug: string, runs: number, scratch: string): Promise<number[]> {
  const work = await mkdtemp(path.join(scratch, 'dev-'));
  const content = path.join(work, 'content');
  await cp(contentDir, content, { recursive: true });
  const outDir = path.join(work, 'out');
  const child = spawn(
    process.execPath,
    [path.join(PROJECT.root, 'bin/eventsite.js'), 'dev', '--content', content, '--out', outDir, '--port', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Every rebuild logs one line ("… → 2 pages written …").
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const rebuilds = () => output.split('\n').filter((line) => line.includes(' written, ')).length;
  const until = async (done: () => boolean, what: string) => {
    for (const started = Date.now(); !done(); await new Promise((r) => setTimeout(r, 1))) {
      if (child.exitCode !== null || Date.now() - started > 120_000)
        throw new Error(`eventsite dev: no ${what}\n${output}`);
    }
  };
  const file = path.join(content, `blog/${slug}.en.md`);
  const page = path.join(outDir, `blog/${slug}.html`);
  const original = await readFile(file, 'utf8');
  const samples: number[] = [];
  try {
    await until(() => output.includes('Dev server: '), 'start');
    for (let i = 0; i < runs + 1; i++) {
      const marker = `Benchmark edit ${i} ${Date.now()}`;
      const before = rebuilds();
      const t0 = performance.now();
      await writeFile(file, `${original}\n${marker}\n`);
      for (;;) {
        const html = await readFile(page, 'utf8').catch(() => '');
        if (html.includes(marker)) break;
        if (child.exitCode !== null || performance.now() - t0 > 120_000)
          throw new Error(`eventsite dev: the edit never reached ${page}\n${output}`);
        await new Promise((r) => setTimeout(r, 1));
      }
      if (i > 0) samples.push(performance.now() - t0);
      await until(() => rebuilds() > before, 'rebuild line');
    }
  } finally {
    child.kill();
    await new Promise((r) => child.once('exit', r));
    await rm(work, { recursive: true, force: true });
  }
  return samples;
}
