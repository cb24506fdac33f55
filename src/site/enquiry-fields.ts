/**
 * What the enquiry form's template reads: the names of its fields as the receiving
 * endpoint reads them, the Netlify form names, and the form's view. Apart from `enquiry-form.ts`, which makes the
 * view, so that the templates' type check reads these few lines and not the content layer behind the view's making.
 */
import type { LocaleStrings } from '../content/schemas/locale-strings.ts';
import type { TextAround } from './view-types.ts';

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

/** Netlify Forms knows a form by its name; the short form has fewer fields, so a name of its own. */
export const NETLIFY_FORM_NAMES = { full: 'enquiry', short: 'enquiry-short' } as const;

/** What `templates/EnquiryForm.tsx` renders. */
export interface EnquiryFormView {
  /** Where the form posts: the endpoint (absolute), or the thank-you page's path (Netlify Forms). */
  action: string;
  /** Received by Netlify Forms (`data-netlify`, `form-name`, `netlify-honeypot`). */
  netlify: boolean;
  /**
   * The page's script may send the form with `fetch` and say in the page whether it arrived (`data-fetch`): only
   * for a receiver whose answer it can read (Formspree's JSON with CORS headers, Netlify Forms on the site itself).
   * Otherwise the browser posts the form and follows the endpoint's redirect to the thank-you page.
   */
  fetch: boolean;
  /** Hidden fields sent with every enquiry: the language, the page, and the thank-you page to redirect to. */
  hidden: { name: string; value: string }[];
  /** The occasion menu: the services, then whatever other occasions a page type appends. */
  occasions: EnquiryOption[];
  /** The value the occasion menu starts on: the service or occasion of the page the form is on, if any. */
  selected?: string;
  /** The budget menu: each range is sent as the page's language writes it. */
  budgets: EnquiryOption[];
  /** The privacy notice the consent box links to. */
  privacyHref: string;
  copy: LocaleStrings['enquiry'];
  /** The consent box's label around the privacy notice's link. */
  consent: TextAround;
  /** The message when sending failed, around the phone number (a `tel:` link). */
  failed: TextAround;
}
