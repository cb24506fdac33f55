/** Types of `subset-font` (HarfBuzz's hb-subset in WebAssembly), for the options this project uses. */
declare module 'subset-font' {
  /** Options of {@link subsetFont}; see the package's README. */
  interface SubsetFontOptions {
    /** Output format; the input's by default. */
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** OpenType layout features to keep (all when absent). */
    keepFeatures?: string[];
    /** `name` table entries to keep beyond HarfBuzz's default (0–6). */
    preserveNameIds?: number[];
    /** Variation axes to pin (a number) or to cut to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noLayoutClosure?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }
  /** The font in `font` (TTF, OTF, WOFF or WOFF2) cut to the characters of `text`. */
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
