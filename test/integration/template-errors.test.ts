/**
 * Template errors at their place: a field name the view does not have fails `check`, `build` and dev's
 * rebuild at the template's file, line and column, naming the field and the closest existing name; a template that
 * throws while rendering names the file, line and column of the throw and the route. Nothing is published then.
 * The check runs the project's own native TypeScript compiler and keeps no verdict.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevBuilder } from '../../src/commands/dev/dev-builder.ts';
import { TemplateError, TemplateTypeErrors } from '../../src/core/errors.ts';
import { checkTemplates } from '../../src/render/check-templates.ts';
import { loadRenderer } from '../../src/render/load-renderer.ts';
import { buildViews } from '../../src/render/render-pages.ts';
import { buildSiteRoutes } from '../../src/site/pages/index.ts';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, snapshot, type ProjectCopy } from '../helpers/project.ts';
import { STUB_ASSETS } from '../helpers/views.ts';
import { loadCached } from '../helpers/load.ts';

const HOME = 'templates/pages/HomePage.tsx';
const VIEW_TYPES = 'src/site/view-types.ts';
/** A type check of the templates from nothing takes seconds (some 20 s on a busy 2-core machine): a generous guard against a hang. */
const SLOW = 240_000;

let project: ProjectCopy;
let original: string;
let good: Map<string, string>;

beforeAll(async () => {
  project = await copyProject();
  original = await project.read(HOME);
  const first = await callCli(project.dir, ['build']);
  expect(first.code, first.stderr).toBe(0);
  good = await snapshot(project.file('dist'));
}, SLOW);
afterAll(() => project?.remove());

/** Replaces `from` by `to` in the home template; returns the 1-based line and column of `at` (a part of `to`) there. */
async function editHome(from: string, to: string, at: string): Promise<{ line: number; column: number }> {
  await project.edit(HOME, (text) => text.replace(from, to));
  const lines = (await project.read(HOME)).split('\n');
  const line = lines.findIndex((l) => l.includes(to));
  return { line: line + 1, column: lines[line]!.indexOf(to) + to.indexOf(at) + 1 };
}

const restore = () => project.write(HOME, original);

describe('a field name the view does not have', () => {
  it(
    'fails check and build at the template file, line and column, naming the field and the closest name; dist/ unchanged',
    { timeout: SLOW },
    async () => {
      const { line, column } = await editHome('{hero.heading}', '{hero.headng}', 'headng');
      try {
        const [built, checked] = await Promise.all([
          callCli(project.dir, ['build']),
          callCli(project.dir, ['check', '--json']),
        ]);
        const message = '`hero.headng` is no field of `hero`; did you mean `heading`?';
        expect(built.code).toBe(1);
        expect(built.stderr).toContain(`TemplateError: ${HOME}:${line}:${column} ${message}`);
        expect(built.stderr).toContain('Build failed; the output folder was left as it was.');
        expect(checked.code).toBe(1);
        const report = JSON.parse(checked.stdout) as {
          problems: {
            kind: string;
            file?: string;
            line?: number;
            column?: number;
            message: string;
            expected?: string;
          }[];
        };
        expect(report.problems).toContainEqual(
          expect.objectContaining({ kind: 'TemplateError', file: HOME, line, column, message }),
        );
        expect(await snapshot(project.file('dist'))).toEqual(good);
      } finally {
        await restore();
      }
    },
  );

  it('is reported by check beside a content error: one does not hide the other', { timeout: SLOW }, async () => {
    const { line } = await editHome('{hero.heading}', '{hero.headng}', 'headng');
    const site = await project.read('content/site.yaml');
    try {
      await project.write('content/site.yaml', site.replace(/^foundingYear: .*$/m, 'foundingYear: long ago'));
      const checked = await callCli(project.dir, ['check', '--json']);
      expect(checked.code).toBe(1);
      const report = JSON.parse(checked.stdout) as {
        problems: { kind: string; file?: string; line?: number; field?: string }[];
      };
      expect(report.problems).toContainEqual(expect.objectContaining({ kind: 'TemplateError', file: HOME, line }));
      expect(report.problems).toContainEqual(
        expect.objectContaining({ kind: 'InvalidContentError', file: 'content/site.yaml', field: 'foundingYear' }),
      );
    } finally {
      await restore();
      await project.write('content/site.yaml', site);
    }
  });

  it(
    "fails dev's rebuild at the same place, keeps the pages served, and rebuilds once fixed",
    { timeout: SLOW },
    async () => {
      const out = project.file('.eventsite/dev-typo');
      const builder = new DevBuilder({ contentDir: project.content, outDir: out, layout: project.layout, year: 2026 });
      await builder.full();
      const served = await snapshot(out);
      const { line, column } = await editHome('{hero.heading}', '{hero.headng}', 'headng');
      try {
        const failed = await builder.update([project.file(HOME)]).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failed).toBeInstanceOf(TemplateTypeErrors);
        const [first] = (failed as TemplateTypeErrors).errors;
        expect(path.resolve(first!.location.file!)).toBe(project.file(HOME));
        expect([first!.location.line, first!.location.column]).toEqual([line, column]);
        expect(first!.message).toBe('`hero.headng` is no field of `hero`; did you mean `heading`?');
        expect(await snapshot(out)).toEqual(served);
      } finally {
        await restore();
      }
      const fixed = await builder.update([project.file(HOME)]);
      expect(fixed.paths.written).toContain('index.html');
    },
  );
});

describe('the type check', () => {
  it(
    'passes the untouched templates and finds an error made in a file the templates import',
    { timeout: SLOW },
    async () => {
      const viewTypes = await project.read(VIEW_TYPES);
      try {
        expect(await checkTemplates(project.layout)).toEqual({ errors: [] });
        await project.edit(VIEW_TYPES, (t) =>
          t.replace('  brand: string;\n  strings:', '  brandName: string;\n  strings:'),
        );
        const renamed = await checkTemplates(project.layout);
        expect(renamed.errors.map((e) => e.message)).toContainEqual(
          expect.stringMatching(/^`frame\.brand` is no field of `frame`/),
        );
        expect(renamed.errors.every((e) => path.resolve(e.location.file!).startsWith(project.file('templates')))).toBe(
          true,
        );
      } finally {
        await project.write(VIEW_TYPES, viewTypes);
      }
    },
  );

  it(
    'never passes when the compiler finds an error outside the templates, in a file they import',
    { timeout: SLOW },
    async () => {
      const viewTypes = await project.read(VIEW_TYPES);
      try {
        await project.write(VIEW_TYPES, `${viewTypes}\nexport const broken: number = 'text';\n`);
        await expect(checkTemplates(project.layout)).rejects.toThrow(/outside templates/);
      } finally {
        await project.write(VIEW_TYPES, viewTypes);
      }
    },
  );
});

describe('a template that throws while rendering', () => {
  it('names the file, line and column of the throw and the route (URL and locale)', { timeout: SLOW }, async () => {
    const thrown = "Cannot read properties of undefined (reading 'eyebrow')";
    const { line, column } = await editHome(
      '{hero.eyebrow}',
      '{(hero as unknown as { missing: { eyebrow: string } }).missing.eyebrow}',
      'eyebrow}',
    );
    try {
      const renderer = await loadRenderer(project.layout);
      const content = await loadCached({ contentDir: project.content });
      const routes = buildSiteRoutes(content);
      const home = routes.byUrl.get('/')!;
      const view = buildViews({ content, routes, assets: STUB_ASSETS, year: 2026, only: [home] }).get(home)!;
      let error: unknown;
      try {
        renderer.render(home, view);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(TemplateError);
      const { location, message } = error as TemplateError;
      expect(message).toBe(`${thrown} while rendering / (en)`);
      expect(path.resolve(location.file!)).toBe(project.file(HOME));
      expect([location.line, location.column]).toEqual([line, column]);

      const built = await callCli(project.dir, ['build']);
      expect(built.code).toBe(1);
      expect(built.stderr).toMatch(
        new RegExp(
          `TemplateError: ${HOME}:${line}:${column} ${thrown.replace(/[()]/g, '\\$&')} while rendering (/ \\(en\\)|/tr \\(tr\\))`,
        ),
      );
      expect(await snapshot(project.file('dist'))).toEqual(good);
    } finally {
      await restore();
    }
  });
});
