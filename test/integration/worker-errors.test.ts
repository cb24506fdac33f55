/**
 * A file system error in a worker thread reaches the main thread with its code and path, as the build needs them
 * to tell a full disk or a folder without permission (and which file) from a bug. Real threads, real files: the
 * output folder given to the threads is a file, so the first folder they make fails with ENOTDIR.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portableError, revivedError } from '../../src/core/workers/portable-error.ts';
import { runInWorkers, startPageWriter } from '../../src/core/workers/pool.ts';
import type { PageJob } from '../../src/output/page-files.ts';
import type { PageView } from '../../src/site/view-types.ts';
import { tempDir } from '../helpers/project.ts';

let dir: string;
/** A file where the threads are told the output folder is. */
let notAFolder: string;
beforeAll(async () => {
  dir = await tempDir('eventsite-worker-errors-');
  notAFolder = path.join(dir, 'dist');
  await writeFile(notAFolder, 'a file, not a folder');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** What `promise` rejects with. */
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('a file system error in a worker thread', () => {
  it('reaches the main thread from the page writer as an Error with its code, path and message', async () => {
    const writer = startPageWriter();
    try {
      const error = await rejection(writer.write({ shared: { dir: notAFolder, precompress: true }, items: [{ outputs: ['blog/post.html'], html: '<p>text</p>' }] }));
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ code: 'ENOTDIR', path: path.join(notAFolder, 'blog'), syscall: 'mkdir' });
      expect((error as Error).message).toMatch(/^ENOTDIR: not a directory, mkdir /);
    } finally {
      await writer.close();
    }
  });

  it('reaches the main thread from the rendering pool the same way', async () => {
    const renderer = path.join(dir, 'renderer.mjs');
    await writeFile(renderer, "export function renderPage(kind) { return '<p>' + kind + '</p>'; }\n");
    const jobs: PageJob[] = [{ kind: 'post', url: '/blog/post', outputs: ['blog/post.html'], view: {} as PageView }];
    const error = await rejection(runInWorkers('render', jobs, { shared: { dir: notAFolder, precompress: false, renderer } }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'ENOTDIR', path: path.join(notAFolder, 'blog') });
  });
});

describe('portableError and revivedError', () => {
  it('carry a system error through structured cloning, and leave other values as they are', () => {
    const system = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', path: '/out/x.html', syscall: 'write', errno: -28 });
    const revived = revivedError(structuredClone(portableError(system)));
    expect(revived).toBeInstanceOf(Error);
    expect(revived).toMatchObject({ message: system.message, code: 'ENOSPC', path: '/out/x.html', syscall: 'write', errno: -28 });
    // What cloning does to the error itself: the fields are gone.
    expect(structuredClone(system)).not.toHaveProperty('code');
    const plain = new TypeError('a bug');
    expect(portableError(plain)).toBe(plain);
    // A bug's error with a code is not a system error: it stays one the build reports as unexpected.
    const bug = Object.assign(new TypeError('The "path" argument must be of type string'), { code: 'ERR_INVALID_ARG_TYPE' });
    expect(portableError(bug)).toBe(bug);
    expect(revivedError('text')).toBe('text');
  });
});
