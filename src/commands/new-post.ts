/**
 * `eventsite new post <slug>`: creates one file per language of a new blog post with valid front matter
 * (today's date in the site's time zone) that builds at once, as a draft (shown by `dev`, not published until the editor
 * removes `draft: true`); the default language's file holds the shared fields. Refuses an invalid slug and a
 * slug or alias already in use.
 */
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { parse } from 'yaml';
import { contentFolderProblem } from '../content/source/content-folder.ts';
import { parseMarkdownFile } from '../content/source/parse-file.ts';
import { POST_SCAFFOLDS } from '../content/checks/placeholders.ts';
import { dateIn, DEFAULT_TIME_ZONE, isTimeZone, siteSchema } from '../content/schemas.ts';
import { slugProblem } from '../content/collections/slug.ts';
import { decodeContentText } from '../content/source/text-file.ts';
import { displayPath } from '../core/display-path.ts';
import { ContentNotWritableError, DuplicateRouteError, InvalidContentError } from '../core/errors.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** Options of {@link createPost}. */
export interface CreatePostOptions {
  contentDir: string;
  slug: string;
  /** yyyy-mm-dd (default: today in `site.yaml` `timeZone`, else Europe/Istanbul: what a build in CI takes as today). */
  date?: string;
}

/**
 * The title of a language other than the default: the default language's, marked `TODO` so that `check` and
 * `build` name it until it is translated.
 */
const untranslatedTitle = (title: string): string => `TODO translate: ${title}`;

function titleOf(slug: string): string {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * The languages and default social image of `site.yaml`.
 * @throws {InvalidContentError} when it is missing, is not YAML or has no languages.
 */
async function siteSettings(
  contentDir: string,
): Promise<{ languages: string[]; image: string; tagLanguage: string; timeZone: string }> {
  const file = path.join(contentDir, 'site.yaml');
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes)
    throw new InvalidContentError(catalogue.SiteSettings({ problem: 'cannot be read' }), {
      file: displayPath(file),
      expected: "the site's settings file",
      hint: 'name the content folder with --content',
    });
  const text = decodeContentText(bytes, file);
  let data: { languages?: unknown; images?: { socialDefault?: unknown }; tagLanguage?: unknown; timeZone?: unknown };
  try {
    data = (parse(text) ?? {}) as typeof data;
  } catch {
    throw new InvalidContentError(catalogue.SiteSettings({ problem: 'is not well-formed YAML' }), {
      file: displayPath(file),
      expected: 'well-formed YAML',
    });
  }
  const languages = siteSchema.shape.languages.safeParse(data.languages);
  if (!languages.success)
    throw new InvalidContentError(catalogue.SiteSettings({ problem: 'has no valid languages list' }), {
      file: displayPath(file),
      field: 'languages',
      expected: 'a list of language codes, e.g. [en, tr]',
    });
  const { socialDefault } = data.images ?? {};
  const timeZone = data.timeZone ?? DEFAULT_TIME_ZONE;
  if (typeof timeZone !== 'string' || !isTimeZone(timeZone))
    throw new InvalidContentError(catalogue.SiteSettings({ problem: 'has an unknown time zone' }), {
      file: displayPath(file),
      field: 'timeZone',
      expected: 'an IANA time zone such as Europe/Istanbul',
    });
  return {
    languages: languages.data,
    image: typeof socialDefault === 'string' ? socialDefault : 'og-default.svg',
    tagLanguage: typeof data.tagLanguage === 'string' ? data.tagLanguage : languages.data[0]!,
    timeZone,
  };
}

/**
 * Writes `blog/{slug}.{code}.md` for every language of `site.yaml`.
 * @returns the files created, the default language's first.
 * @throws {InvalidContentError} when the slug is not a valid slug or is longer than `MAX_SLUG_LENGTH` (80) characters.
 * @throws {DuplicateRouteError} when a post (or alias) already uses the slug.
 * @throws {InvalidContentError} when the content folder or its `site.yaml` is missing.
 * @throws {ContentNotWritableError} when the blog folder may not be written.
 */
export async function createPost({ contentDir, slug, date }: CreatePostOptions): Promise<string[]> {
  // Before any file name is made of it: a slug over the limit would fail at the file system (ENAMETOOLONG) or later.
  const problem = slugProblem(slug);
  if (problem)
    throw new InvalidContentError(catalogue.SlugInvalid({ said: problem.message }), {
      field: 'slug',
      expected: problem.expected,
      hint: problem.hint,
    });
  const missing = await contentFolderProblem(contentDir);
  if (missing) throw missing;
  const { languages, image, tagLanguage, timeZone } = await siteSettings(contentDir);
  const blog = path.join(contentDir, 'blog');
  const files = languages.map((code) => path.join(blog, `${slug}.${code}.md`));
  for (const file of files) {
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      throw new DuplicateRouteError(catalogue.PostExists({ slug }), { file });
  }
  for (const file of await fg(`*.${languages[0]}.md`, { cwd: blog, absolute: true, followSymbolicLinks: false })) {
    let aliases: unknown;
    try {
      aliases = (
        parseMarkdownFile(decodeContentText(await readFile(file), file), file, file).source.data as {
          aliases?: unknown;
        }
      ).aliases;
    } catch {
      continue; // a broken post is for `check` to report; it claims no alias
    }
    if (Array.isArray(aliases) && aliases.includes(slug))
      throw new DuplicateRouteError(catalogue.SlugIsAlias({ slug }), { file });
  }
  await mkdir(blog, { recursive: true }).catch((error: unknown) => {
    throw notWritable(blog, error);
  });
  const title = titleOf(slug);
  const fallback = POST_SCAFFOLDS[languages[0]!] ?? POST_SCAFFOLDS.en!;
  for (const [i, code] of languages.entries()) {
    const copy = POST_SCAFFOLDS[code] ?? fallback;
    const shared =
      i === 0
        ? `date: ${date ?? dateIn(timeZone)}\nimage: ${image}   # replace with blog/${slug}.svg once the artwork is in content/images/blog/\ntags: [Etkinlik Planlama]   # labels in the tag language (${tagLanguage}), shared by every language\ndraft: true   # shown by eventsite dev and build --drafts; remove this line to publish\n`
        : '';
    const front = `title: ${JSON.stringify(i === 0 ? title : untranslatedTitle(title))}\nexcerpt: ${JSON.stringify(copy.excerpt)}\n${shared}imageAlt: ${JSON.stringify(copy.imageAlt)}\n`;
    await writeFile(files[i]!, `---\n${front}---\n${copy.body}\n`, { flag: 'wx' }).catch((error: unknown) => {
      throw notWritable(blog, error);
    });
  }
  return files;
}

/**
 * What the editor does next with the files {@link createPost} wrote (the default language's first), as lines to
 * print: the files, what to write in each, how to see it and how to publish it.
 */
export function nextSteps(files: readonly string[]): string[] {
  const [first, ...others] = files.map((file) => displayPath(file));
  return [
    ...files.map((file) => `created ${displayPath(file)}`),
    '',
    'Next steps:',
    `  1. In ${first}: write the title, excerpt, imageAlt and body; set date, image and tags.`,
    ...(others.length > 0
      ? [
          `  2. In ${others.join(', ')}: translate the title (it starts with "TODO translate:"), excerpt, imageAlt and body.`,
        ]
      : []),
    `  ${others.length > 0 ? 3 : 2}. npm run dev shows the draft; npm run check names every text still to write.`,
    `  ${others.length > 0 ? 4 : 3}. To publish: remove the line "draft: true" from ${first}, then npm run build.`,
  ];
}

/** The plain error of a blog folder that refuses the new files (permissions, a read-only file system), else `error` itself. */
function notWritable(blog: string, error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (!['EACCES', 'EPERM', 'EROFS'].includes(code)) return error;
  const why = code === 'EROFS' ? 'it is on a read-only file system' : 'this user may not write to it';
  return new ContentNotWritableError(
    catalogue.ContentNotWritable({ dir: displayPath(blog), why, reason: code }),
    { file: displayPath(blog) },
    { cause: error },
  );
}
