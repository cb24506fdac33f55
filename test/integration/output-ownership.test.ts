/**
 * What makes an output folder eventsite's, on small folders published as `build` and `dev` publish them: a site
 * `build` wrote is not replaced by `dev` unless asked; a damaged manifest beside a site that looks like eventsite's
 * makes every page again instead of refusing the folder; a page edited in place, its size and modification time set
 * back, is made again; the work folder of an output and a folder inside an output are refused for what they are;
 * a project copied with `cp -a` keeps its outputs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/core/fingerprint.ts';
import type { OutputFile } from '../../src/core/output-file.ts';
import { projectLayout } from '../../src/core/project-layout.ts';
import { manifestFile } from '../../src/output/manifest.ts';
import { checkOutputFolder } from '../../src/output/output-guard.ts';
import { openOutput } from '../../src/output/output-writer.ts';
import { replaceFolder } from '../../src/output/update-folder.ts';
import { tempDir } from '../helpers/project.ts';

let root: string;

/** The files of a small site as eventsite names them. */
const SITE: OutputFile[] = [
  { path: 'index.html', contents: '<p>home</p>' },
  { path: '404.html', contents: '<p>missing</p>' },
  { path: 'about.html', contents: '<p>about</p>' },
  { path: 'assets/site.0123456789.css', contents: 'p{}' },
];

const at = (rel: string, base = root) => path.join(base, rel);
const check = (out: string, options: { command?: 'build' | 'dev'; force?: boolean } = {}, base = root) =>
  checkOutputFolder({
    outDir: at(out, base),
    layout: projectLayout(base),
    contentDir: at('content', base),
    ...options,
  });

/** Publishes `files` into `out` as `build` does; returns how many groups were taken from the build before. */
async function build(out: string, files: readonly OutputFile[] = SITE, base = root): Promise<number> {
  await mkdir(path.dirname(at(out, base)), { recursive: true });
  const output = await openOutput({ outDir: at(out, base) });
  for (const file of files) {
    const key = digestOf([file.path, file.contents]);
    if (!output.reuse(key)) await output.write(key, [file]);
  }
  await output.publish();
  return output.reused;
}

beforeEach(async () => {
  root = await tempDir('eventsite-owner-');
  await mkdir(at('content'));
  await writeFile(at('package.json'), '{}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('dev and a folder build wrote', () => {
  it('refuses it, saying what it is, unless --force; takes its own folder and a folder dev wrote', async () => {
    await build('dist');
    await expect(check('dist', { command: 'dev' })).rejects.toThrow(/"[^"]*dist" is the site `eventsite build` wrote/);
    await expect(check('dist', { command: 'dev', force: true })).resolves.toMatchObject({ target: at('dist') });
    await expect(check('dist')).resolves.toMatchObject({ target: at('dist') });
    await replaceFolder(at('preview'), SITE);
    await expect(check('preview', { command: 'dev' })).resolves.toMatchObject({ target: at('preview') });
    await build('.eventsite/dev');
    await expect(check('.eventsite/dev', { command: 'dev' })).resolves.toMatchObject({ target: at('.eventsite/dev') });
  });
});

describe('a damaged manifest', () => {
  for (const [what, text] of [
    ['empty', ''],
    ['cut short', '{"format":1,"folder":12,"groups":[{"key":"'],
    ['of another program', '{"name":"something else"}'],
  ]) {
    it(`(${what}) beside a site that looks like eventsite's: every page is made again, nothing refused`, async () => {
      await build('dist');
      await writeFile(manifestFile(at('dist')), text!);
      await expect(check('dist')).resolves.toMatchObject({ target: at('dist') });
      expect(await build('dist')).toBe(0);
      expect(await readFile(at('dist/about.html'), 'utf8')).toBe('<p>about</p>');
      expect(await build('dist')).toBe(SITE.length);
    });
  }

  it('beside a folder that does not look like a site of eventsite: refused, and nothing of it removed', async () => {
    await mkdir(at('mine'));
    await writeFile(at('mine/notes.txt'), 'mine');
    await writeFile(manifestFile(at('mine')), '');
    await expect(check('mine')).rejects.toThrow(/is a folder that eventsite did not write/);
    expect(await readFile(at('mine/notes.txt'), 'utf8')).toBe('mine');
  });
});

describe('a page edited in place', () => {
  it('is made again when its size and modification time were set back; unchanged pages are taken build after build', async () => {
    await build('dist');
    expect(await build('dist')).toBe(SITE.length);
    expect(await build('dist')).toBe(SITE.length);
    const page = at('dist/about.html');
    const before = await stat(page);
    // Its times kept on a file of its own first: `touch -r` sets them back to the nanosecond (utimensat), where
    // fs.utimes takes seconds as a float and may miss by a fraction of a microsecond.
    execFileSync('touch', ['-r', page, at('times')]);
    await writeFile(page, '<p>ABOUT</p>');
    execFileSync('touch', ['-r', at('times'), page]);
    expect((await stat(page)).mtimeMs).toBe(before.mtimeMs);
    expect((await stat(page)).size).toBe(before.size);
    expect(await build('dist')).toBe(SITE.length - 1);
    expect(await readFile(page, 'utf8')).toBe('<p>about</p>');
  });
});

describe('--out', () => {
  it('refuses the work folder of an output and a folder inside an output, saying what they are, even with --force', async () => {
    await build('dist');
    await expect(check('.dist.eventsite-work', { force: true })).rejects.toThrow(
      /"[^"]*\.dist\.eventsite-work" is the work folder of dist/,
    );
    await expect(check('dist/blog', { force: true })).rejects.toThrow(
      /"[^"]*dist\/blog" is inside the output [^ ]*dist\b/,
    );
    await expect(check('dist/blog/deeper')).rejects.toThrow(/is inside the output [^ ]*dist\b/);
    expect(existsSync(at('.dist.eventsite-work'))).toBe(false);
  });
});

describe('a project copied with cp -a', () => {
  it('keeps dist and dev’s folder as eventsite’s, without --force', async () => {
    await build('dist');
    await mkdir(at('.eventsite'));
    await replaceFolder(at('.eventsite/dev'), SITE);
    const copy = `${root}-copy`;
    try {
      execFileSync('cp', ['-a', root, copy]);
      await expect(check('dist', {}, copy)).resolves.toMatchObject({ target: at('dist', copy) });
      await expect(check('.eventsite/dev', { command: 'dev' }, copy)).resolves.toMatchObject({
        target: at('.eventsite/dev', copy),
      });
      // Dev's own folder is the tool's wherever the project is, whatever became of its manifest.
      await rm(manifestFile(at('.eventsite/dev', copy)));
      await expect(check('.eventsite/dev', { command: 'dev' }, copy)).resolves.toMatchObject({
        target: at('.eventsite/dev', copy),
      });
      expect(await build('dist', SITE, copy)).toBe(0);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
