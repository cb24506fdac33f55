/**
 * The checks on post bodies and texts, through `check` on a copy of the content: pathological inline
 * nesting is refused at once with the right words (5,000 nested images took 85–116 s, 5,000 nested emphasis
 * markers 35 s and a hint about > and -), relative links that lead to no page are errors at their line, and a
 * title of a million characters is refused in plain words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent, type Problem } from '../../src/commands/check.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

let copy: ProjectCopy;
const POST = 'content/blog/rsvp-guide.en.md';
/** The post file as errors name it (relative to the working directory). */
const FILE = expect.stringMatching(/(^|\/)content\/blog\/rsvp-guide\.en\.md$/);
let original: string;

beforeAll(async () => {
  copy = await copyProject({ only: ['content'] });
  original = await copy.read(POST);
}, 60_000);
afterAll(() => copy?.remove());

/** The errors `check` reports with `body` as the post's body, and the line of the body's first line in the file. */
async function checkWith(body: string): Promise<{ errors: Problem[]; first: number }> {
  const matter = /^---\n[\s\S]*?\n---\n/.exec(original)![0];
  const text = `${matter}\n`;
  await copy.write(POST, `${text}${body}\n`);
  try {
    const problems = await checkContent({ contentDir: copy.content });
    return { errors: problems.filter((p) => p.severity === 'error'), first: text.split('\n').length };
  } finally {
    await copy.write(POST, original);
  }
}

describe('pathological nesting in a post body', () => {
  it.each([
    [
      '5,000 nested images',
      `${'!['.repeat(5000)}a${'](x)'.repeat(5000)}`,
      /images and links are nested 5,000 deep, more than the limit of 16/,
      /\[/,
    ],
    [
      '5,000 nested emphasis markers',
      `${'*'.repeat(5000)}a${'*'.repeat(5000)}`,
      /emphasis markers \(\* and _\) are nested more than 16 deep/,
      /\*/,
    ],
  ])(
    'refuses %s at once, naming the line, what is nested and the limit',
    async (_name, body, message, hint) => {
      // This once took 35 to 116 seconds; a check that overran the run's test timeout (60 s) would fail it.
      const { errors, first } = await checkWith(`Intro.\n\n${body}`);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ file: FILE, line: first + 2 });
      expect(errors[0]!.message).toMatch(message);
      expect(errors[0]!.text).toMatch(hint);
      expect(errors[0]!.text).not.toMatch(/a run of > or -/);
    },
    60_000,
  );
});

describe('relative links in a post body', () => {
  it('reports each link that leads to no page, read from the post page, with its line', async () => {
    const { errors, first } = await checkWith(
      '[a](missing-page)\n\n[b](../nope)\n\n[c](./other-post)\n\n[d](./event-planning-mistakes) and [e](../services/consultancy) and [f](../images/blog/rsvp-guide.svg)',
    );
    expect(errors.map((e) => [e.kind, e.file, e.line, e.message])).toEqual([
      [
        'BrokenLinkError',
        FILE,
        first,
        'link to missing-page (/blog/missing-page from /blog/rsvp-guide) points to no page',
      ],
      ['BrokenLinkError', FILE, first + 2, 'link to ../nope (/nope from /blog/rsvp-guide) points to no page'],
      [
        'BrokenLinkError',
        FILE,
        first + 4,
        'link to ./other-post (/blog/other-post from /blog/rsvp-guide) points to no page',
      ],
    ]);
  }, 60_000);
});

describe('text lengths', () => {
  it('refuses a title of a million characters, saying how long it is and how long it may be', async () => {
    await copy.edit(POST, (t) => t.replace(/^title: .*$/m, `title: "${'a'.repeat(1_000_000)}"`));
    try {
      const errors = (await checkContent({ contentDir: copy.content })).filter((p) => p.severity === 'error');
      expect(errors.map((e) => [e.file, e.field, e.message])).toEqual([
        [FILE, 'title', 'is 1,000,000 characters long; at most 150 are allowed'],
      ]);
    } finally {
      await copy.write(POST, original);
    }
  }, 60_000);
});
