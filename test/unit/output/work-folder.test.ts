/**
 * What a run finds in the work folder of a build that died, at each step of the publication, and what it makes
 * of it: the output folder is then the old or the new site, whole, and the work folder is gone.
 */
import { lstat, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { manifestFile, serializeManifest } from '../../../src/output/manifest.ts';
import { claimWorkFolder, releaseWorkFolder } from '../../../src/output/work-folder.ts';
import { workFolderOf } from '../../../src/output/work-folder-paths.ts';
import { tempDir } from '../../helpers/project.ts';

let root: string;
let out: string;
let work: string;
/** A process id that no process has: a dead build's. */
const DEAD = 2 ** 22 + 12345;

/** A work folder as a dead build left it, with the given parts. */
async function deadWork(parts: { site?: string; old?: string; manifestFor?: string }): Promise<void> {
  await mkdir(work);
  await writeFile(
    path.join(work, 'owner.json'),
    JSON.stringify({ pid: DEAD, host: os.hostname(), started: '2026-11-25T00:00:00Z' }),
  );
  if (parts.site) {
    await mkdir(path.join(work, 'site'));
    await writeFile(path.join(work, 'site/index.html'), parts.site);
  }
  if (parts.old) {
    await mkdir(path.join(work, 'old'));
    await writeFile(path.join(work, 'old/index.html'), parts.old);
  }
  if (parts.manifestFor) {
    const folder = (await lstat(parts.manifestFor)).ino;
    await writeFile(path.join(work, 'manifest.json'), serializeManifest({ folder, groups: [] }));
  }
}

const page = () => readFile(path.join(out, 'index.html'), 'utf8');

beforeEach(async () => {
  root = await tempDir('eventsite-work-');
  out = path.join(root, 'dist');
  work = workFolderOf(out);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('a run after a build that died', () => {
  it('discards a new site that was still being written; the output stays the old site', async () => {
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'old');
    await deadWork({ site: 'new, half written' });
    await releaseWorkFolder(await claimWorkFolder(out));
    expect(await page()).toBe('old');
    expect(await readdir(root)).toEqual(['dist']);
  });

  it('puts the complete new site in place when the build died between its two renames', async () => {
    await deadWork({ site: 'new', old: 'old', manifestFor: root });
    await releaseWorkFolder(await claimWorkFolder(out));
    expect(await page()).toBe('new');
  });

  it('puts the old site back when the new one is gone but the output was moved away', async () => {
    await deadWork({ old: 'old' });
    await releaseWorkFolder(await claimWorkFolder(out));
    expect(await page()).toBe('old');
  });

  it('puts the manifest of the new site beside it when the build died after publishing it', async () => {
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'new');
    await deadWork({ old: 'old', manifestFor: out });
    await releaseWorkFolder(await claimWorkFolder(out));
    expect(await page()).toBe('new');
    expect(JSON.parse(await readFile(manifestFile(out), 'utf8'))).toMatchObject({ folder: (await lstat(out)).ino });
    expect((await readdir(root)).sort()).toEqual(['.dist.eventsite.json', 'dist']);
  });

  it('never deletes what eventsite did not put in a work folder or a draft, though it removes their own parts', async () => {
    await mkdir(out);
    await writeFile(path.join(out, 'index.html'), 'old');
    await deadWork({ site: 'new, half written' });
    await writeFile(path.join(work, 'notes.txt'), 'mine');
    // A folder of someone's named as a dead build's draft, and a draft of a dead build with a file of someone's.
    const named = `${work}.draft-${DEAD}-0badc0de`;
    await mkdir(path.join(named, 'site'), { recursive: true });
    await writeFile(path.join(named, 'site/plan.txt'), 'mine too');
    const dead = `${work}.draft-${DEAD}-deadbeef`;
    await mkdir(dead);
    await writeFile(
      path.join(dead, 'owner.json'),
      JSON.stringify({ pid: DEAD, host: os.hostname(), started: '2026-11-25T00:00:00Z' }),
    );
    await writeFile(path.join(dead, 'notes.txt'), 'mine as well');
    for (let run = 0; run < 2; run++) await releaseWorkFolder(await claimWorkFolder(out));
    expect(await page()).toBe('old');
    const left = await readdir(root, { recursive: true, withFileTypes: true });
    const files = left.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
    expect(
      files
        .filter((f) => !f.startsWith('dist'))
        .map((f) => path.basename(f))
        .sort(),
    ).toEqual(['notes.txt', 'notes.txt', 'plan.txt']);
    expect(await readFile(path.join(named, 'site/plan.txt'), 'utf8')).toBe('mine too');
    expect(files).not.toContain(path.relative(root, path.join(dead, 'owner.json')));
  });

  it('leaves a work folder of a running build alone and says who holds it', async () => {
    await mkdir(work);
    await writeFile(
      path.join(work, 'owner.json'),
      JSON.stringify({ pid: process.ppid, host: os.hostname(), started: 'now' }),
    );
    await expect(claimWorkFolder(out)).rejects.toMatchObject({
      name: 'OutputBusyError',
      message: expect.stringContaining(`process ${process.ppid}`),
    });
    expect(await readdir(work)).toEqual(['owner.json']);
  });

  it('refuses a folder in its place that has no owner file, and removes nothing of it', async () => {
    await mkdir(work);
    await writeFile(path.join(work, 'notes.txt'), 'mine');
    await expect(claimWorkFolder(out)).rejects.toMatchObject({ name: 'ForeignWorkFolderError' });
    expect(await readdir(work)).toEqual(['notes.txt']);
  });

  it('leaves no trace of a claim cut short: the draft of a dead process goes, a running one and a foreign name stay', async () => {
    const draft = (pid: number) => path.join(root, `.dist.eventsite-work.draft-${pid}-0123abcd`);
    await mkdir(draft(99999999));
    await writeFile(path.join(draft(99999999), 'owner.json'), '{"pid":');
    await mkdir(draft(process.ppid));
    await mkdir(path.join(root, '.dist.eventsite-work.draft-mine'));
    const claimed = await claimWorkFolder(out);
    expect(await readdir(work)).toEqual(['owner.json', 'site']);
    await releaseWorkFolder(claimed);
    expect((await readdir(root)).filter((n) => n.includes('draft')).sort()).toEqual(
      [path.basename(draft(process.ppid)), '.dist.eventsite-work.draft-mine'].sort(),
    );
  });

  it('takes the place of an empty folder (nothing to lose), never of a link or a file', async () => {
    await mkdir(work);
    const claimed = await claimWorkFolder(out);
    expect(await readdir(work)).toEqual(['owner.json', 'site']);
    await releaseWorkFolder(claimed);
    await writeFile(work, 'a file');
    await expect(claimWorkFolder(out)).rejects.toMatchObject({ name: 'ForeignWorkFolderError' });
    expect(await readFile(work, 'utf8')).toBe('a file');
  });

  it('never lets two claims of one folder both succeed', async () => {
    const results = await Promise.allSettled([claimWorkFolder(out), claimWorkFolder(out)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const held = results.find(
      (r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof claimWorkFolder>>> => r.status === 'fulfilled',
    )!.value;
    await releaseWorkFolder(held);
  });
});
