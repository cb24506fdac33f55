/**
 * Route keys and URL parts of the article pages, shared by the page types that link to each other.
 */
import {
  inLocale,
  type CaseStudy,
  type Guide,
  type Language,
  type Localized,
  type Occasion,
  type StandalonePage,
} from '../../content/types.ts';

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
