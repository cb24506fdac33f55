/**
 * The enquiry form's strings and the thank-you page's copy in `content/locales/{locale}.yaml`: labels, hints, the
 * budget ranges, the messages of the inline checks and of sending. `{name}` placeholders are filled when the page is
 * built.
 */
import { z } from 'zod';
import { description, line, sentence, text } from './fields.ts';

/** `enquiry` of a strings file: the form as the visitor reads it. */
export const enquiryStringsSchema = z.strictObject({
  heading: line,
  intro: sentence,
  name: line,
  phone: line,
  email: line,
  /** Under the phone field (optional; the e-mail address is required): why give one, and how it may be written. */
  phoneHint: sentence,
  occasion: line,
  /** The first, empty option of the occasion menu. */
  occasionChoose: line,
  /** The option for an occasion the menu does not list. */
  occasionOther: line,
  date: line,
  dateHint: sentence,
  guests: line,
  budget: line,
  /** The first, empty option of the budget menu. */
  budgetChoose: line,
  /** The budget ranges, in Turkish lira, as the menu lists them; the chosen one is sent as written. */
  budgets: z.array(line).min(3).max(6),
  message: line,
  messageHint: sentence,
  /** After the label of a field that may be left empty. */
  optional: line,
  /** The consent box's label: `{link}` is the privacy notice's link, `{brand}` the brand. */
  consent: sentence.refine((s) => s.includes('{link}'), 'a sentence with {link} where the privacy notice is linked'),
  /** The text of the privacy notice's link. */
  privacyLink: line,
  /** The hidden field against spam: only a program filling in every field reads it. */
  honeypot: line,
  submit: line,
  sending: line,
  /** Shown in place of the form once it is sent (with JavaScript). */
  sent: sentence,
  /** Shown when sending failed: `{phone}` is the phone number, as a link. */
  failed: sentence.refine((s) => s.includes('{phone}'), 'a sentence with {phone} where the phone number is given'),
  /** The messages of the inline checks, one per rule. */
  errors: z.strictObject({
    name: sentence,
    phone: sentence,
    email: sentence,
    date: sentence,
    guests: sentence,
    consent: sentence,
  }),
});

/** `thanks` of a strings file: the page the form leads to once sent (without JavaScript). */
export const thanksStringsSchema = z.strictObject({
  title: line,
  description,
  heading: line,
  /** `{phone}` is the phone number. */
  text,
  cta: line,
});
