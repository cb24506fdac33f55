/**
 * `eventsite new post <slug>`: creates the English and Turkish files of a new blog post with valid front matter
 * (today's date) that builds at once. Refuses an invalid slug and a slug or alias already in use.
 */
import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import matter from 'gray-matter';
import { slugSchema } from './content/schemas.ts';
import { DuplicateRouteError, InvalidContentError } from './errors.ts';

/** The image a new post starts with, until the editor adds its own. */
export const NEW_POST_IMAGE = 'og-default.svg';

/** Options of {@link createPost}. */
export interface CreatePostOptions {
  contentDir: string;
  slug: string;
  /** yyyy-mm-dd (default: today in the machine's time zone). */
  date?: string;
}

/** Today's date in the local time zone, yyyy-mm-dd (an editor in İstanbul at 01:00 gets today, not yesterday). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function titleOf(slug: string): string {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Writes `blog/{slug}.en.md` and `blog/{slug}.tr.md`.
 * @returns the two files created.
 * @throws {InvalidContentError} when the slug is not a valid slug.
 * @throws {DuplicateRouteError} when a post (or alias) already uses the slug.
 */
export async function createPost({ contentDir, slug, date = today() }: CreatePostOptions): Promise<string[]> {
  if (!slugSchema.safeParse(slug).success) {
    throw new InvalidContentError(`"${slug}" is not a valid slug`, {
      expected: 'lowercase letters a–z, digits and single hyphens, e.g. wedding-budget-basics',
    });
  }
  const blog = path.join(contentDir, 'blog');
  const files = { en: path.join(blog, `${slug}.en.md`), tr: path.join(blog, `${slug}.tr.md`) };
  for (const file of Object.values(files)) {
    if (await access(file).then(() => true, () => false)) throw new DuplicateRouteError(`a post "${slug}" already exists`, { file, hint: 'choose another slug' });
  }
  for (const file of await fg('*.en.md', { cwd: blog, absolute: true })) {
    const aliases = (matter.read(file).data as { aliases?: unknown }).aliases;
    if (Array.isArray(aliases) && aliases.includes(slug)) throw new DuplicateRouteError(`"${slug}" is already an alias of another post`, { file, hint: 'choose another slug' });
  }
  const title = titleOf(slug);
  await writeFile(
    files.en,
    `---
title: ${JSON.stringify(title)}
excerpt: "One or two sentences for the blog cards: what the reader will learn."
date: ${date}
image: ${NEW_POST_IMAGE}   # replace with blog/${slug}.svg once the artwork is in content/images/blog/
imageAlt: "The Kadife Events emblem in gold on black"
tags: [Etkinlik Planlama]   # Turkish labels, shared by both languages
---
Write the article here in markdown. Link to the site's pages by their paths, e.g. [contact us](/contact).
`,
    { flag: 'wx' },
  );
  await writeFile(
    files.tr,
    `---
title: ${JSON.stringify(title)}
excerpt: "Blog kartlarında görünen bir iki cümle: okur ne öğrenecek?"
imageAlt: "Siyah üzerine altın renkli Kadife Events amblemi"
---
Yazıyı buraya markdown olarak yazın. Sitenin sayfalarına yollarıyla bağlantı verin, örneğin [bize ulaşın](/tr/iletisim).
`,
    { flag: 'wx' },
  );
  return [files.en, files.tr];
}
