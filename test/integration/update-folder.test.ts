/** The folder dev serves, changed in place after its first build, stays eventsite's own output. */
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outputOwner } from '../../src/output/ownership.ts';
import { replaceFolder, updateFolder } from '../../src/output/update-folder.ts';
import { tempDir } from '../helpers/project.ts';

let root: string;
beforeAll(async () => {
  root = await tempDir('eventsite-update-');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a folder changed in place by dev', () => {
  it('is still known as eventsite’s after every file it was published with was written again or removed', async () => {
    const out = path.join(root, 'dev');
    await mkdir(root, { recursive: true });
    await replaceFolder(out, [
      { path: 'index.html', contents: '<p>first</p>' },
      { path: 'about.html', contents: '<p>about</p>' },
    ]);
    expect(await outputOwner(out, root)).toEqual({ by: 'dev' });
    await updateFolder({
      outDir: out,
      files: [
        { path: 'index.html', contents: '<p>second</p>' },
        { path: 'new.html', contents: '<p>new</p>' },
      ],
      remove: ['about.html'],
    });
    expect((await readdir(out)).sort()).toEqual(['index.html', 'new.html']);
    expect(await outputOwner(out, root)).toEqual({ by: 'dev' });
    await updateFolder({
      outDir: out,
      files: [
        { path: 'index.html', contents: '<p>third</p>' },
        { path: 'new.html', contents: '<p>newer</p>' },
      ],
    });
    expect(await outputOwner(out, root)).toEqual({ by: 'dev' });
  });
});
