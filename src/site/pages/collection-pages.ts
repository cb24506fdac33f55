/**
 * Pages made from collections: one per service, per blog post and per tag. Each declares its URL in every
 * language and what its template renders.
 */
import { inLocale, postAliases, type Post, type Service } from '../../content/types.ts';
import { displayTag } from '../../content/collections/tags.ts';
import { tagSlug } from '../../content/collections/slug.ts';
import { fill, fillAround, formatLira } from '../format.ts';
import { faqPageJsonLd, serviceJsonLd } from '../structured-data.ts';
import { imagePreload } from '../image-preload.ts';
import type { TextWithTermView } from '../view-types.ts';
import { siteEnquiryForm } from '../enquiry-form.ts';
import { serviceKey } from './article-keys.ts';
import { caseStudyCards, occasionCard } from './related-cards.ts';
import type { ArticleCardView, PostLinkView, PricingView } from '../page-data.ts';
import type { SitePageType, ViewContext } from './page-type.ts';

/** The occasions a service plans and its case studies, as card lists (empty ones left out). */
function relatedToService(view: ViewContext, id: string): { heading: string; items: ArticleCardView[] }[] {
  const { articles } = view.strings;
  const occasions = view.content.occasions.filter((o) => o.shared.service === id).map((o) => occasionCard(view, o));
  return [
    { heading: articles.links.occasions, items: occasions },
    { heading: articles.relatedCaseStudies, items: caseStudyCards(view, { service: id }) },
  ].filter((list) => list.items.length > 0);
}

/** Route key of a post page. */
export const postKey = (post: Post): string => `post:${post.id}`;
/** Route key of a tag page. */
export const tagKey = (slug: string): string => `tag:${slug}`;

/**
 * One service: dark hero, banner, offerings in two columns, how we work, what drives the cost, the service's
 * questions (FAQPage JSON-LD), call to action.
 */
export const service: SitePageType<'service', Service> = {
  kind: 'service',
  items: (content) => content.services.map((item) => ({ key: serviceKey(item), item })),
  segments: (language, item) => [language.paths.services, inLocale(item.slug, language.code)],
  aliases: (language, item) =>
    inLocale(item.locales, language.code).aliases.map((alias) => [language.paths.services, alias]),
  section: 'services',
  sitemap: true,
  notFound: {
    folder: (language) => [language.paths.services],
    message: (strings) => ({
      heading: strings.service.notFoundTitle,
      text: strings.service.notFoundText,
      cta: strings.service.notFoundCta,
    }),
    back: 'services',
  },
  data(item, view) {
    const text = inLocale(item.locales, view.language.code);
    const copy = view.strings.service;
    const locale = view.language.dateLocale;
    const { prices } = item;
    const pricing: PricingView = {
      heading: copy.pricingHeading,
      text: text.pricing.text,
      drivers: text.pricing.drivers,
      prices: {
        heading: copy.pricesHeading,
        items: text.pricing.examples.map((label, i) => ({
          label,
          price: fill(copy.priceFrom, { price: formatLira(prices.from[i]!, locale) }),
        })),
        note: fill(copy.pricesNote, { date: view.formatDate(prices.asOf) }),
      },
    };
    return {
      head: view.head({
        title: view.title(text.title ?? text.name),
        description: text.description,
        keywords: text.keywords,
        image: view.socialImage(item.image),
        jsonLd: [
          faqPageJsonLd(view.language.code, text.faq),
          serviceJsonLd(view, { name: text.name, description: text.description, price: Math.min(...prices.from) }),
        ],
        preloadImage: imagePreload(view.image(item.image), 'banner'),
      }),
      data: {
        name: text.name,
        tagline: text.tagline,
        intro: text.intro,
        banner: { image: view.image(item.image), alt: text.imageAlt },
        offeringsHeading: copy.offeringsHeading,
        offerings: text.offerings,
        process: { heading: copy.processHeading, steps: text.process },
        pricing,
        faq: { heading: fill(copy.faqHeading, { service: text.name }), items: text.faq },
        related: relatedToService(view, item.id),
        enquiry: siteEnquiryForm(view, item.id),
        cta: view.cta({ heading: copy.ctaHeading, text: copy.ctaText, cta: text.cta, note: text.ctaNote }),
      },
    };
  },
};

/** A blog post: date, title, image, body, tags, previous (newer) and next (older) links, BlogPosting data. */
export const post: SitePageType<'post', { post: Post; newer: Post | undefined; older: Post | undefined }> = {
  kind: 'post',
  items: (content) =>
    // A draft (shown by dev and build --drafts only) is noindex and so out of the sitemap.
    content.posts.map((item, i) => ({
      key: postKey(item),
      item: { post: item, newer: content.posts[i - 1], older: content.posts[i + 1] },
      lastModified: item.date,
      noindex: item.draft,
    })),
  segments: (language, { post: item }) => [language.paths.blog, inLocale(item.slug, language.code)],
  aliases: (language, { post: item }) => postAliases(item, language.code).map((alias) => [language.paths.blog, alias]),
  section: 'blog',
  sitemap: true,
  notFound: {
    folder: (language) => [language.paths.blog],
    message: (strings) => ({
      heading: strings.blog.notFoundTitle,
      text: strings.blog.notFoundText,
      cta: strings.blog.notFoundCta,
    }),
    back: 'blog',
  },
  data({ post: item, newer, older }, view) {
    const text = inLocale(item.locales, view.language.code);
    const { site } = view.content;
    const { ui } = view.strings;
    const social = view.socialImage(item.image);
    const tags = view.tags(item.tags);
    // Without keywords of its own, a post's keywords are its tags as this language shows them.
    const keywords = text.keywords ?? tags.map((t) => t.label);
    const link = (other: Post | undefined, label: string): PostLinkView | undefined =>
      other && { href: view.href(postKey(other)), label, title: inLocale(other.locales, view.language.code).title };
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: text.title,
      description: text.description,
      image: social.url,
      datePublished: item.date,
      dateModified: item.date,
      inLanguage: view.language.code,
      keywords: keywords.join(', '),
      mainEntityOfPage: view.route.canonical,
      url: view.route.canonical,
      author: { '@type': 'Organization', name: site.brand, url: view.routes.get('home', view.language.code).canonical },
      publisher: {
        '@type': 'Organization',
        name: site.brand,
        logo: { '@type': 'ImageObject', url: view.absolute(view.image(site.images.logo).src) },
      },
    };
    return {
      head: view.head({
        title: view.title(text.title),
        description: text.description,
        keywords,
        type: 'article',
        image: social,
        jsonLd: [jsonLd],
        preloadImage: imagePreload(view.image(item.image), 'postHero'),
      }),
      data: {
        title: text.title,
        excerpt: text.excerpt,
        date: { iso: item.date, text: view.formatDate(item.date) },
        image: { image: view.image(item.image), alt: text.imageAlt },
        html: view.body(text.html),
        tagsHeading: ui.tags,
        tags,
        navigationLabel: ui.postNavigation,
        newer: link(newer, ui.previousPost),
        older: link(older, ui.nextPost),
        draft: item.draft ? ui.draft : undefined,
      },
    };
  },
};

/** The tags of the posts, in the order they first appear (newest post first), each with its posts. */
function collectTags(posts: readonly Post[], tagLanguage: string): { slug: string; label: string; posts: Post[] }[] {
  const tags = new Map<string, { slug: string; label: string; posts: Post[] }>();
  for (const item of posts) {
    for (const label of item.tags) {
      const slug = tagSlug(label, tagLanguage);
      const entry = tags.get(slug) ?? { slug, label, posts: [] };
      entry.posts.push(item);
      tags.set(slug, entry);
    }
  }
  return [...tags.values()];
}

/**
 * A tag page (docs/decisions.md, "Tags"): the cards of every post carrying the tag, newest first. Its URL comes from
 * the tag as the posts write it; heading, title, description and keywords show the tag as the page's language labels
 * it. A tag of a single post is `noindex` and out of the sitemap; drafts (dev, build --drafts) are not counted, so a
 * tag page is indexed only when a normal build would index it. A tag no post carries has no page in any language: its
 * pages, links and sitemap entries go with its last post.
 */
export const tag: SitePageType<'tag', { slug: string; label: string; posts: Post[] }> = {
  kind: 'tag',
  items: (content) =>
    collectTags(content.posts, content.site.tagLanguage).map((item) => ({
      key: tagKey(item.slug),
      item,
      noindex: item.posts.filter((p) => !p.draft).length < 2,
    })),
  segments: (language, item) => [language.paths.tags, item.slug],
  section: 'blog',
  sitemap: true,
  data(item, view) {
    const copy = view.strings.tag;
    const shown = displayTag(view.content.tagLabels, item.label, view.language.code, view.content.site.tagLanguage);
    const values = { tag: shown.label, brand: view.content.site.brand };
    const lang = shown.lang === view.language.code ? undefined : shown.lang;
    const withTag = (text: string): TextWithTermView => ({ ...fillAround(text, 'tag', shown.label, values), lang });
    return {
      head: view.head({
        title: view.title(fill(copy.title, values)),
        description: fill(copy.description, values),
        keywords: [shown.label],
      }),
      data: {
        heading: withTag(copy.heading),
        intro: withTag(copy.intro),
        posts: item.posts.map(view.postCard),
        allPosts: { href: view.href('blog'), label: copy.allPosts },
      },
    };
  },
};
