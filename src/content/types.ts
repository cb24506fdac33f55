/**
 * The domain types of the content: what the loader returns and every later stage reads. Plain data, never
 * mutated after loading (dev compares objects by identity to skip unchanged work).
 */
import type { EventsiteError } from '../core/errors.ts';
import type { MarkdownLink } from './markdown/markdown.ts';
import type { RasterFacts } from './images/raster.ts';
import type {
  CaseStudyText,
  FaqItem,
  GuideText,
  LanguageSettings,
  LocaleStrings,
  Navigation,
  OccasionText,
  PageText,
  ServiceText,
  SharedCaseStudy,
  SharedGuide,
  SharedOccasion,
  SharedPage,
  Site,
  Testimonial,
} from './schemas.ts';

/** A language code of `site.yaml`'s `languages`, e.g. `en`, `tr`. */
export type Locale = string;

/** Values per language, keyed by language code; read them with {@link inLocale}. */
export type Localized<T> = Readonly<Record<Locale, T>>;

/**
 * The value of `values` in `locale`.
 * @throws {Error} when there is none (the loader guarantees every language, so this is a programming error).
 */
export function inLocale<T>(values: Localized<T>, locale: Locale): T {
  const value = values[locale];
  if (value === undefined) throw new Error(`no value for language "${locale}"`);
  return value;
}

/** One language of the site: its code and settings (`language` of `content/locales/{code}.yaml`). */
export interface Language extends LanguageSettings {
  code: Locale;
  /** True for the first language of `site.yaml`: served at the site root, `x-default`, holder of shared fields. */
  isDefault: boolean;
}

/** An image of `content/images/`, with its intrinsic size in CSS pixels. */
export interface ImageSource {
  /** Path relative to `content/images/`, e.g. `blog/rsvp-guide.svg`. */
  path: string;
  /** Absolute file path. */
  file: string;
  width: number;
  height: number;
  /** An SVG's bytes to publish, as loading judged them (sanitised when anything was removed). */
  contents?: Buffer;
  /** A raster image (JPEG, PNG, WebP, AVIF, HEIC): what loading learnt of it; its variants are made by the build. */
  raster?: RasterFacts;
}

/** One of the services, in every language. */
export interface Service {
  /** The file id: the default language's slug, e.g. `corporate-events`. */
  id: string;
  order: number;
  featured: boolean;
  image: ImageSource;
  /** Indicative starting prices in Turkish lira, KDV excluded, as of a date (`prices` of the shared file). */
  prices: { asOf: string; from: number[] };
  /** Slug per language (`corporate-events`, `kurumsal-etkinlikler`). */
  slug: Localized<string>;
  /** Text per language, with its file (relative to the working directory). */
  locales: Localized<ServiceText & { file: string }>;
}

/**
 * A photo (or drawing) shown in a post's body: `![Sunset terrace](/images/blog/terrace.jpg)`, checked by the loader
 * (`prepare-body-images.ts`). The page shows it as the site shows its other images, in place of its `<img>`.
 */
export interface BodyImage {
  /** Path relative to `content/images/`, e.g. `blog/terrace.jpg`. */
  path: string;
  /** The alt text, in the post's language (never empty). */
  alt: string;
  /** The `<img>` standing for the image in the body's `html`, exactly as it is written there. */
  markup: string;
}

/** One language of a blog post. */
export interface PostLocale {
  /** The markdown file, relative to the working directory. */
  file: string;
  title: string;
  excerpt: string;
  imageAlt: string;
  /** The front matter's keywords; without them the page uses the post's tags as its language shows them. */
  keywords: string[] | undefined;
  /** Sanitised body HTML. */
  html: string;
  /**
   * Meta description, at most 160 characters: the front matter's `description`, or else the body's plain text
   * cut at the last whole word before 160 characters and ended with "…" (docs/decisions.md, "Descriptions").
   */
  description: string;
  wordCount: number;
  /** Links of the body, lines counted in the file. */
  links: MarkdownLink[];
  /**
   * The body's images in document order, each in place of its `<img>` in `html` (see `spliceBodyImages`); absent
   * or empty when the body shows none. Not one of the fields only the post's own page shows (page-inputs.ts): a
   * new one must be built, so dev rebuilds the images when they change.
   */
  images?: readonly BodyImage[];
  /** A digest of the file's bytes (front matter and body), when the content cache knows it. */
  fileDigest?: string;
}

/** A blog post in every language. */
export interface Post {
  /** The file id, e.g. `rsvp-guide`. */
  id: string;
  /** Slug per language (the id unless a language's file sets `slug`). */
  slug: Localized<string>;
  /** yyyy-mm-dd */
  date: string;
  image: ImageSource;
  /** Tag labels in the site's tag language, shown in every language. */
  tags: string[];
  /** Other slugs the post answers under, in every language, so old links keep working. */
  aliases: string[];
  /** Marked `draft: true` or dated after the build date: published only by `dev` and `build --drafts`. */
  draft: boolean;
  locales: Localized<PostLocale>;
}

/**
 * Display labels of tags (docs/decisions.md, "Tags"): by the tag as the posts write it (in the tag language), its label
 * in other languages (`Düğün` → `{ en: 'Wedding' }`). Read them with `displayTag`.
 */
export type TagLabels = ReadonlyMap<string, Readonly<Record<Locale, string>>>;

/** A markdown body as a page shows it (`markdown-body.ts`). */
export interface RenderedBody {
  /** Sanitised HTML. */
  html: string;
  /** The body's plain text cut at the last whole word before 160 characters. */
  description: string;
  wordCount: number;
  /** Links of the body, lines counted in the file. */
  links: MarkdownLink[];
  /** Photos of the body, each in place of its `<img>` in `html`. */
  images: readonly BodyImage[];
}

/** One language of an article: its front matter, its rendered body, and its file. */
export type ArticleLocale<Text> = Text &
  RenderedBody & {
    /** The markdown file, relative to the working directory. */
    file: string;
    /** The URL slug in this language (the file id unless the file sets `slug`). */
    slug: string;
  };

/** An article in every language. */
export interface Article<Shared, Text> {
  /** The file id, e.g. `kina-gecesi` of `occasions/kina-gecesi.tr.md`. */
  id: string;
  /** The shared front matter, from the default language's file. */
  shared: Shared;
  /** The image of the shared `image` field, when the collection has one. */
  image?: ImageSource;
  locales: Localized<ArticleLocale<Text>>;
}

/** An occasion page (kına gecesi, söz and nişan…): sorted by `order`. */
export type Occasion = Article<SharedOccasion, OccasionText>;
/** A guide (venues, getting married, budget and terms): sorted by `order`. */
export type Guide = Article<SharedGuide, GuideText>;
/** A case study: sorted by `order`. */
export type CaseStudy = Article<SharedCaseStudy, CaseStudyText>;
/** A standalone page (the privacy notice), by id. */
export type StandalonePage = Article<SharedPage, PageText>;

/** A photo of the portfolio (`content/portfolio.yaml`). */
export interface PortfolioItem {
  image: ImageSource;
  /** The id of the occasion it shows. */
  occasion: string;
  /** An invented example image: labelled as such wherever it is shown. */
  sample: boolean;
  /** What the photo shows, in every language. */
  alt: Localized<string>;
  /** The venue and district, in every language. */
  caption: Localized<string>;
}

/** The article collections of the content. */
export interface Articles {
  occasions: Occasion[];
  guides: Guide[];
  caseStudies: CaseStudy[];
  /** Standalone pages by id order; the privacy notice has the id `privacy`. */
  pages: StandalonePage[];
}

/** Everything the site is built from. */
export interface Content extends Articles {
  /** Absolute content folder. */
  root: string;
  /** The languages in `site.yaml` order, the default first. */
  languages: Language[];
  site: Site;
  navigation: Navigation;
  strings: Localized<LocaleStrings>;
  faq: Localized<FaqItem[]>;
  /** Client testimonials, each in every language (`testimonials.yaml`). */
  testimonials: Testimonial[];
  /** Display labels of tags in languages other than the tag language (`content/tags.yaml`; empty without it). */
  tagLabels: TagLabels;
  /** Sorted by `order`. */
  services: Service[];
  /** Newest first (docs/decisions.md, "Post order"); drafts only when the load asked for them. */
  posts: Post[];
  /** How many posts are drafts (left out of `posts` unless asked for). */
  drafts: number;
  /** The portfolio's photos in the file's order (`content/portfolio.yaml`; empty without it). */
  portfolio: PortfolioItem[];
  /** Every image by its path relative to `content/images/`. */
  images: Map<string, ImageSource>;
  /** The characters of the published content beyond the fonts' base set, sorted (see `characters.ts`). */
  characters: string;
  /**
   * A digest of everything the content was loaded from but the posts' bodies: every file (a post's front matter
   * only), the images, the date and the options; `undefined` when a file's digest is unknown. Pages whose inputs
   * have the same digests show the same (the build takes them from the build before without making their views).
   */
  faceDigest?: string;
  /** Non-fatal findings (e.g. emptied unsafe links), for `check`. */
  warnings: EventsiteError[];
}

/** A post's aliases in a language: the shared `aliases` but its slug there (a page is not its own old address). */
export function postAliases(post: Pick<Post, 'aliases' | 'slug'>, locale: string): string[] {
  const slug = inLocale(post.slug, locale);
  return post.aliases.filter((alias) => alias !== slug);
}
