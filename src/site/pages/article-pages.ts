/**
 * Pages made from the article collections (docs/decisions.md, "Articles"): one per occasion, guide and case study, each
 * with a list page of its collection, and one per standalone page (the privacy notice). A collection without entries
 * has no pages, so a site without occasions simply has no occasions section.
 */
import { inLocale, type Content, type Language, type Occasion } from '../../content/types.ts';
import { enquiryCall, siteEnquiryForm } from '../enquiry-form.ts';
import { fill } from '../format.ts';
import { imagePreload } from '../image-preload.ts';
import { faqPageJsonLd, serviceJsonLd } from '../structured-data.ts';
import { caseStudyCard, caseStudyCards, guideCard, occasionCard } from './related-cards.ts';
import { aliasesIn, occasionKey, serviceKey, slugIn } from './article-keys.ts';
import type { ArticleCardView, ArticleListData, PageDataByKind, PageKind } from '../page-data.ts';
import type { SitePageType, ViewContext } from './page-type.ts';

/** The kinds whose page is a list of cards (`ArticleListData`). */
type ListPageKind = { [Kind in PageKind]: PageDataByKind[Kind] extends ArticleListData ? Kind : never }[PageKind];

/** A list page of a collection: one page per language while the collection has entries, a card per entry. */
function listPage<Kind extends ListPageKind, Entry>(
  kind: Kind,
  options: {
    entries(content: Content): readonly Entry[];
    folder(language: Language): string;
    copy(view: ViewContext): { title: string; description: string; heading: string; intro: string };
    card(view: ViewContext, entry: Entry): ArticleCardView;
  },
): SitePageType<Kind, undefined> {
  return {
    kind,
    items: (content) => (options.entries(content).length > 0 ? [{ key: kind, item: undefined }] : []),
    segments: (language) => [options.folder(language)],
    section: undefined,
    sitemap: true,
    data(_item, view) {
      const copy = options.copy(view);
      const cards = options.entries(view.content).map((entry) => options.card(view, entry));
      return {
        head: view.head({ title: view.title(copy.title), description: copy.description }),
        data: { heading: copy.heading, intro: copy.intro, cards },
      };
    },
  };
}

/** The occasions list. */
export const occasionList = listPage('occasions', {
  entries: (content) => content.occasions,
  folder: (language) => language.paths.occasions,
  copy: (view) => view.strings.articles.occasions,
  card: occasionCard,
});

/** The guides list. */
export const guideList = listPage('guides', {
  entries: (content) => content.guides,
  folder: (language) => language.paths.guides,
  copy: (view) => view.strings.articles.guides,
  card: guideCard,
});

/** The case studies list. */
export const caseStudyList = listPage('caseStudies', {
  entries: (content) => content.caseStudies,
  folder: (language) => language.paths.caseStudies,
  copy: (view) => view.strings.articles.caseStudies,
  card: caseStudyCard,
});

/** An occasion page: intro, banner, body, its questions (FAQPage), the service, posts and case studies, the enquiry call. */
export const occasion: SitePageType<'occasion', Occasion> = {
  kind: 'occasion',
  items: (content) => content.occasions.map((item) => ({ key: occasionKey(item), item })),
  segments: (language, item) => [language.paths.occasions, slugIn(item.locales, language)],
  aliases: (language, item) => aliasesIn(item.locales, language, [language.paths.occasions]),
  section: 'services',
  sitemap: true,
  data(item, view) {
    const text = inLocale(item.locales, view.language.code);
    const copy = view.strings.articles;
    const service = view.content.services.find((s) => s.id === item.shared.service)!;
    const serviceName = inLocale(service.locales, view.language.code).name;
    const image = item.image && view.image(item.image);
    const posts = item.shared.posts.flatMap((id) => view.content.posts.filter((p) => p.id === id)).map(view.postCard);
    return {
      head: view.head({
        title: view.title(text.title),
        description: text.description,
        image: view.socialImage(item.image),
        jsonLd: [
          faqPageJsonLd(view.language.code, text.faq),
          serviceJsonLd(view, {
            name: text.name,
            serviceType: serviceName,
            description: text.description,
            price: Math.min(...service.prices.from),
          }),
        ],
        ...(image ? { preloadImage: imagePreload(image, 'banner') } : {}),
      }),
      data: {
        title: text.title,
        intro: text.intro,
        banner: image && { image, alt: text.imageAlt },
        html: view.body(text.html),
        faq: { heading: fill(copy.faqHeading, { name: text.name }), items: text.faq },
        service: { href: view.href(serviceKey(service)), label: serviceName },
        posts: { heading: copy.relatedPosts, items: posts },
        caseStudies: { heading: copy.relatedCaseStudies, items: caseStudyCards(view, { occasion: item.id }) },
        enquiry: enquiryCall(view, { name: text.name, occasion: item.id }),
        form: siteEnquiryForm(view, item.id),
      },
    };
  },
};
