/**
 * The rename recipe of docs/content.md in one step: a post gets a new slug in its English file and keeps the old
 * one in `aliases`, while the Turkish file has no slug of its own (its page keeps the id). Links elsewhere to the
 * old address still work and are named as warnings, with file and line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/commands/build/load-site.ts';
import { copyProject, type ProjectCopy } from '../helpers/project.ts';

let copy: ProjectCopy;
beforeAll(async () => {
  copy = await copyProject();
  await copy.edit('content/blog/rsvp-guide.en.md', (t) =>
    t.replace(/^date: /m, 'slug: rsvp-etiquette\naliases: [rsvp-guide]\ndate: '),
  );
  await copy.edit('content/blog/birthday-party-ideas.en.md', (t) => `${t}\nSee [our RSVP guide](/blog/rsvp-guide).\n`);
}, 120_000);
afterAll(() => copy?.remove());

describe('renaming a post', () => {
  it('builds the routes: the old English address leads to the new page, the Turkish page keeps its slug', async () => {
    const { routes, content } = await loadSite({ contentDir: copy.content, layout: copy.layout });
    expect(routes.byUrl.get('/blog/rsvp-etiquette')?.alias).toBe(false);
    expect(routes.byUrl.get('/blog/rsvp-guide')?.alias).toBe(true);
    expect(routes.byUrl.get('/tr/blog/rsvp-guide')?.alias).toBe(false);
    const text = await copy.read('content/blog/birthday-party-ideas.en.md');
    const line = text.split('\n').findIndex((l) => l.includes('our RSVP guide')) + 1;
    const warnings = content.warnings.map((w) => w.format());
    expect(warnings).toContainEqual(
      expect.stringMatching(
        new RegExp(`content/blog/birthday-party-ideas\\.en\\.md:${line}\\b.*/blog/rsvp-guide.*/blog/rsvp-etiquette`),
      ),
    );
  });
});
