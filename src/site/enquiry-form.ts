/**
 * The enquiry form's view (docs/decisions.md, "Enquiry form"): where it posts, the hidden fields the receiver reads,
 * the occasion and budget menus, and its strings with their placeholders filled. A page type puts it in its data;
 * `templates/EnquiryForm.tsx` lays it out. No view when `site.yaml` sets no way to receive the form.
 */
import { enquiryTarget } from '../content/schemas/enquiry.ts';
import { inLocale, type Localized } from '../content/types.ts';
import { fill, fillAround } from './format.ts';
import { standaloneKey } from './pages/article-keys.ts';
import type { ViewContext } from './pages/page-type.ts';
import { phoneDisplay } from './site-links.ts';
import { ENQUIRY_FIELDS, type EnquiryFormView, type EnquiryOption } from './enquiry-fields.ts';
import type { CtaView } from './view-types.ts';

/**
 * The contact page's enquiry form (or, without one, its ways to reach us): `#enquiry` on the contact page. With
 * `occasion` (a value of the form's occasion menu: a service's or an occasion's id), the query `?occasion={id}`
 * asks the page's script to start the menu on it; without the script the menu starts empty.
 */
export const enquiryHref = (view: Pick<ViewContext, 'href'>, occasion?: string): string =>
  `${view.href('contact')}${occasion ? `?${ENQUIRY_FIELDS.occasion}=${encodeURIComponent(occasion)}` : ''}#enquiry`;

/**
 * The call to the contact page's enquiry form about `name` (an occasion's or a service's name), its link carrying
 * `occasion` (see {@link enquiryHref}).
 */
export function enquiryCall(view: ViewContext, about: { name: string; occasion: string }): CtaView {
  const copy = view.strings.articles.enquiry;
  return {
    heading: fill(copy.heading, { name: about.name }),
    text: copy.text,
    cta: copy.cta,
    href: enquiryHref(view, about.occasion),
  };
}

/**
 * The site's enquiry form on a page: the occasion menu lists the services, then the occasion pages, and the
 * consent box links to the privacy notice (`pages/privacy`; the contact page when the site has none).
 * @param selected - the value the occasion menu starts on (the id of the page's own service or occasion).
 * @returns undefined when `site.yaml` `enquiry` sets neither an endpoint nor Netlify Forms (the page then shows
 * phone, WhatsApp and e-mail only).
 */
export function siteEnquiryForm(view: ViewContext, selected?: string): EnquiryFormView | undefined {
  const { content, language } = view;
  const { site } = content;
  const target = enquiryTarget(site.enquiry);
  if (!target) return undefined;
  const copy = view.strings.enquiry;
  const thanks = view.routes.get('thanks', language.code);
  const privacy = content.pages.find((p) => p.id === 'privacy');
  const option = (entry: { id: string; locales: Localized<{ name: string }> }): EnquiryOption => ({
    value: entry.id,
    label: inLocale(entry.locales, language.code).name,
  });
  return {
    action: target.provider === 'netlify' ? view.href('thanks') : target.endpoint,
    netlify: target.provider === 'netlify',
    fetch: target.fetch,
    hidden: [
      { name: ENQUIRY_FIELDS.language, value: language.code },
      { name: ENQUIRY_FIELDS.page, value: view.route.canonical },
      ...(target.provider === 'netlify' ? [] : [{ name: ENQUIRY_FIELDS.next, value: thanks.canonical }]),
    ],
    occasions: [...content.services.map(option), ...content.occasions.map(option)],
    ...(selected ? { selected } : {}),
    budgets: copy.budgets.map((label) => ({ value: label, label })),
    privacyHref: view.href(privacy ? standaloneKey(privacy) : 'contact'),
    copy,
    consent: fillAround(copy.consent, 'link', copy.privacyLink, { brand: site.brand }),
    failed: fillAround(copy.failed, 'phone', phoneDisplay(site), { brand: site.brand }),
  };
}
