/**
 * One Atom feed per language (RFC 4287), beside the blog list: `/blog/feed.xml`, `/tr/blog/feed.xml`. Each
 * holds every published post of that language, newest first, with its full body; every page of the
 * language links it from its head. Paths, URLs and titles come from the route table and the content.
 */
import type { OutputFile } from '../core/output-file.ts';
import { inLocale, type Content } from '../content/types.ts';
import { postKey } from '../site/pages/collection-pages.ts';
import type { RouteTable } from '../site/route-types.ts';
import { encodePath } from '../core/url-paths.ts';
import { feedLocation } from '../site/site-paths.ts';
import { escapeXml } from '../core/xml.ts';
import { spliceBodyImages } from '../content/markdown/markdown-images.ts';
import type { ImageView } from '../site/view-types.ts';

/** The built image of a path under `content/images/` (the site's assets). */
export type ImageOf = (path: string) => ImageView;

/**
 * A post body's HTML with each of its images as a plain `<img>` of the published file (its widest variant, with its
 * size): feed readers show no `<picture>` and never saw the path the markdown names.
 */
function withPublishedImages(
  text: { html: string; images?: readonly { path: string; alt: string; markup: string }[] },
  image: ImageOf,
): string {
  if (!text.images?.length) return text.html;
  return spliceBodyImages(text.html, text.images, (shown) => {
    const built = image(shown.path);
    return `<img src="${escapeXml(built.src)}" width="${built.width}" height="${built.height}" alt="${escapeXml(shown.alt)}">`;
  });
}

/** A yyyy-mm-dd date as an RFC 3339 timestamp (midnight UTC). */
const timestamp = (date: string) => `${date}T00:00:00Z`;

/**
 * Root-relative `href` and `src` attributes of the sanitised body HTML (which rehype-stringify always writes
 * in double quotes) made absolute, so feed readers resolve them without `xml:base`.
 */
function absoluteLinks(html: string, base: string): string {
  return html.replace(/ (href|src)="\/(?!\/)/g, ` $1="${base}/`);
}

/**
 * Bodies as feeds write them (links absolute, escaped), by body: dev makes the feeds again after each edit, and
 * all but the edited post's are the same strings as before. Emptied when it grows past a few hundred.
 */
const feedBodies = new Map<string, { base: string; xml: string }>();

function feedBody(html: string, base: string): string {
  const known = feedBodies.get(html);
  if (known?.base === base) return known.xml;
  const xml = escapeXml(absoluteLinks(html, base));
  if (feedBodies.size >= FEED_ENTRIES * 8) feedBodies.clear();
  feedBodies.set(html, { base, xml });
  return xml;
}

/**
 * The most posts a feed lists, newest first: readers fetch a feed again and again, so it holds the recent posts,
 * not the archive (a feed of thousands of full articles would weigh megabytes).
 */
const FEED_ENTRIES = 50;

/**
 * The Atom feeds of every language: the newest {@link FEED_ENTRIES} posts.
 * @param image - the built image of a path, for the images of post bodies.
 * @returns one file per language (`blog/feed.xml`, `tr/blog/feed.xml`).
 */
export function buildFeeds(content: Content, routes: RouteTable, image: ImageOf): OutputFile[] {
  const base = content.site.baseUrl;
  return content.languages.map((language) => {
    const strings = inLocale(content.strings, language.code);
    const { url, file } = feedLocation(routes, language);
    const posts = content.posts.filter((p) => !p.draft).slice(0, FEED_ENTRIES);
    const updated = posts[0]?.date ?? '2000-01-01';
    const entries = posts.map((post) => {
      const text = inLocale(post.locales, language.code);
      const link = routes.get(postKey(post), language.code).canonical;
      const categories = post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`);
      return [
        '  <entry>',
        `    <id>${escapeXml(link)}</id>`,
        `    <title>${escapeXml(text.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
        `    <published>${timestamp(post.date)}</published>`,
        `    <updated>${timestamp(post.date)}</updated>`,
        `    <summary>${escapeXml(text.excerpt)}</summary>`,
        ...categories,
        `    <content type="html">${feedBody(withPublishedImages(text, image), base)}</content>`,
        '  </entry>',
      ].join('\n');
    });
    const blog = routes.get('blog', language.code).canonical;
    const feed = [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(language.hreflang)}">`,
      `  <id>${escapeXml(`${base}${encodePath(url)}`)}</id>`,
      `  <title>${escapeXml(strings.blog.feedTitle)}</title>`,
      `  <subtitle>${escapeXml(strings.blog.description)}</subtitle>`,
      `  <updated>${timestamp(updated)}</updated>`,
      `  <author><name>${escapeXml(content.site.brand)}</name><uri>${escapeXml(routes.get('home', language.code).canonical)}</uri></author>`,
      `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${base}${encodePath(url)}`)}"/>`,
      `  <link rel="alternate" type="text/html" href="${escapeXml(blog)}"/>`,
      ...entries,
      '</feed>',
      '',
    ].join('\n');
    return { path: file, contents: feed };
  });
}
