/**
 * Image files that cannot be published, through the CLI as an editor runs it: an animated GIF, a truncated JPEG,
 * decompression bombs (a PNG and a JPEG whose headers claim 30000×30000 pixels), a web page saved as a photo, a
 * GIF named as a PNG and an SVG declaring an entity. Each is refused once, at its own file, saying what it is
 * and what to do; the post that shows it adds no second, false "not found"; build and check agree, and the
 * output stays byte for byte as it was.
 */
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animatedGif, ENTITY_SVG, jpegBomb, pngBomb, SAVED_WEB_PAGE } from '../helpers/hostile-images.ts';
import { setPostImage, truncatedJpeg } from '../helpers/photos.ts';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, snapshot, type ProjectCopy } from '../helpers/project.ts';

/** A problem as `check --json` prints it. */
interface ReportedProblem {
  severity: string;
  kind: string;
  message: string;
  file?: string;
  expected?: string;
  hint?: string;
}

let project: ProjectCopy;
let good: Map<string, string>;
let built: { code: number; stdout: string; stderr: string };
let problems: ReportedProblem[];

/** The post each broken image is shown by, and the image's name under `content/images/blog/`. */
const BROKEN = {
  truncated: ['rsvp-guide', 'truncated.jpg'],
  pngBomb: ['birthday-party-ideas', 'bomb.png'],
  jpegBomb: ['event-colors-and-themes', 'bomb.jpg'],
  webPage: ['event-planning-mistakes', 'saved-page.jpg'],
  entity: ['festival-event-decorations', 'entity.svg'],
  disguisedGif: ['how-to-plan-perfect-engagement', 'disguised.png'],
} as const;

/** The one error reported at `content/images/blog/{name}`. */
function errorAt(name: string): ReportedProblem {
  const found = problems.filter((p) => p.severity === 'error' && p.file?.endsWith(`content/images/blog/${name}`));
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

beforeAll(async () => {
  project = await copyProject();
  const first = await callCli(project.dir, ['build']);
  expect(first.code, first.stderr).toBe(0);
  good = await snapshot(project.file('dist'));
  // Not referenced: the schema refuses a .gif path; the loader finds the file in the folder.
  await writeFile(project.file('content/images/blog/party.gif'), await animatedGif());
  const bytes: Record<keyof typeof BROKEN, Buffer> = {
    truncated: await truncatedJpeg(),
    pngBomb: await pngBomb(30000, 30000),
    jpegBomb: await jpegBomb(30000, 30000),
    webPage: SAVED_WEB_PAGE,
    entity: ENTITY_SVG,
    disguisedGif: await animatedGif(),
  };
  for (const [key, [post, name]] of Object.entries(BROKEN))
    await setPostImage(project.content, post, name, bytes[key as keyof typeof BROKEN]);
  const [build, check] = await Promise.all([
    callCli(project.dir, ['build']),
    callCli(project.dir, ['check', '--json']),
  ]);
  built = build;
  expect(check.code, check.stderr).toBe(1);
  problems = (JSON.parse(check.stdout) as { problems: ReportedProblem[] }).problems;
}, 240_000);
afterAll(() => project?.remove());

describe('images that cannot be published', () => {
  it('give exactly one error each, at the image file, and no "not found" at the posts that show them', () => {
    const errors = problems.filter((p) => p.severity === 'error');
    const names = ['party.gif', ...Object.values(BROKEN).map(([, name]) => name)];
    expect(errors.map((p) => p.file?.replace(/^.*content\/images\/blog\//, '')).sort()).toEqual([...names].sort());
    expect(problems.filter((p) => /not found/.test(p.message))).toEqual([]);
  });

  it('refuse a GIF for its format, not for its name', () => {
    const gif = errorAt('party.gif');
    expect(gif.message).toContain('is a GIF: the site publishes photos as AVIF, WebP and JPEG');
    expect(gif.hint).toBe('export it as a PNG or JPEG (an animation as a short video is not supported)');
    expect(gif.message).not.toMatch(/letters, digits|name/);
    const disguised = errorAt('disguised.png');
    expect(disguised.message).toContain('is a GIF: the site publishes photos as AVIF, WebP and JPEG');
  });

  it('say that a decompression bomb has too many pixels, with its size and the limit', () => {
    for (const name of ['bomb.png', 'bomb.jpg']) {
      const bomb = errorAt(name);
      expect(bomb.message).toMatch(/is 30000×30000 pixels \(900 megapixels\), over the limit of \d+ megapixels/);
      expect(bomb.message).not.toMatch(/cannot be read|corrupt/);
    }
  });

  it('say plainly that a web page saved as a photo is not an image', () => {
    expect(errorAt('saved-page.jpg').message).toContain('is not an image (it looks like an HTML file)');
  });

  it('keep the messages for a truncated photo and an SVG declaring entities', () => {
    expect(errorAt('truncated.jpg').message).toMatch(/corrupt or truncated/);
    expect(errorAt('entity.svg').message).toMatch(/declares entities/);
    // The file is there: it cannot be published, which is not the same as missing.
    expect([errorAt('truncated.jpg').kind, errorAt('entity.svg').kind, errorAt('saved-page.jpg').kind]).toEqual([
      'UnusableImageError',
      'UnusableImageError',
      'UnusableImageError',
    ]);
  });

  it('stop build with the same errors, leaving the output as it was', async () => {
    expect(built.code, built.stdout + built.stderr).toBe(1);
    for (const name of ['party.gif', ...Object.values(BROKEN).map(([, n]) => n)])
      expect(built.stderr).toContain(`content/images/blog/${name}`);
    expect(built.stderr).not.toMatch(/not found/);
    expect(built.stderr).toContain('900 megapixels');
    expect(built.stderr).not.toMatch(/^\s+at /m);
    expect(await snapshot(project.file('dist'))).toEqual(good);
  });
});
