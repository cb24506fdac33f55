/**
 * Where the site is published, and what of `site.yaml` only fits some places: the base URL as `--base-url` or
 * dev's own address gives it, and the enquiry settings that work only on this machine (an endpoint on a loopback
 * address) or only on one host (Netlify Forms). Each problem is an error at its line of `site.yaml`.
 */
import { InvalidContentError, type EventsiteError } from '../core/errors.ts';
import { enquiryPlaceProblems } from './schemas/enquiry.ts';
import { siteSchema, type Site } from './schemas.ts';
import type { ContentDocument } from './site-documents.ts';
import { catalogue } from '../core/error-catalogue.ts';

/** Puts `--base-url` in place of `site.yaml`'s `baseUrl`, or reports it when it is not an absolute http(s) URL. */
export function overrideBaseUrl(site: ContentDocument<Site>, baseUrl: string, errors: EventsiteError[]): void {
  const parsed = siteSchema.shape.baseUrl.safeParse(baseUrl);
  // A copy: the validated object is kept between loads and never changed.
  if (parsed.success) site.data = { ...site.data, baseUrl: parsed.data };
  else
    errors.push(
      new InvalidContentError(catalogue.BaseUrlInvalid({ url: baseUrl }), {
        field: '--base-url',
        expected: 'an absolute http(s) URL, e.g. https://www.example.com',
      }),
    );
}

/**
 * Serves the site from `origin` (dev's own address, `http://127.0.0.1:4321`): the base URL keeps its path, so
 * every absolute URL a page gives (the thank-you page an enquiry backend redirects to) leads back to this server.
 */
export function serveFrom(site: ContentDocument<Site>, origin: string): void {
  const { pathname } = new URL(site.data.baseUrl);
  site.data = { ...site.data, baseUrl: `${origin}${pathname}`.replace(/\/+$/, '') };
}

/**
 * The errors of `site.yaml` `enquiry` where the site is published (see `enquiryPlaceProblems`), each at its line.
 * @param host - the host the site is built for (`--host`, else `site.yaml` `host`); undefined: any host.
 */
export function enquiryPlaceErrors(site: ContentDocument<Site>, host: string | undefined): InvalidContentError[] {
  return enquiryPlaceProblems(site.data.enquiry, { baseUrl: site.data.baseUrl, host }).map(
    (p) =>
      new InvalidContentError(catalogue.EnquiryPlace({ said: p.message }), {
        file: site.parsed.file,
        ...site.parsed.source.locate(['enquiry', p.field]),
        field: `enquiry.${p.field}`,
        expected: p.expected,
      }),
  );
}
