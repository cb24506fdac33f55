/**
 * A cache folder poisoned as a bad CI cache or a shared runner could poison it: the next build gives the site a
 * clean build gives (with one warning line), and no code from the cache runs.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCache } from '../helpers/cache-seed.ts';
import { copyProject, runCli, snapshot, tempDir, type ProjectCopy } from '../helpers/project.ts';
import { phoneJpeg, setPostImage } from '../helpers/photos.ts';

let project: ProjectCopy;
let cacheDir: string;
let clean: Map<string, string>;
const cli = (...args: string[]) => runCli(project.dir, args, { env: { EVENTSITE_CACHE_DIR: cacheDir } });

/**
 * Replaces every SVG of the copy's content by a plain shape of the same size. This file is about the cache folder, and
 * the artwork's gradients and filters are what costs most in a build from an empty one (its social cards alone, some
 * 7 s of CPU), which two of the tests below make.
 */
async function plainArtwork(): Promise<void> {
  for (const file of await fg('**/*.svg', { cwd: path.join(project.content, 'images'), absolute: true })) {
    const opening = /<svg[^>]*>/.exec(await readFile(file, 'utf8'))![0];
    const size = ['width', 'height', 'viewBox'].map((name) => new RegExp(`\\s${name}="[^"]*"`).exec(opening)?.[0] ?? '').join('');
    await writeFile(file, `<svg xmlns="http://www.w3.org/2000/svg"${size}><rect width="100%" height="100%" fill="#c9a45c"/></svg>\n`);
  }
}

/** Every file of the cache folder (absolute paths). */
async function cacheFiles(): Promise<string[]> {
  return (await readdir(cacheDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  project = await copyProject();
  await plainArtwork();
  cacheDir = await tempDir('eventsite-poison-');
  // Started from the entries a build of the bundled content keeps: the first build below makes only the rest.
  await seedCache(cacheDir);
  // A phone photo too, so raster variants and facts are in the cache.
  await setPostImage(project.content, 'rsvp-guide', 'terrace.jpg', await phoneJpeg({ width: 1800, height: 1200, orientation: 1 }));
  const first = await cli('build', '--out', 'clean');
  expect(first.code, first.stderr).toBe(0);
  clean = await snapshot(project.file('clean'));
}, 180_000);
afterAll(async () => {
  await project?.remove();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('a poisoned cache folder', () => {
  it('holds every kind of kept value before it is poisoned', async () => {
    const stores = new Set((await cacheFiles()).map((file) => path.relative(cacheDir, file).split(path.sep)[0]));
    expect([...stores].sort()).toEqual(expect.arrayContaining(['cli', 'content', 'font-facts', 'fonts', 'icons', 'precompressed', 'raster', 'raster-facts', 'social', 'svg']));
  });

  it('with random bytes over every file: the next build makes the clean site and says so in one line', async () => {
    for (const file of await cacheFiles()) await writeFile(file, Buffer.from([0x42, 0x4d, 0x1a, 0, 0, 0, 0, 7, 0xff, 0x13]));
    const built = await cli('build', '--out', 'after-random');
    expect(built.code, built.stderr).toBe(0);
    expect(await snapshot(project.file('after-random'))).toEqual(clean);
    expect(built.stdout.split('\n').filter((line) => /damaged cache entr/.test(line))).toHaveLength(1);
  });

  it('with a line added to the compiled CLI: the line never runs, the CLI is compiled again', async () => {
    const marker = project.file('ran-from-the-cache');
    for (const file of (await cacheFiles()).filter((f) => f.includes(`${path.sep}cli${path.sep}`) && f.endsWith('.js'))) {
      // At the end: the chunk's first line declares the `require` the added line calls.
      await writeFile(file, `${await readFile(file, 'utf8')}\nrequire('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x');\n`);
    }
    const built = await cli('build', '--out', 'after-cli');
    expect(built.code, built.stderr).toBe(0);
    expect(existsSync(marker)).toBe(false);
    expect(await snapshot(project.file('after-cli'))).toEqual(clean);
  });

  it('with one entry copied over every other: each is made again', async () => {
    const entries = (await cacheFiles()).filter((f) => !f.includes(`${path.sep}cli${path.sep}`));
    const donor = await readFile(entries[0]!);
    for (const file of entries.slice(1)) await writeFile(file, donor);
    const built = await cli('build', '--out', 'after-swap');
    expect(built.code, built.stderr).toBe(0);
    expect(await snapshot(project.file('after-swap'))).toEqual(clean);
  });

  it('with every compressed page replaced by a sound entry of another page: the pages are compressed again', async () => {
    const entries = (await cacheFiles()).filter((f) => f.includes(`${path.sep}precompressed${path.sep}`));
    const other = Buffer.from('<!doctype html><title>Not this page</title>'.repeat(60));
    const forged = Buffer.concat([zlib.brotliCompressSync(other), zlib.gzipSync(other)]);
    const payload = Buffer.concat([Buffer.from(`${forged.length - zlib.gzipSync(other).length}\n`), forged]);
    for (const file of entries) {
      // Checksum and key as the store writes them: only decompressing shows that the entry lies.
      const key = path.basename(file);
      await writeFile(file, Buffer.concat([Buffer.from(`eventsite-store/1 ${key} ${payload.length} ${createHash('sha256').update(payload).digest('hex')}\n`), payload]));
    }
    expect(entries.length).toBeGreaterThan(100);
    const built = await cli('build', '--out', 'after-forgery');
    expect(built.code, built.stderr).toBe(0);
    expect(await snapshot(project.file('after-forgery'))).toEqual(clean);
    expect(built.stdout).toMatch(/damaged cache entries were ignored and made again \(precompressed\//);
  });

  it('with every raster variant truncated: the photo is encoded again, no variant is empty', async () => {
    for (const file of (await cacheFiles()).filter((f) => f.includes(`${path.sep}raster${path.sep}`))) await writeFile(file, (await readFile(file)).subarray(0, 40));
    const built = await cli('build', '--out', 'after-raster');
    expect(built.code, built.stderr).toBe(0);
    expect(await snapshot(project.file('after-raster'))).toEqual(clean);
  });
});
