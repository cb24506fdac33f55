/**
 * What each page is made of, for deciding which pages a change affects (dev rebuilds). A page's output is a
 * function of the site-wide inputs ({@link siteInputs}: configuration, navigation, strings, service names,
 * image sizes, asset URLs) and of its own inputs ({@link pageInputs}). Same inputs, same HTML.
 */
import { createHash } from 'node:crypto';
import type { Content, Post, Service } from './content/load-content.ts';
import type { Locale } from './content/schemas.ts';
import type { Route } from './routes.ts';

const postCard = (locale: Locale) => (post: Post) => ({
  slug: post.slug,
  date: post.date,
  image: post.image.path,
  tags: post.tags,
  title: post.locales[locale].title,
  excerpt: post.locales[locale].excerpt,
});
const serviceCard = (locale: Locale) => (service: Service) => ({
  slug: service.slug,
  image: service.image.path,
  featured: service.featured,
  name: service.locales[locale].name,
  description: service.locales[locale].description,
});

// Objects the loader reuses while their file is unchanged (a post's language) are digested once.
const digests = new WeakMap<object, string>();
function digest(value: object): string {
  let known = digests.get(value);
  if (!known) {
    known = createHash('sha1').update(JSON.stringify(value)).digest('hex');
    digests.set(value, known);
  }
  return known;
}

/** Inputs every page reads (the frame, head data and strings). */
export function siteInputs(content: Content): unknown {
  return {
    site: content.site,
    navigation: content.navigation,
    strings: content.strings,
    services: content.services.map((s) => ({ slug: s.slug, names: [s.locales.en.name, s.locales.tr.name] })),
    images: [...content.images.values()].map((i) => [i.path, i.width, i.height]),
  };
}

/** Inputs only this route reads: its own fields and its page data. */
export function pageInputs(route: Route, content: Content): unknown {
  const own = { key: route.key, locale: route.locale, canonical: route.canonical, alternates: route.alternates, counterpart: route.counterpart, output: route.output };
  const data = route.data;
  const post = postCard(route.locale);
  const service = serviceCard(route.locale);
  switch (data.kind) {
    case 'home':
      return { own, posts: content.posts.slice(0, 3).map(post), testimonials: content.testimonials, services: content.services.filter((s) => s.featured).map(service) };
    case 'services':
      return { own, services: content.services.map(service) };
    case 'service':
      return { own, service: { ...data.service, locales: data.service.locales[route.locale], keywords: data.service.keywords[route.locale] } };
    case 'blog':
      return { own, posts: content.posts.map(post) };
    case 'post':
      return {
        own,
        post: { ...data.post, locales: digest(data.post.locales[route.locale]) },
        newer: data.newer && post(data.newer),
        older: data.older && post(data.older),
      };
    case 'tag':
      return { own, label: data.label, posts: data.posts.map(post) };
    case 'faq':
      return { own, faq: content.faq[route.locale] };
    default:
      return { own, data };
  }
}
