/**
 * The enquiry form's view (docs/decisions.md, "Enquiry form"): where it posts, the hidden fields the receiver reads,
 * the occasion and budget menus, and its strings with their placeholders filled. A page type puts it in its data;
 * `templates/EnquiryForm.tsx` lays it out. No view when `site.yaml` sets no way to receive the form.
 */
import { enquiryTarget } from '../content/schemas/enquiry.ts';
import { inLocale } from '../content/types.ts';
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

/** The occasions of the form's menu made from the services: each service's id, labelled with its name. */
function enquiryOccasions(view: Pick<ViewContext, 'content' | 'language'>): EnquiryOption[] {
  return view.content.services.map((service) => ({
    value: service.id,
    label: inLocale(service.locales, view.language.code).name,
  }));
}

/**
 * The enquiry form of a page, or undefined when `site.yaml` `enquiry` sets neither an endpoint nor Netlify Forms
 * (the page then shows phone, WhatsApp and e-mail only).
 * @param options.occasions - the occasion menu, e.g. {@link enquiryOccasions} with other collections appended.
 * @param options.privacyHref - root-relative URL of the privacy notice.
 */
function enquiryForm(
  view: ViewContext,
  options: { occasions: EnquiryOption[]; privacyHref: string; selected?: string | undefined },
): EnquiryFormView | undefined {
  const target = enquiryTarget(view.content.site.enquiry);
  if (!target) return undefined;
  const copy = view.strings.enquiry;
  const { site } = view.content;
  const thanks = view.routes.get('thanks', view.language.code);
  const hidden = [
    { name: ENQUIRY_FIELDS.language, value: view.language.code },
    { name: ENQUIRY_FIELDS.page, value: view.route.canonical },
    ...(target.provider === 'netlify' ? [] : [{ name: ENQUIRY_FIELDS.next, value: thanks.canonical }]),
  ];
  return {
    action: target.provider === 'netlify' ? view.href('thanks') : target.endpoint,
    netlify: target.provider === 'netlify',
    fetch: target.fetch,
    hidden,
    occasions: options.occasions,
    ...(options.selected ? { selected: options.selected } : {}),
    budgets: copy.budgets.map((label) => ({ value: label, label })),
    privacyHref: options.privacyHref,
    copy,
    consent: fillAround(copy.consent, 'link', copy.privacyLink, { brand: site.brand }),
    failed: fillAround(copy.failed, 'phone', phoneDisplay(site), { brand: site.brand }),
  };
}

/**
 * The site's enquiry form on a page: the occasion menu lists the services, then the occasion pages, and the
 * consent box links to the privacy notice (`pages/privacy`; the contact page when the site has none).
 * @param selected - the value the occasion menu starts on (the id of the page's own service or occasion).
 * @returns undefined when the site receives no form (see {@link enquiryForm}).
 */
export function siteEnquiryForm(view: ViewContext, selected?: string): EnquiryFormView | undefined {
  const { content, language } = view;
  const occasions = content.occasions.map((o) => ({ value: o.id, label: inLocale(o.locales, language.code).name }));
  const privacy = content.pages.find((p) => p.id === 'privacy');
  return enquiryForm(view, {
    occasions: [...enquiryOccasions(view), ...occasions],
    privacyHref: view.href(privacy ? standaloneKey(privacy) : 'contact'),
    selected,
  });
}
