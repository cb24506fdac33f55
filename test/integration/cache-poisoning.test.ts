/**
 * A cache folder poisoned as a bad CI cache or a shared runner could poison it: the next build gives the site a
 * clean build gives (with one warning line), and no code from the cache runs.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fg from 'fast-glob';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCli } from '../helpers/call-cli.ts';
import { seedCache } from '../helpers/cache-seed.ts';
import { copyProject, runCli, snapshot, tempDir, type ProjectCopy } from '../helpers/project.ts';
import { FIXTURE_GPS, phoneJpeg, setPostImage } from '../helpers/photos.ts';

let project: ProjectCopy;
let cacheDir: string;
let clean: Map<string, string>;
/**
 * A build in this worker with the test's cache folder, for the tests that poison stores only the cache folder holds
 * (raster, social, precompressed): a worker keeps the font subsets it made in memory, so a test that poisons the
 * font stores too builds in a process of its own (`cliProcess`), which reads every store from the folder.
 */
const cli = (...args: string[]) => callCli(project.dir, args, { cache: cacheDir });
/** The shipped CLI in a process of its own: it reads every store from the cache folder, and runs what it ships. */
const cliProcess = (...args: string[]) => runCli(project.dir, args, { env: { EVENTSITE_CACHE_DIR: cacheDir } });

/**
 * Replaces every SVG of the copy's content by a plain shape of the same size. This file is about the cache folder, and
 * the artwork's gradients and filters are what costs most in a build from an empty one (its social cards alone, some
 * 7 s of CPU), which two of the tests below make.
 */
async function plainArtwork(): Promise<void> {
  for (const file of await fg('**/*.svg', { cwd: path.join(project.content, 'images'), absolute: true })) {
    const opening = /<svg[^>]*>/.exec(await readFile(file, 'utf8'))![0];
    const size = ['width', 'height', 'viewBox']
      .map((name) => new RegExp(`\\s${name}="[^"]*"`).exec(opening)?.[0] ?? '')
      .join('');
    await writeFile(
      file,
      `<svg xmlns="http://www.w3.org/2000/svg"${size}><rect width="100%" height="100%" fill="#c9a45c"/></svg>\n`,
    );
  }
}

/** The payload of a store entry file (after its header line). */
async function entryPayload(file: string): Promise<Buffer> {
  const bytes = await readFile(file);
  return bytes.subarray(bytes.indexOf(0x0a) + 1);
}

/**
 * The entry files of the cache folder under `store` whose header checks out (the tests above leave the files no build
 * made again as they wrote them).
 */
async function soundEntries(store: string): Promise<string[]> {
  const sound: string[] = [];
  for (const file of (await cacheFiles()).filter((f) => f.includes(`${path.sep}${store}${path.sep}`))) {
    const bytes = await readFile(file);
    const payload = await entryPayload(file);
    const header = `eventsite-store/1 ${path.basename(file)} ${payload.length} ${createHash('sha256').update(payload).digest('hex')}\n`;
    if (bytes.subarray(0, bytes.indexOf(0x0a) + 1).toString('latin1') === header) sound.push(file);
  }
  return sound;
}

/** Rewrites a store entry file with `payload`, its header as the store writes it: key, length and checksum all match. */
async function forgeEntry(file: string, payload: Buffer | string): Promise<void> {
  const bytes = Buffer.from(payload);
  const header = `eventsite-store/1 ${path.basename(file)} ${bytes.length} ${createHash('sha256').update(bytes).digest('hex')}\n`;
  await writeFile(file, Buffer.concat([Buffer.from(header), bytes]));
}

/** Every file of the cache folder (absolute paths). */
async function cacheFiles(): Promise<string[]> {
  return (await readdir(cacheDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  project = await copyProject();
  await plainArtwork();
  cacheDir = await tempDir('eventsite-poison-');
  // Started from the entries a build of the bundled content keeps: the first build below makes only the rest.
  await seedCache(cacheDir);
  // A phone photo too, so raster variants and facts are in the cache (small: two of the tests encode it again).
  await setPostImage(
    project.content,
    'rsvp-guide',
    'terrace.jpg',
    await phoneJpeg({ width: 1000, height: 667, orientation: 1 }),
  );
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
    // Code is never kept there: no compiled CLI.
    expect(stores.has('cli')).toBe(false);
    expect([...stores].sort()).toEqual(
      expect.arrayContaining(['content', 'font-facts', 'fonts', 'precompressed', 'raster', 'raster-facts', 'social']),
    );
  });

  it('with random bytes over every file: the next build makes the clean site and says so in one line', async () => {
    for (const file of await cacheFiles())
      await writeFile(file, Buffer.from([0x42, 0x4d, 0x1a, 0, 0, 0, 0, 7, 0xff, 0x13]));
    const built = await cliProcess('build', '--out', 'after-random');
    expect(built.code, built.stderr).toBe(0);
    expect(await snapshot(project.file('after-random'))).toEqual(clean);
    expect(built.stdout.split('\n').filter((line) => /damaged cache entr/.test(line))).toHaveLength(1);
  });

  it('with a compiled CLI forged into it, checksums and all: it never runs', async () => {
    const marker = project.file('ran-from-the-cache');
    const compiledIn = path.join(cacheDir, 'cli');
    // Where an earlier version of the tool kept its compiled CLI, under the digest of the sources: every folder there,
    // or one made up when there is none.
    const folders = existsSync(compiledIn)
      ? (await readdir(compiledIn)).map((name) => path.join(compiledIn, name))
      : [];
    if (folders.length === 0) {
      const made = path.join(compiledIn, createHash('sha256').update('forged').digest('hex').slice(0, 32));
      await mkdir(made, { recursive: true });
      await writeFile(
        path.join(made, 'cli.js'),
        "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);\nexport async function main() { return 0; }\n",
      );
      folders.push(made);
    }
    for (const folder of folders) {
      const sums: Record<string, string> = {};
      for (const name of (await readdir(folder)).filter((f) => f.endsWith('.js'))) {
        // At the end: the chunk's first line declares the `require` the added line calls.
        const code = `${await readFile(path.join(folder, name), 'utf8')}\nrequire('node:fs').writeFileSync(${JSON.stringify(marker)}, 'x');\n`;
        await writeFile(path.join(folder, name), code);
        sums[name] = createHash('sha256').update(code).digest('hex');
      }
      await writeFile(path.join(folder, 'checksums.json'), JSON.stringify(sums));
    }
    const built = await cliProcess('build', '--out', 'after-cli');
    expect(built.code, built.stderr).toBe(0);
    expect(existsSync(marker)).toBe(false);
    expect(await snapshot(project.file('after-cli'))).toEqual(clean);
  });

  it('with one entry copied over every other: each is made again', async () => {
    const entries = await cacheFiles();
    const donor = await readFile(entries[0]!);
    for (const file of entries.slice(1)) await writeFile(file, donor);
    const built = await cliProcess('build', '--out', 'after-swap');
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
      await writeFile(
        file,
        Buffer.concat([
          Buffer.from(
            `eventsite-store/1 ${key} ${payload.length} ${createHash('sha256').update(payload).digest('hex')}\n`,
          ),
          payload,
        ]),
      );
    }
    expect(entries.length).toBeGreaterThan(100);
    const built = await cli('build', '--out', 'after-forgery');
    expect(built.code, built.stderr).toBe(0);
    expect(await snapshot(project.file('after-forgery'))).toEqual(clean);
    expect(built.stdout).toMatch(/damaged cache entries were ignored and made again \(precompressed\//);
  });

  it('with every raster variant truncated: the photo is encoded again, no variant is empty', async () => {
    for (const file of (await cacheFiles()).filter((f) => f.includes(`${path.sep}raster${path.sep}`)))
      await writeFile(file, (await readFile(file)).subarray(0, 40));
    const built = await cli('build', '--out', 'after-raster');
    expect(built.code, built.stderr).toBe(0);
    expect(await snapshot(project.file('after-raster'))).toEqual(clean);
  });

  // Every forged entry is made again (social cards, raster variants): minutes of CPU on a busy two-core machine.
  it('with every image entry given GPS and camera tags, checksums and all: the published images carry no metadata', async () => {
    const entries = [...(await soundEntries('raster')), ...(await soundEntries('social'))];
    expect(entries.length).toBeGreaterThan(10);
    for (const file of entries) {
      const payload = await entryPayload(file);
      // The same pixels, format and size: only the tags are added.
      const { format } = await sharp(payload).metadata();
      const image = sharp(payload).withExif({ IFD0: { Make: 'TestCam' }, IFD3: { ...FIXTURE_GPS } });
      const tagged = await (format === 'heif' ? image.avif() : image.toFormat(format)).toBuffer();
      expect((await sharp(tagged).metadata()).exif).toBeDefined();
      await forgeEntry(file, tagged);
    }
    const built = await cli('build', '--out', 'after-exif');
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(
      /damaged cache entries were ignored and made again \((raster|social)\/\S+ holds an image with metadata/,
    );
    const out = project.file('after-exif');
    for (const image of await fg(['images/**/*.{jpg,png,webp,avif}', '*.png', 'icons/*.png'], { cwd: out })) {
      const meta = await sharp(await readFile(path.join(out, image))).metadata();
      expect({ image, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({
        image,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
      });
    }
    expect(await snapshot(out)).toEqual(clean);
  }, 240_000);
});
