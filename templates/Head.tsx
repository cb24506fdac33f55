/**
 * The document head of every page: title, description, keywords, canonical URL, hreflang alternates,
 * icons, web app manifest, the language's Atom feed, Open Graph and Twitter card tags, JSON-LD, the fonts'
 * preloads, stylesheet and the deferred script.
 */
import type { ReactElement } from 'react';
import { useView } from './view-context.tsx';

/** JSON for a `<script>` element: `<` escaped so no `</script>` can close it early. */
function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The `<head>` of the page being rendered. */
export function Head(): ReactElement {
  const { frame, page, head } = useView();
  const { title, description, keywords, type, image, jsonLd } = head;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {page.canonical ? <link rel="canonical" href={page.canonical} /> : null}
      {page.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <meta name="theme-color" content="#0b0b0b" />
      {head.preloadImage ? (
        <link
          rel="preload"
          as="image"
          imageSrcSet={head.preloadImage.srcset}
          imageSizes={head.preloadImage.sizes}
          type={head.preloadImage.type}
          fetchPriority="high"
        />
      ) : null}
      <link rel="icon" href={frame.assets.icon} sizes="32x32" />
      <link rel="icon" href={frame.assets.favicon} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={frame.assets.appleTouchIcon} />
      <link rel="manifest" href={frame.assets.manifest} />
      <link rel="alternate" type="application/atom+xml" href={frame.feed.href} title={frame.feed.title} />
      {frame.assets.fonts.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <link rel="stylesheet" href={frame.assets.css} />
      <script src={frame.assets.js} defer />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={frame.brand} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {page.canonical ? <meta property="og:url" content={page.canonical} /> : null}
      <meta property="og:locale" content={frame.ogLocale} />
      {page.ogLocaleAlternates.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      ))}
    </head>
  );
}
