/**
 * Every page type of the site, in the order their routes are listed (and so the sitemap's order). To add a
 * page type: add the data its template renders to `site/page-data.ts` under its kind, declare it (a
 * {@link SitePageType} record of that kind), add it here, and add its template to `templates/pages/` and to the
 * template map in `templates/render.tsx`. The compiler then checks that each record computes its kind's data,
 * that every kind has a record here, and that every kind has a template.
 */
import { caseStudyList, guideList, occasion, occasionList } from './article-pages.ts';
import { caseStudy, guide, standalonePage } from './article-detail-pages.ts';
import { post, service, tag } from './collection-pages.ts';
import { about, blog, contact, faq, home, services } from './fixed-pages.ts';
import type { Content } from '../../content/types.ts';
import { buildRouteTable } from '../route-table.ts';
import type { RouteTable } from '../route-types.ts';
import { GENERIC_NOT_FOUND, notFound } from './not-found.ts';
import { thanks } from './thanks-page.ts';
import { portfolio } from './portfolio-page.ts';
import type { AnyPageType, SitePageType } from './page-type.ts';
import type { PageKind } from '../page-data.ts';

/** A page type of some kind of `page-data.ts`, computing that kind's data. */
type AnySitePageType = { [Kind in PageKind]: SitePageType<Kind, unknown> }[PageKind];

const PAGE_TYPES = [
  home,
  about,
  services,
  service,
  occasionList,
  occasion,
  guideList,
  guide,
  caseStudyList,
  caseStudy,
  portfolio,
  blog,
  post,
  tag,
  contact,
  faq,
  standalonePage,
  thanks,
  notFound,
] as const satisfies readonly AnySitePageType[];

/** The route table of the site: its page types over the content (see `buildRouteTable`). */
export function buildSiteRoutes(content: Content): RouteTable<AnyPageType> {
  const pages = PAGE_TYPES.filter((t) => t !== notFound) as readonly AnyPageType[];
  return buildRouteTable(content, { pages, notFound, genericNotFound: GENERIC_NOT_FOUND });
}

/** Compiles only when `Kinds` is empty. */
type NoKinds<Kinds extends never> = Kinds;
// Every kind of page-data.ts has a page type here (and each page type here is of a kind of page-data.ts, above).
/** @public A check the compiler makes: nothing imports it. */
export type KindsWithoutPageType = NoKinds<Exclude<PageKind, (typeof PAGE_TYPES)[number]['kind']>>;

export { postKey, tagKey } from './collection-pages.ts';
export { caseStudyKey, guideKey, occasionKey, serviceKey, standaloneKey } from './article-keys.ts';
export type { AnyPageType, ViewContext } from './page-type.ts';
