/** JSON-LD objects shared by several pages (schema.org `Organization`, `WebSite`). */
import type { SiteContextValue } from './site-context.tsx';

/** schema.org Organization of the company, from the site configuration (home and FAQ pages). */
export function organizationJsonLd({ content, routes, assets, locale }: SiteContextValue): object {
  const { site } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: routes.get('home', locale).canonical,
    logo: routes.absolute(assets.image('logo.svg').src),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.district,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: Object.values(site.social),
  };
}

/** schema.org WebSite of the site in the page's language (FAQ pages). */
export function websiteJsonLd({ content, routes, locale }: SiteContextValue): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: content.site.brand,
    url: routes.get('home', locale).canonical,
    inLanguage: locale,
  };
}
