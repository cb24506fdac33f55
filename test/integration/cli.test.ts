import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT } from '../../src/core/project-layout.ts';
import { copyProject, runCli, snapshot, tempDir, type ProjectCopy } from '../helpers/project.ts';

/** Runs the project's CLI (from the project folder). */
const cli = (...args: string[]) => runCli(PROJECT.root, args);

let out: string;
let copy: ProjectCopy;
beforeAll(async () => {
  out = path.join(await tempDir('eventsite-cli-'), 'dist');
  copy = await copyProject({ only: ['content'] });
});
afterAll(async () => {
  await rm(path.dirname(out), { recursive: true, force: true });
  await copy.remove();
});

describe('eventsite build', () => {
  it('builds into --out, printing one line per stage and a summary', async () => {
    const { code, stdout } = await cli('build', '--content', copy.content, '--out', out, '--base-url', 'https://example.org');
    expect(code).toBe(0);
    for (const stage of ['loading content', 'building route table', 'checking links', 'building assets', 'rendering pages', 'publishing']) {
      expect(stdout).toContain(stage);
    }
    expect(stdout).toMatch(/Built \d+ pages \(\d+ files\) in \d+ ms\./);
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toContain('https://example.org/sitemap.xml');
  });

  it('exits 1 on invalid content, names file, line and field, and leaves the output exactly as it was', async () => {
    const before = await snapshot(out);
    await copy.edit('content/services/corporate-events.tr.yaml', (t) => t.replace(/^slug: .*$/m, 'slug: Kurumsal Etkinlikler'));
    const { code, stderr } = await cli('build', '--content', copy.content, '--out', out);
    expect(code).toBe(1);
    expect(stderr).toMatch(/services\/corporate-events\.tr\.yaml:\d+:\d+ {2}slug:/);
    expect(stderr).toContain('a slug of lowercase letters');
    expect(stderr).toContain('left as it was');
    expect(await snapshot(out)).toEqual(before);
  });

  it('exits 1 on a broken internal link in a post, naming the file and line', async () => {
    await copy.edit('content/services/corporate-events.tr.yaml', (t) => t.replace(/^slug: .*$/m, 'slug: kurumsal-etkinlikler'));
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\n\nSee [our prices](/pricing).\n`);
    const { code, stderr } = await cli('build', '--content', copy.content, '--out', out);
    expect(code).toBe(1);
    expect(stderr).toMatch(/BrokenLinkError: .*blog\/rsvp-guide\.en\.md:\d+ .*\/pricing/);
  });

  it('exits 2 on an unknown option', async () => {
    const { code, stderr } = await cli('build', '--nope');
    expect(code).toBe(2);
    expect(stderr).toContain("unknown option '--nope'");
  });
});

describe('a missing image the templates need', () => {
  it('fails the build naming the image, without creating the output folder', async () => {
    const { build } = await import('../../src/commands/build/build.ts');
    await copy.edit('content/blog/rsvp-guide.en.md', (t) => t.replace('\n\nSee [our prices](/pricing).\n', ''));
    await rm(copy.file('content/images/hero.svg'));
    const target = path.join(path.dirname(out), 'never');
    await expect(build({ contentDir: copy.content, outDir: target })).rejects.toMatchObject({
      errors: [expect.objectContaining({ name: 'MissingImageError', message: expect.stringContaining('hero.svg') })],
    });
    await expect(readdir(target)).rejects.toThrow();
  });
});
