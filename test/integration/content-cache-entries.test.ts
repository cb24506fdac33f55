/**
 * Entries kept whole between builds (the persistent content cache's second store): a load takes an entry only
 * when it would make the same one (the same files' texts, date, languages, images and generator), and returns
 * the content a load without the cache returns.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charactersBeyondBase } from '../../src/content/characters.ts';
import { loadContent, type Content } from '../../src/content/load-content.ts';
import { PersistentContentCache } from '../../src/content/persistent-cache.ts';
import { ownFace, siteFace } from '../../src/site/page-inputs.ts';
import { copyProject, tempDir, type ProjectCopy } from '../helpers/project.ts';

const TODAY = '2026-06-01';

/** 10 services and 9 posts, and the 8 documents (site, navigation, testimonials, tags, strings and FAQ per language). */
const KEPT = 27;

describe('entries kept whole between builds', () => {
  let copy: ProjectCopy;
  let cacheDir: string;
  beforeAll(async () => {
    copy = await copyProject({ only: ['content'] });
    cacheDir = await tempDir('eventsite-entries-');
  });
  afterAll(async () => {
    await copy.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  /** One load through the cache (as a new process would: the cache opened from disk, saved after). */
  async function cachedLoad(options: { today?: string; entriesVersion?: string } = {}) {
    const cache = await PersistentContentCache.open(cacheDir, 'prepared-1', options.entriesVersion ?? 'entries-1');
    const content = await loadContent({ contentDir: copy.content, persistentCache: cache, today: options.today ?? TODAY });
    await cache.save();
    return { content, ...cache.entryStats };
  }
  /** What a load without any cache makes. */
  const freshLoad = (today = TODAY) => loadContent({ contentDir: copy.content, today });
  const entries = (content: Content) => ({
    posts: content.posts,
    services: content.services,
    documents: [content.site, content.navigation, content.strings, content.faq, content.testimonials, content.tagLabels],
    warnings: content.warnings.map((w) => w.format()),
  });

  it('are kept by the first load and all taken by the next, which returns what a load without the cache returns', async () => {
    const first = await cachedLoad();
    expect([first.taken, first.kept]).toEqual([0, KEPT]);
    const second = await cachedLoad();
    expect([second.taken, second.kept]).toEqual([KEPT, 0]);
    expect(entries(second.content)).toEqual(entries(await freshLoad()));
    // The taken post shows the load's own image, not a copy kept with it.
    expect(second.content.posts[0]!.image).toBe(second.content.images.get(second.content.posts[0]!.image.path));
  });

  it('are made again from an edited file only', async () => {
    await copy.edit('content/blog/rsvp-guide.tr.md', (text) => `${text}\nEditörün eklediği bir cümle daha.\n`);
    const edited = await cachedLoad();
    expect([edited.taken, edited.kept]).toEqual([KEPT - 1, 1]);
    const post = edited.content.posts.find((p) => p.id === 'rsvp-guide')!;
    expect(post.locales.tr!.html).toContain('Editörün eklediği bir cümle daha.');
    expect(entries(edited.content)).toEqual(entries(await freshLoad()));
  });

  it('carry the characters the fonts need, as a walk of their texts finds them', async () => {
    await copy.edit('content/blog/event-colors-and-themes.en.md', (text) => `${text}\nA café in Kadıköy, façade in crème: ☕.\n`);
    await cachedLoad();
    const taken = await cachedLoad();
    expect(taken.taken).toBe(KEPT);
    const fresh = await freshLoad();
    expect([...charactersBeyondBase(taken.content)].sort()).toEqual([...charactersBeyondBase(fresh)].sort());
    expect([...charactersBeyondBase(taken.content)]).toEqual(expect.arrayContaining(['é', 'è', '☕']));
  });

  it('carry the fingerprints page inputs take of a post, as they are made from its texts', async () => {
    await copy.edit('content/blog/why-digital-invitations.tr.md', (text) => `${text}\nParmak izleri için bir satır.\n`);
    await cachedLoad();
    const taken = await cachedLoad();
    expect(taken.taken).toBe(KEPT);
    const fresh = await freshLoad();
    expect(siteFace(taken.content)).toBe(siteFace(fresh));
    for (const [i, post] of taken.content.posts.entries()) {
      for (const code of ['en', 'tr']) expect(ownFace(post, code), `${post.id} ${code}`).toBe(ownFace(fresh.posts[i]!, code));
    }
  });

  it('are made again when an image they show changed size', async () => {
    await copy.edit('content/images/blog/rsvp-guide.svg', (svg) => svg.replace('width="1200" height="675"', 'width="1600" height="900"'));
    const changed = await cachedLoad();
    expect(changed.taken).toBe(KEPT - 1);
    expect(changed.content.posts.find((p) => p.id === 'rsvp-guide')!.image.width).toBe(1600);
    expect(entries(changed.content)).toEqual(entries(await freshLoad()));
  });

  it('are made again on another date (documents are not dated), and under another version of the generator', async () => {
    const later = await cachedLoad({ today: '2026-06-02' });
    expect(later.taken).toBe(8);
    expect(entries(later.content)).toEqual(entries(await freshLoad('2026-06-02')));
    expect((await cachedLoad({ today: '2026-06-02', entriesVersion: 'entries-2' })).taken).toBe(0);
  });

  it('are never kept when their making warned: the warning is told at every load', async () => {
    await copy.edit('content/blog/birthday-party-ideas.en.md', (text) => `${text}\n<div>raw html</div>\n`);
    const warned = (content: Content) => content.warnings.filter((w) => w.format().includes('birthday-party-ideas.en.md'));
    await cachedLoad();
    for (let i = 0; i < 2; i++) {
      const load = await cachedLoad();
      expect(load.taken).toBe(KEPT - 1);
      expect(warned(load.content)).toHaveLength(1);
    }
  });

  it('name the line of a kept document in an error about it, as a load without the cache does', async () => {
    await cachedLoad();
    await rm(copy.file('content/images/hero.svg'));
    const errorOf = (load: Promise<unknown>) => load.then(() => '', (error: Error & { errors?: { format(): string }[] }) => (error.errors ?? []).map((e) => e.format()).join('\n'));
    const cached = await errorOf(cachedLoad());
    expect(cached).toMatch(/site\.yaml:\d+/);
    expect(cached).toBe(await errorOf(freshLoad()));
  });
});
