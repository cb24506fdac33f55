/** Errors of images: missing, unreadable, unsafe or too small (ES03xx). */
import { defineError } from './define.ts';

const REEXPORT = 'export the image again as JPEG, PNG, WebP or AVIF';
const SAVE_IMAGE =
  'save the image itself (in a browser: right-click the picture, Save Image As), as JPEG, PNG, WebP or AVIF';

export const IMAGE_ERRORS = {
  ImageNotFound: defineError<{ ref: string }>({
    code: 'ES0301',
    title: 'Image not found',
    when: 'A field or the site settings name an image that is not under content/images/.',
    message: ({ ref }) => `image "${ref}" not found`,
    hint: 'add the file under content/images/ or correct the name (names are case-sensitive)',
    example: { ref: 'blog/toast.jpg' },
  }),
  HeicPhoto: defineError({
    code: 'ES0302',
    title: 'HEIC photo',
    when: 'An image is an iPhone HEIC photo, which this installation cannot decode.',
    message: () =>
      'is a HEIC photo, which this installation cannot decode (the sharp build from npm has no HEVC decoder)',
    hint: 'export the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible, or share it as JPEG) and refer to that file',
  }),
  GifImage: defineError({
    code: 'ES0303',
    title: 'GIF image',
    when: 'An image is a GIF; the site publishes photos as AVIF, WebP and JPEG.',
    message: () => 'is a GIF: the site publishes photos as AVIF, WebP and JPEG',
    hint: 'export it as a PNG or JPEG (an animation as a short video is not supported)',
  }),
  NotAnImage: defineError<{ looksLike: string }>({
    code: 'ES0304',
    title: 'Not an image',
    when: 'A file named as an image is a web page, an XML file or other text (a page saved instead of its photo).',
    message: ({ looksLike }) =>
      looksLike === 'text'
        ? 'cannot be read as an image: it is a text file, not an image'
        : `is not an image (it looks like ${looksLike} file)`,
    hint: ({ looksLike }) =>
      looksLike === 'an XML'
        ? 'an SVG must be named .svg; anything else, replace with the image as JPEG, PNG, WebP or AVIF'
        : SAVE_IMAGE,
    example: { looksLike: 'an HTML' },
  }),
  TooManyPixels: defineError<{ width: number; height: number; limit: number }>({
    code: 'ES0305',
    title: 'Image has too many pixels',
    when: 'An image claims more pixels than any camera makes: damaged, or made to exhaust memory.',
    message: ({ width, height, limit }) =>
      `is ${width}×${height} pixels (${Math.round((width * height) / 1e6)} megapixels), over the limit of ${limit} megapixels`,
    hint: 'export it again at a lower resolution (the site publishes it at most 1600 px wide); a file that claims this many pixels may be damaged or made to exhaust memory',
    example: { width: 30000, height: 30000, limit: 200 },
  }),
  ImageUnreadable: defineError({
    code: 'ES0306',
    title: 'Image unreadable',
    when: 'An image file cannot be read by the image decoder.',
    message: () => 'cannot be read as an image',
    hint: 'replace it with a JPEG, PNG, WebP or AVIF file',
  }),
  NoIntrinsicSize: defineError({
    code: 'ES0307',
    title: 'Image without a size',
    when: 'An image (or an SVG without width and height) has no size of its own.',
    message: () => 'has no intrinsic size',
    hint: 'export it again as JPEG or PNG; an SVG needs width and height attributes',
  }),
  CorruptImage: defineError({
    code: 'ES0308',
    title: 'Image corrupt or truncated',
    when: 'An image file ends early or holds damaged data.',
    message: () => 'is corrupt or truncated: it cannot be decoded',
    hint: REEXPORT,
  }),
  ImageFileTooLarge: defineError<{ mib: string; limitMib: number; svg: boolean; named?: boolean }>({
    code: 'ES0309',
    title: 'Image file too large',
    when: 'An image file is over the size limit (50 MiB for a photo, less for an SVG).',
    message: ({ mib, limitMib, named }) =>
      `is ${mib} MiB, over the limit of ${limitMib} MiB${named ? ' for an SVG' : ''}`,
    hint: ({ svg }) =>
      svg ? 'simplify the artwork' : 'export the photo again as a JPEG at a lower resolution or quality',
    example: { mib: '61.0', limitMib: 50, svg: false },
  }),
  SvgNoSize: defineError({
    code: 'ES0318',
    title: 'SVG without a size',
    when: 'An SVG cannot be measured: it has no width and height (or viewBox), or cannot be read.',
    message: () => 'cannot be read or has no intrinsic size',
    hint: 'check the file; an SVG needs width and height attributes',
  }),
  SvgEntities: defineError({
    code: 'ES0310',
    title: 'SVG declares entities',
    when: 'An SVG has a DOCTYPE with entities, which a browser expands into the document.',
    message: () => 'declares entities in its DOCTYPE, which a browser expands into the document',
    hint: 'export the artwork again as a plain SVG (Inkscape: Save As → Plain SVG; Illustrator: SVG 1.1, no DOCTYPE)',
  }),
  SvgUnreadable: defineError({
    code: 'ES0311',
    title: 'SVG unreadable',
    when: 'A file named .svg cannot be read as an SVG document.',
    message: () => 'cannot be read as an SVG',
    hint: 'export the artwork again as a plain SVG (Inkscape: Save As → Plain SVG; Illustrator: SVG 1.1, no DOCTYPE)',
  }),
  SanitisedSvg: defineError<{ removed: string[] }>({
    code: 'ES0312',
    title: 'SVG sanitised',
    when: 'An SVG held scripts, event handlers or references to other files; they were removed (a warning).',
    message: ({ removed }) =>
      `SVG held what could run or load from elsewhere and was sanitised: removed ${[...new Set(removed)].join(', ')}`,
    hint: 'export the artwork again as a plain SVG; the published file is the sanitised one',
    example: { removed: ['<script>'] },
  }),
  NarrowImage: defineError<{
    path: string;
    width: number;
    place: string;
    needed: number;
    shown: number;
    ratio: number;
  }>({
    code: 'ES0313',
    title: 'Image too narrow',
    when: 'A photo is narrower than the widest it is shown at on a high-density screen (a warning).',
    message: (p) =>
      `image "${p.path}" is ${p.width} px wide, but ${p.place} needs ${p.needed} px to look sharp (it is shown up to ${p.shown} px wide, on screens of up to ${p.ratio}× density)`,
    hint: 'use the original photo rather than a downsized copy (the build makes the smaller sizes)',
    example: { path: 'home/hero.jpg', width: 800, place: 'the home page banner', needed: 1600, shown: 1280, ratio: 2 },
  }),
  ImageNameCase: defineError<{ other: string }>({
    code: 'ES0314',
    title: 'Image names differ only in case',
    when: 'Two image files have names that differ only in upper and lower case.',
    message: ({ other }) => `image name differs from ${other} only in case`,
    hint: 'rename or remove one: on macOS and Windows the two are the same file',
    example: { other: 'blog/Toast.jpg' },
  }),
  LargeImage: defineError<{ mib: string }>({
    code: 'ES0315',
    title: 'Very large photo',
    when: 'A photo is over 20 MiB: accepted, but it slows every fresh build (a warning).',
    message: ({ mib }) => `image is ${mib} MiB`,
    hint: 'export it as a JPEG at quality 85–90: the site publishes at most 1600 px wide, so nothing is lost',
    example: { mib: '24.5' },
  }),
  ImageNotProcessed: defineError<{ said: string }>({
    code: 'ES0316',
    title: 'Image cannot be processed',
    when: 'Making the published sizes of a photo failed.',
    message: ({ said }) => `image cannot be processed: ${said}`,
    hint: 'export the image again as JPEG or PNG',
    example: { said: 'VipsJpeg: premature end of input file' },
  }),
  ImageAltMissing: defineError({
    code: 'ES0317',
    title: 'Image without a description',
    when: 'An entry with an `image` has no `imageAlt` in one of its language files.',
    message: () => 'is missing',
    hint: 'add "imageAlt: …", what the image shows, in the language of the file',
  }),
} as const;
