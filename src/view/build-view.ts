/**
 * Turns a route into its {@link PageView}: the frame of its language, the route's own facts, and the head and
 * data its page type computes. One builder serves one build (or one dev rebuild): frames are made once per
 * language and shared by every page of it.
 */
import { inLocale, type Content, type ImageSource, type Language, type Post, type Service } from '../content/types.ts';
import { postKey, serviceKey, tagKey, type ViewContext } from '../site/pages/index.ts';
import { serviceCard } from '../site/pages/related-cards.ts';
import type { SiteRoute, SiteRouteTable } from '../site/pages/page-type.ts';
import { chatUrl, mailtoUrl, phoneDisplay, telUrl, whatsappUrl } from '../site/site-links.ts';
import { displayTag } from '../content/collections/tags.ts';
import { tagSlug } from '../content/collections/slug.ts';
import { feedLocation } from '../site/site-paths.ts';
import type { PageAssets } from './page-assets.ts';
import { formatDate } from '../site/format.ts';
import type { FrameView, LanguageLinkView, PageMeta, PageView, PostCardView } from '../site/view-types.ts';
import type { ArticleCardView } from '../site/page-data.ts';
import { footerPlanLinks } from '../site/footer-links.ts';
import { assetsUnderBase, bodyUnderBase } from './base-path.ts';
import { addBodyImages, bodiesByKey } from './body-images.ts';

/** What {@link createViewBuilder} needs. */
export interface ViewBuilderOptions {
  content: Content;
  routes: SiteRouteTable;
  assets: PageAssets;
  /** Year of the copyright line. */
  year: number;
}

const SOCIAL_KEYS = ['whatsapp', 'instagram', 'linkedin', 'reviews'] as const;

/**
 * A function from a route to its view. A language's frame is made at its first page and shared by the others; a
 * card shows the same on every list of its language, so it is made once and is one object in every view that lists
 * it (its fingerprint is computed once too).
 */
export function createViewBuilder(given: ViewBuilderOptions): (route: SiteRoute) => PageView {
  // Under a path prefix, pages link the assets with it (`base-path.ts`).
  const assets = assetsUnderBase(given.assets, given.routes.base);
  const options: ViewBuilderOptions = { ...given, assets };
  const { content } = options;
  const frames = new Map<string, FrameView>();
  const cards = new Map<string, Cards>();
  // A post page shows the images of its body as pictures (`body-images.ts`).
  const posts = bodiesByKey(content);
  return (route) => {
    const language = content.languages.find((l) => l.code === route.locale)!;
    const cardsOf = remember(cards, language.code, () => ({ services: new WeakMap(), posts: new WeakMap() }));
    const { head, data } = route.type.data(route.item, viewContext(route, language, options, cardsOf));
    return {
      frame: remember(frames, language.code, () => buildFrame(language, options)),
      page: pageMeta(route, options),
      head,
      data: addBodyImages(route, data, posts, (path) => assets.image(path)),
    };
  };
}

/** The cards of one language made so far. */
interface Cards {
  services: WeakMap<Service, ArticleCardView>;
  posts: WeakMap<Post, PostCardView>;
}

/** The value of `key` in `cache`, made by `make` the first time it is asked for. */
function remember<K, V>(
  cache: { get(key: K): V | undefined; set(key: K, value: V): unknown },
  key: K,
  make: () => V,
): V {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}

/** What a page type computes its head and data with: the route, its language and the helpers of both. */
function viewContext(route: SiteRoute, language: Language, options: ViewBuilderOptions, cards: Cards): ViewContext {
  const { content, routes, assets } = options;
  const strings = inLocale(content.strings, language.code);
  const href = (key: string, locale = language.code) => routes.href(key, locale);
  const socialImage = (source?: ImageSource) => {
    const card = assets.socialImage(source?.path ?? content.site.images.socialDefault);
    return { url: routes.absolute(card.src), width: card.width, height: card.height };
  };
  const origin = new URL(content.site.baseUrl).origin;
  const { tagLanguage } = content.site;
  const view: ViewContext = {
    content,
    language,
    strings,
    route,
    routes,
    href,
    absolute: (link) => `${origin}${link}`,
    body: (html) => bodyUnderBase(html, routes.base),
    image: (source) => assets.image(typeof source === 'string' ? source : source.path),
    socialImage,
    year: options.year,
    formatDate: (iso) => formatDate(iso, language.dateLocale),
    // Search results show about 60 characters: the brand goes where it fits (a page title alone is at most 60).
    title: (page) => (`${page} | ${content.site.brand}`.length <= 60 ? `${page} | ${content.site.brand}` : page),
    head: (fields) => {
      const head = { type: 'website' as const, image: socialImage(), jsonLd: [], ...fields };
      return route.noindex || head.noindex ? { ...head, noindex: true } : head;
    },
    // A service's card ends in the list pages' "discover" label.
    serviceCard: (service) =>
      remember(cards.services, service, () => ({ ...serviceCard(view, service), more: strings.services.cardCta })),
    postCard: (post) => remember(cards.posts, post, () => postCardView(post, view)),
    tags: (labels) =>
      labels.map((tag) => ({
        ...displayTag(content.tagLabels, tag, language.code, tagLanguage),
        href: href(tagKey(tagSlug(tag, tagLanguage))),
      })),
    cta: (copy) => ({ ...copy, href: href('contact') }),
  };
  return view;
}

/** A post's card in the view's language; a draft's is marked. */
function postCardView(post: Post, { language, href, image, tags }: ViewContext): PostCardView {
  const text = inLocale(post.locales, language.code);
  return {
    key: postKey(post),
    title: text.title,
    excerpt: text.excerpt,
    date: { iso: post.date, text: formatDate(post.date, language.dateLocale) },
    href: href(postKey(post)),
    image: image(post.image),
    tags: tags(post.tags),
    ...(post.draft ? { draft: true } : {}),
  };
}

/** A language as a link to one of its pages (`href` decoded; encoded here). */
function languageLink(language: Language, { content, routes }: ViewBuilderOptions, url: string): LanguageLinkView {
  return {
    code: language.code,
    label: language.label,
    name: inLocale(content.strings, language.code).ui.languageName,
    hreflang: language.hreflang,
    href: routes.link(url),
  };
}

/** What a page says of its route: key, canonical URL, alternates, language switch, navigation section. */
function pageMeta(route: SiteRoute, options: ViewBuilderOptions): PageMeta {
  const others = options.content.languages.filter((l) => l.code !== route.locale);
  return {
    key: route.key,
    canonical: route.canonical || undefined,
    alternates: route.alternates,
    switch: others.map((l) => languageLink(l, options, inLocale(route.counterparts, l.code))),
    ogLocaleAlternates: others.map((l) => l.ogLocale),
    section: route.type.section,
  };
}

/** The frame of a language: header, navigation, footer, assets. */
function buildFrame(language: Language, options: ViewBuilderOptions): FrameView {
  const { content, routes, assets, year } = options;
  const { site } = content;
  const strings = inLocale(content.strings, language.code);
  const href = (key: string, locale = language.code) => routes.href(key, locale);
  return {
    lang: language.code,
    brand: site.brand,
    strings: { ui: strings.ui, footer: strings.footer },
    homeHref: href('home'),
    logo: assets.image(site.images.logo),
    nav: content.navigation.items.map((item) => ({
      page: item.page,
      label: strings.nav[item.page],
      href: href(item.page),
      dropdown: item.dropdown
        ? {
            allLabel: strings.ui.allServices,
            allHref: href('services'),
            items: content.services.map((s) => ({
              key: serviceKey(s),
              label: inLocale(s.locales, language.code).name,
              href: href(serviceKey(s)),
            })),
          }
        : undefined,
    })),
    languages: content.languages.map((l) => ({
      ...languageLink(l, options, routes.get('home', l.code).url),
      current: l.code === language.code,
    })),
    contact: {
      tel: telUrl(site),
      mailto: mailtoUrl(site),
      phoneDisplay: phoneDisplay(site),
      email: site.email,
      addressLines: [site.address.street, `${site.address.district}, ${site.address.postalCode} ${site.address.city}`],
      chat: chatUrl(site, strings.ui.chatMessage),
    },
    social: SOCIAL_KEYS.map((key) => ({
      key,
      href: key === 'whatsapp' ? whatsappUrl(site) : site.social[key],
      label: strings.footer.social[key],
    })),
    assets: {
      css: assets.css,
      componentCss: assets.componentCss,
      js: assets.js,
      favicon: assets.favicon,
      icon: assets.icon,
      appleTouchIcon: assets.appleTouchIcon,
      manifest: assets.manifest,
      fonts: assets.fonts,
    },
    feed: {
      href: routes.link(feedLocation(routes, language).url),
      title: inLocale(content.strings, language.code).blog.feedTitle,
    },
    plan: footerPlanLinks(content, language, (key) => href(key)),
    year,
    ogLocale: language.ogLocale,
  };
}
