/**
 * The document head of every page: title, description, keywords, canonical URL, hreflang alternates
 * (`en`, `tr`, `x-default`), Open Graph and Twitter card tags, JSON-LD, stylesheet and the deferred script.
 */
import type { ReactElement } from 'react';
import { useSite, type ImageAsset } from './site-context.tsx';

/** What a page says about itself in its head. */
export interface HeadProps {
  /** The full `<title>`. */
  title: string;
  /** Meta description, ≤ 160 characters. */
  description: string;
  keywords?: string[];
  /** Open Graph type (`website`, `article`). */
  type?: 'website' | 'article';
  /** Social card image; the default card when absent. */
  image?: ImageAsset;
  /** JSON-LD objects, one `<script type="application/ld+json">` each. */
  jsonLd?: object[];
}

/** JSON for a `<script>` element: `<` escaped so no `</script>` can close it early. */
function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const OG_LOCALES = { en: 'en_US', tr: 'tr_TR' } as const;

/** The `<head>` of a page, canonical URL and alternates read from the route table. */
export function Head({ title, description, keywords, type = 'website', image, jsonLd = [] }: HeadProps): ReactElement {
  const { route, content, assets, routes, locale } = useSite();
  const social = image ?? assets.socialImage();
  const socialUrl = routes.absolute(social.src);
  const alternates = route.alternates;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      <link rel="canonical" href={route.canonical} />
      {alternates ? (
        <>
          <link rel="alternate" hrefLang="en" href={alternates.en} />
          <link rel="alternate" hrefLang="tr" href={alternates.tr} />
          <link rel="alternate" hrefLang="x-default" href={alternates.en} />
        </>
      ) : null}
      <meta name="theme-color" content="#0b0b0b" />
      <link rel="icon" href={assets.favicon} type="image/svg+xml" />
      <link rel="stylesheet" href={assets.css} />
      <script src={assets.js} defer />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={content.site.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={route.canonical} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      <meta property="og:locale:alternate" content={OG_LOCALES[locale === 'en' ? 'tr' : 'en']} />
      <meta property="og:image" content={socialUrl} />
      <meta property="og:image:width" content={String(social.width)} />
      <meta property="og:image:height" content={String(social.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={socialUrl} />
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      ))}
    </head>
  );
}
