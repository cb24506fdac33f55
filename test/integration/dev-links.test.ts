/**
 * A symbolic link from the content folder to a big folder outside it, made while `eventsite dev` runs: the build
 * refuses it in a few lines, the watcher does not walk what it leads to, the pages stay served, and once the link
 * is gone the next rebuild names only what changed.
 */
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, startCli, tempDir, type ProjectCopy, type RunningCli } from '../helpers/project.ts';

let project: ProjectCopy;
let big: string;
let dev: RunningCli;
let url: string;

beforeAll(async () => {
  project = await copyProject();
  big = await tempDir('eventsite-big-');
  for (let i = 0; i < 40; i++) {
    await mkdir(path.join(big, `d${i}`));
    await Promise.all(Array.from({ length: 250 }, (_, j) => writeFile(path.join(big, `d${i}`, `f${j}.md`), 'x')));
  }
  dev = startCli(project.dir, ['dev', '--port', '0']);
  [, url] = (await dev.waitFor(/Dev server: (http:\/\/127\.0\.0\.1:\d+)/, { timeout: 120_000 })) as unknown as [
    string,
    string,
  ];
}, 180_000);
afterAll(async () => {
  await dev?.stop();
  await project?.remove();
  await rm(big, { recursive: true, force: true });
});

describe('dev and a link from content/ to a big folder outside', () => {
  it('refuses it in a few lines, keeps serving, and costs nothing once removed', async () => {
    const from = dev.output().length;
    await symlink(big, project.file('content/big'));
    await dev.waitFor(/content\/big[^\n]* is a symbolic link to [^\n]*, outside the content folder/, {
      from,
      timeout: 60_000,
    });
    expect((await fetch(`${url}/about`)).status).toBe(200);
    // What the folder holds changes: none of it is dev's business.
    await writeFile(path.join(big, 'd0/new.md'), 'new');
    await rm(project.file('content/big'));
    const edited = dev.output().length;
    await project.edit('content/blog/rsvp-guide.en.md', (text) =>
      text.replace(/^title: .*$/m, 'title: "The RSVP Guide, Edited"'),
    );
    await dev.waitFor(/rsvp-guide\.en\.md[^\n]* → \d+ pages? written/, { from: edited, timeout: 60_000 });
    expect((await fetch(`${url}/about`)).status).toBe(200);
    const said = dev.output().slice(from);
    expect(said.length, said.slice(0, 2000)).toBeLessThan(3000);
    expect(said).not.toContain('d0/f0.md');
  }, 180_000);
});
