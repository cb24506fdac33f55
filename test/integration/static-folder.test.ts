/**
 * `static/` under the rules `content/` has, through the CLI: no symbolic link may lead outside the folder or into a
 * loop (refused at once, before anything walks it), an SVG is sanitised (published sanitised with a warning, or
 * refused when it declares entities), and a file whose output path a generated file takes fails check and build
 * with the same error. build and check always agree, and a refused build leaves the output as it was.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import * as cheerio from 'cheerio';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_SVG, SCRIPTED_SVG } from '../helpers/hostile-images.ts';
import { callCli, type CliResult } from '../helpers/call-cli.ts';
import { copyProject, snapshot, type ProjectCopy } from '../helpers/project.ts';

/** A problem as `check --json` prints it. */
interface ReportedProblem {
  severity: string;
  kind: string;
  message: string;
  file?: string;
  hint?: string;
}

let project: ProjectCopy;
let good: Map<string, string>;
/** What each test added to `static/` (and other output folders), removed after it. */
const added: string[] = [];

/** Runs build (into `dist`), then `check --json`. */
async function buildAndCheck(
  out = 'dist',
): Promise<{ built: CliResult; checked: CliResult; problems: ReportedProblem[] }> {
  const [built, checked] = await Promise.all([
    callCli(project.dir, ['build', '--out', out]),
    callCli(project.dir, ['check', '--json']),
  ]);
  return { built, checked, problems: (JSON.parse(checked.stdout) as { problems: ReportedProblem[] }).problems };
}

/** The first line of /etc/passwd, which must never appear in anything eventsite writes. */
const PASSWD = (await readFile('/etc/passwd', 'utf8')).split('\n')[0]!;

beforeAll(async () => {
  project = await copyProject();
  const first = await callCli(project.dir, ['build']);
  expect(first.code, first.stderr).toBe(0);
  good = await snapshot(project.file('dist'));
}, 120_000);
afterEach(async () => {
  await Promise.all(added.splice(0).map((p) => rm(project.file(p), { recursive: true, force: true })));
});
afterAll(() => project?.remove());

describe('a symbolic link in static/', () => {
  it.each([
    [
      'to a system file',
      'static/passwd.txt',
      '/etc/passwd',
      /^is a symbolic link to \/etc\/passwd, outside the static folder$/,
    ],
    [
      'to a system folder',
      'static/docs',
      '/usr/share/doc',
      /^is a symbolic link to \/usr\/share\/doc, outside the static folder$/,
    ],
    [
      'to the project folder, which holds it',
      'static/up',
      '..',
      /^is a symbolic link to .*, outside the static folder$/,
    ],
  ])(
    '%s is refused by build and check at once, naming the link and where it leads; nothing is published',
    async (_name, link, target, message) => {
      await symlink(target, project.file(link));
      added.push(link);
      // `static/up -> ..` once made both run out of memory after minutes of walking the loop (the test's timeout
      // stops a hang; the walk itself is tested in test/unit/output/assets/static-folder.test.ts).
      const { built, checked, problems } = await buildAndCheck();
      expect(built.code, built.stdout + built.stderr).toBe(1);
      expect(checked.code).toBe(1);
      expect(problems.filter((p) => p.severity === 'error').map((p) => [p.kind, p.file])).toEqual([
        ['InvalidContentError', link],
      ]);
      expect(problems[0]!.message).toMatch(message);
      expect(built.stderr).toContain(`InvalidContentError: ${link} ${problems[0]!.message}`);
      expect(await snapshot(project.file('dist'))).toEqual(good);
      const written = await fg('**', {
        cwd: project.dir,
        ignore: ['node_modules/**', 'static/**', 'content/**', 'src/**', 'templates/**', 'bin/**'],
        dot: true,
        followSymbolicLinks: false,
      });
      for (const file of written) expect((await readFile(project.file(file))).includes(PASSWD), file).toBe(false);
    },
    120_000,
  );

  it('is refused when two links lead into each other’s folders (a loop through both), quickly', async () => {
    await mkdir(project.file('static/a'));
    await mkdir(project.file('static/b'));
    added.push('static/a', 'static/b');
    await symlink('../b', project.file('static/a/to-b'));
    await symlink('../a', project.file('static/b/to-a'));
    const { built, checked, problems } = await buildAndCheck();
    expect(built.code).toBe(1);
    expect(checked.code).toBe(1);
    expect(problems.map((p) => p.file).sort()).toEqual(['static/a/to-b', 'static/b/to-a']);
    for (const p of problems) expect(p.message).toMatch(/a loop/);
    expect(await snapshot(project.file('dist'))).toEqual(good);
  }, 120_000);

  it('inside the folder is followed and published', async () => {
    await mkdir(project.file('static/docs'));
    added.push('static/docs', 'static/latest.txt', 'dist-linked');
    await writeFile(project.file('static/docs/notes.txt'), 'Opening hours change in August.\n');
    await symlink('docs/notes.txt', project.file('static/latest.txt'));
    const built = await callCli(project.dir, ['build', '--out', 'dist-linked']);
    expect(built.code, built.stderr).toBe(0);
    expect(await readFile(project.file('dist-linked/latest.txt'), 'utf8')).toBe('Opening hours change in August.\n');
  }, 120_000);
});

describe('an SVG in static/', () => {
  it('that runs script is published sanitised, with the warning content images get', async () => {
    await writeFile(project.file('static/evil.svg'), SCRIPTED_SVG);
    added.push('static/evil.svg', 'dist-svg');
    const { built, problems } = await buildAndCheck('dist-svg');
    expect(built.code, built.stderr).toBe(0);
    const published = await readFile(project.file('dist-svg/evil.svg'), 'utf8');
    expect(published).not.toMatch(/<script|onload|alert/);
    expect(cheerio.load(published, { xml: true })('svg > rect')).toHaveLength(1);
    const warning = problems.find((p) => p.file === 'static/evil.svg');
    expect(warning?.severity).toBe('warning');
    expect(warning?.message).toMatch(
      /^SVG held what could run or load from elsewhere and was sanitised: removed .*script/,
    );
    expect(warning?.message).toContain('@onload');
    expect(built.stdout).toContain(`warning: InvalidContentError: static/evil.svg ${warning!.message}`);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  }, 120_000);

  it('that declares entities is refused by build and check', async () => {
    await writeFile(project.file('static/xxe.svg'), ENTITY_SVG);
    added.push('static/xxe.svg');
    const { built, checked, problems } = await buildAndCheck();
    expect(built.code).toBe(1);
    expect(checked.code).toBe(1);
    expect(problems.map((p) => [p.severity, p.file])).toEqual([['error', 'static/xxe.svg']]);
    expect(problems[0]!.message).toMatch(/declares entities/);
    expect(built.stderr).toContain(`static/xxe.svg ${problems[0]!.message}`);
    expect(await snapshot(project.file('dist'))).toEqual(good);
  }, 120_000);
});

describe('a file in static/ with the name of a generated file', () => {
  it('fails check and build with the same error per file, naming what it collides with', async () => {
    for (const name of ['about.html', 'sitemap.xml', 'favicon.ico']) {
      await writeFile(project.file(`static/${name}`), 'mine\n');
      added.push(`static/${name}`);
    }
    const { built, checked, problems } = await buildAndCheck();
    expect(checked.code).toBe(1);
    expect(built.code).toBe(1);
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => [p.kind, p.file]).sort()).toEqual([
      ['DuplicateRouteError', 'static/about.html'],
      ['DuplicateRouteError', 'static/favicon.ico'],
      ['DuplicateRouteError', 'static/sitemap.xml'],
    ]);
    expect(errors.find((p) => p.file === 'static/about.html')!.message).toMatch(/about\.html.*the page \/about/);
    expect(errors.find((p) => p.file === 'static/sitemap.xml')!.message).toMatch(/sitemap\.xml/);
    for (const error of errors) expect(built.stderr).toContain(`DuplicateRouteError: ${error.file} ${error.message}`);
    expect(await snapshot(project.file('dist'))).toEqual(good);
    expect(existsSync(project.file('dist/about.html'))).toBe(true);
  }, 120_000);
});

describe('the bundled static folder', () => {
  it('passes check and publishes favicon.svg byte for byte', async () => {
    const checked = await callCli(project.dir, ['check']);
    expect(checked.stdout).toContain('Content OK');
    expect(await readFile(project.file('dist/favicon.svg'))).toEqual(
      await readFile(path.join(project.dir, 'static/favicon.svg')),
    );
  }, 120_000);
});
