/**
 * The enquiry form's view (decision 28, issue 28 §1): where it posts, the hidden fields the receiver reads, the
 * occasion and budget menus, and its strings with their placeholders filled. A page type puts it in its data;
 * `templates/EnquiryForm.tsx` lays it out. No view when `site.yaml` sets no way to receive the form.
 */
import type { LocaleStrings } from '../content/schemas.ts';
import { enquiryTarget } from '../content/schemas/enquiry.ts';
import { inLocale } from '../content/types.ts';
import { fillAround } from './format.ts';
import { standaloneKey } from './pages/article-keys.ts';
import type { ViewContext } from './pages/page-type.ts';
import { phoneDisplay } from './site-links.ts';

/** An option of a menu of the form: the value sent, and the label shown in the page's language. */
export interface EnquiryOption {
  value: string;
  label: string;
}

/** The names of the form's fields, as the receiving endpoint reads them. */
export const ENQUIRY_FIELDS = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  occasion: 'occasion',
  date: 'date',
  guests: 'guests',
  budget: 'budget',
  message: 'message',
  consent: 'consent',
  /** The page's language code (`en`, `tr`). */
  language: 'language',
  /** The absolute URL of the page the form was sent from. */
  page: 'page',
  /** The absolute URL of the thank-you page: form backends that redirect read it (Formspree, FormSubmit). */
  next: '_next',
  /** The honeypot: hidden from people, filled in by programs that fill in every field. */
  honeypot: '_gotcha',
} as const;

/** The value of the occasion menu's "something else" option. */
export const OTHER_OCCASION = 'other';

/** The contact page's enquiry form (or, without one, its ways to reach us): `#enquiry` on the contact page. */
export const enquiryHref = (view: Pick<ViewContext, 'href'>): string => `${view.href('contact')}#enquiry`;

/** Netlify Forms knows a form by its name; the short form has fewer fields, so a name of its own. */
export const NETLIFY_FORM_NAMES = { full: 'enquiry', short: 'enquiry-short' } as const;

/** What `templates/EnquiryForm.tsx` renders. */
export interface EnquiryFormView {
  /** Where the form posts: the endpoint (absolute), or the thank-you page's path (Netlify Forms). */
  action: string;
  /** Received by Netlify Forms (`data-netlify`, `form-name`, `netlify-honeypot`). */
  netlify: boolean;
  /** Hidden fields sent with every enquiry: the language, the page, and the thank-you page to redirect to. */
  hidden: { name: string; value: string }[];
  /** The occasion menu: the services, then whatever other occasions a page type appends. */
  occasions: EnquiryOption[];
  /** The budget menu: each range is sent as the page's language writes it. */
  budgets: EnquiryOption[];
  /** The privacy notice the consent box links to. */
  privacyHref: string;
  copy: LocaleStrings['enquiry'];
  /** The consent box's label around the privacy notice's link. */
  consent: { before: string; term: string; after: string };
  /** The message when sending failed, around the phone number (a `tel:` link). */
  failed: { before: string; term: string; after: string };
}

/** The occasions of the form's menu made from the services: each service's id, labelled with its name. */
export function enquiryOccasions(view: Pick<ViewContext, 'content' | 'language'>): EnquiryOption[] {
  return view.content.services.map((service) => ({ value: service.id, label: inLocale(service.locales, view.language.code).name }));
}

/**
 * The enquiry form of a page, or undefined when `site.yaml` `enquiry` sets neither an endpoint nor Netlify Forms
 * (the page then shows phone, WhatsApp and e-mail only).
 * @param options.occasions - the occasion menu, e.g. {@link enquiryOccasions} with other collections appended.
 * @param options.privacyHref - root-relative URL of the privacy notice.
 */
export function enquiryForm(view: ViewContext, options: { occasions: EnquiryOption[]; privacyHref: string }): EnquiryFormView | undefined {
  const target = enquiryTarget(view.content.site.enquiry);
  if (!target) return undefined;
  const copy = view.strings.enquiry;
  const { site } = view.content;
  const thanks = view.routes.get('thanks', view.language.code);
  const hidden = [
    { name: ENQUIRY_FIELDS.language, value: view.language.code },
    { name: ENQUIRY_FIELDS.page, value: view.route.canonical },
    ...(target.provider === 'post' ? [{ name: ENQUIRY_FIELDS.next, value: thanks.canonical }] : []),
  ];
  return {
    action: target.provider === 'post' ? target.endpoint : view.href('thanks'),
    netlify: target.provider === 'netlify',
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
  return enquiryForm(view, { occasions: [...enquiryOccasions(view), ...occasions], privacyHref: view.href(privacy ? standaloneKey(privacy) : 'contact') });
}
