/**
 * `site.yaml` `enquiry` (docs/decisions.md, "Enquiry form"): where the enquiry form is sent. `provider: post` (the
 * default) posts a normal form to `endpoint`, an HTTPS address that accepts one and redirects to the thank-you page;
 * `provider: formspree` does the same to Formspree, which also answers the page's script with JSON and CORS headers, so
 * the form may stay on the page; `provider: netlify` leaves the form to Netlify Forms on the site itself. With neither
 * an endpoint nor Netlify, no form is shown: a form that posts nowhere is worse than none.
 */
import { z } from 'zod';
import { httpUrl } from './fields.ts';

/**
 * How the form is received: a normal form POST to `endpoint` (any backend), Formspree (a POST, or a `fetch` it
 * answers with JSON and CORS headers), or Netlify Forms.
 */
const ENQUIRY_PROVIDERS = ['post', 'formspree', 'netlify'] as const;

/** Formspree's host: a `provider: formspree` endpoint is on it (or on this machine, in a local test). */
const FORMSPREE_HOST = 'formspree.io';

/**
 * A host name as a header may carry it unchanged: labels of lower-case letters, digits and hyphens joined by dots
 * (a URL parser lower-cases a name and writes an international one in its `xn--` form). A URL's host may also hold
 * `;`, `"` or `'`, which in a Content-Security-Policy would end the directive or the value.
 */
const PLAIN_HOST = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/**
 * The loopback host names an endpoint may name (W3C Secure Contexts: trusted over plain HTTP), as a
 * Content-Security-Policy can write them: it has no form for an IPv6 address such as `[::1]`.
 */
const LOOPBACK_ENDPOINT_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/** True when `url` (absolute) is on this machine: `localhost`, `127.0.0.1` or `[::1]`, over HTTP or HTTPS. */
function isLoopback(url: string): boolean {
  const { hostname } = new URL(url);
  return LOOPBACK_ENDPOINT_HOSTS.has(hostname) || hostname === '[::1]';
}

/** True when `value` is HTTPS (or plain HTTP to this machine) to a plain host name, without credentials or fragment. */
function isSafeEndpoint(value: string): boolean {
  const url = new URL(value);
  if (url.username || url.password || value.includes('#') || !PLAIN_HOST.test(url.hostname)) return false;
  return url.protocol === 'https:' || LOOPBACK_ENDPOINT_HOSTS.has(url.hostname);
}

/** `enquiry` of `site.yaml`; absent, it is `{ provider: post }` without an endpoint: no form. */
export const enquirySchema = z
  .strictObject({
    /** The address the form posts to (a form backend's HTTPS URL). */
    endpoint: httpUrl
      .refine(
        isSafeEndpoint,
        'an https:// address whose host is a plain name (letters, digits, hyphens and dots, optionally :port), without user name, password or #fragment (plain http:// only to 127.0.0.1 or localhost, for a local test)',
      )
      .optional(),
    provider: z
      .enum(ENQUIRY_PROVIDERS, {
        error: 'post (a normal form POST to endpoint), formspree (Formspree) or netlify (Netlify Forms)',
      })
      .default('post'),
  })
  .superRefine((e, ctx) => {
    if (e.provider === 'netlify' && e.endpoint !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'left out with provider: netlify (Netlify Forms receives the form on the site itself)',
        path: ['endpoint'],
        input: e.endpoint,
      });
    }
    if (e.provider === 'formspree' && e.endpoint === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'given with provider: formspree (the address Formspree gives the form, https://formspree.io/f/…)',
        path: ['endpoint'],
        input: e.endpoint,
      });
    }
    if (e.provider === 'formspree' && e.endpoint !== undefined && isSafeEndpoint(e.endpoint)) {
      const host = new URL(e.endpoint).hostname;
      if (host !== FORMSPREE_HOST && !LOOPBACK_ENDPOINT_HOSTS.has(host)) {
        ctx.addIssue({
          code: 'custom',
          message: `a Formspree address with provider: formspree (https://${FORMSPREE_HOST}/f/…); another backend is provider: post`,
          path: ['endpoint'],
          input: e.endpoint,
        });
      }
    }
  })
  .default({ provider: 'post' });
/** `enquiry` of `site.yaml`, validated. */
export type Enquiry = z.infer<typeof enquirySchema>;

/**
 * Where the form goes: a normal POST to an endpoint, or Netlify Forms; undefined when the site shows no form.
 * `fetch` is true when the receiver answers the page's script so that it can tell whether the enquiry arrived
 * (Formspree: JSON with CORS headers; Netlify Forms: the site itself). Any other backend may take the enquiry
 * yet send no CORS headers, and a script reading its answer would see a failure: there the browser posts the form.
 */
export type EnquiryTarget =
  { provider: 'post' | 'formspree'; endpoint: string; fetch: boolean } | { provider: 'netlify'; fetch: true };

/** Where the enquiry form goes, or undefined when `enquiry` sets no way to receive it (the form is not shown). */
export function enquiryTarget(enquiry: Enquiry): EnquiryTarget | undefined {
  if (enquiry.provider === 'netlify') return { provider: 'netlify', fetch: true };
  return enquiry.endpoint === undefined
    ? undefined
    : { provider: enquiry.provider, endpoint: enquiry.endpoint, fetch: enquiry.provider === 'formspree' };
}

/**
 * The origin the Content-Security-Policy must allow in `form-action` and `connect-src` (`https://forms.example`),
 * or undefined when the form posts to the site itself (Netlify) or there is no form.
 */
export function enquiryOrigin(enquiry: Enquiry | undefined): string | undefined {
  const target = enquiry && enquiryTarget(enquiry);
  return target && target.provider !== 'netlify' ? new URL(target.endpoint).origin : undefined;
}

/** A mistake of `enquiry` that only the site around it shows: the field of `enquiry`, the message, what was expected. */
export interface EnquiryPlaceProblem {
  field: 'endpoint' | 'provider';
  message: string;
  expected: string;
}

/**
 * What is wrong with `enquiry` where the site is published: an endpoint on this machine in a site whose base URL is
 * not (it would post into the visitor's own computer), or Netlify Forms on a host that is not Netlify (every POST
 * would fail there).
 * @param where.baseUrl - the site's base URL as built (after `--base-url`, or dev's own address).
 * @param where.host - the host it is built for (`--host`, else `site.yaml` `host`); undefined: any host.
 */
export function enquiryPlaceProblems(
  enquiry: Enquiry,
  where: { baseUrl: string; host?: string },
): EnquiryPlaceProblem[] {
  const problems: EnquiryPlaceProblem[] = [];
  if (enquiry.endpoint !== undefined && isLoopback(enquiry.endpoint) && !isLoopback(where.baseUrl)) {
    problems.push({
      field: 'endpoint',
      message: `${enquiry.endpoint} is this machine, in a site published at ${where.baseUrl}`,
      expected:
        "the form backend's public https:// address; a receiver on this machine only in dev, or with a local base URL (build --base-url http://127.0.0.1:4173, then preview)",
    });
  }
  if (enquiry.provider === 'netlify' && where.host !== undefined && where.host !== 'netlify') {
    problems.push({
      field: 'provider',
      message: `netlify: Netlify Forms receives forms only on Netlify, and the site is built for ${where.host}`,
      expected:
        'host netlify (the only host Netlify Forms works on), or provider: post with the endpoint of a form backend',
    });
  }
  return problems;
}

/**
 * The warning `build` prints when the site shows no enquiry form, or undefined when it shows one.
 * @param file - `site.yaml` as the messages name it, e.g. `content/site.yaml`.
 */
export function enquiryNotice(enquiry: Enquiry, file: string): string | undefined {
  if (enquiryTarget(enquiry)) return undefined;
  return `no enquiry endpoint set in ${file}: the contact page shows phone, WhatsApp and e-mail instead\n  hint: set enquiry.endpoint to an HTTPS address that accepts a form POST, or enquiry.provider: netlify`;
}
