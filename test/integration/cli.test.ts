import { execFile } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_DIR } from '../../src/build.ts';
import { copyContent, tempDir } from '../helpers/content.ts';

const run = promisify(execFile);
const BIN = path.join(PROJECT_DIR, 'bin/eventsite.js');

/** Runs the CLI; resolves with exit code and output, never rejects on a non-zero exit. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { cwd: PROJECT_DIR });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Every file of a folder with its bytes, to compare a folder before and after. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(path.relative(dir, file), (await readFile(file)).toString('base64'));
  }
  return out;
}

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
