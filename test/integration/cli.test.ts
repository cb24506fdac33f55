import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../../src/build.ts';
import { copyContent, tempDir } from '../helpers/content.ts';
import { runCli, snapshot } from '../helpers/project.ts';

/** Runs the project's CLI (from the project folder). */
const cli = (...args: string[]) => runCli(PROJECT_DIR, args);

let out: string;
let copy: Awaited<ReturnType<typeof copyContent>>;
beforeAll(async () => {
  out = path.join(await tempDir('eventsite-cli-'), 'dist');
  copy = await copyContent();
});
afterAll(async () => {
  await rm(path.dirname(out), { recursive: true, force: true });
  await copy.remove();
});

describe('eventsite build', () => {
  it('builds into --out, printing one line per stage and a summary', async () => {
    const { code, stdout } = await cli('build', '--content', copy.dir, '--out', out, '--base-url', 'https://example.org');
    expect(code).toBe(0);
    for (const stage of ['loading content', 'building route table', 'checking links', 'building assets', 'rendering pages', 'writing output']) {
      expect(stdout).toContain(stage);
    }
    expect(stdout).toMatch(/Built \d+ pages \(\d+ files\) in \d+ ms\./);
    expect(await readFile(path.join(out, 'robots.txt'), 'utf8')).toContain('https://example.org/sitemap.xml');
  });

  it('exits 1 on invalid content, names file, line and field, and leaves the output exactly as it was', async () => {
    const before = await snapshot(out);
    await copy.edit('services/corporate-events.yaml', (t) => t.replace(/^slugTr: .*$/m, 'slugTr: Kurumsal Etkinlikler'));
    const { code, stderr } = await cli('build', '--content', copy.dir, '--out', out);
    expect(code).toBe(1);
    expect(stderr).toMatch(/services\/corporate-events\.yaml:\d+:\d+ {2}slugTr:/);
    expect(stderr).toContain('a slug of lowercase letters');
    expect(stderr).toContain('left as it was');
    expect(await snapshot(out)).toEqual(before);
  });

  it('exits 1 on a broken internal link in a post, naming the file and line', async () => {
    await copy.edit('services/corporate-events.yaml', (t) => t.replace(/^slugTr: .*$/m, 'slugTr: kurumsal-etkinlikler'));
    await copy.edit('blog/rsvp-guide.en.md', (t) => `${t}\n\nSee [our prices](/pricing).\n`);
    const { code, stderr } = await cli('build', '--content', copy.dir, '--out', out);
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
    const { build } = await import('../../src/build.ts');
    await copy.edit('blog/rsvp-guide.en.md', (t) => t.replace('\n\nSee [our prices](/pricing).\n', ''));
    await rm(path.join(copy.dir, 'images/hero.svg'));
    const target = path.join(path.dirname(out), 'never');
    await expect(build({ contentDir: copy.dir, outDir: target })).rejects.toMatchObject({ name: 'MissingImageError', message: expect.stringContaining('hero.svg') });
    await expect(readdir(target)).rejects.toThrow();
  });
});
