/**
 * Loads and validates everything under the content folder (fast-glob + gray-matter + yaml + zod) into one
 * {@link Content} object. Every problem is collected, not just the first; if there is any, a
 * {@link ContentErrors} listing them all is thrown and nothing downstream runs.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import matter from 'gray-matter';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  ContentErrors,
  DuplicateRouteError,
  InvalidContentError,
  MissingImageError,
  MissingTranslationError,
  YamlSyntaxError,
  type EventsiteError,
} from '../errors.ts';
import { describeText, renderMarkdown, type MarkdownLink, type RenderedMarkdown } from './markdown.ts';
import {
  LOCALES,
  faqSchema,
  localeStringsSchema,
  navigationSchema,
  postEnFrontMatterSchema,
  postTrFrontMatterSchema,
  serviceSchema,
  siteSchema,
  slugSchema,
  testimonialsSchema,
  type FaqItem,
  type Locale,
  type LocaleStrings,
  type Navigation,
  type ServiceLocale,
  type Site,
  type Testimonial,
} from './schemas.ts';
import { parseYamlSource, validateSource, type YamlSource } from './yaml-source.ts';

/** An image of `content/images/`, with its intrinsic size in CSS pixels. */
export interface ImageSource {
  /** Path relative to `content/images/`, e.g. `blog/rsvp-guide.svg`. */
  path: string;
  /** Absolute file path. */
  file: string;
  width: number;
  height: number;
}

/** One of the ten services (spec §3), both languages. */
export interface Service {
  /** Content file, relative to the working directory. */
  file: string;
  order: number;
  slug: Record<Locale, string>;
  featured: boolean;
  image: ImageSource;
  keywords: Record<Locale, string[]>;
  locales: Record<Locale, ServiceLocale>;
}

/** One language of a blog post. */
export interface PostLocale {
  file: string;
  title: string;
  excerpt: string;
  imageAlt: string;
  keywords: string[];
  /** Sanitised body HTML. */
  html: string;
  /** Meta description: the body's first 160 characters as plain text (decision 11). */
  description: string;
  wordCount: number;
  /** Links of the body, lines counted in the file. */
  links: MarkdownLink[];
}

/** A blog post in both languages (spec §3, decision 3). */
export interface Post {
  slug: string;
  /** yyyy-mm-dd */
  date: string;
  image: ImageSource;
  /** Turkish tag labels, shown in both languages (spec §3). */
  tags: string[];
  /** Other slugs the post answers under (decision 3). */
  aliases: string[];
  locales: Record<Locale, PostLocale>;
}

/** Everything the site is built from. */
export interface Content {
  /** Absolute content folder. */
  root: string;
  site: Site;
  navigation: Navigation;
  strings: Record<Locale, LocaleStrings>;
  faq: Record<Locale, FaqItem[]>;
  testimonials: Testimonial[];
  /** Sorted by `order`. */
  services: Service[];
  /** Newest first (decision 4). */
  posts: Post[];
  /** Every image by its path relative to `content/images/`. */
  images: Map<string, ImageSource>;
  /** Non-fatal findings (e.g. emptied unsafe links), for `check`. */
  warnings: EventsiteError[];
}

/** Options of {@link loadContent}. */
export interface LoadContentOptions {
  /** The content folder (the CLI's default is `content`). */
  contentDir: string;
  /** Overrides `site.yaml`'s `baseUrl` (CLI `--base-url`); must be an absolute http(s) URL. */
  baseUrl?: string;
  /** Parse results kept between loads (dev): unchanged files are not parsed again. */
  cache?: ContentCache;
}

/**
 * Parse results of earlier loads, keyed by file text (YAML, markdown) or by file, size and modification time
 * (image sizes). Only successful parses are kept.
 */
export class ContentCache {
  /** Entries are per file (the latest text only); {@link ContentCache.forget} drops those of deleted files. */
  readonly yaml = new Map<string, { text: string; source: YamlSource }>();
  readonly markdown = new Map<string, { body: string; rendered: RenderedMarkdown & { description: string } }>();
  readonly imageSizes = new Map<string, { width: number; height: number }>();
  /** File texts by path, with the size and modification time they were read at. */
  readonly texts = new Map<string, { size: number; mtimeMs: number; text: string }>();
  /** A post language built from an unchanged markdown file is the same object as before (dev compares by identity). */
  readonly postLocales = new Map<string, { source: MarkdownFile; shared: string; value: PostLocale; warnings: EventsiteError[] }>();
  /** Markdown files split into front matter and body, by path. */
  readonly markdownFiles = new Map<string, { raw: string; file: MarkdownFile }>();

  /**
   * Drops what is known of `files` (absolute paths; changed or deleted): they are read and parsed afresh, and a
   * deleted file's entries do not linger.
   */
  forget(files: readonly string[]): void {
    const names = new Set(files.flatMap((f) => [f, path.relative(process.cwd(), f) || f]));
    for (const map of [this.texts, this.markdown, this.markdownFiles, this.postLocales]) for (const key of map.keys()) if (names.has(key)) map.delete(key);
    for (const map of [this.yaml, this.imageSizes]) for (const key of map.keys()) if (names.has(key.split('\0')[0]!)) map.delete(key);
  }

  /** The text of a file, read again only when its size or modification time changed. */
  async read(file: string): Promise<string> {
    const info = await stat(file);
    const known = this.texts.get(file);
    if (known && known.size === info.size && known.mtimeMs === info.mtimeMs) return known.text;
    const text = await readFile(file, 'utf8');
    this.texts.set(file, { size: info.size, mtimeMs: info.mtimeMs, text });
    return text;
  }
}

const IMAGE_GLOB = '**/*.{svg,png,jpg,jpeg,webp,avif}';

/**
 * Loads the whole content folder.
 * @throws {ContentErrors} listing every invalid file, field, missing translation, duplicate slug and missing image.
 */
export async function loadContent(options: LoadContentOptions): Promise<Content> {
  const root = path.resolve(options.contentDir);
  const errors: EventsiteError[] = [];
  const warnings: EventsiteError[] = [];
  const rel = (file: string) => path.relative(process.cwd(), file) || file;
  const cache = options.cache ?? new ContentCache();

  async function yamlFile<S extends z.ZodType>(name: string, schema: S): Promise<z.infer<S> | undefined> {
    const file = path.join(root, name);
    let text: string;
    try {
      text = await cache.read(file);
    } catch {
      errors.push(new InvalidContentError('file not found', { file: rel(file), hint: `create ${name}; see README.md, "Content"` }));
      return undefined;
    }
    const source = parse(text, rel(file), 0);
    return source && validateSource(schema, source, rel(file), errors);
  }

  function parse(text: string, file: string, lineOffset: number): YamlSource | undefined {
    const key = `${file}\0${lineOffset}`;
    const cached = cache.yaml.get(key);
    if (cached?.text === text) return cached.source;
    try {
      const source = parseYamlSource(text, { file, lineOffset });
      cache.yaml.set(key, { text, source });
      return source;
    } catch (error) {
      if (error instanceof YamlSyntaxError) errors.push(error);
      else throw error;
      return undefined;
    }
  }

  const images = await loadImages(path.join(root, 'images'), { cache, errors, rel });
  function image(ref: string, where: { file: string; source: YamlSource; field: PropertyKey[] }): ImageSource {
    const found = images.get(ref);
    if (found) return found;
    errors.push(
      new MissingImageError(`image "${ref}" not found`, {
        file: where.file,
        line: where.source.locate(where.field).line,
        field: where.field.join('.'),
        expected: 'a file under content/images/',
        hint: `add content/images/${ref} or correct the path`,
      }),
    );
    return { path: ref, file: '', width: 1, height: 1 };
  }

  const [site, navigation, testimonials, stringsEn, stringsTr, faqEn, faqTr] = await Promise.all([
    yamlFile('site.yaml', siteSchema),
    yamlFile('navigation.yaml', navigationSchema),
    yamlFile('testimonials.yaml', testimonialsSchema),
    yamlFile('locales/en.yaml', localeStringsSchema),
    yamlFile('locales/tr.yaml', localeStringsSchema),
    yamlFile('faq/en.yaml', faqSchema),
    yamlFile('faq/tr.yaml', faqSchema),
  ]);
  if (site && options.baseUrl !== undefined) {
    const parsed = siteSchema.shape.baseUrl.safeParse(options.baseUrl);
    if (parsed.success) site.baseUrl = parsed.data;
    else errors.push(new InvalidContentError(`--base-url "${options.baseUrl}" is not valid`, { field: '--base-url', expected: 'an absolute http(s) URL, e.g. https://www.example.com' }));
  }

  const markdown = (file: string, body: string): RenderedMarkdown & { description: string } => {
    const cached = cache.markdown.get(file);
    if (cached?.body === body) return cached.rendered;
    const result = renderMarkdown(body);
    const rendered = { ...result, description: describeText(result.text) };
    cache.markdown.set(file, { body, rendered });
    return rendered;
  };
  const services = await loadServices(root, { parse, image, errors, rel, markdown, cache });
  const posts = await loadPosts(root, { parse, image, errors, warnings, rel, markdown, cache });

  if (errors.length > 0) throw new ContentErrors(errors);
  return {
    root,
    site: site!,
    navigation: navigation!,
    strings: { en: stringsEn!, tr: stringsTr! },
    faq: { en: faqEn!.items, tr: faqTr!.items },
    testimonials: testimonials!.items,
    services,
    posts,
    images,
    warnings,
  };
}

interface LoaderTools {
  parse(text: string, file: string, lineOffset: number): YamlSource | undefined;
  image(ref: string, where: { file: string; source: YamlSource; field: PropertyKey[] }): ImageSource;
  errors: EventsiteError[];
  rel(file: string): string;
  markdown(file: string, body: string): RenderedMarkdown & { description: string };
  cache: ContentCache;
}

async function loadImages(
  dir: string,
  { cache, errors, rel }: { cache: ContentCache; errors: EventsiteError[]; rel(file: string): string },
): Promise<Map<string, ImageSource>> {
  const files = await fg(IMAGE_GLOB, { cwd: dir, onlyFiles: true });
  const entries = await Promise.all(
    files.sort().map(async (p): Promise<[string, ImageSource] | undefined> => {
      const file = path.join(dir, p);
      const info = await stat(file);
      const key = `${file}\0${info.size}\0${info.mtimeMs}`;
      let size = cache.imageSizes.get(key);
      if (!size) {
        const meta = await sharp(file).metadata().catch(() => ({ width: undefined, height: undefined }));
        if (!meta.width || !meta.height) {
          errors.push(new MissingImageError('image cannot be read or has no intrinsic size', { file: rel(file), hint: 'check the file; an SVG needs width and height attributes' }));
          return undefined;
        }
        size = { width: meta.width, height: meta.height };
        cache.imageSizes.set(key, size);
      }
      return [p, { path: p, file, ...size }];
    }),
  );
  return new Map(entries.filter((e) => e !== undefined));
}

async function loadServices(root: string, tools: LoaderTools): Promise<Service[]> {
  const files = (await fg('services/*.yaml', { cwd: root })).sort();
  const services: Service[] = [];
  for (const name of files) {
    const file = tools.rel(path.join(root, name));
    const source = tools.parse(await tools.cache.read(path.join(root, name)), file, 0);
    if (!source) continue;
    const data = validateSource(serviceSchema, source, file, tools.errors);
    if (!data) continue;
    if (path.basename(name, '.yaml') !== data.slugEn) {
      tools.errors.push(
        new InvalidContentError(`file name does not match slugEn "${data.slugEn}"`, {
          file,
          line: source.locate(['slugEn']).line,
          field: 'slugEn',
          hint: `rename the file to services/${data.slugEn}.yaml`,
        }),
      );
    }
    if (data.en.offerings.length !== data.tr.offerings.length) {
      tools.errors.push(
        new MissingTranslationError(`en has ${data.en.offerings.length} offering groups, tr has ${data.tr.offerings.length}`, {
          file,
          line: source.locate(['tr', 'offerings']).line,
          field: 'tr.offerings',
          expected: 'the same offering groups in both languages',
        }),
      );
    }
    services.push({
      file,
      order: data.order,
      slug: { en: data.slugEn, tr: data.slugTr },
      featured: data.featured,
      image: tools.image(data.image, { file, source, field: ['image'] }),
      keywords: data.keywords,
      locales: { en: data.en, tr: data.tr },
    });
  }
  for (const locale of LOCALES) {
    reportDuplicates(services.map((s) => ({ key: s.slug[locale], file: s.file })), `${locale} service slug`, tools.errors);
  }
  reportDuplicates(services.map((s) => ({ key: String(s.order), file: s.file })), 'service order', tools.errors, InvalidContentError);
  return services.sort((a, b) => a.order - b.order);
}

function reportDuplicates(
  entries: { key: string; file: string }[],
  what: string,
  errors: EventsiteError[],
  ErrorClass: typeof DuplicateRouteError | typeof InvalidContentError = DuplicateRouteError,
): void {
  const seen = new Map<string, string>();
  for (const { key, file } of entries) {
    const other = seen.get(key);
    if (other) errors.push(new ErrorClass(`duplicate ${what} "${key}", also used by ${other}`, { file, hint: `give each entry its own ${what}` }));
    else seen.set(key, file);
  }
}

/** A markdown file split into front matter (parsed, with line numbers) and body. */
export interface MarkdownFile {
  /** Path relative to the working directory. */
  file: string;
  source: YamlSource;
  data: unknown;
  body: string;
  /** Lines before the body in the file. */
  bodyOffset: number;
}

async function readMarkdown(absolute: string, tools: LoaderTools): Promise<MarkdownFile | undefined> {
  const file = tools.rel(absolute);
  const raw = await tools.cache.read(absolute);
  const cached = tools.cache.markdownFiles.get(file);
  if (cached?.raw === raw) return cached.file;
  let parsed: matter.GrayMatterFile<string>;
  try {
    // The front matter is parsed again below with line numbers; gray-matter only splits it off here.
    parsed = matter(raw, { engines: { yaml: () => ({}) } });
  } catch (error) {
    tools.errors.push(new YamlSyntaxError(String((error as Error).message), { file, line: 1, expected: 'front matter between --- lines' }));
    return undefined;
  }
  if (!raw.startsWith('---')) {
    tools.errors.push(
      new InvalidContentError('has no front matter', { file, line: 1, expected: 'a YAML front-matter block between --- lines at the top', hint: 'start the file with ---, the fields, and ---' }),
    );
    return undefined;
  }
  // Lines before the front-matter text in the file (the opening --- and anything gray-matter kept).
  const matterStart = raw.indexOf(parsed.matter);
  const source = tools.parse(parsed.matter, file, raw.slice(0, Math.max(0, matterStart)).split('\n').length - 1);
  if (!source) return undefined;
  const bodyOffset = raw.split('\n').length - parsed.content.split('\n').length;
  const result = { file, source, data: source.data, body: parsed.content, bodyOffset };
  tools.cache.markdownFiles.set(file, { raw, file: result });
  return result;
}

async function loadPosts(root: string, tools: LoaderTools & { warnings: EventsiteError[] }): Promise<Post[]> {
  const files = (await fg('blog/*.md', { cwd: root })).sort();
  const bySlug = new Map<string, Partial<Record<Locale, string>>>();
  for (const name of files) {
    const match = /^blog\/(.+)\.(en|tr)\.md$/.exec(name);
    if (!match) {
      tools.errors.push(
        new InvalidContentError('blog file name is not {slug}.en.md or {slug}.tr.md', { file: tools.rel(path.join(root, name)), hint: 'rename it, e.g. blog/rsvp-guide.en.md' }),
      );
      continue;
    }
    const [, slug, locale] = match as unknown as [string, string, Locale];
    const entry = bySlug.get(slug) ?? {};
    entry[locale] = path.join(root, name);
    bySlug.set(slug, entry);
  }

  // Read every post file at once: one round of I/O, not one per post.
  const read = new Map<string, Promise<MarkdownFile | undefined>>();
  for (const entry of bySlug.values()) for (const file of Object.values(entry)) read.set(file, readMarkdown(file, tools));
  const posts: Post[] = [];
  for (const [slug, entry] of bySlug) {
    if (!slugSchema.safeParse(slug).success) {
      tools.errors.push(new InvalidContentError(`post slug "${slug}" is not a valid slug`, { file: tools.rel(entry.en ?? entry.tr ?? root), expected: 'lowercase letters a–z, digits and single hyphens' }));
      continue;
    }
    for (const locale of LOCALES) {
      if (!entry[locale]) {
        const other = entry[locale === 'en' ? 'tr' : 'en']!;
        tools.errors.push(
          new MissingTranslationError(`post "${slug}" has no ${locale === 'en' ? 'English' : 'Turkish'} file`, {
            file: tools.rel(other),
            expected: `content/blog/${slug}.${locale}.md`,
            hint: `create blog/${slug}.${locale}.md; every post exists in both languages`,
          }),
        );
      }
    }
    if (!entry.en || !entry.tr) continue;
    const [en, tr] = await Promise.all([read.get(entry.en), read.get(entry.tr)]);
    if (!en || !tr) continue;
    const enData = validateSource(postEnFrontMatterSchema, en.source, en.file, tools.errors);
    const trData = validateSource(postTrFrontMatterSchema, tr.source, tr.file, tools.errors);
    if (!enData || !trData) continue;
    const locales = {} as Record<Locale, PostLocale>;
    for (const [locale, md, data] of [
      ['en', en, enData],
      ['tr', tr, trData],
    ] as const) {
      const shared = JSON.stringify(enData.tags);
      const reused = tools.cache.postLocales.get(md.file);
      if (reused && reused.source === md && reused.shared === shared) {
        locales[locale] = reused.value;
        tools.warnings.push(...reused.warnings);
        continue;
      }
      if (!md.body.trim()) {
        tools.errors.push(new MissingTranslationError('the post body is empty', { file: md.file, line: md.bodyOffset + 1, expected: 'a markdown body after the front matter' }));
        continue;
      }
      const rendered = tools.markdown(md.file, md.body);
      const shift = (l: MarkdownLink) => ({ url: l.url, line: l.line + md.bodyOffset });
      const unsafeUrls = rendered.unsafeUrls.map(shift);
      const warnings = [
        ...unsafeUrls.map(
          (link) =>
            new InvalidContentError(`link "${link.url}" uses a scheme that is not allowed and was emptied`, {
              file: md.file,
              line: link.line,
              expected: 'http, https, irc, ircs, mailto or xmpp, or a relative URL',
            }),
        ),
        ...rendered.rawHtml.map(shift).map(
          (raw) =>
            new InvalidContentError(`raw HTML ${JSON.stringify(raw.url)} is not allowed in markdown and was removed`, {
              file: md.file,
              line: raw.line,
              expected: 'markdown only',
              hint: 'write it in markdown, or ask a developer for a template change',
            }),
        ),
      ];
      tools.warnings.push(...warnings);
      locales[locale] = {
        file: md.file,
        title: data.title,
        excerpt: data.excerpt,
        imageAlt: data.imageAlt,
        keywords: data.keywords ?? enData.tags,
        html: rendered.html,
        description: rendered.description,
        wordCount: rendered.wordCount,
        links: rendered.links.map(shift),
      };
      tools.cache.postLocales.set(md.file, { source: md, shared, value: locales[locale], warnings });
    }
    if (!locales.en || !locales.tr) continue;
    posts.push({
      slug,
      date: enData.date,
      image: tools.image(enData.image, { file: en.file, source: en.source, field: ['image'] }),
      tags: enData.tags,
      aliases: enData.aliases,
      locales,
    });
  }
  reportDuplicates(
    posts.flatMap((p) => [p.slug, ...p.aliases].map((key) => ({ key, file: p.locales.en.file }))),
    'post slug or alias',
    tools.errors,
  );
  // Newest first; the slug breaks ties so the order never depends on the file system.
  return posts.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
}
