/**
 * The benchmark corpus as a Hugo (0.111) project: English at the root and Turkish under /tr/ (translations by
 * content folder), Go templates for a layout with head (canonical, hreflang), header with navigation and language
 * switch, and footer; a page per post and language, the blog list, the tag pages, a home and a contact page per
 * language, an RSS feed of the blog per language and Hugo's sitemap. Markdown is rendered by Hugo (Goldmark).
 * Files end in `.html` (`uglyURLs`), like eventsite's output.
 *
 * The project's fixed files are those of `hugo/` (configuration, layouts, the home, blog and contact pages); the
 * English tag labels, the posts and their images are written from the corpus. Tags are written in Turkish; English
 * pages show their labels (`params.tagLabels`, whose keys Hugo lowercases: `partials/tag-label.html` looks them up
 * lowercased).
 */
import { appendFile, cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROJECT } from '../../src/core/project-layout.ts';
import { STYLES } from './site-styles.ts';
import { TAG_LABELS_EN, type CorpusPost, type CorpusText } from '../corpus.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

const q = JSON.stringify;

function postFile(post: CorpusPost, text: CorpusText): string {
  return `---\ntitle: ${q(text.title)}\nexcerpt: ${q(text.excerpt)}\ndate: ${post.date}\nimage: ${post.image}\nimageAlt: ${q(text.imageAlt)}\ntags: [${post.tags.map((t) => q(t)).join(', ')}]\n---\n${text.body}\n`;
}

/**
 * Writes the Hugo project into `root` (created if needed).
 * @param root - an empty folder, e.g. under `/dev/shm`; the output goes elsewhere (`hugo --destination`).
 * @param posts - the corpus ({@link generatePosts}).
 */
export async function writeHugoSite(root: string, posts: readonly CorpusPost[]): Promise<void> {
  const file = async (name: string, text: string) => {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  };
  await cp(path.join(HERE, 'hugo'), root, { recursive: true });
  // Quoted as JSON strings, which are TOML basic strings too.
  const labels = Object.entries(TAG_LABELS_EN)
    .map(([tag, label]) => `${q(tag)} = ${q(label)}`)
    .join('\n');
  await appendFile(path.join(root, 'config.toml'), `[languages.en.params.tagLabels]\n${labels}\n`);
  await file('static/styles.css', STYLES);
  await cp(path.join(PROJECT.content, 'images/blog'), path.join(root, 'static/images/blog'), { recursive: true });
  for (const post of posts) {
    await file(`content/en/blog/${post.slug}.md`, postFile(post, post.en));
    await file(`content/tr/blog/${post.slug}.md`, postFile(post, post.tr));
  }
}
