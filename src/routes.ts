/**
 * The route table: every URL the site answers, in both locales, with its template, data, canonical URL,
 * hreflang alternates, language-switch target and output file. Links, the language switch, alternates, the
 * sitemap and the not-found pages all read it; no template assembles a URL. Sources: spec §2 (route table,
 * service slugs, blog slugs), decisions 2–8.
 */
import type { Content, Post, Service } from './content/load-content.ts';
import { LOCALES, type Locale } from './content/schemas.ts';
import { DuplicateRouteError, MissingTranslationError } from './errors.ts';
import { tagSlug } from './slug.ts';

/** The page types, one template each. */
export type PageKind = 'home' | 'about' | 'services' | 'service' | 'blog' | 'post' | 'tag' | 'contact' | 'faq' | 'not-found';

/** Which not-found message a 404 page shows (decisions 6, 7). */
export type NotFoundVariant = 'page' | 'service' | 'post';

/** A not-found page and the folder whose misses it answers (`/tr/hizmetler/` → `/tr/hizmetler/404.html`). */
export interface NotFoundPage {
  /** Decoded folder path ending in `/`. */
  folder: string;
  /** Root-relative URL of the page's file, percent-encoded. */
  file: string;
}

/** What a route's template renders. */
export type PageData =
  | { kind: 'home' | 'about' | 'services' | 'blog' | 'contact' | 'faq' }
  | { kind: 'service'; service: Service }
  | { kind: 'post'; post: Post; newer: Post | undefined; older: Post | undefined }
  | { kind: 'tag'; label: string; slug: string; posts: Post[] }
  /** `pages` only on the root 404 page, for hosts that serve only it (decision 6). */
  | { kind: 'not-found'; variant: NotFoundVariant; pages?: NotFoundPage[] };

/** Route keys: a page's identity across locales and aliases, as {@link RouteTable.get} and `href` take them. */
export const routeKey = {
  service: (service: Service): string => `service:${service.slug.en}`,
  post: (post: Post): string => `post:${post.slug}`,
  tag: (label: string): string => `tag:${tagSlug(label)}`,
};

/** One URL of the site. */
export interface Route {
  /** Path as the visitor sees it, decoded, without trailing slash (`/`, `/tr/hizmetler/kurumsal-etkinlikler`, `/tags/düğün`). */
  url: string;
  locale: Locale;
  /** The page's identity across locales and aliases, e.g. `service:corporate-events`, `post:rsvp-guide`, `faq`. */
  key: string;
  data: PageData;
  /** True for an alias URL (`/en/…`, `/tr/faq`, an old post slug): same page, canonical elsewhere, not in the sitemap (decision 2). */
  alias: boolean;
  /** Absolute canonical URL, percent-encoded. */
  canonical: string;
  /** Absolute URLs of the page in each locale (hreflang); undefined for not-found pages. */
  alternates: Record<Locale, string> | undefined;
  /** Path of the page in the other locale: the target of the EN/TR switch. */
  counterpart: string;
  /** File under the output folder, e.g. `tr/hizmetler/kurumsal-etkinlikler.html`. */
  output: string;
  /** HTTP status the page is served with (404 for the not-found pages). */
  status: 200 | 404;
  /** yyyy-mm-dd of the last change, where content has one (posts). */
  lastModified?: string;
}

/** Fixed paths of the spec's route table (§2), per locale. */
export const SECTION_PATHS: Record<Locale, Record<'home' | 'about' | 'services' | 'blog' | 'contact' | 'faq' | 'tags', string>> = {
  en: { home: '/', about: '/about', services: '/services', blog: '/blog', contact: '/contact', faq: '/faq', tags: '/tags' },
  tr: { home: '/tr', about: '/tr/hakkimizda', services: '/tr/hizmetler', blog: '/tr/blog', contact: '/tr/iletisim', faq: '/tr/sss', tags: '/tr/tags' },
};

/** The prefix under which every English page also answers (decision 2). */
export const ENGLISH_ALIAS_PREFIX = '/en';

/** The route table with look-ups. */
export interface RouteTable {
  /** Every route, primary routes first in a stable order. */
  routes: Route[];
  /** Route by its decoded URL. */
  byUrl: ReadonlyMap<string, Route>;
  /**
   * The primary route of a page in a locale.
   * @throws {Error} when no such page exists (a programming error in a template).
   */
  get(key: string, locale: Locale): Route;
  /** Percent-encoded root-relative href of a page in a locale. */
  href(key: string, locale: Locale): string;
  /** Absolute URL of a decoded root-relative path (`/tr/sss` → `https://…/tr/sss`), percent-encoded. */
  absolute(url: string): string;
  /** The not-found pages by the folder they serve, deepest folder wins (decision 6). */
  notFoundPages(): NotFoundPage[];
}

/**
 * Percent-encodes a decoded path for use in `href`, segment by segment, so that `#`, `?` and `%` in a tag stay
 * part of the path (`/tags/düğün` → `/tags/d%C3%BC%C4%9F%C3%BCn`, `/tags/c#` → `/tags/c%23`).
 */
export function encodePath(url: string): string {
  return url.split('/').map(encodeURIComponent).join('/');
}

/** The output file of a URL in the `x.html` layout: `/` → `index.html`, `/about` → `about.html`. */
export function outputFileOf(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}

function join(base: string, slug: string): string {
  return `${base === '/' ? '' : base}/${slug}`;
}

/** Keys of the pages that the language switch of each not-found variant leads to. */
const NOT_FOUND_SECTION: Record<NotFoundVariant, string> = { page: 'home', service: 'services', post: 'blog' };

/**
 * Builds the route table from the content.
 * @param content - validated content (posts newest first, services in order).
 * @throws {DuplicateRouteError} when two routes claim the same URL.
 */
export function buildRouteTable(content: Content): RouteTable {
  const base = content.site.baseUrl;
  const absolute = (url: string) => `${base}${url === '/' ? '/' : encodePath(url)}`;
  const primaries = new Map<string, Route>();
  const routes: Route[] = [];
  const byUrl = new Map<string, Route>();

  function add(route: Omit<Route, 'output' | 'canonical' | 'alternates' | 'counterpart'>, output?: string): Route {
    const url = route.url.normalize('NFC');
    const existing = byUrl.get(url);
    if (existing) {
      throw new DuplicateRouteError(`two pages claim the URL ${url} (${existing.key} and ${route.key})`, {
        hint: 'give one of them another slug or remove the alias',
      });
    }
    const full: Route = { ...route, url, output: output ?? outputFileOf(url), canonical: '', alternates: undefined, counterpart: '' };
    routes.push(full);
    byUrl.set(url, full);
    if (!route.alias && route.data.kind !== 'not-found') primaries.set(`${route.key}@${route.locale}`, full);
    return full;
  }

  const newest = content.posts;
  const tags = new Map<string, { label: string; posts: Post[] }>();
  for (const post of newest) {
    for (const label of post.tags) {
      const slug = tagSlug(label);
      const entry = tags.get(slug) ?? { label, posts: [] };
      entry.posts.push(post);
      tags.set(slug, entry);
    }
  }

  for (const locale of LOCALES) {
    const paths = SECTION_PATHS[locale];
    const page = (kind: 'home' | 'about' | 'services' | 'blog' | 'contact' | 'faq') =>
      add({ url: paths[kind], locale, key: kind, data: { kind }, alias: false, status: 200 });
    page('home');
    page('about');
    page('services');
    for (const service of content.services) {
      add({ url: join(paths.services, service.slug[locale]), locale, key: routeKey.service(service), data: { kind: 'service', service }, alias: false, status: 200 });
    }
    page('blog');
    newest.forEach((post, i) => {
      add({
        url: join(paths.blog, post.slug),
        locale,
        key: routeKey.post(post),
        data: { kind: 'post', post, newer: newest[i - 1], older: newest[i + 1] },
        alias: false,
        status: 200,
        lastModified: post.date,
      });
    });
    for (const [slug, { label, posts }] of tags) {
      add({ url: join(paths.tags, slug), locale, key: routeKey.tag(label), data: { kind: 'tag', label, slug, posts }, alias: false, status: 200 });
    }
    page('contact');
    page('faq');
  }

  // Aliases (decisions 2, 3): same page, canonical URL of the primary.
  const aliasOf = (url: string, target: Route) => add({ ...target, url, alias: true });
  for (const route of [...routes]) {
    if (route.locale !== 'en') continue;
    aliasOf(route.url === '/' ? ENGLISH_ALIAS_PREFIX : `${ENGLISH_ALIAS_PREFIX}${route.url}`, route);
  }
  aliasOf('/tr/faq', primaries.get('faq@tr')!);
  for (const post of newest) {
    for (const alias of post.aliases) {
      aliasOf(join(SECTION_PATHS.en.blog, alias), primaries.get(`${routeKey.post(post)}@en`)!);
      aliasOf(`${ENGLISH_ALIAS_PREFIX}${join(SECTION_PATHS.en.blog, alias)}`, primaries.get(`${routeKey.post(post)}@en`)!);
      aliasOf(join(SECTION_PATHS.tr.blog, alias), primaries.get(`${routeKey.post(post)}@tr`)!);
    }
  }

  // Not-found pages (decisions 6, 7): one 404.html per folder where a host looks for the nearest one.
  const notFound = (folder: string, locale: Locale, variant: NotFoundVariant) =>
    add({ url: `${folder === '/' ? '' : folder}/404`, locale, key: `not-found:${variant}`, data: { kind: 'not-found', variant }, alias: false, status: 404 });
  notFound('/', 'en', 'page');
  notFound(SECTION_PATHS.tr.home, 'tr', 'page');
  notFound(ENGLISH_ALIAS_PREFIX, 'en', 'page');
  for (const locale of LOCALES) {
    notFound(SECTION_PATHS[locale].services, locale, 'service');
    notFound(SECTION_PATHS[locale].blog, locale, 'post');
  }
  notFound(`${ENGLISH_ALIAS_PREFIX}${SECTION_PATHS.en.services}`, 'en', 'service');
  notFound(`${ENGLISH_ALIAS_PREFIX}${SECTION_PATHS.en.blog}`, 'en', 'post');

  const other = (locale: Locale): Locale => (locale === 'en' ? 'tr' : 'en');
  for (const route of routes) {
    if (route.data.kind === 'not-found') {
      route.canonical = absolute(route.locale === 'en' ? '/404' : `${SECTION_PATHS.tr.home}/404`);
      route.counterpart = primaries.get(`${NOT_FOUND_SECTION[route.data.variant]}@${other(route.locale)}`)!.url;
      continue;
    }
    const self = primaries.get(`${route.key}@${route.locale}`)!;
    const en = primaries.get(`${route.key}@en`);
    const tr = primaries.get(`${route.key}@tr`);
    if (!en || !tr) throw new MissingTranslationError(`page ${route.key} has no counterpart in both languages`);
    route.canonical = absolute(self.url);
    route.alternates = { en: absolute(en.url), tr: absolute(tr.url) };
    route.counterpart = (route.locale === 'en' ? tr : en).url;
  }

  const notFoundPages = (): NotFoundPage[] =>
    routes.filter((r) => r.data.kind === 'not-found').map((r) => ({ folder: r.url.slice(0, -'404'.length), file: encodePath(`/${r.output}`) }));
  const root404 = byUrl.get('/404')!.data;
  if (root404.kind === 'not-found') root404.pages = notFoundPages();

  return {
    routes,
    byUrl,
    get(key, locale) {
      const route = primaries.get(`${key}@${locale}`);
      if (!route) throw new Error(`no page ${key} in ${locale}`);
      return route;
    },
    href(key, locale) {
      return encodePath(this.get(key, locale).url);
    },
    absolute,
    notFoundPages,
  };
}
