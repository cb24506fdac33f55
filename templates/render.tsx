/**
 * The templates' entry: renders a page's view to its HTML document with React's `renderToStaticMarkup`.
 * `src/render.ts` loads this module (bundled afresh in dev, so template edits apply without a restart).
 * Every page kind has its template here; the compiler checks the map is complete.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageDataByKind, PageKind } from '../src/site/page-data.ts';
import type { PageView } from '../src/site/view-types.ts';
import { AboutPage } from './pages/AboutPage.tsx';
import { ArticleListPage } from './pages/ArticleListPage.tsx';
import { CaseStudyPage } from './pages/CaseStudyPage.tsx';
import { GuidePage } from './pages/GuidePage.tsx';
import { OccasionPage } from './pages/OccasionPage.tsx';
import { StandalonePage } from './pages/StandalonePage.tsx';
import { BlogPage } from './pages/BlogPage.tsx';
import { ContactPage } from './pages/ContactPage.tsx';
import { FaqPage } from './pages/FaqPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PortfolioPage } from './pages/PortfolioPage.tsx';
import { PostPage } from './pages/PostPage.tsx';
import { ServicePage } from './pages/ServicePage.tsx';
import { TagPage } from './pages/TagPage.tsx';
import { ThanksPage } from './pages/ThanksPage.tsx';
import { ViewContext } from './view-context.tsx';

const TEMPLATES: { [K in PageKind]: (props: { data: PageDataByKind[K] }) => ReactElement } = {
  home: HomePage,
  about: AboutPage,
  services: ArticleListPage,
  service: ServicePage,
  occasions: ArticleListPage,
  occasion: OccasionPage,
  guides: ArticleListPage,
  guide: GuidePage,
  caseStudies: ArticleListPage,
  caseStudy: CaseStudyPage,
  portfolio: PortfolioPage,
  standalone: StandalonePage,
  blog: BlogPage,
  post: PostPage,
  tag: TagPage,
  contact: ContactPage,
  faq: FaqPage,
  thanks: ThanksPage,
  'not-found': NotFoundPage,
};

/**
 * The complete HTML document of a page, `<!doctype html>` included.
 * @param kind - the page kind, naming the template.
 * @throws whatever a template throws (the caller names the route).
 */
export function renderPage(kind: PageKind, view: PageView): string {
  const Template = TEMPLATES[kind] as (props: { data: unknown }) => ReactElement;
  return `<!doctype html>${renderToStaticMarkup(
    <ViewContext.Provider value={view}>
      <Template data={view.data} />
    </ViewContext.Provider>,
  )}`;
}
