/**
 * The footer's column of the occasion, guide and case study list pages, the privacy notice and the terms of use,
 * so every page leads to them: a link to each that the content has, labelled in the page's language.
 */
import type { Content, Language } from '../content/types.ts';
import { inLocale } from '../content/types.ts';
import type { FooterPlanView } from './view-types.ts';

/**
 * The footer column in `language`.
 * @param href - the root-relative URL of a page key in the language.
 */
export function footerPlanLinks(content: Content, language: Language, href: (key: string) => string): FooterPlanView {
  const copy = inLocale(content.strings, language.code).articles;
  const pages: [string, string, boolean][] = [
    ['occasions', copy.links.occasions, content.occasions.length > 0],
    ['guides', copy.links.guides, content.guides.length > 0],
    ['caseStudies', copy.links.caseStudies, content.caseStudies.length > 0],
    ['page:privacy', copy.links.privacy, content.pages.some((p) => p.id === 'privacy')],
    ['page:terms', copy.links.terms, content.pages.some((p) => p.id === 'terms')],
  ];
  return {
    heading: copy.footerHeading,
    links: pages.filter(([, , shown]) => shown).map(([key, label]) => ({ href: href(key), label })),
  };
}
