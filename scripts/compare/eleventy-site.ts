/**
 * The benchmark corpus as an Eleventy 3 project: the same posts in both languages, a Nunjucks layout (head with
 * canonical and hreflang links, header with navigation and language switch, footer), a page per post and language,
 * a blog list and tag pages per language, a home and a contact page per language, an Atom feed per language and a
 * sitemap. Markdown is rendered by Eleventy (markdown-it, with its default Liquid pre-processing).
 *
 * The project's fixed files are those of `eleventy/` (layouts, pages, the strings of each language); its
 * configuration is `eleventy.config.ts`, compiled; the tags, the posts and their images are written from the corpus.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { PROJECT } from '../../src/core/project-layout.ts';
import { STYLES } from './site-styles.ts';
import { CORPUS_TAGS, TAG_LABELS_EN, type CorpusPost, type CorpusText } from '../corpus.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

function postFile(post: CorpusPost, text: CorpusText): string {
  const q = JSON.stringify;
  return `---\ntitle: ${q(text.title)}\nexcerpt: ${q(text.excerpt)}\ndate: ${post.date}\nimage: ${post.image}\nimageAlt: ${q(text.imageAlt)}\ntags: [${post.tags.map((t) => q(t)).join(', ')}]\nalternates: { en: /blog/${post.slug}.html, tr: /tr/blog/${post.slug}.html }\n---\n${text.body}\n`;
}

/** `eleventy.config.ts` as the JavaScript module Eleventy loads. */
async function compiledConfig(): Promise<string> {
  const source = path.join(HERE, 'eleventy.config.ts');
  const { code } = await esbuild.transform(await readFile(source, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    sourcefile: source,
  });
  return `// Eleventy configuration of the benchmark site, compiled from scripts/compare/eleventy.config.ts.\n${code}`;
}

/**
 * Writes the Eleventy project into `root` (created if needed).
 * @param root - an empty folder, e.g. under `/dev/shm`; the output goes elsewhere (`eleventy --output`).
 * @param posts - the corpus ({@link generatePosts}).
 */
export async function writeEleventySite(root: string, posts: readonly CorpusPost[]): Promise<void> {
  const file = async (name: string, text: string) => {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  };
  await cp(path.join(HERE, 'eleventy'), root, { recursive: true });
  await file('eleventy.config.mjs', await compiledConfig());
  // The tags every tag page is made for, and their labels in each language (Turkish ones are the tags themselves).
  await file('_data/tagList.json', JSON.stringify(CORPUS_TAGS));
  await file(
    '_data/tagLabels.json',
    JSON.stringify({ en: TAG_LABELS_EN, tr: Object.fromEntries(CORPUS_TAGS.map((t) => [t, t])) }),
  );
  await file('styles.css', STYLES);
  await cp(path.join(PROJECT.content, 'images/blog'), path.join(root, 'images/blog'), { recursive: true });
  for (const post of posts) {
    await file(`posts/en/${post.slug}.md`, postFile(post, post.en));
    await file(`posts/tr/${post.slug}.md`, postFile(post, post.tr));
  }
}
