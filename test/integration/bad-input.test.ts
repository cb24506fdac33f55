/**
 * The bad-input catalogue: each kind of mistake an editor can make gives a clear message naming the
 * file (and line and field where there is one), a non-zero exit from `build` and `check`, and leaves the
 * last good output exactly as it was; `dev` survives each one and recovers after the fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as cheerio from 'cheerio';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, snapshot, startCli, type ProjectCopy } from '../helpers/project.ts';

interface BadInput {
  name: string;
  /** Breaks the project copy. */
  apply(project: ProjectCopy): Promise<void>;
  /** What `build` (stderr) and `check` (stdout) must say. */
  message: RegExp;
  /** False when the build succeeds with the bad part removed (sanitised markdown). */
  buildFails?: boolean;
}

const CATALOGUE: BadInput[] = [
  {
    name: 'malformed YAML',
    apply: (p) => p.edit('content/services/consultancy.tr.yaml', (t) => t.replace(/^slug: .*$/m, 'slug: [danismanlik')),
    message: /YamlSyntaxError: content\/services\/consultancy\.tr\.yaml:\d+:\d+ .*\(expected well-formed YAML\)/,
  },
  {
    name: 'front matter that is not YAML fields',
    apply: (p) =>
      p.edit('content/blog/rsvp-guide.tr.md', (t) =>
        t.replace(/^---\n[\s\S]*?\n---\n/, '---\nBu bir cümle, alan değil\n---\n'),
      ),
    message: /InvalidContentError: content\/blog\/rsvp-guide\.tr\.md:2:\d+ {2}\(top level\): is not a set of fields/,
  },
  {
    name: 'a missing required field',
    apply: (p) => p.edit('content/blog/rsvp-guide.en.md', (t) => t.replace(/^excerpt: .*\n/m, '')),
    message: /InvalidContentError: content\/blog\/rsvp-guide\.en\.md:\d+:\d+ {2}excerpt: is missing \(expected text\)/,
  },
  {
    name: 'a wrong type',
    apply: (p) => p.edit('content/site.yaml', (t) => t.replace(/^foundingYear: .*$/m, 'foundingYear: twenty twelve')),
    message:
      /InvalidContentError: content\/site\.yaml:\d+:\d+ {2}foundingYear: must be a number, found the text "twenty twelve"/,
  },
  {
    name: 'an unknown service slug referenced',
    apply: (p) =>
      p.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\nSee [our wedding service](/services/wedding-planning).\n`),
    message:
      /BrokenLinkError: content\/blog\/rsvp-guide\.en\.md:\d+ link to \/services\/wedding-planning points to no page/,
  },
  {
    name: 'a duplicate slug',
    apply: (p) =>
      p.edit('content/services/consultancy.tr.yaml', (t) => t.replace(/^slug: .*$/m, 'slug: kurumsal-etkinlikler')),
    // The Turkish files, each at the line of its slug field.
    message:
      /DuplicateRouteError: content\/services\/(consultancy|corporate-events)\.tr\.yaml:2 {2}slug: duplicate tr slug of services "kurumsal-etkinlikler", also used by content\/services\/(consultancy|corporate-events)\.tr\.yaml:2\n/,
  },
  {
    // GitHub Pages writes blog/index.html as the copy of /blog: every host's build and check refuse the name.
    name: 'an alias a host keeps for its own file',
    apply: (p) => p.edit('content/blog/rsvp-guide.en.md', (t) => t.replace(/^date: /m, 'aliases: [index]\ndate: ')),
    message:
      /InvalidContentError: content\/blog\/rsvp-guide\.en\.md:\d+:\d+ {2}aliases\.0: must be a name other than index and 404/,
  },
  {
    name: 'a post missing its Turkish body',
    apply: (p) => p.edit('content/blog/rsvp-guide.tr.md', (t) => t.replace(/(^---\n[\s\S]*?\n---\n)[\s\S]*$/, '$1\n')),
    message: /MissingTranslationError: content\/blog\/rsvp-guide\.tr\.md:\d+ the post body is empty/,
  },
  {
    name: 'a post missing its Turkish file',
    apply: (p) => rm(p.file('content/blog/rsvp-guide.tr.md')),
    message:
      /MissingTranslationError: content\/blog\/rsvp-guide\.en\.md "rsvp-guide" has no tr file \(expected blog\/rsvp-guide\.tr\.md\)/,
  },
  {
    name: 'an invalid date',
    apply: (p) => p.edit('content/blog/rsvp-guide.en.md', (t) => t.replace(/^date: .*$/m, 'date: 2025-13-01')),
    message:
      /InvalidContentError: content\/blog\/rsvp-guide\.en\.md:\d+:\d+ {2}date: must be a real calendar date as yyyy-mm-dd, found the text "2025-13-01"/,
  },
  {
    name: 'a missing image',
    apply: (p) =>
      p.edit('content/services/consultancy.en.yaml', (t) => t.replace(/^image: .*$/m, 'image: services/missing.svg')),
    message:
      /MissingImageError: content\/services\/consultancy\.en\.yaml:\d+ {2}image: image "services\/missing\.svg" not found/,
  },
  {
    name: 'two spellings of one tag',
    apply: (p) => p.edit('content/blog/rsvp-guide.en.md', (t) => t.replace('"Davetiye"]', '"davetiye"]')),
    message:
      /InvalidContentError: content\/blog\/[a-z0-9-]+\.en\.md {2}tags: tag "(davetiye|Davetiye)" is written differently/,
  },
  {
    name: 'a template that throws',
    apply: (p) =>
      p.edit('templates/pages/AboutPage.tsx', (t) =>
        t.replace(
          'export function AboutPage({ data }: { data: AboutData }): ReactElement {',
          "export function AboutPage({ data }: { data: AboutData }): ReactElement {\n  throw new Error('the about template is broken');",
        ),
      ),
    message:
      /TemplateError: templates\/pages\/AboutPage\.tsx:\d+:\d+ +the about template is broken while rendering \/about \(en\)/,
  },
];

const UNSAFE_MARKDOWN =
  '\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[Click me](javascript:alert(1))\n';

let project: ProjectCopy;
let good: Map<string, string>;
const originals = new Map<string, string>();

/**
 * Puts back every file a case changed. Each is written beside the project and renamed into place, as editors save: a
 * file written in place can be seen empty for a moment, which a busy machine can stretch past dev's wait for a
 * write to settle (dev would then report the empty file as a mistake of its own).
 */
async function restore(): Promise<void> {
  for (const [file, text] of originals) {
    if ((await readFile(project.file(file), 'utf8').catch(() => undefined)) === text) continue;
    const temporary = project.file(`.restoring-${path.basename(file)}`);
    await writeFile(temporary, text);
    await rename(temporary, project.file(file));
  }
}

beforeAll(async () => {
  project = await copyProject();
  for (const file of [
    'content/services/consultancy.en.yaml',
    'content/services/consultancy.tr.yaml',
    'content/blog/rsvp-guide.tr.md',
    'content/blog/rsvp-guide.en.md',
    'content/site.yaml',
    'templates/pages/AboutPage.tsx',
  ]) {
    originals.set(file, await project.read(file));
  }
  const first = await callCli(project.dir, ['build']);
  expect(first.code, first.stderr).toBe(0);
  good = await snapshot(project.file('dist'));
}, 120_000);
afterAll(() => project?.remove());

describe('build and check on bad input', () => {
  it.each(CATALOGUE)('$name: clear message, exit 1 from build and check, dist/ unchanged', async (bad) => {
    await bad.apply(project);
    try {
      // One after the other: an edited template is type-checked once, by build, and check takes the verdict it keeps.
      const built = await callCli(project.dir, ['build']);
      const checked = await callCli(project.dir, ['check']);
      expect(built.code).toBe(1);
      expect(built.stderr).toMatch(bad.message);
      expect(built.stderr).toContain('the output folder was left as it was');
      expect(checked.code).toBe(1);
      expect(checked.stdout).toMatch(bad.message);
      expect(await snapshot(project.file('dist'))).toEqual(good);
    } finally {
      await restore();
    }
  });

  it('markdown carrying <script>, onerror= and a javascript: link: sanitised in the page, and check warns', async () => {
    await project.edit('content/blog/rsvp-guide.en.md', (t) => t + UNSAFE_MARKDOWN);
    try {
      const [built, checked] = await Promise.all([
        callCli(project.dir, ['build', '--out', 'dist-unsafe']),
        callCli(project.dir, ['check', '--json']),
      ]);
      expect(built.code).toBe(0);
      expect(built.stdout).toMatch(
        /warning: InvalidContentError: content\/blog\/rsvp-guide\.en\.md:\d+ link "javascript:alert\(1\)" uses a scheme that is not allowed and was emptied/,
      );
      const html = await readFile(project.file('dist-unsafe/blog/rsvp-guide.html'), 'utf8');
      const $ = cheerio.load(html);
      expect($('.prose a:contains("Click me")').attr('href')).toBe('');
      expect($('.prose script, .prose [onerror]').length).toBe(0);
      expect(html).not.toMatch(/alert\(1\)/);
      // Warnings, as build prints them: check lists them and passes, as build does.
      expect(checked.code).toBe(0);
      const report = JSON.parse(checked.stdout) as {
        ok: boolean;
        problems: { severity: string; message: string; line: number }[];
      };
      expect(report.ok).toBe(true);
      expect(report.problems.map((p) => [p.severity, p.message.replace(/ ".*"/, ' "…"')])).toEqual([
        ['warning', 'link "…" uses a scheme that is not allowed and was emptied'],
        ['warning', 'raw HTML "…" is not allowed in markdown and was removed'],
        ['warning', 'raw HTML "…" is not allowed in markdown and was removed'],
      ]);
      expect(report.problems.every((p) => p.line > 1)).toBe(true);
    } finally {
      await restore();
    }
  });

  it('check lists every problem at once, not just the first', async () => {
    await project.edit('content/blog/rsvp-guide.en.md', (t) =>
      t.replace(/^excerpt: .*\n/m, '').replace(/^date: .*$/m, 'date: 2025-02-30'),
    );
    await project.edit('content/services/consultancy.en.yaml', (t) =>
      t.replace(/^image: .*$/m, 'image: services/missing.svg'),
    );
    try {
      const checked = await callCli(project.dir, ['check', '--json']);
      const report = JSON.parse(checked.stdout) as { problems: { kind: string; field: string }[] };
      expect(report.problems.map((p) => `${p.kind} ${p.field}`).sort()).toEqual([
        'InvalidContentError date',
        'InvalidContentError excerpt',
        'MissingImageError image',
      ]);
      expect(checked.code).toBe(1);
    } finally {
      await restore();
    }
  });

  it('check passes and says so on the bundled content', async () => {
    const checked = await callCli(project.dir, ['check']);
    expect(checked.stdout).toContain('Content OK: no problems found.');
    expect(checked.code).toBe(0);
  });
});

describe('dev survives bad input', () => {
  it('reports each mistake, keeps serving the last good pages, and recovers after each fix', async () => {
    const dev = startCli(project.dir, ['dev', '--port', '0']);
    try {
      const [, url] = await dev.waitFor(/Dev server: (http:\/\/127\.0\.0\.1:\d+)/, { timeout: 60_000 });
      const about = async () =>
        cheerio
          .load(await (await fetch(`${url}/about`)).text())('h1')
          .text();
      const goodHeading = await about();
      expect(goodHeading).toBe('About Us');
      for (const bad of CATALOGUE) {
        const from = dev.output().length;
        await bad.apply(project);
        await dev.waitFor(new RegExp(bad.message.source.replace(/^\w+Error: /, '')), { from });
        await dev.waitFor(/the last good build is still served/, { from });
        expect(await about(), bad.name).toBe(goodHeading);
        const fixed = dev.output().length;
        await restore();
        await dev.waitFor(/→ \d+ pages? written/, { from: fixed });
        expect(dev.output().slice(fixed)).not.toMatch(/Error:/);
        expect(dev.child.exitCode).toBeNull();
      }
      expect(await about()).toBe(goodHeading);
    } finally {
      await dev.stop();
      await restore();
    }
  }, 240_000);
});
