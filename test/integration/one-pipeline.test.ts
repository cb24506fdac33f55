/**
 * `build`, `check` and `dev` run one stage list: `check --json` and a failing `build` report the same problems, every
 * stage's at once; dev and build count the same pages for the same content; and a template that never returns is
 * reported as a TemplateError naming its page, while dev keeps serving the last good pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/commands/build/build.ts';
import { DevBuilder } from '../../src/commands/dev/dev-builder.ts';
import { ContentErrors, TemplateError } from '../../src/core/errors.ts';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, snapshot, type ProjectCopy } from '../helpers/project.ts';

const POST = 'content/blog/rsvp-guide.en.md';
const OTHER_POST = 'content/blog/birthday-party-ideas.en.md';
const HOME = 'templates/pages/HomePage.tsx';
const ABOUT = 'templates/pages/AboutPage.tsx';
const UNSAFE = '\n\n<script>alert(1)</script>\n\n[Click me](javascript:alert(1))\n';
/** A type check of the templates from nothing takes seconds on a busy machine, and a stuck page 10 s: a guard against a hang. */
const SLOW = 240_000;

interface ReportedProblem {
  severity: string;
  kind: string;
  file?: string;
  line?: number;
  message: string;
}

let project: ProjectCopy;
const originals = new Map<string, string>();

beforeAll(async () => {
  project = await copyProject();
  for (const file of [POST, OTHER_POST, HOME, ABOUT, 'content/site.yaml'])
    originals.set(file, await project.read(file));
}, SLOW);
afterAll(() => project?.remove());

/** The dev builder of the copy and its first full build, made once for the tests that need one (the first to ask). */
let dev: Promise<{ builder: DevBuilder; out: string; first: { pages: number } }> | undefined;
function devBuild(): Promise<{ builder: DevBuilder; out: string; first: { pages: number } }> {
  dev ??= (async () => {
    const out = project.file('.eventsite/dev');
    const builder = new DevBuilder({ contentDir: project.content, outDir: out, layout: project.layout, year: 2026 });
    return { builder, out, first: await builder.full() };
  })();
  return dev;
}

async function restore(): Promise<void> {
  for (const [file, text] of originals) await project.write(file, text);
}

/** Each problem `check --json` reports as the line its text starts with, as `build` prints it. */
const firstLine = (p: ReportedProblem) => `${p.kind}: ${p.file ? `${p.file}${p.line ? `:${p.line}` : ''}` : ''}`;

/** The problems `build` printed: each line that starts an error's or a warning's block, as `Kind: file:line`. */
function buildProblems(output: string): { errors: string[]; warnings: string[] } {
  const heads = (re: RegExp) => [...output.matchAll(re)].map((m) => `${m[1]}: ${m[2]}`);
  return {
    errors: heads(/^(\w+Error): ([^\s:]+(?::\d+)?)/gm),
    warnings: heads(/^\s*warning: (\w+Error): ([^\s:]+(?::\d+)?)/gm),
  };
}

describe('check and a failing build report the same problems', () => {
  it.each([
    ['with a schema error, the content stops before the route table', true],
    ['without it, the broken link is found too', false],
  ])(
    'a template typo, a broken link, an unsafe link and raw HTML, %s',
    { timeout: SLOW },
    async (_name, schemaError) => {
      try {
        await project.edit(HOME, (t) => t.replace('{hero.heading}', '{hero.headng}'));
        await project.edit(POST, (t) => `${t}\nSee [our wedding service](/services/wedding-planning).\n`);
        await project.edit(OTHER_POST, (t) => t + UNSAFE);
        if (schemaError)
          await project.edit('content/site.yaml', (t) => t.replace(/^foundingYear: .*$/m, 'foundingYear: long ago'));
        const built = await callCli(project.dir, ['build', '--out', 'dist-all']);
        const checked = await callCli(project.dir, ['check', '--json']);
        expect(built.code).toBe(1);
        expect(checked.code).toBe(1);
        const { problems } = JSON.parse(checked.stdout) as { problems: ReportedProblem[] };
        const fromBuild = buildProblems(`${built.stdout}\n${built.stderr}`);
        const errors = problems.filter((p) => p.severity === 'error').map(firstLine);
        const warnings = problems.filter((p) => p.severity === 'warning').map(firstLine);
        expect(fromBuild.errors.sort()).toEqual([...errors].sort());
        expect(fromBuild.warnings.sort()).toEqual([...warnings].sort());
        // Every stage's problems, at once.
        expect(errors).toContainEqual(expect.stringMatching(new RegExp(`^TemplateError: ${HOME}:\\d+`)));
        expect(warnings).toContainEqual(expect.stringMatching(new RegExp(`^InvalidContentError: ${OTHER_POST}:\\d+`)));
        expect(problems.map((p) => p.message)).toContainEqual(
          expect.stringMatching(/^link "javascript:alert\(1\)" uses a scheme that is not allowed/),
        );
        expect(problems.map((p) => p.message)).toContainEqual(
          expect.stringMatching(/^raw HTML ".*" is not allowed in markdown/),
        );
        if (schemaError)
          expect(errors).toContainEqual(expect.stringMatching(/^InvalidContentError: content\/site\.yaml:\d+/));
        else expect(errors).toContainEqual(expect.stringMatching(new RegExp(`^BrokenLinkError: ${POST}:\\d+`)));
      } finally {
        await restore();
      }
    },
  );
});

describe('dev and build', () => {
  it('count the same pages for the same content', { timeout: SLOW }, async () => {
    const [{ first }, built] = [
      await devBuild(),
      await build({
        contentDir: project.content,
        outDir: project.file('dist-count'),
        layout: project.layout,
        year: 2026,
        drafts: true,
        placeholders: 'allow',
        precompress: false,
      }),
    ];
    expect(built.pages).toBeGreaterThan(100);
    expect(first.pages).toBe(built.pages);
  });
});

describe('a page component that never returns', () => {
  const loop = (t: string) =>
    t.replace(/(export function AboutPage\([^)]*\): ReactElement \{)/, '$1\n  while (true) {}');
  // Each stuck page holds a core for the whole time limit (10 s): where a test names only the English page, only
  // that page is stuck. The check below keeps both, to show that the pages after a stuck one are still rendered.
  const loopInEnglish = (t: string) =>
    t.replace(
      /(export function AboutPage\([^)]*\): ReactElement \{)/,
      "$1\n  while (useView().frame.lang === 'en') {}",
    );

  it(
    'fails build and check with a TemplateError naming the page, and leaves the output as it was',
    { timeout: SLOW },
    async () => {
      const good = await callCli(project.dir, ['build', '--out', 'dist-loop']);
      expect(good.code, good.stderr).toBe(0);
      const before = await snapshot(project.file('dist-loop'));
      try {
        await project.edit(ABOUT, loopInEnglish);
        const built = await callCli(project.dir, ['build', '--out', 'dist-loop']);
        expect(built.code).toBe(1);
        expect(built.stderr).toMatch(
          /TemplateError: templates\/ \(about\) the templates of the about page ran for over 10 s without returning while rendering \/about \(en\)/,
        );
        await restore();
        await project.edit(ABOUT, loop);
        const checked = await callCli(project.dir, ['check', '--json']);
        expect(checked.code).toBe(1);
        const { problems } = JSON.parse(checked.stdout) as { problems: ReportedProblem[] };
        const stuck = problems.filter((p) => p.kind === 'TemplateError').map((p) => p.message);
        expect(stuck).toHaveLength(2);
        expect(stuck[0]).toMatch(/ran for over 10 s without returning while rendering \/about \(en\)/);
        expect(await snapshot(project.file('dist-loop'))).toEqual(before);
      } finally {
        await restore();
      }
    },
  );

  it("fails dev's rebuild with the same error and keeps the last good pages served", { timeout: SLOW }, async () => {
    const { builder: dev, out } = await devBuild();
    const served = await snapshot(out);
    try {
      await project.edit(ABOUT, loopInEnglish);
      const failed: unknown = await dev.update([project.file(ABOUT)]).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(ContentErrors);
      const errors = (failed as ContentErrors).errors;
      expect(errors.every((e) => e instanceof TemplateError)).toBe(true);
      expect(errors[0]!.message).toMatch(/ran for over 10 s without returning while rendering \/about \(en\)/);
      expect(await snapshot(out)).toEqual(served);
    } finally {
      await restore();
    }
    const fixed = await dev.update([project.file(ABOUT)]);
    expect(fixed.paths.written).toContain('about.html');
  });
});
