/** What every template can read while one route renders: the route, its locale's strings, the content, links. */
import { createContext, useContext } from 'react';
import type { Content } from '../src/content/load-content.ts';
import type { Locale, LocaleStrings } from '../src/content/schemas.ts';
import type { Route, RouteTable } from '../src/routes.ts';

/** A built image: root-relative `src` and intrinsic size in CSS pixels. */
export interface ImageAsset {
  src: string;
  width: number;
  height: number;
}

/** Files the pages reference, with their hashed URLs. */
export interface PageAssets {
  /** Root-relative URL of the stylesheet. */
  css: string;
  /** Root-relative URL of the client script. */
  js: string;
  /** Root-relative URL of the favicon. */
  favicon: string;
  /** Image by its path under `content/images/`. */
  image(path: string): ImageAsset;
  /** Raster image for social cards (`og:image`) of a content image, or the default card. */
  socialImage(path?: string): ImageAsset;
}

/** The render context of one route. */
export interface SiteContextValue {
  route: Route;
  locale: Locale;
  strings: LocaleStrings;
  content: Content;
  routes: RouteTable;
  assets: PageAssets;
  /** Year printed in the copyright line. */
  year: number;
}

/** Provides {@link SiteContextValue} to the templates while one route renders (set by `src/render.tsx`). */
export const SiteContext = createContext<SiteContextValue | null>(null);

/** The render context; throws outside a render. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() called outside SiteContext');
  return value;
}

/** Replaces `{name}` placeholders of a content string. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

// Creating an Intl.DateTimeFormat is costly; one per locale serves every page.
const DATE_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  tr: new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A yyyy-mm-dd date in the page's language: `10 April 2025`, `10 Nisan 2025` (decision 12). */
export function formatDate(iso: string, locale: Locale): string {
  return DATE_FORMATS[locale].format(new Date(`${iso}T00:00:00Z`));
}
