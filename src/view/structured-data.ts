/** JSON-LD objects (schema.org `Organization`, `WebSite`, `FAQPage`) from the content, for page heads. */
import type { FaqItem } from '../content/schemas.ts';
import type { ViewContext } from '../pages/page-type.ts';

/** schema.org Organization of the company, from the site configuration (home and FAQ pages). */
export function organizationJsonLd(view: ViewContext): object {
  const { site } = view.content;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: view.routes.get('home', view.language.code).canonical,
    logo: view.absolute(view.image(site.images.logo).src),
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
export function websiteJsonLd(view: ViewContext): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: view.content.site.brand,
    url: view.routes.get('home', view.language.code).canonical,
    inLanguage: view.language.code,
  };
}

/** schema.org FAQPage listing every question and answer (spec §2 "FAQ"). */
export function faqPageJsonLd(locale: string, items: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}
