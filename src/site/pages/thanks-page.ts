/**
 * The thank-you page, one per language: where the enquiry endpoint redirects a form sent
 * without JavaScript (and Netlify Forms shows after a submission). It exists only when the site has a form, and it
 * is no page to find: `noindex`, and out of the sitemap.
 */
import { enquiryTarget } from '../../content/schemas/enquiry.ts';
import { fillAround } from '../format.ts';
import { phoneDisplay } from '../site-links.ts';
import type { SitePageType } from './page-type.ts';

/** The thank-you page type: the section path `thanks` of each language. */
export const thanks: SitePageType<'thanks', undefined> = {
  kind: 'thanks',
  items: (content) => (enquiryTarget(content.site.enquiry) ? [{ key: 'thanks', item: undefined, noindex: true }] : []),
  segments: (language) => [language.paths.thanks],
  section: undefined,
  sitemap: false,
  data(_item, view) {
    const copy = view.strings.thanks;
    const { site } = view.content;
    return {
      head: view.head({ title: view.title(copy.title), description: copy.description, noindex: true }),
      data: {
        heading: copy.heading,
        text: fillAround(copy.text, 'phone', phoneDisplay(site), { brand: site.brand }),
        home: { href: view.href('home'), label: copy.cta },
      },
    };
  },
};
