/**
 * The view model: everything a template renders, as plain data (strings, numbers, arrays, objects). URLs are
 * computed from the route table, dates formatted and placeholders filled before a template sees them, so
 * templates only lay it out. What a page renders from is therefore exactly its view, and dev decides that a
 * page changed by comparing views.
 */
import type { FaqItem, LocaleStrings, NavPage } from '../content/schemas.ts';

/**
 * A built image: root-relative `src` and intrinsic size in CSS pixels (of the upright image). An SVG is that
 * file alone; a raster image also has its variants, rendered as a `<picture>`.
 */
export interface ImageView {
  src: string;
  width: number;
  height: number;
  /** A raster image's variants: `srcset` values (`/images/a-480.avif 480w, …`, widest last). */
  raster?: {
    avif: string;
    webp: string;
    /** JPEG, or PNG for an image with transparency; `src` is its widest. */
    fallback: string;
    /** The class whose rule (in the site stylesheet) paints the blurred placeholder; none for a transparent image. */
    placeholder?: string;
  };
}

/** A social card image (`og:image`): absolute URL and size in pixels. */
export interface SocialImageView {
  url: string;
  width: number;
  height: number;
}

/** A language as the switch and the footer show it. */
export interface LanguageLinkView {
  code: string;
  /** Short label, e.g. `EN`. */
  label: string;
  /** The language's own name, e.g. `Türkçe`. */
  name: string;
  hreflang: string;
  /** Percent-encoded root-relative URL. */
  href: string;
}

/** A link of the header and footer navigation. */
export interface NavItemView {
  page: NavPage;
  label: string;
  href: string;
  /** The services dropdown, on the item that has it. */
  dropdown?: { allLabel: string; allHref: string; items: { key: string; label: string; href: string }[] };
}

/** The shared frame of every page of one language. */
export interface FrameView {
  /** Language code, for `<html lang>`. */
  lang: string;
  brand: string;
  strings: Pick<LocaleStrings, 'ui' | 'footer'>;
  homeHref: string;
  logo: ImageView;
  nav: NavItemView[];
  /** Every language with the URL of its home page (footer). */
  languages: (LanguageLinkView & { current: boolean })[];
  contact: {
    tel: string;
    mailto: string;
    phoneDisplay: string;
    email: string;
    addressLines: [string, string];
    chat: string;
  };
  social: { key: 'whatsapp' | 'instagram' | 'linkedin' | 'reviews'; href: string; label: string }[];
  /**
   * Root-relative URLs: stylesheet, the stylesheets the enquiry form and the service page link themselves, script, SVG favicon, `favicon.ico`, Apple touch
   * icon, web app manifest, and the WOFF2 fonts the page preloads.
   */
  assets: {
    css: string;
    componentCss: Readonly<Record<'enquiry' | 'service', string>>;
    js: string;
    favicon: string;
    icon: string;
    appleTouchIcon: string;
    manifest: string;
    fonts: readonly string[];
  };
  /** The Atom feed of the language's blog: percent-encoded root-relative URL and title. */
  feed: { href: string; title: string };
  /** The footer's column of occasions, guides, case studies and the privacy notice. */
  plan: FooterPlanView;
  /** Year of the copyright line. */
  year: number;
  ogLocale: string;
}

/** What a page says about itself in its head. */
export interface HeadView {
  /** The full `<title>`. */
  title: string;
  /** Meta description, ≤ 160 characters. */
  description: string;
  keywords?: string[];
  /** Open Graph type. */
  type: 'website' | 'article';
  image: SocialImageView;
  /** JSON-LD objects, one `<script type="application/ld+json">` each. */
  jsonLd: object[];
  /** Ask search engines not to index the page (a draft, a not-found page). */
  noindex?: boolean;
  /** The page's largest image when it is a raster hero (home, post, service banner): preloaded as AVIF. */
  preloadImage?: ImagePreload;
}

/** Facts of the route being rendered. */
export interface PageMeta {
  /** Route key, e.g. `service:corporate-events`, for `aria-current` in the services dropdown. */
  key: string;
  /** Absolute canonical URL; none for not-found pages. */
  canonical?: string;
  /** hreflang alternates, `x-default` last; empty for not-found pages. */
  alternates: { hreflang: string; href: string }[];
  /** The same page in each other language: the language switch. */
  switch: LanguageLinkView[];
  /** `og:locale:alternate` values. */
  ogLocaleAlternates: string[];
  /** The navigation item the page belongs to. */
  section: NavPage | undefined;
}

/** Everything one page renders: frame, route facts, head and the page type's data. */
export interface PageView<Data = unknown> {
  frame: FrameView;
  page: PageMeta;
  head: HeadView;
  data: Data;
}

/** A tag link (docs/decisions.md, "Tags"). */
export interface TagView {
  label: string;
  href: string;
  /** Language of the label. */
  lang: string;
}

/**
 * A text holding a term that may be in another language than the page (a tag shown as the posts write it,
 * untranslated): `before`, the term, `after`. `lang` is set when the term's language is not the page's.
 */
export interface TextWithTermView extends TextAround {
  lang: string | undefined;
}

/** A blog card. */
export interface PostCardView {
  key: string;
  title: string;
  excerpt: string;
  date: DateView;
  href: string;
  image: ImageView;
  tags: TagView[];
  /** A draft, shown only by dev and `build --drafts`. */
  draft?: boolean;
}

/** A date as `yyyy-mm-dd` and as the page's language writes it. */
export interface DateView {
  iso: string;
  text: string;
}

/** A call-to-action band. */
export interface CtaView {
  heading: string;
  text: string;
  cta: string;
  href: string;
  note?: string;
}

export type { FaqItem };

/** A text around a term that is linked or marked: `before`, the term, `after`. */
export interface TextAround {
  before: string;
  term: string;
  after: string;
}

/** A link with its label. */
export interface LinkView {
  href: string;
  label: string;
}

/** The footer's column of occasions, guides, case studies and the privacy notice: its heading and links (none when the content has none of these pages). */
export interface FooterPlanView {
  heading: string;
  links: LinkView[];
}

/** One row of the opening hours. */
export interface OpeningHoursRow {
  /** The day, or the first and last day joined by an en dash, in the page's language. */
  days: string;
  /** `09:30–18:30`, or the word for closed. */
  hours: string;
  /** Open to visitors with an appointment only (the word for it, in the page's language). */
  note?: string;
  /** True for a closed day. */
  closed: boolean;
}

/** The opening hours block of About and Contact. */
export interface OpeningHoursView {
  heading: string;
  rows: OpeningHoursRow[];
}

/** An image of a post's or article's body, ready to render: the built image, its alt text, and the `<img>` of the body's HTML it replaces. */
export interface BodyImageView {
  image: ImageView;
  alt: string;
  /** The `<img>` of the body's HTML the picture replaces (`BodyImage.markup`). */
  markup: string;
}

/** A not-found page and the folder whose misses it answers (`/tr/hizmetler/` → `/tr/hizmetler/404.html`). */
export interface NotFoundPage {
  /** Decoded folder path ending in `/`. */
  folder: string;
  /** Root-relative URL of the page's file, percent-encoded. */
  file: string;
}

/** A post's or article's page data with the images of its body; `bodyImages` is absent when the body shows none. */
export type WithBodyImages<Data> = Data & { bodyImages?: BodyImageView[] };

/** A testimonial in the page's language. */
export interface TestimonialView {
  name: string;
  event: string;
  comment: string;
  /** The note that the comment is our translation, when the client wrote in another language. */
  translated?: string;
  /** Stars out of five (a real review only). */
  rating?: number;
  /** The label of an invented example, instead of stars. */
  sample?: string;
}

/** What a `<link rel="preload" as="image">` for a page's hero says (see `HeadView.preloadImage`). */
export interface ImagePreload {
  /** The AVIF `srcset`. */
  srcset: string;
  sizes: string;
  type: 'image/avif';
}
