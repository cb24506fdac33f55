/**
 * The cards of services, occasions, guides and case studies, as the list pages and the related blocks at the foot of
 * service, occasion, guide and case-study pages show them: the name or title, the one-line description, and the image
 * when it has one.
 */
import {
  inLocale,
  type CaseStudy,
  type Guide,
  type ImageSource,
  type Localized,
  type Occasion,
  type Service,
} from '../../content/types.ts';
import type { ArticleCardView } from '../page-data.ts';
import { caseStudyKey, guideKey, occasionKey, serviceKey } from './article-keys.ts';
import type { ViewContext } from './page-type.ts';

/** An entry as a card in the view's language, titled by `title` of its text; its label when it has one. */
function card<Text extends { description: string }>(
  view: ViewContext,
  key: string,
  entry: { locales: Localized<Text>; image?: ImageSource | undefined },
  title: (text: Text) => string,
  label?: string,
): ArticleCardView {
  const text = inLocale(entry.locales, view.language.code);
  return {
    key,
    href: view.href(key),
    title: title(text),
    text: text.description,
    ...(label ? { label } : {}),
    ...(entry.image ? { image: view.image(entry.image) } : {}),
  };
}

/** An occasion as a card. */
export const occasionCard = (view: ViewContext, occasion: Occasion): ArticleCardView =>
  card(view, occasionKey(occasion), occasion, (text) => text.name);

/** A guide as a card. */
export const guideCard = (view: ViewContext, guide: Guide): ArticleCardView =>
  card(view, guideKey(guide), guide, (text) => text.title);

/** A case study as a card; an invented example carries its label. */
export const caseStudyCard = (view: ViewContext, caseStudy: CaseStudy): ArticleCardView =>
  card(
    view,
    caseStudyKey(caseStudy),
    caseStudy,
    (text) => text.title,
    caseStudy.shared.sample ? view.strings.articles.caseStudy.sampleLabel : undefined,
  );

/** A service as a card. */
export const serviceCard = (view: ViewContext, service: Service): ArticleCardView =>
  card(view, serviceKey(service), service, (text) => text.name);

/** The services of `ids`, in that order, as cards (an unknown id is left out). */
export function serviceCards(view: ViewContext, ids: readonly string[]): ArticleCardView[] {
  return ids.flatMap((id) => view.content.services.filter((s) => s.id === id)).map((s) => serviceCard(view, s));
}

/** The case studies that show a service or an occasion, as cards. */
export function caseStudyCards(view: ViewContext, about: { service?: string; occasion?: string }): ArticleCardView[] {
  return view.content.caseStudies
    .filter(
      (c) =>
        (about.service !== undefined && c.shared.service === about.service) ||
        (about.occasion !== undefined && c.shared.occasion === about.occasion),
    )
    .map((c) => caseStudyCard(view, c));
}
