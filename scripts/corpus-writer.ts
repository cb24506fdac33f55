/**
 * Writes the generated benchmark posts (`corpus.ts`) as eventsite content: a copy of the bundled content folder
 * with each post's English and Turkish markdown files added.
 */
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { PROJECT } from '../src/core/project-layout.ts';
import { CORPUS_TAGS, TAG_LABELS_EN, generatePosts, type CorpusPost } from './corpus.ts';

const quote = (s: string) => JSON.stringify(s);

/** The post's two eventsite files (`blog/<slug>.en.md`, `blog/<slug>.tr.md`): the default language holds the shared fields. */
export function eventsitePostFiles(post: CorpusPost): { en: string; tr: string } {
  return {
    en: `---\ntitle: ${quote(post.en.title)}\nexcerpt: ${quote(post.en.excerpt)}\ndate: ${post.date}\nimage: ${post.image}\nimageAlt: ${quote(post.en.imageAlt)}\ntags: [${post.tags.map(quote).join(', ')}]\n---\n${post.en.body}\n`,
    tr: `---\ntitle: ${quote(post.tr.title)}\nexcerpt: ${quote(post.tr.excerpt)}\nimageAlt: ${quote(post.tr.imageAlt)}\n---\n${post.tr.body}\n`,
  };
}

/**
 * A copy of the bundled content with `count` extra generated posts in both languages.
 * @param count - generated posts per language.
 * @param options.parent - folder to create the corpus in (default: the system temp folder).
 * @returns the content folder, `<parent>/eventsite-bench-corpus-XXXXXX/content`; remove its parent when done.
 * @throws {Error} when the corpus's tags or their English labels are not those of `content/tags.yaml`.
 */
export async function generateCorpus(count: number, options: { parent?: string } = {}): Promise<string> {
  // A tag missing from tags.yaml would not fail the build (it shows its Turkish label), so check here.
  const labels = parse(await readFile(path.join(PROJECT.content, 'tags.yaml'), 'utf8')) as Record<
    string,
    { en?: string }
  >;
  const wrong = CORPUS_TAGS.filter((tag) => labels[tag]?.en !== TAG_LABELS_EN[tag]);
  if (wrong.length > 0)
    throw new Error(
      `scripts/corpus.ts: CORPUS_TAGS or TAG_LABELS_EN disagree with content/tags.yaml for ${wrong.join(', ')}`,
    );
  const root = await mkdtemp(path.join(options.parent ?? tmpdir(), 'eventsite-bench-corpus-'));
  const dir = path.join(root, 'content');
  await cp(PROJECT.content, dir, { recursive: true });
  await mkdir(path.join(dir, 'blog'), { recursive: true });
  for (const post of generatePosts(count)) {
    const files = eventsitePostFiles(post);
    await writeFile(path.join(dir, `blog/${post.slug}.en.md`), files.en);
    await writeFile(path.join(dir, `blog/${post.slug}.tr.md`), files.tr);
  }
  return dir;
}
