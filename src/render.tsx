/**
 * Renders one route to an HTML string with React's `renderToStaticMarkup`. No file system: rendering returns
 * strings; writing is its own stage.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AboutPage, BlogPage, ContactPage, FaqPage, HomePage, NotFoundPage, PostPage, ServicePage, ServicesPage, TagPage } from '../templates/pages.tsx';
import { SiteContext, type PageAssets, type SiteContextValue } from '../templates/site-context.tsx';
import type { Content } from './content/load-content.ts';
import { isEventsiteError, TemplateError } from './errors.ts';
import type { PageData, Route, RouteTable } from './routes.ts';

/** What {@link renderRoute} needs besides the route. */
export interface RenderOptions {
  content: Content;
  routes: RouteTable;
  assets: PageAssets;
  /** Year of the copyright line. */
  year: number;
}

function pageElement(data: PageData): ReactElement {
  switch (data.kind) {
    case 'home':
      return <HomePage />;
    case 'about':
      return <AboutPage />;
    case 'services':
      return <ServicesPage />;
    case 'service':
      return <ServicePage service={data.service} />;
    case 'blog':
      return <BlogPage />;
    case 'post':
      return <PostPage post={data.post} newer={data.newer} older={data.older} />;
    case 'tag':
      return <TagPage label={data.label} posts={data.posts} />;
    case 'contact':
      return <ContactPage />;
    case 'faq':
      return <FaqPage />;
    case 'not-found':
      return <NotFoundPage variant={data.variant} pages={data.pages} />;
  }
}

/**
 * The complete HTML document of a route, `<!doctype html>` included.
 * @throws {TemplateError} naming the route and the template when a template throws (decision 18).
 */
export function renderRoute(route: Route, options: RenderOptions): string {
  const value: SiteContextValue = {
    route,
    locale: route.locale,
    strings: options.content.strings[route.locale],
    content: options.content,
    routes: options.routes,
    assets: options.assets,
    year: options.year,
  };
  try {
    return `<!doctype html>${renderToStaticMarkup(<SiteContext.Provider value={value}>{pageElement(route.data)}</SiteContext.Provider>)}`;
  } catch (error) {
    if (isEventsiteError(error)) throw error;
    const cause = error instanceof Error ? error.message : String(error);
    throw new TemplateError(
      `rendering ${route.url} with the ${route.data.kind} template failed: ${cause}`,
      { file: `templates/ (${route.data.kind})`, hint: 'fix the template or the content it reads; dist/ was left as it was' },
      { cause: error },
    );
  }
}
