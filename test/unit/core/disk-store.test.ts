/** Every entry of a disk store is checked when read: a damaged, truncated or swapped one is no entry. */
import { lstat, mkdir, readdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskStore } from '../../../src/core/disk-store.ts';
import { digestOf } from '../../../src/core/fingerprint.ts';
import { tempDir } from '../../helpers/project.ts';

let dir: string;
let damaged: string[];
let store: DiskStore;
const A = digestOf(['a']);
const B = digestOf(['b']);

beforeEach(async () => {
  dir = await tempDir('eventsite-store-');
  damaged = [];
  store = new DiskStore({ dir, onDamaged: (file, why) => damaged.push(`${path.basename(file).slice(0, 8)} ${why}`) });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('a disk store', () => {
  it('gives back what was kept, and nothing for a key never kept', async () => {
    expect(await store.set(A, 'value of a')).toBe(true);
    expect((await store.get(A))?.toString()).toBe('value of a');
    expect(await store.get(B)).toBeUndefined();
    expect(damaged).toEqual([]);
  });

  it('gives nothing for a truncated entry, and says so', async () => {
    await store.set(A, 'value of a');
    const file = store.fileOf(A);
    await writeFile(file, (await readFile(file)).subarray(0, -3));
    expect(await store.get(A)).toBeUndefined();
    expect(damaged).toEqual([`${A.slice(0, 8)} is truncated (7 of 10 bytes)`]);
  });

  it('gives nothing for an entry whose bytes were changed, though its length is the same', async () => {
    await store.set(A, 'value of a');
    const file = store.fileOf(A);
    await writeFile(file, (await readFile(file, 'latin1')).replace('value of a', 'VALUE OF A'), 'latin1');
    expect(await store.get(A)).toBeUndefined();
    expect(damaged[0]).toMatch(/does not match its checksum/);
  });

  it('gives nothing for another key’s entry copied over this one', async () => {
    await store.set(A, 'value of a');
    await store.set(B, 'value of b');
    await writeFile(store.fileOf(A), await readFile(store.fileOf(B)));
    expect(await store.get(A)).toBeUndefined();
    expect(damaged[0]).toMatch(/holds the entry of another key/);
  });

  it('gives nothing for random bytes, or a file of another format', async () => {
    await store.set(A, 'value of a');
    await writeFile(store.fileOf(A), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]));
    expect(await store.get(A)).toBeUndefined();
    expect(damaged[0]).toMatch(/not an entry of this store/);
  });

  it('writes nothing when read-only, and leaves no temporary file when a write fails', async () => {
    const readOnly = new DiskStore({ dir, readOnly: true });
    expect(await readOnly.set(A, 'x')).toBe(false);
    expect(await readdir(dir)).toEqual([]);
    // The entry's folder is a file: the write fails.
    await writeFile(path.join(dir, A.slice(0, 2)), 'in the way');
    expect(await store.set(A, 'x')).toBe(false);
    expect(await readdir(dir)).toEqual([A.slice(0, 2)]);
  });
});

describe('pruning a disk store', () => {
  const C = digestOf(['c']);
  const D = digestOf(['d']);
  const weekAgo = new Date(Date.now() - 8 * 24 * 3600_000);

  it('removes old entries nothing used since it was opened, and keeps used, recent and foreign files', async () => {
    for (const key of [A, B, C]) await store.set(key, `value of ${key}`);
    const foreign = path.join(dir, A.slice(0, 2), 'notes.txt');
    await writeFile(foreign, 'not an entry');
    for (const file of [store.fileOf(A), store.fileOf(B), foreign]) await utimes(file, weekAgo, weekAgo);
    // A store opened later (the next build) reads A and writes D: B is old and unused, C is recent.
    const next = new DiskStore({ dir });
    expect(await next.get(A)).toBeDefined();
    await next.set(D, 'value of d');
    expect(await next.prune(7 * 24 * 3600_000)).toBe(1);
    expect(await next.get(B)).toBeUndefined();
    for (const key of [A, C, D]) expect(await next.get(key)).toBeDefined();
    expect(await readFile(foreign, 'utf8')).toBe('not an entry');
  });

  it('removes nothing when read-only, or when its folder does not exist', async () => {
    await store.set(A, 'value of a');
    await utimes(store.fileOf(A), weekAgo, weekAgo);
    expect(await new DiskStore({ dir, readOnly: true }).prune(0)).toBe(0);
    expect(await new DiskStore({ dir: path.join(dir, 'missing') }).prune(0)).toBe(0);
    expect(await new DiskStore({ dir }).prune(0)).toBe(1);
  });

  it('follows no symbolic link and removes no file that is not headed as its entry', async () => {
    // Elsewhere: an old file named like an entry, in a folder a planted link points at.
    const elsewhere = await tempDir('eventsite-elsewhere-');
    try {
      const folder = A.slice(0, 2);
      await mkdir(path.join(elsewhere, folder));
      const foreign = path.join(elsewhere, folder, A);
      // Even headed as an entry, it is not the store's: it is reached only through a link.
      await writeFile(foreign, `eventsite-store/1 ${A} 1 0\nx`);
      await utimes(foreign, weekAgo, weekAgo);
      // As a subfolder of the store, and as the store folder itself.
      await symlink(path.join(elsewhere, folder), path.join(dir, folder));
      expect(await new DiskStore({ dir }).prune(0)).toBe(0);
      const linked = path.join(dir, 'linked');
      await symlink(elsewhere, linked);
      expect(await new DiskStore({ dir: linked }).prune(0)).toBe(0);
      // A real folder of the store holding an old file named as an entry but not headed as one.
      await rm(path.join(dir, folder));
      await mkdir(path.join(dir, folder));
      await writeFile(path.join(dir, folder, A), 'not headed as an entry');
      await utimes(path.join(dir, folder, A), weekAgo, weekAgo);
      expect(await new DiskStore({ dir }).prune(0)).toBe(0);
      expect(await readFile(foreign, 'utf8')).toBe(`eventsite-store/1 ${A} 1 0\nx`);
      expect(await readFile(path.join(dir, folder, A), 'utf8')).toBe('not headed as an entry');
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('replaces a link planted where it marks the time it pruned, and writes nothing through it', async () => {
    const elsewhere = await tempDir('eventsite-elsewhere-');
    try {
      const foreign = path.join(elsewhere, 'notes.txt');
      await writeFile(foreign, 'not the store’s');
      await symlink(foreign, path.join(dir, 'pruned-at'));
      await new DiskStore({ dir }).prune(0);
      expect(await readFile(foreign, 'utf8')).toBe('not the store’s');
      expect((await lstat(path.join(dir, 'pruned-at'))).isFile()).toBe(true);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('prunes at most once per the period asked', async () => {
    await store.set(A, 'value of a');
    await utimes(store.fileOf(A), weekAgo, weekAgo);
    await new DiskStore({ dir }).prune(3600_000 * 24 * 30, 3600_000);
    await store.set(B, 'value of b');
    await utimes(store.fileOf(B), weekAgo, weekAgo);
    expect(await new DiskStore({ dir }).prune(0, 3600_000)).toBe(0);
    expect(await new DiskStore({ dir }).prune(0)).toBe(2);
  });
});
