/**
 * `site.yaml` `enquiry` (decision 28, issue 28 §1): where the enquiry form is sent. `provider: post` (the default)
 * posts a normal form to `endpoint`, an HTTPS address that accepts one and redirects to the thank-you page;
 * `provider: netlify` leaves the form to Netlify Forms on the site itself. With neither an endpoint nor Netlify,
 * no form is shown: a form that posts nowhere is worse than none.
 */
import { z } from 'zod';
import { httpUrl } from './fields.ts';

/** How the form is received: a normal form POST to `endpoint`, or Netlify Forms. */
export const ENQUIRY_PROVIDERS = ['post', 'netlify'] as const;
export type EnquiryProvider = (typeof ENQUIRY_PROVIDERS)[number];

/**
 * Host names a browser trusts over plain HTTP (W3C Secure Contexts, "potentially trustworthy": the loopback
 * addresses), so a test can post to a receiving server on this machine.
 */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when `value` is an HTTPS URL, or plain HTTP to this machine; without credentials or fragment. */
function isSecureEndpoint(value: string): boolean {
  const url = new URL(value);
  if (url.username || url.password || value.includes('#')) return false;
  return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
}

/** `enquiry` of `site.yaml`; absent, it is `{ provider: post }` without an endpoint: no form. */
export const enquirySchema = z
  .strictObject({
    /** The address the form posts to (a form backend's HTTPS URL). */
    endpoint: httpUrl.refine(isSecureEndpoint, 'an https:// address without user name, password or #fragment (plain http:// only for localhost, in tests)').optional(),
    provider: z.enum(ENQUIRY_PROVIDERS, { error: 'post (a normal form POST to endpoint) or netlify (Netlify Forms)' }).default('post'),
  })
  .superRefine((e, ctx) => {
    if (e.provider !== 'netlify' || e.endpoint === undefined) return;
    ctx.addIssue({ code: 'custom', message: 'left out with provider: netlify (Netlify Forms receives the form on the site itself)', path: ['endpoint'], input: e.endpoint });
  })
  .default({ provider: 'post' });
/** `enquiry` of `site.yaml`, validated. */
export type Enquiry = z.infer<typeof enquirySchema>;

/** Where the form goes: a normal POST to an endpoint, or Netlify Forms; undefined when the site shows no form. */
export type EnquiryTarget = { provider: 'post'; endpoint: string } | { provider: 'netlify' };

/** Where the enquiry form goes, or undefined when `enquiry` sets no way to receive it (the form is not shown). */
export function enquiryTarget(enquiry: Enquiry): EnquiryTarget | undefined {
  if (enquiry.provider === 'netlify') return { provider: 'netlify' };
  return enquiry.endpoint === undefined ? undefined : { provider: 'post', endpoint: enquiry.endpoint };
}

/**
 * The origin the Content-Security-Policy must allow in `form-action` and `connect-src` (`https://forms.example`),
 * or undefined when the form posts to the site itself (Netlify) or there is no form.
 */
export function enquiryOrigin(enquiry: Enquiry | undefined): string | undefined {
  const target = enquiry && enquiryTarget(enquiry);
  return target?.provider === 'post' ? new URL(target.endpoint).origin : undefined;
}

/**
 * The warning `build` prints when the site shows no enquiry form, or undefined when it shows one.
 * @param file - `site.yaml` as the messages name it, e.g. `content/site.yaml`.
 */
export function enquiryNotice(enquiry: Enquiry, file: string): string | undefined {
  if (enquiryTarget(enquiry)) return undefined;
  return `no enquiry endpoint set in ${file}: the contact page shows phone, WhatsApp and e-mail instead\n  hint: set enquiry.endpoint to an HTTPS address that accepts a form POST, or enquiry.provider: netlify`;
}
