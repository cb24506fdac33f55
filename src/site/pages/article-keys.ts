/**
 * Route keys of the pages that link to each other (services and the article pages), and the article pages' URL parts.
 */
import {
  inLocale,
  type CaseStudy,
  type Guide,
  type Language,
  type Localized,
  type Occasion,
  type Service,
  type StandalonePage,
} from '../../content/types.ts';

/** Route key of a service page. */
export const serviceKey = (service: Service): string => `service:${service.id}`;
/** Route key of an occasion page. */
export const occasionKey = (occasion: Occasion): string => `occasion:${occasion.id}`;
/** Route key of a guide page. */
export const guideKey = (guide: Guide): string => `guide:${guide.id}`;
/** Route key of a case study page. */
export const caseStudyKey = (caseStudy: CaseStudy): string => `case-study:${caseStudy.id}`;
/** Route key of a standalone page. */
export const standaloneKey = (page: StandalonePage): string => `page:${page.id}`;

/** The slug of an article in a language. */
export const slugIn = (locales: Localized<{ slug: string }>, language: Language): string =>
  inLocale(locales, language.code).slug;
/** The aliases of an article in a language, under `folder` (none for a folder-less standalone page). */
export const aliasesIn = (
  locales: Localized<{ aliases: string[] }>,
  language: Language,
  folder: string[],
): string[][] => inLocale(locales, language.code).aliases.map((alias) => [...folder, alias]);
