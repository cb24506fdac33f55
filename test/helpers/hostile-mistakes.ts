/**
 * The hostile and careless mistakes `build` and `check` must both refuse (test/integration/hostile-input.test.ts), as
 * {@link Refusal}s to try several at once (`refuseTogether`). Mistakes tried together sit in files of their own and in
 * posts of their own (a post whose English file is refused is not read further, which would hide a mistake in its
 * Turkish file); the nine bundled posts stand in for the one the cases were first written against (rsvp-guide).
 */
import { rm, symlink, writeFile } from 'node:fs/promises';
import type { ProjectCopy } from './project.ts';
import type { Refusal } from './refusals.ts';

/** A post's file in a language. */
const post = (slug: string, lang: 'en' | 'tr') => `content/blog/${slug}.${lang}.md`;
/** The bundled posts. */
const POSTS = [
  'rsvp-guide',
  'birthday-party-ideas',
  'event-colors-and-themes',
  'event-planning-mistakes',
  'festival-event-decorations',
  'how-to-plan-perfect-engagement',
  'technical-support-for-events',
  'why-digital-invitations',
  '2025-wedding-invitation-trends',
] as const;
/** `text` as a regular expression matching it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A mistake made by `change` of a file's text (as copied: no other mistake of its run is in that file). */
function edited(
  file: string,
  change: (text: string) => string,
  message: (file: string, text: string) => RegExp,
): Refusal {
  return {
    file,
    apply: async (p: ProjectCopy) => {
      await p.edit(file, change);
      return message(file, await p.read(file));
    },
  };
}

/** A front matter that is not YAML, whose code would write `marker` if it ran. */
const opener = (language: string, marker: () => string, file: string): Refusal => ({
  file,
  apply: async (p) => {
    await p.write(
      file,
      `---${language}\n(require('fs').writeFileSync(${JSON.stringify(marker())}, 'x'), {})\n---\nBody.\n`,
    );
    return new RegExp(`${literal(file)}:1 front matter in "${language}" is not allowed`);
  },
});

export const FRONT_MATTER_LANGUAGES = ['js', 'javascript', 'json', 'coffee'] as const;

/** The tags a post must not carry: name, the tag as written in front matter, the message. */
export const BAD_TAGS: [string, string, RegExp][] = [
  ['a 200-letter tag', `"${'a'.repeat(200)}"`, /tags\.0: is 200 characters long; at most 40 are allowed/],
  ['a tag holding NUL', '"Dü\\0ğün"', /tags\.0: must be a tag of letters, digits, single spaces and hyphens/],
  ['a tag with ?', '"Ne Zaman?"', /must be a tag of letters, digits, single spaces and hyphens/],
  ['a tag with #', '"C#"', /must be a tag of letters, digits/],
  ['a tag with =', '"a=b"', /must be a tag of letters, digits/],
  ['a tag starting with a dot', '".gizli"', /must be a tag of letters, digits/],
];

export const NESTING: [string, string][] = [
  ['blockquotes', '>'.repeat(5000)],
  ['lists', `${'- '.repeat(2000)}x`],
  ['ordered lists', '1. '.repeat(5000)],
];

const LAUGHS = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefg'[i]}`).join(', ')}]`),
].join('\n');
const outsidePost = post('technical-support-for-events', 'tr');

/**
 * Every mistake, by name, and the three runs that try them: the openers and five tags; every other mistake of a
 * file; the symbolic links (the walk that finds them stops the loading, which would hide any other mistake).
 * @param marker - the file an opener's code would write (read when the mistake is made).
 */
export function hostileMistakes(marker: () => string) {
  const frontMatter = new Map(
    FRONT_MATTER_LANGUAGES.map((language, i) => [language, opener(language, marker, post(POSTS[i]!, 'en'))]),
  );
  // Five in the posts the openers leave; the last with the mistakes of the second run.
  const tagPosts = [...POSTS.slice(4), 'technical-support-for-events'];
  const tags = new Map(
    BAD_TAGS.map(([name, tag, message], i) => [
      name,
      edited(
        post(tagPosts[i]!, 'en'),
        (t) => t.replace(/^tags: \[/m, `tags: [${tag}, `),
        () => message,
      ),
    ]),
  );
  const dates = new Map(
    [
      ['0000-01-01', 'why-digital-invitations'],
      ['2199-12-31', '2025-wedding-invitation-trends'],
    ].map(([date, slug]) => [
      date!,
      edited(
        post(slug!, 'en'),
        (t) => t.replace(/^date: .*$/m, `date: ${date}`),
        () => /date: must be a date between 2000 and 2099, found the text/,
      ),
    ]),
  );
  const nestingPosts = ['event-colors-and-themes', 'event-planning-mistakes', 'festival-event-decorations'];
  const nesting = new Map(
    NESTING.map(([name, body], i) => [
      name,
      edited(
        post(nestingPosts[i]!, 'tr'),
        (t) => `${t}\n\n${body}\n`,
        (f, t) => new RegExp(`${literal(f)}:${t.split('\n').length - 1} the body nests more than 32 levels deep`),
      ),
    ]),
  );
  const mistakes = {
    latin1: {
      file: 'content/faq/en.yaml',
      apply: async (p: ProjectCopy) => {
        const lines = (await p.read('content/faq/en.yaml')).split('\n');
        lines[4] = `${lines[4]} café`;
        await writeFile(p.file('content/faq/en.yaml'), Buffer.from(lines.join('\n'), 'latin1'));
        return /faq\/en\.yaml:5 is not UTF-8 text/;
      },
    },
    binary: {
      file: post('rsvp-guide', 'tr'),
      apply: async (p: ProjectCopy) => {
        const head = (await p.read(post('rsvp-guide', 'tr'))).split('\n---\n')[0];
        await writeFile(
          p.file(post('rsvp-guide', 'tr')),
          Buffer.concat([
            Buffer.from(`${head}\n---\n`),
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
          ]),
        );
        return /rsvp-guide\.tr\.md:\d+ (is not UTF-8 text|holds the control character)/;
      },
    },
    laughs: edited(
      'content/faq/tr.yaml',
      (t) => `${t}\n${LAUGHS}\n`,
      (f) => new RegExp(`YamlSyntaxError: ${literal(f)}:1 expands too many aliases`),
    ),
    nested: edited(
      'content/services/consultancy.en.yaml',
      (t) => `${t}\nx: ${'['.repeat(40)}${']'.repeat(40)}\n`,
      (f) => new RegExp(`YamlSyntaxError: ${literal(f)}:\\d+:\\d+ nests deeper than 12 levels`),
    ),
    huge: edited(
      post('birthday-party-ideas', 'tr'),
      (t) => `${t}\n${'Uzun bir paragraf. '.repeat(60_000)}\n`,
      (f) => new RegExp(`${literal(f)} is 1\\.\\d MiB, over the limit of 1 MiB`),
    ),
    long: edited(
      post('how-to-plan-perfect-engagement', 'tr'),
      (t) => `${t}\n\n${'Uzun bir paragraf daha. '.repeat(1500)}\n`,
      (f) => new RegExp(`${literal(f)}:\\d+ the body is \\d+ KiB, over the limit of 32 KiB`),
    ),
    dotFile: {
      file: 'content/blog/...en.md',
      apply: async (p: ProjectCopy) => {
        await p.write('content/blog/...en.md', await p.read(post('rsvp-guide', 'en')));
        return /blog\/\.\.\.en\.md "\.\." is not a valid slug/;
      },
    },
  } satisfies Record<string, Refusal>;
  const links = new Map<string, Refusal>([
    [
      'a folder of the system',
      {
        file: 'content/images/sys',
        apply: async (p) => (
          await symlink('/usr/share', p.file('content/images/sys')),
          /content\/images\/sys is a symbolic link to \/usr\/share, outside the content folder/
        ),
      },
    ],
    [
      'a loop',
      {
        file: 'content/images/loop',
        apply: async (p) => (
          await symlink('..', p.file('content/images/loop')),
          /content\/images\/loop is a symbolic link to .*a folder that holds it: a loop/
        ),
      },
    ],
    [
      'a post linked to a file outside',
      {
        file: outsidePost,
        apply: async (p) => {
          await rm(p.file(outsidePost));
          await symlink('/etc/hostname', p.file(outsidePost));
          return new RegExp(
            `${literal(outsidePost)} is a symbolic link to \\/etc\\/hostname, outside the content folder`,
          );
        },
      },
    ],
  ]);
  const allTags = [...tags.values()];
  const { latin1, binary, laughs, nested, huge, long, dotFile } = mistakes;
  return {
    frontMatter,
    tags,
    dates,
    nesting,
    mistakes,
    links,
    runs: [
      [...frontMatter.values(), ...allTags.slice(0, 5)],
      [allTags[5]!, ...dates.values(), latin1, binary, laughs, nested, huge, ...nesting.values(), long, dotFile],
      [...links.values()],
    ] as const,
  };
}
