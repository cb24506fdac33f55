/**
 * The enquiry form's view (docs/decisions.md, "Enquiry form"): where it posts, the hidden fields the receiver reads,
 * the occasion and budget menus, and its strings with their placeholders filled. A page type puts it in its data;
 * `templates/EnquiryForm.tsx` lays it out. No view when `site.yaml` sets no way to receive the form.
 */
import { enquiryTarget } from '../content/schemas/enquiry.ts';
import { inLocale } from '../content/types.ts';
import { fillAround } from './format.ts';
import { standaloneKey } from './pages/article-keys.ts';
import type { ViewContext } from './pages/page-type.ts';
import { phoneDisplay } from './site-links.ts';
import { ENQUIRY_FIELDS, type EnquiryFormView, type EnquiryOption } from './enquiry-fields.ts';

/** The contact page's enquiry form (or, without one, its ways to reach us): `#enquiry` on the contact page. */
export const enquiryHref = (view: Pick<ViewContext, 'href'>): string => `${view.href('contact')}#enquiry`;

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
  options: { occasions: EnquiryOption[]; privacyHref: string },
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
 * @returns undefined when the site receives no form (see {@link enquiryForm}).
 */
export function siteEnquiryForm(view: ViewContext): EnquiryFormView | undefined {
  const { content, language } = view;
  const occasions = content.occasions.map((o) => ({ value: o.id, label: inLocale(o.locales, language.code).name }));
  const privacy = content.pages.find((p) => p.id === 'privacy');
  return enquiryForm(view, {
    occasions: [...enquiryOccasions(view), ...occasions],
    privacyHref: view.href(privacy ? standaloneKey(privacy) : 'contact'),
  });
}
