/**
 * zod schemas of the portfolio: `content/portfolio.yaml` (the photos, each with its alt text and caption in every
 * language and the occasion it shows) and the portfolio page's strings in `content/locales/{locale}.yaml`
 * (`portfolio:`). That each text is given in exactly the site's languages, and that each occasion exists, is
 * checked after loading (`content/portfolio.ts`), where the languages and occasions are known.
 */
import { z } from 'zod';
import { description, imagePath, line, sentence, slugSchema, text } from './fields.ts';

/** `content/portfolio.yaml`: the photos of the portfolio page, in the order shown within each occasion. */
export const portfolioSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        /** The photo, a path under `content/images/`. */
        image: imagePath,
        /** The id of the occasion it shows (a file name of `content/occasions/`): the page groups photos by it. */
        occasion: slugSchema,
        /** An invented example, not a photo of a client's event: labelled as such, listed by `check --launch`. */
        sample: z.boolean().default(false),
        /** What the photo shows, in every language of the site. */
        alt: z.record(z.string(), sentence),
        /** The caption: the venue and district, e.g. `{ en: "Garden over the Bosphorus, Beykoz", tr: "…" }`. */
        caption: z.record(z.string(), line),
      }),
    )
    .min(1),
});
export type PortfolioFile = z.infer<typeof portfolioSchema>;

/** `portfolio:` of `content/locales/{locale}.yaml`: the portfolio page's copy and labels. */
export const portfolioStringsSchema = z.strictObject({
  title: line,
  description,
  heading: line,
  intro: text,
  /** The label of the list of links to each occasion's photos. */
  jumpTo: line,
  /** The link under each occasion's photos to its page; `{name}` is the occasion. */
  occasionLink: line,
  /** What a thumbnail's link opens, read after the photo's alt text: `(full size)`. */
  enlarge: line,
  /** The visible label of an invented example image (`sample: true`). */
  sampleLabel: line,
  /** What the label means, shown above the photos while any is an example. */
  sampleNote: sentence,
});
