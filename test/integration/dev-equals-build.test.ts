/**
 * Dev is never stale: after any sequence of saves under `dev`, every page of the dev output equals what a fresh
 * `build` of the same files renders (asset names and the live-reload tag aside). Where a change cannot be
 * applied live (a generator source), dev starts again with the new code instead of serving a stale page.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { random } from '../../scripts/random.ts';
import { build } from '../../src/commands/build/build.ts';
import { DevBuilder } from '../../src/commands/dev/dev-builder.ts';
import { createPost } from '../../src/commands/new-post.ts';
import { copyProject, startCli, type ProjectCopy } from '../helpers/project.ts';

const YEAR = 2026;

/** The pages, sitemap and robots of an output folder, with hashed asset names and the dev script removed. */
async function pagesOf(dir: string): Promise<Map<string, string>> {
  const files = (await fg(['**/*.html', 'sitemap.xml', 'robots.txt'], { cwd: dir })).sort();
  const out = new Map<string, string>();
  for (const file of files) {
    const text = await readFile(path.join(dir, file), 'utf8');
    out.set(
      file,
      text
        .replace(/<script src="\/__eventsite\/[^"]+" defer><\/script>/g, '')
        .replace(/\.[0-9a-f]{10}\.(css|js|svg|png|jpe?g|webp|avif|woff2)\b/g, '.$1'),
    );
  }
  return out;
}

/** An edit an editor or developer makes: it changes files of the project and returns the paths it touched. */
type Edit = {
  name: string;
  apply(project: ProjectCopy, n: number, pick: <T>(xs: readonly T[]) => T): Promise<string[]>;
};

const POSTS = [
  'rsvp-guide',
  'birthday-party-ideas',
  'event-colors-and-themes',
  'why-digital-invitations',
  '2025-wedding-invitation-trends',
];
const LANGS = ['en', 'tr'];
let created: string[] = [];

const EDITS: Edit[] = [
  {
    name: 'a post title',
    async apply(p, n, pick) {
      const file = `content/blog/${pick(POSTS)}.${pick(LANGS)}.md`;
      await p.edit(file, (t) => t.replace(/^title: .*$/m, `title: "Edited title ${n}"`));
      return [file];
    },
  },
  {
    name: 'a post date (reorders the blog)',
    async apply(p, n, pick) {
      const file = `content/blog/${pick(POSTS)}.en.md`;
      await p.edit(file, (t) => t.replace(/^date: .*$/m, `date: 2025-0${1 + (n % 9)}-1${n % 10}`));
      return [file];
    },
  },
  {
    name: 'a post tag',
    async apply(p, n, pick) {
      const file = `content/blog/${pick(POSTS)}.en.md`;
      await p.edit(file, (t) => t.replace(/^tags: \[/m, `tags: ["Deneme ${n % 3}", `));
      return [file];
    },
  },
  {
    name: 'a post body (a paragraph with a link)',
    async apply(p, n, pick) {
      const file = `content/blog/${pick(POSTS)}.${pick(LANGS)}.md`;
      await p.edit(file, (t) => `${t}\nA paragraph added by edit ${n}, with a [link to the services](/services).\n`);
      return [file];
    },
  },
  {
    name: 'the opening of a post body (its meta description)',
    async apply(p, n, pick) {
      const file = `content/blog/${pick(POSTS)}.${pick(LANGS)}.md`;
      await p.edit(file, (t) =>
        t.replace(/^---\n([^]*?)\n---\n/, (front) => `${front}Opening sentence ${n}, written first. `),
      );
      return [file];
    },
  },
  {
    name: 'a new post',
    async apply(p, n) {
      const files = await createPost({
        contentDir: p.content,
        slug: `new-post-${n}`,
        date: `2025-06-${String(1 + (n % 28)).padStart(2, '0')}`,
      });
      created.push(`new-post-${n}`);
      return files;
    },
  },
  {
    name: 'a deleted post',
    async apply(p, n, pick) {
      if (created.length === 0) return EDITS.find((e) => e.name === 'a new post')!.apply(p, n, pick);
      const slug = pick(created);
      created = created.filter((s) => s !== slug);
      const files = LANGS.map((l) => p.file(`content/blog/${slug}.${l}.md`));
      await Promise.all(files.map((f) => rm(f)));
      return files;
    },
  },
  {
    name: 'a locale string',
    async apply(p, n, pick) {
      const file = `content/locales/${pick(LANGS)}.yaml`;
      await p.edit(file, (t) =>
        t.replace(/^( {2}loadMore: ).*$/m, `$1"More ${n}"`).replace(/^( {2}about: ).*$/m, `$1"Nav ${n}"`),
      );
      return [file];
    },
  },
  {
    name: 'a service name',
    async apply(p, n, pick) {
      const file = `content/services/${pick(['consultancy', 'corporate-events', 'birthday-special-day'])}.${pick(LANGS)}.yaml`;
      await p.edit(file, (t) => t.replace(/^name: .*$/m, `name: Service ${n}`));
      return [file];
    },
  },
  {
    name: 'an FAQ answer',
    async apply(p, n, pick) {
      const file = `content/faq/${pick(LANGS)}.yaml`;
      await p.edit(file, (t) => t.replace(/^( {4}answer: )/m, `$1Edited ${n}. `));
      return [file];
    },
  },
  {
    name: 'the phone number',
    async apply(p, n) {
      await p.edit('content/site.yaml', (t) =>
        t.replace(/^phone: .*$/m, `phone: "+90212555${String(n % 10).padStart(2, '0')}47"`),
      );
      return ['content/site.yaml'];
    },
  },
  {
    name: 'a template text',
    async apply(p, n, pick) {
      const file = pick(['templates/pages/AboutPage.tsx', 'templates/Layout.tsx', 'templates/parts.tsx']);
      await p.edit(file, (t) => t.replace(/className="wrap( [a-z-]+)?"/, (m) => m.replace('"wrap', `"wrap v${n}`)));
      return [file];
    },
  },
];

describe('dev output equals a fresh build after any sequence of saves', () => {
  let project: ProjectCopy;
  let builder: DevBuilder;
  const devOut = () => project.file('.eventsite/dev');
  beforeAll(async () => {
    project = await copyProject();
    builder = new DevBuilder({
      contentDir: project.content,
      outDir: devOut(),
      layout: project.layout,
      year: YEAR,
      devScript: '/__eventsite/live-reload.js',
    });
    await builder.full();
  }, 120_000);
  afterAll(() => project?.remove());

  const seed = Number(process.env.DEV_PROPERTY_SEED ?? 20261122);
  it(`matches after each of 16 random edits (seed ${seed})`, async () => {
    const next = random(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    for (let n = 1; n <= 16; n++) {
      const edit = pick(EDITS);
      const changed = await edit.apply(project, n, pick);
      await builder.update(changed.map((f) => (path.isAbsolute(f) ? f : project.file(f))));
      const fresh = project.file(`fresh-${n}`);
      // Dev shows drafts (a new post is one, still holding the text `new post` wrote), as build --drafts
      // --allow-placeholders does. Without .br and .gz files: only the pages are compared.
      await build({
        contentDir: project.content,
        outDir: fresh,
        layout: project.layout,
        year: YEAR,
        drafts: true,
        placeholders: 'allow',
        precompress: false,
      });
      const [dev, built] = await Promise.all([pagesOf(devOut()), pagesOf(fresh)]);
      expect([...dev.keys()], `after edit ${n} (${edit.name})`).toEqual([...built.keys()]);
      for (const [file, html] of built) expect(dev.get(file), `${file} after edit ${n} (${edit.name})`).toBe(html);
      await rm(fresh, { recursive: true, force: true });
    }
    // Sixteen dev updates and sixteen whole builds, all CPU: minutes on a 2-core runner that others keep busy. A
    // generous guard against a hang, not a timing.
  }, 600_000);
});

describe('stale-page regressions', () => {
  let project: ProjectCopy;
  beforeAll(async () => {
    project = await copyProject();
  });
  afterAll(() => project?.remove());

  it('rewrites the home page when a post it shows changes, whatever number of teasers it shows', async () => {
    // A developer shows four teasers instead of three, then an editor edits the fourth newest post.
    await project.edit('src/site/pages/fixed-pages.ts', (t) =>
      t.replace('content.posts.slice(0, 3)', 'content.posts.slice(0, 4)'),
    );
    const dev = startCli(project.dir, ['dev', '--port', '0']);
    try {
      // After a source edit the compiled CLI is stale and the sources run through tsx, and the edit made another
      // version of the tool, whose first build finds none of the cache folder's entries: every image, font and card is
      // made again (minutes of wall time on a loaded 2-core runner). A generous guard against a hang, not a timing.
      await dev.waitFor(/Dev server: http/, { timeout: 240_000 });
      expect(cheerio.load(await project.read('.eventsite/dev/index.html'))('.card.post-card')).toHaveLength(4);
      const from = dev.output().length;
      await project.edit('content/blog/year-end-corporate-events-2026.en.md', (t) =>
        t.replace(/^title: .*$/m, 'title: "Fourth Teaser, Edited"'),
      );
      await dev.waitFor(/→ \d+ pages? written/, { from, timeout: 60_000 });
      expect(await project.read('.eventsite/dev/index.html')).toContain('Fourth Teaser, Edited');
    } finally {
      await dev.stop();
    }
  }, 300_000);

  it('starts again after an edit to the route table module, and rewrites nothing with the old one', async () => {
    const dev = startCli(project.dir, ['dev', '--port', '0']);
    try {
      await dev.waitFor(/Dev server: http/, { timeout: 110_000 });
      const before = await project.read('.eventsite/dev/index.html');
      const from = dev.output().length;
      await project.edit('src/site/route-table.ts', (t) => `${t}\n// edited\n`);
      await project.edit('content/blog/rsvp-guide.en.md', (t) =>
        t.replace(/^title: .*$/m, 'title: "After The Route Edit"'),
      );
      await dev.waitFor(/A source of eventsite changed: dev starts again with the new code/, { from });
      expect(await project.read('.eventsite/dev/index.html')).toBe(before);
      expect(await project.read('.eventsite/dev/blog/rsvp-guide.html')).not.toContain('After The Route Edit');
    } finally {
      await dev.stop();
    }
  }, 120_000);
});
