/**
 * The strings of the article pages in `content/locales/{locale}.yaml` (`articles:`): the list pages of occasions,
 * guides and case studies, the labels their pages share, and the data controller block of the privacy notice.
 */
import { z } from 'zod';
import { description, line, sentence, text } from './fields.ts';

/** A list page: title, meta description, heading and intro. */
const listPage = z.strictObject({ title: line, description, heading: line, intro: text });

/** `articles:` of `content/locales/{locale}.yaml`. */
export const articleStringsSchema = z.strictObject({
  /** The footer's column of these pages, and the label of each list page in it. */
  footerHeading: line,
  links: z.strictObject({ occasions: line, guides: line, caseStudies: line, privacy: line, terms: line }),
  occasions: listPage,
  guides: listPage,
  caseStudies: listPage,
  /** Headings an occasion and a guide page share; `{name}` is the occasion or guide. */
  faqHeading: line,
  relatedService: line,
  relatedPosts: line,
  relatedCaseStudies: line,
  /** The call to the enquiry form on an occasion page; `{name}` is the occasion. */
  enquiry: z.strictObject({ heading: line, text: sentence, cta: line }),
  /** `{date}` is when the guide's facts were last checked. */
  updated: line,
  /** A case study's facts and sections. */
  caseStudy: z.strictObject({
    guests: line,
    venue: line,
    budget: line,
    year: line,
    challenge: line,
    approach: line,
    outcome: line,
    results: line,
    /** A note that the names are left out and the figures are the project's own. */
    note: sentence,
    /** The label of an invented example project (`sample: true`), on its page, its card and its links. */
    sampleLabel: line,
    /** What the label means, shown on the example's page instead of the note. */
    sampleNote: sentence,
  }),
  /** The label and note of a standalone page of invented examples (`sample: true`). */
  samplePage: z.strictObject({ label: line, note: sentence }),
  /** The privacy notice's data controller block. */
  controller: z.strictObject({
    heading: line,
    legalName: line,
    mersis: line,
    taxOffice: line,
    address: line,
    email: line,
    kep: line,
  }),
});
