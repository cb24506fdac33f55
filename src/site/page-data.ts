/**
 * What the template of each page kind renders (`PageView.data`), declared apart from the page types that compute it
 * (`pages/`). The page types are checked against these shapes where they are declared; the templates read only
 * these, so the templates' type check (`render/check-templates.ts`) reads the view types and the content's copy
 * types, not the route table, the content layer's loaders or the structured data behind them.
 */
import type { FaqItem, LocaleStrings, ServiceText } from '../content/schemas.ts';
import type { EnquiryFormView } from './enquiry-fields.ts';
import type {
  CtaView,
  DateView,
  ImageView,
  LinkView,
  NotFoundPage,
  OpeningHoursView,
  PostCardView,
  TagView,
  TestimonialView,
  TextAround,
  TextWithTermView,
} from './view-types.ts';

/** An image with its alternative text. */
interface ImageWithAlt {
  image: ImageView;
  alt: string;
  /** The label of an example image (a stand-in until the company's own photo), shown over it. */
  sample?: string;
}

/** A heading over a list. */
interface Section<Item> {
  heading: string;
  items: Item[];
}

/** Home: hero, why choose us, about blurb, featured services, testimonials, blog teasers. */
export interface HomeData {
  copy: LocaleStrings['home'];
  heroImage: ImageView;
  aboutImage: ImageWithAlt;
  links: Record<'contact' | 'services' | 'about' | 'blog', string>;
  featured: ArticleCardView[];
  posts: PostCardView[];
  testimonials: TestimonialView[];
  /** Cards to the list pages and standalone pages `navigation.yaml` names under `explore`. */
  explore: Section<ArticleCardView> & { text: string };
  closing: CtaView;
}

/** About: story, key figures, team, values, opening hours. */
export interface AboutData {
  copy: LocaleStrings['about'];
  image: ImageView;
  /** The key figures, `{years}` filled in. */
  figures: Section<{ value: string; label: string }>;
  team: LocaleStrings['about']['team'] & { sampleNote?: { label: string; note: string } };
  hours: OpeningHoursView;
  closing: CtaView;
}

/** What drives the cost of a service, with its indicative starting prices (figures as the language writes them). */
export interface PricingView {
  heading: string;
  text: string;
  drivers: string[];
  prices: { heading: string; items: { label: string; price: string }[]; note: string };
}

/** One service: hero, banner, offerings, how we work, what drives the cost, its questions, call to action. */
export interface ServiceData {
  name: string;
  tagline: string;
  intro: string;
  banner: ImageWithAlt;
  offeringsHeading: string;
  offerings: ServiceText['offerings'];
  process: { heading: string; steps: ServiceText['process'] };
  pricing: PricingView;
  faq: Section<FaqItem>;
  /** The occasions the service plans and its case studies. */
  related: Section<ArticleCardView>[];
  /** The short enquiry form, when the site receives one. */
  enquiry: EnquiryFormView | undefined;
  cta: CtaView;
}

/** A card that is one link (to a service, an article or a page): its name or title, its description, its image when it has one. */
export interface ArticleCardView {
  key: string;
  href: string;
  title: string;
  text: string;
  /** A label shown on the card (an invented example project's). */
  label?: string;
  image?: ImageView;
  /** The "discover" label after the text. */
  more?: string;
}

/** What a list page (services, occasions, guides, case studies) renders. */
export interface ArticleListData {
  heading: string;
  intro: string;
  cards: ArticleCardView[];
}

/** An occasion page: intro, banner, body, its questions, the service, posts and case studies, the enquiry call. */
interface OccasionData {
  title: string;
  intro: string;
  banner: ImageWithAlt | undefined;
  html: string;
  faq: Section<FaqItem>;
  service: LinkView;
  posts: Section<PostCardView>;
  caseStudies: Section<ArticleCardView>;
  /** The call to the enquiry form of the contact page, shown when the site receives no form here. */
  enquiry: CtaView;
  /** The short enquiry form, when the site receives one. */
  form: EnquiryFormView | undefined;
}

/** A guide: intro, date of the last update, body, its questions, the services it leads to, the enquiry link. */
interface GuideData {
  title: string;
  intro: string;
  updated: DateView;
  html: string;
  faq: Section<FaqItem>;
  services: Section<ArticleCardView>;
  enquiry: LinkView;
}

/** A case study: its facts, the challenge, what was done, the outcome and its figures, the story, related pages. */
interface CaseStudyData {
  title: string;
  /** The photo of the event, when it has one. */
  banner: ImageWithAlt | undefined;
  facts: { label: string; value: string }[];
  sections: { heading: string; text: string }[];
  approach: Section<string>;
  results: Section<{ figure: string; label: string }>;
  html: string;
  note: string;
  /** The label of an invented example project; `note` then says what it means. */
  sampleLabel?: string;
  relatedHeading: string;
  related: ArticleCardView[];
  /** The call to the enquiry form about the project's occasion (or its service, when it names no occasion). */
  enquiry: CtaView;
}

/** A photo of the portfolio: the image, its alt text and caption, and the URL of its largest file (the enlarged view). */
interface PortfolioPhotoView {
  key: string;
  image: ImageView;
  alt: string;
  caption: string;
  /** The largest published file of the photo: what its thumbnail links to. */
  full: string;
  /** The label of an invented example image. */
  sample?: string;
}

/** The portfolio: photos grouped by occasion, with links to each group and to each occasion's page. */
export interface PortfolioData {
  heading: string;
  intro: string;
  /** Read after a photo's alt text as the name of its link: what the link opens. */
  enlarge: string;
  /** What the example label means, while any photo is an example. */
  sampleNote?: string;
  /** Links to each group (`#id`). */
  nav: { label: string; items: LinkView[] };
  groups: { id: string; heading: string; link: LinkView; photos: PortfolioPhotoView[] }[];
}

/** The blog list: every post (6 shown, then more per Load More with JavaScript). */
interface BlogData {
  heading: string;
  intro: string;
  loadMore: string;
  posts: PostCardView[];
}

/** A link to a neighbouring post. */
export interface PostLinkView {
  href: string;
  label: string;
  title: string;
}

/** A blog post: date, title, image, body, tags, previous (newer) and next (older) links. */
interface PostData {
  title: string;
  excerpt: string;
  date: DateView;
  image: ImageWithAlt;
  html: string;
  tagsHeading: string;
  tags: TagView[];
  navigationLabel: string;
  newer: PostLinkView | undefined;
  older: PostLinkView | undefined;
  /** The draft label, on a draft (docs/decisions.md, "Drafts"). */
  draft: string | undefined;
}

/** A tag page: the tag as heading and the cards of its posts (docs/decisions.md, "Tags"). */
interface TagData {
  heading: TextWithTermView;
  intro: TextWithTermView;
  posts: PostCardView[];
  allPosts: LinkView;
}

/** Contact: visit, call and e-mail cards, opening hours, the map on request, the enquiry form. */
export interface ContactData {
  copy: LocaleStrings['contact'];
  newTab: string;
  hours: OpeningHoursView;
  map: { link: string; page: string; embed: string; iframeTitle: string };
  enquiry: EnquiryFormView | undefined;
}

/** FAQ: the questions and the call to action. */
interface FaqData {
  heading: string;
  subtitle: string;
  items: FaqItem[];
  closing: CtaView;
}

/** A standalone page (the privacy notice): its body and, on the privacy notice, the data controller's details. */
interface StandaloneData {
  title: string;
  /** The label and note of a page of invented examples. */
  sample?: { label: string; note: string };
  controller: { heading: string; rows: { label: string; value: string }[] } | undefined;
  html: string;
}

/** The thank-you page after an enquiry. */
interface ThanksData {
  heading: string;
  /** The text around the phone number (a `tel:` link). */
  text: TextAround;
  home: LinkView;
}

/** A not-found page: its message, the way back, and on the root one the list of the others. */
interface NotFoundData {
  variant: string;
  heading: string;
  text: string;
  back: LinkView | undefined;
  home: LinkView;
  pages: NotFoundPage[] | undefined;
}

/** What the template of each kind renders. */
export interface PageDataByKind {
  home: HomeData;
  about: AboutData;
  services: ArticleListData;
  service: ServiceData;
  occasions: ArticleListData;
  occasion: OccasionData;
  guides: ArticleListData;
  guide: GuideData;
  caseStudies: ArticleListData;
  caseStudy: CaseStudyData;
  portfolio: PortfolioData;
  blog: BlogData;
  post: PostData;
  tag: TagData;
  contact: ContactData;
  faq: FaqData;
  standalone: StandaloneData;
  thanks: ThanksData;
  'not-found': NotFoundData;
}

/** The kind of a page type: the name of its template. */
export type PageKind = keyof PageDataByKind;
