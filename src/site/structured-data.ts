/** JSON-LD objects (schema.org `LocalBusiness`, `WebSite`, `FAQPage`, `Service`) from the content, for page heads. */
import type { FaqItem } from '../content/schemas.ts';
import type { ViewContext } from './pages/page-type.ts';
import { mapsUrl } from './site-links.ts';
import { fill, formatLira } from './format.ts';

/**
 * schema.org `LocalBusiness` of the company (home, about, contact and FAQ pages), from `site.yaml`: name, URL
 * of the home page in the page's language, logo, image (the about picture's social card), telephone (E.164),
 * e-mail, founding year, postal address, `geo` (the map position), `hasMap`, `openingHoursSpecification`
 * (one per `openingHours` entry; a day by appointment carries that note as its `description`), `sameAs` (the
 * four profiles) and, when services give indicative prices, `priceRange` ("from" the lowest, as the page's
 * language writes it).
 *
 * `LocalBusiness` is the most specific type that fits: schema.org has no event-planner type (its
 * `ProfessionalService` says it was deprecated for being confused with `Service`), and none of the
 * `LocalBusiness` subtypes (stores, food, lodging, entertainment venues …) is an event-planning studio.
 */
export function localBusinessJsonLd(view: ViewContext): object {
  const { site, services } = view.content;
  const lowest = Math.min(...services.flatMap((s) => s.prices?.from ?? []));
  const about = view.content.images.get(site.images.about);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${view.routes.absolute('/')}#business`,
    name: site.brand,
    url: view.routes.get('home', view.language.code).canonical,
    logo: view.absolute(view.image(site.images.logo).src),
    image: view.socialImage(about).url,
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
    geo: { '@type': 'GeoCoordinates', latitude: site.map.latitude, longitude: site.map.longitude },
    hasMap: mapsUrl(site),
    openingHoursSpecification: site.openingHours.map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: entry.days.map((day) => `https://schema.org/${day}`),
      opens: entry.opens,
      closes: entry.closes,
      ...(entry.byAppointment ? { description: view.strings.hours.byAppointment } : {}),
    })),
    ...(site.company
      ? {
          legalName: site.company.legalName,
          taxID: site.company.taxNumber,
          identifier: { '@type': 'PropertyValue', propertyID: 'MERSİS', value: site.company.mersis },
        }
      : {}),
    sameAs: Object.values(site.social),
    ...(Number.isFinite(lowest)
      ? { priceRange: fill(view.strings.service.priceFrom, { price: formatLira(lowest, view.language.dateLocale) }) }
      : {}),
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

/** schema.org FAQPage listing every question and answer. */
export function faqPageJsonLd(locale: string, items: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * schema.org `Service` of what a service or occasion page sells: its name and description, the
 * company as `provider` (by the `@id` of its LocalBusiness), `areaServed` İstanbul and Türkiye, and an `offers`
 * with the lowest indicative starting price in TRY (VAT excluded) when there is one.
 * @param price - the lowest starting price in lira, if the page gives one.
 */
export function serviceJsonLd(
  view: ViewContext,
  service: { name: string; description: string; serviceType?: string; price?: number },
): object {
  const { site } = view.content;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    ...(service.serviceType ? { serviceType: service.serviceType } : {}),
    description: service.description,
    url: view.route.canonical,
    inLanguage: view.language.code,
    provider: {
      '@type': 'LocalBusiness',
      '@id': `${view.routes.absolute('/')}#business`,
      name: site.brand,
      telephone: site.phone,
    },
    areaServed: [
      { '@type': 'City', name: 'İstanbul' },
      { '@type': 'Country', name: 'Türkiye' },
    ],
    ...(service.price === undefined
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            priceCurrency: 'TRY',
            priceSpecification: {
              '@type': 'PriceSpecification',
              price: service.price,
              priceCurrency: 'TRY',
              valueAddedTaxIncluded: false,
              minPrice: service.price,
            },
            url: view.route.canonical,
          },
        }),
  };
}
