/**
 * The codes of the error catalogue as a user meets them: `check --json` on a project with five kinds of mistakes
 * gives each problem the code of its kind, and docs/errors.md explains every one.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT } from '../../src/core/project-layout.ts';
import { callCli } from '../helpers/call-cli.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

/** A type check of the templates from nothing takes seconds on a busy machine: a guard against a hang. */
const SLOW = 240_000;

let project: ProjectCopy;
beforeAll(async () => {
  project = await copyProject();
}, SLOW);
afterAll(() => project?.remove());

interface ReportedProblem {
  severity: string;
  code?: string;
  file?: string;
}

describe('check --json', () => {
  it('gives each kind of mistake its own code, each explained in docs/errors.md', { timeout: SLOW }, async () => {
    // A schema error, a missing image, raw HTML and a script link in posts, and a template typo: all found in one
    // run (a link to no page is looked for once the content loads, see one-pipeline.test.ts).
    await project.edit('content/site.yaml', (t) => t.replace(/^foundingYear: .*$/m, 'foundingYear: long ago'));
    await project.edit('content/blog/birthday-party-ideas.en.md', (t) =>
      t.replace('image: blog/birthday-party-ideas.svg', 'image: blog/no-such-photo.jpg'),
    );
    await project.edit('content/blog/rsvp-guide.en.md', (t) => `${t}\n\n<script>alert(1)</script>\n`);
    await project.edit(
      'content/blog/event-planning-mistakes.en.md',
      (t) => `${t}\n\n[Click me](javascript:alert(1))\n`,
    );
    await project.edit('templates/pages/HomePage.tsx', (t) => t.replace('{hero.heading}', '{hero.headng}'));

    const checked = await callCli(project.dir, ['check', '--json']);
    expect(checked.code).toBe(1);
    const { problems } = JSON.parse(checked.stdout) as { problems: ReportedProblem[] };
    const codeOf = (file: string, severity = 'error') =>
      problems.find((p) => p.file === file && p.severity === severity)?.code;
    const codes = [
      codeOf('content/site.yaml'),
      codeOf('content/blog/birthday-party-ideas.en.md'),
      codeOf('content/blog/rsvp-guide.en.md', 'warning'),
      codeOf('content/blog/event-planning-mistakes.en.md', 'warning'),
      codeOf('templates/pages/HomePage.tsx'),
    ];
    expect(codes).toEqual(['ES0118', 'ES0301', 'ES0163', 'ES0162', 'ES0401']);
    // Every problem has a code, and the page of codes explains each.
    const docs = readFileSync(path.join(PROJECT.root, 'docs/errors.md'), 'utf8');
    for (const { code } of problems) expect(docs).toContain(`### ${code}: `);
  });
});
