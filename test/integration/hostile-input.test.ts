/**
 * Hostile and careless input, through the CLI as a user runs it: nothing an editor supplies runs code,
 * deletes anything outside what eventsite wrote, or passes silently. Each case exits 1 or 2 with a clear
 * message and leaves the output byte for byte as it was; `check` and `build` always agree. The mistakes that files
 * can hold are tried several at once, each in a file of its own (`refuseTogether`, `hostileMistakes`).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, runCli, snapshot, startCli, tempDir, type ProjectCopy } from '../helpers/project.ts';
import { BAD_TAGS, FRONT_MATTER_LANGUAGES, hostileMistakes, NESTING } from '../helpers/hostile-mistakes.ts';
import {
  expectRefusedAmong as expectAmong,
  refuseTogether,
  type Refusal,
  type RefusalRun,
} from '../helpers/refusals.ts';

let project: ProjectCopy;
let good: Map<string, string>;
let marker: string;
const originals = new Map<string, string>();
const TOUCHED = [
  'content/blog/rsvp-guide.en.md',
  'content/blog/rsvp-guide.tr.md',
  'content/site.yaml',
  'content/faq/en.yaml',
  'content/locales/en.yaml',
];

async function restore(): Promise<void> {
  for (const [file, text] of originals) await writeFile(project.file(file), text);
}

beforeAll(async () => {
  project = await copyProject();
  marker = path.join(await tempDir('eventsite-pwned-'), 'pwned');
  for (const file of TOUCHED) originals.set(file, await project.read(file));
  const first = await callCli(project.dir, ['build']);
  expect(first.code, first.stderr).toBe(0);
  good = await snapshot(project.file('dist'));
}, 120_000);
afterAll(async () => {
  await project?.remove();
  if (marker) await rm(path.dirname(marker), { recursive: true, force: true });
});

/** Runs build and check on the broken copy: both fail with `message`, agree, and the output is unchanged. */
async function expectRefused(message: RegExp): Promise<void> {
  const [built, checked] = await Promise.all([
    callCli(project.dir, ['build']),
    callCli(project.dir, ['check', '--json']),
  ]);
  expect(built.code, built.stdout + built.stderr).toBe(1);
  expect(built.stderr).toMatch(message);
  expect(built.stderr).not.toMatch(/^\s+at /m);
  expect(checked.code).toBe(1);
  expect((JSON.parse(checked.stdout) as { ok: boolean }).ok).toBe(false);
  expect(await snapshot(project.file('dist'))).toEqual(good);
  expect(existsSync(marker)).toBe(false);
}

/** As {@link expectRefused}, for one of the mistakes tried together (see `expectRefusedAmong`). */
const expectRefusedAmong = (run: RefusalRun<unknown>, refusal: Refusal) => expectAmong(run, refusal, { good, marker });
const { frontMatter, tags, dates, nesting, mistakes, links, runs } = hostileMistakes(() => marker);
/** `new post` on the copy holding the openers, whose code must not run there either (the shipped CLI, as below). */
async function newPost(): Promise<{ code: number }> {
  const made = await runCli(project.dir, ['new', 'post', 'after-hostile']);
  await Promise.all(['en', 'tr'].map((l) => rm(project.file(`content/blog/after-hostile.${l}.md`), { force: true })));
  return made;
}
/** The three runs of build and check the mistakes are tried in (see `hostileMistakes`), each made at its first use. */
const tried: Promise<RefusalRun<{ code: number } | undefined>>[] = [];
// The front matter openers (the first run) go through the shipped CLI in processes of their own, as an editor runs
// it. The other runs are in the worker.
const run = (n: 0 | 1 | 2) =>
  (tried[n] ??= n === 0 ? refuseTogether(project, runs[0], newPost, runCli) : refuseTogether(project, runs[n]));

describe('front matter is YAML, always', () => {
  it.each(FRONT_MATTER_LANGUAGES)(
    'refuses a ---%s opener without running it, in build, check and new post',
    async (language) => {
      const first = await run(0);
      expectRefusedAmong(first, frontMatter.get(language)!);
      expect(first.during!.code).toBe(0);
    },
  );
});

describe('text as editors save it', () => {
  it('builds content saved with CRLF line endings and a byte-order mark exactly as with LF', async () => {
    const files = await fg('content/**/*.{md,yaml}', { cwd: project.dir });
    const saved = new Map<string, string>();
    for (const file of files) {
      const text = await project.read(file);
      saved.set(file, text);
      await project.write(file, `\uFEFF${text.replace(/\n/g, '\r\n')}`);
    }
    try {
      const [built, checked] = await Promise.all([
        callCli(project.dir, ['build', '--out', 'dist-crlf']),
        callCli(project.dir, ['check']),
      ]);
      expect(built.code, built.stderr).toBe(0);
      expect(checked.stdout).toContain('Content OK');
      expect(await snapshot(project.file('dist-crlf'))).toEqual(good);
    } finally {
      for (const [file, text] of saved) await project.write(file, text);
    }
  });

  it('refuses a latin-1 file, naming file and line', async () => {
    expectRefusedAmong(await run(1), mistakes.latin1);
  });

  it('refuses a binary body after valid front matter', async () => {
    expectRefusedAmong(await run(1), mistakes.binary);
  });
});

describe('one set of rules for check and build', () => {
  it.each(BAD_TAGS.map(([name], i) => [name, i] as const))('refuses %s in both', async (name, i) => {
    expectRefusedAmong(await run(i < 5 ? 0 : 1), tags.get(name)!);
  });

  it('sends reference-style links through the link check and the scheme allowlist', async () => {
    await project.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\nSee [our prices][p].\n\n[p]: /no-such-page\n`);
    try {
      await expectRefused(
        /BrokenLinkError: content\/blog\/rsvp-guide\.en\.md:\d+ link to \/no-such-page points to no page/,
      );
    } finally {
      await restore();
    }
    await project.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\n[Click][x]\n\n[x]: javascript:alert(1)\n`);
    try {
      const checked = await callCli(project.dir, ['check']);
      expect(checked.stdout).toMatch(
        /warning: .*rsvp-guide\.en\.md:\d+ link "javascript:alert\(1\)" uses a scheme that is not allowed/,
      );
    } finally {
      await restore();
    }
  });
});

describe('bounded work', () => {
  it('refuses a YAML file that expands aliases without end ("billion laughs")', async () => {
    expectRefusedAmong(await run(1), mistakes.laughs);
  });

  it('refuses YAML nested deeper than any content needs', async () => {
    expectRefusedAmong(await run(1), mistakes.nested);
  });

  it('refuses a text file over 1 MiB without reading it', async () => {
    expectRefusedAmong(await run(1), mistakes.huge);
  });

  it('builds pathological but shallow markdown under the size limit', async () => {
    const body = [
      '['.repeat(8000),
      '*a '.repeat(2500),
      '`'.repeat(4000),
      '[a]: b\n'.repeat(300),
      `${'> '.repeat(30)}quote`,
    ].join('\n\n');
    await project.edit('content/blog/rsvp-guide.tr.md', (t) => `${t}\n\n${body}\n`);
    try {
      const built = await callCli(project.dir, ['build', '--out', 'dist-pathological']);
      expect(built.code, built.stderr).toBe(0);
    } finally {
      await restore();
    }
  }, 60_000);

  it.each(NESTING.map(([name]) => name))(
    'refuses markdown nesting %s thousands deep before parsing it, naming the line',
    async (name) => {
      expectRefusedAmong(await run(1), nesting.get(name)!);
    },
    60_000,
  );

  it('refuses a markdown body over 32 KiB (parsing stays well under a second whatever a body holds)', async () => {
    expectRefusedAmong(await run(1), mistakes.long);
  });
});

describe('names and dates that would pass unseen', () => {
  it('reports a post file whose name starts with a dot instead of skipping it', async () => {
    expectRefusedAmong(await run(1), mistakes.dotFile);
  });

  it.each([...dates.keys()])('refuses the date %s', async (date) => {
    expectRefusedAmong(await run(1), dates.get(date)!);
  });
});

describe('a phone photo', () => {
  it('is published upright and without its EXIF and GPS metadata', async () => {
    const { default: sharp } = await import('sharp');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#806040' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 2/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 0/1' },
      })
      .toFile(project.file('content/images/blog/photo.jpg'));
    expect((await sharp(project.file('content/images/blog/photo.jpg')).metadata()).orientation).toBe(6);
    await project.edit('content/blog/rsvp-guide.en.md', (t) => t.replace(/^image: .*$/m, 'image: blog/photo.jpg'));
    try {
      const built = await callCli(project.dir, ['build', '--out', 'dist-photo']);
      expect(built.code, built.stderr).toBe(0);
      // Named after the post that shows it, not the camera's file name.
      const files = await fg('images/blog/rsvp-guide-*', { cwd: project.file('dist-photo') });
      expect(files.length).toBe(6); // AVIF, WebP and JPEG at 480 px and at the source's 600 px
      for (const file of files) {
        const published = await readFile(path.join(project.file('dist-photo'), file));
        const meta = await sharp(published).metadata();
        expect([meta.exif, meta.orientation, meta.height > meta.width], file).toEqual([undefined, undefined, true]);
        expect(published.includes('PhoneMaker'), file).toBe(false);
      }
      const img = cheerio.load(await project.read('dist-photo/blog/rsvp-guide.html'))(
        'img[src^="/images/blog/rsvp-guide-"]',
      );
      expect(img.attr('src')).toMatch(/^\/images\/blog\/rsvp-guide-600\.[0-9a-f]{10}\.jpg$/);
      expect([img.attr('width'), img.attr('height'), !!img.attr('srcset'), !!img.attr('sizes')]).toEqual([
        '600',
        '800',
        true,
        true,
      ]);
    } finally {
      await restore();
      await rm(project.file('content/images/blog/photo.jpg'));
    }
  });
});

describe('symbolic links in content', () => {
  it.each([...links.keys()])('refuses %s, naming the link', async (name) => {
    expectRefusedAmong(await run(2), links.get(name)!);
  });

  it('publishes only the images pages show', async () => {
    await writeFile(
      project.file('content/images/unused.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
    );
    try {
      const built = await callCli(project.dir, ['build', '--out', 'dist-unused']);
      expect(built.code, built.stderr).toBe(0);
      expect(await fg('images/unused*', { cwd: project.file('dist-unused') })).toEqual([]);
    } finally {
      await rm(project.file('content/images/unused.svg'));
    }
  });
});

describe('--out never destroys what eventsite did not write', () => {
  it.each([
    [['--out', 'content'], /--out: "content" is the content folder/],
    [['--out', '.'], /--out: "\." is the working folder/],
    [['--out', '..'], /--out: "\.\." holds the working folder/],
    [['--out', ''], /--out: "" is empty/],
    [['--out', '/'], /--out: "\/" is the filesystem root/],
    [['--out', 'templates'], /--out: "templates" is the project.s templates folder/],
    [['--out', 'content/images/out'], /is inside the content folder/],
    [['--out', 'package.json'], /--out: "package\.json" is a file, not a folder/],
    [['--out', 'package.json/site'], /--out: "package\.json\/site" is inside .*package\.json, which is a file/],
  ])('build %j: exit 2, one line, nothing touched', async (args, message) => {
    const before = await snapshot(project.file('content'));
    const built = await callCli(project.dir, ['build', ...args]);
    expect(built.code).toBe(2);
    expect(built.stderr).toMatch(message);
    expect(await snapshot(project.file('content'))).toEqual(before);
    expect(await project.read('package.json')).toContain('"name": "eventsite"');
    expect(existsSync(project.file('.git')) || existsSync(project.file('src/commands/cli.ts'))).toBe(true);
  });

  it('refuses dev --out . with exit 2', async () => {
    const dev = await runCli(project.dir, ['dev', '--out', '.', '--port', '0']);
    expect(dev.code).toBe(2);
    expect(dev.stderr).toMatch(/--out: "\." is the working folder/);
  });

  it('replaces a folder it did not write only with --force', async () => {
    await mkdir(project.file('mine'), { recursive: true });
    await writeFile(project.file('mine/notes.txt'), 'keep me');
    const refused = await callCli(project.dir, ['build', '--out', 'mine']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--out: "mine" is a folder that eventsite did not write/);
    expect(await readFile(project.file('mine/notes.txt'), 'utf8')).toBe('keep me');
    const forced = await callCli(project.dir, ['build', '--out', 'mine', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await snapshot(project.file('mine'))).toEqual(good);
    const again = await callCli(project.dir, ['build', '--out', 'mine']);
    expect(again.code, again.stderr).toBe(0);
  });

  it.each([
    ['https://user:secret@example.org'],
    ['https://example.org/?a=1'],
    ['https://example.org/#top'],
    ['ftp://example.org'],
    ['example.org'],
    ['https://example.org/a b/'],
  ])('refuses --base-url %s with exit 2', async (url) => {
    const built = await callCli(project.dir, ['build', '--out', 'dist-url', '--base-url', url]);
    expect(built.code).toBe(2);
    expect(built.stderr).toMatch(/option '--base-url <url>' argument .* is invalid\. expected/);
  });
});

describe('messages, never stack traces', () => {
  it('check --json prints valid JSON with the error and exits 1, even for a content folder that is a file', async () => {
    const checked = await callCli(project.dir, ['check', '--json', '--content', 'package.json']);
    expect(checked.code).toBe(1);
    const report = JSON.parse(checked.stdout) as { ok: boolean; problems: { message: string; field: string }[] };
    expect(report).toMatchObject({ ok: false, problems: [{ message: 'is not a folder', field: '--content' }] });
    const built = await callCli(project.dir, ['build', '--content', 'nowhere', '--out', 'dist-nowhere']);
    expect(built.code).toBe(1);
    expect(built.stderr).toMatch(/InvalidContentError: nowhere {2}--content: does not exist/);
    expect(built.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('servers', () => {
  it('preview answers GET and HEAD only, and never a dotfile', async () => {
    await writeFile(path.join(project.file('dist'), '.secret'), 'x');
    const preview = startCli(project.dir, ['preview', '--port', '0']);
    try {
      const [, url] = await preview.waitFor(/(http:\/\/127\.0\.0\.1:\d+)/);
      expect((await fetch(`${url}/about`, { method: 'POST' })).status).toBe(405);
      expect((await fetch(`${url}/about`, { method: 'DELETE' })).headers.get('allow')).toBe('GET, HEAD');
      expect((await fetch(`${url}/about`, { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(`${url}/.secret`)).status).toBe(404);
    } finally {
      await preview.stop();
      await rm(path.join(project.file('dist'), '.secret'));
    }
  });

  it('dev never serves a dotfile of its output either', async () => {
    const dev = startCli(project.dir, ['dev', '--port', '0']);
    try {
      const [, url] = await dev.waitFor(/Dev server: (http:\/\/127\.0\.0\.1:\d+)/, { timeout: 60_000 });
      await writeFile(project.file('.eventsite/dev/.env'), 'SECRET=1');
      expect((await fetch(`${url}/.env`)).status).toBe(404);
      expect((await fetch(`${url}/%2eenv`)).status).toBe(404);
      expect((await fetch(`${url}/about`)).status).toBe(200);
    } finally {
      await dev.stop();
    }
  });
});
