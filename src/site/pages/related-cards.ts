/**
 * The cards of the related blocks at the foot of service, occasion, guide and case-study pages: each related
 * service, occasion or case study as a card with its name or title, its one-line description and its image when it
 * has one, as the list pages show it.
 */
import { inLocale, type CaseStudy, type Occasion } from '../../content/types.ts';
import type { ArticleCardView } from '../page-data.ts';
import { caseStudyKey, occasionKey, serviceKey } from './article-keys.ts';
import type { ViewContext } from './page-type.ts';

/** The services of `ids`, in that order, as cards in the view's language (an unknown id is left out). */
export function serviceCards(view: ViewContext, ids: readonly string[]): ArticleCardView[] {
  return ids
    .flatMap((id) => view.content.services.filter((s) => s.id === id))
    .map((s) => {
      const text = inLocale(s.locales, view.language.code);
      const key = serviceKey(s);
      return { key, href: view.href(key), title: text.name, text: text.description, image: view.image(s.image) };
    });
}

/** An occasion as a card in the view's language. */
export function occasionCard(view: ViewContext, occasion: Occasion): ArticleCardView {
  const text = inLocale(occasion.locales, view.language.code);
  const key = occasionKey(occasion);
  return {
    key,
    href: view.href(key),
    title: text.name,
    text: text.description,
    ...(occasion.image ? { image: view.image(occasion.image) } : {}),
  };
}

/** A case study as a card in the view's language; an invented example carries its label. */
function caseStudyCard(view: ViewContext, caseStudy: CaseStudy): ArticleCardView {
  const text = inLocale(caseStudy.locales, view.language.code);
  const key = caseStudyKey(caseStudy);
  return {
    key,
    href: view.href(key),
    title: text.title,
    text: text.description,
    ...(caseStudy.shared.sample ? { label: view.strings.articles.caseStudy.sampleLabel } : {}),
    ...(caseStudy.image ? { image: view.image(caseStudy.image) } : {}),
  };
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
