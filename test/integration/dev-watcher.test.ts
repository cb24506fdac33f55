/**
 * The dev server's watcher on a real folder: each way a file can change, appear or go is reported, and an editor's
 * temporary or swap file is not (a faster watcher built from chokidar and fs.watch lost some of these, and was not
 * kept).
 */
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWatcher, type Watcher } from '../../src/commands/dev/watcher.ts';
import { tempDir } from '../helpers/project.ts';

let root: string;
let watcher: Watcher;
let reported: string[] = [];
const at = (rel: string) => path.join(root, 'watched', rel);

/** What was reported once reports stopped for a while (then forgotten, so each step sees only its own). */
async function settled(): Promise<string[]> {
  for (let count = -1; count !== reported.length;) {
    count = reported.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  const seen = reported.map((file) => path.relative(at('.'), file));
  reported = [];
  return seen;
}

/** Waits until `rel` is reported, then until reports stop; returns what was reported. */
async function reportedSoon(rel: string): Promise<string[]> {
  await expect.poll(() => reported.includes(at(rel)), { timeout: 10_000 }).toBe(true);
  return settled();
}

/** Writes `rel` (its folder made first) and waits for the report, then edits it and waits for that report too. */
async function madeThenEdited(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(at(rel)), { recursive: true });
  await writeFile(at(rel), text);
  await reportedSoon(rel);
  await writeFile(at(rel), `${text}, edited`);
  await reportedSoon(rel);
}

beforeAll(async () => {
  root = await tempDir('eventsite-watch-');
  await mkdir(at('blog'), { recursive: true });
  await writeFile(at('blog/a.md'), 'a');
  await writeFile(path.join(root, 'outside.txt'), 'outside');
  watcher = await startWatcher({ paths: [path.join(root, 'watched')], stabilityMs: 5 }, (file) => reported.push(file));
});
afterAll(async () => {
  await watcher?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the dev watcher reports', () => {
  it('a file edited in place, and one saved whole over the old (written aside, then renamed)', async () => {
    await writeFile(at('blog/a.md'), 'a, edited');
    await reportedSoon('blog/a.md');
    await writeFile(at('blog/a.md.tmp'), 'a, saved whole');
    await rename(at('blog/a.md.tmp'), at('blog/a.md'));
    expect(await reportedSoon('blog/a.md')).not.toContain('blog/a.md.tmp');
    await writeFile(at('blog/a.md'), 'a, edited after the whole save');
    await reportedSoon('blog/a.md');
  });

  it('a new file, and its later edits', () => madeThenEdited('blog/b.md', 'b'));

  it('a file in a new folder, and its later edits', () => madeThenEdited('images/new/c.svg', '<svg/>'));

  it('a new link to a file outside, and its removal (the file it led to stays)', async () => {
    await symlink(path.join(root, 'outside.txt'), at('blog/link.md'));
    await reportedSoon('blog/link.md');
    await rm(at('blog/link.md'));
    await reportedSoon('blog/link.md');
  });

  it('a removed file, and a removed folder with its files', async () => {
    await rm(at('blog/b.md'));
    await reportedSoon('blog/b.md');
    await rm(at('images'), { recursive: true });
    await reportedSoon('images/new/c.svg');
  });

  it('a file made again where one was removed, and its later edits', () => madeThenEdited('blog/b.md', 'b again'));

  it('a file in a folder removed and made again under the same name, and its later edits', async () => {
    await mkdir(at('images/new'), { recursive: true });
    await writeFile(at('images/new/d.svg'), '<svg/>');
    await reportedSoon('images/new/d.svg');
    await rm(at('images'), { recursive: true });
    await madeThenEdited('images/new/e.svg', '<svg/>');
  });

  it('a link replaced by a plain file at once, and a plain file replaced by a link at once, and their later edits', async () => {
    await symlink(path.join(root, 'outside.txt'), at('blog/swap.md'));
    await reportedSoon('blog/swap.md');
    await rm(at('blog/swap.md'));
    await writeFile(at('blog/swap.md'), 'a plain file now');
    await reportedSoon('blog/swap.md');
    await writeFile(at('blog/swap.md'), 'a plain file, edited');
    await reportedSoon('blog/swap.md');
    await rm(at('blog/swap.md'));
    await symlink(path.join(root, 'outside.txt'), at('blog/swap.md'));
    await reportedSoon('blog/swap.md');
  });

  it('a link to a folder outside as the link alone: nothing of what the folder holds, nor of its changes', async () => {
    const big = path.join(root, 'big');
    for (let i = 0; i < 20; i++) {
      await mkdir(path.join(big, `d${i}`), { recursive: true });
      await Promise.all(Array.from({ length: 50 }, (_, j) => writeFile(path.join(big, `d${i}`, `f${j}.md`), 'x')));
    }
    await symlink(big, at('blog/big'));
    expect(await reportedSoon('blog/big')).toEqual(['blog/big']);
    await writeFile(path.join(big, 'd0/new.md'), 'new');
    await writeFile(path.join(big, 'd1/f1.md'), 'edited');
    expect(await settled()).toEqual([]);
    await rm(at('blog/big'));
    expect(await reportedSoon('blog/big')).toEqual(['blog/big']);
  });

  it('nothing for an editor’s swap file made and removed beside a post', async () => {
    await writeFile(at('blog/.a.md.swp'), 'vim swap');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await rm(at('blog/.a.md.swp'));
    expect(await settled()).toEqual([]);
  });
});
