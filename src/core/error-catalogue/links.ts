/** Errors of links and addresses: links to no page, old addresses, two pages at one URL (ES02xx). */
import { defineError } from './define.ts';

export const LINK_ERRORS = {
  BrokenLink: defineError<{ url: string; from?: { target: string; page: string } }>({
    code: 'ES0201',
    title: 'Link to no page',
    when: 'A link in content points to no page of the site.',
    message: ({ url, from }) => `link to ${url}${from ? ` (${from.target} from ${from.page})` : ''} points to no page`,
    hint: 'write the path of a page of the site, from /, e.g. /services/corporate-events or /tr/iletisim',
    example: { url: '/services/wedding-planning' },
  }),
  OldAddress: defineError<{ url: string; now: string }>({
    code: 'ES0202',
    title: 'Link to an old address',
    when: 'A link in content points to an old address (alias) of a page (a warning).',
    message: ({ url, now }) => `link to ${url} leads to an old address of a page, now at ${now}`,
    hint: 'the old address keeps working, but each link to it costs a redirect',
    example: { url: '/blog/old-name', now: '/blog/new-name' },
  }),
  DuplicateUrl: defineError<{ url: string; a: string; b: string }>({
    code: 'ES0203',
    title: 'Two pages at one URL',
    when: 'Two pages, or a page and an alias, claim the same URL.',
    message: ({ url, a, b }) => `two pages claim the URL ${url} (${a} and ${b})`,
    hint: 'give one of them another slug or remove the alias',
    example: { url: '/blog/rsvp', a: 'post:rsvp', b: 'post:rsvp-guide' },
  }),
} as const;
