/**
 * Where the site shows images, as `templates/styles.css` lays them out: for each place, the `sizes`
 * attribute the browser picks a `srcset` candidate with, and the widest it is shown at in CSS pixels (what
 * the width check compares a source with). The stylesheet and this table change together: `.wrap` is
 * `min(100% - 2.5rem, 72rem)`, `.narrow` 46rem, `.cards` one column below 640 px, two to 960 px, three above,
 * with a 1.75rem gap; `.hero-grid` `1.05fr 1fr` and `.split` `1fr 1fr` (gap 4rem) from 960 px.
 */
/** One place images are shown. */
export interface ImagePlace {
  /** The `sizes` attribute: the rendered width for each viewport. */
  sizes: string;
  /** The widest the image is ever shown, in CSS pixels. */
  maxCssWidth: number;
  /** What the place is, as the width warning names it. */
  label: string;
}

/** Screens are assumed this dense at most when checking that a source is wide enough. */
export const MAX_DEVICE_PIXEL_RATIO = 2;

/** Every place an image can be shown. */
export const IMAGE_PLACES = {
  /** A service or blog card (`.card-img`). */
  card: {
    sizes:
      '(min-width: 1192px) 366px, (min-width: 960px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 40px)',
    maxCssWidth: 600,
    label: 'a card image',
  },
  /** A photo of the portfolio's grid (`.gallery`: the columns of `.cards`). */
  gallery: {
    sizes:
      '(min-width: 1192px) 366px, (min-width: 960px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 40px)',
    maxCssWidth: 600,
    label: 'a portfolio photo',
  },
  /** A service, occasion or case study page's banner (`.banner`, full width). */
  banner: { sizes: '100vw', maxCssWidth: 1920, label: 'a page banner' },
  /** A post's image under its title (`.post-img` in `.wrap.narrow`). */
  postHero: { sizes: '(min-width: 776px) 736px, calc(100vw - 40px)', maxCssWidth: 736, label: 'a post image' },
  /** An image in a post's body (`.prose .body-img`, in `.wrap.narrow`: at most the column's 46rem). */
  postBody: { sizes: '(min-width: 776px) 736px, calc(100vw - 40px)', maxCssWidth: 736, label: 'an image in a post' },
  /** The home page's hero (`.hero-img`, the second column of `.hero-grid`). */
  homeHero: {
    sizes: '(min-width: 1192px) 543px, (min-width: 960px) calc((100vw - 80px) / 2.05), calc(100vw - 40px)',
    maxCssWidth: 920,
    label: 'the home hero',
  },
  /** An image beside text (`.split`: home's about teaser, the about page). */
  split: {
    sizes: '(min-width: 1192px) 544px, (min-width: 960px) calc((100vw - 104px) / 2), calc(100vw - 40px)',
    maxCssWidth: 920,
    label: 'an image beside text',
  },
  /** The logo in the header (`.brand .logo`, 2rem). */
  logo: { sizes: '32px', maxCssWidth: 32, label: 'the logo' },
} as const satisfies Record<string, ImagePlace>;

/** The name of a place in {@link IMAGE_PLACES}. */
export type ImagePlaceName = keyof typeof IMAGE_PLACES;
