/**
 * Eleventy configuration of the benchmark site. Eleventy 3 loads JavaScript configurations only: `eleventy-site.ts`
 * compiles this file (esbuild) to the project's `eleventy.config.mjs`. The global data it relies on (`i18n`,
 * `tagList`, `tagLabels`) are the project's `_data` files.
 */

/** A page of an Eleventy collection, as far as this configuration reads it. */
interface EleventyPage {
  date: Date;
  data: { lang?: string };
}

/** The parts of Eleventy's configuration API used here (`@11ty/eleventy` ships JSDoc, no TypeScript types). */
interface EleventyConfig {
  addPassthroughCopy(path: string): void;
  addCollection(name: string, make: (api: { getFilteredByGlob(glob: string): EleventyPage[] }) => EleventyPage[]): void;
  addFilter<Args extends unknown[]>(name: string, filter: (...args: Args) => unknown): void;
}

/** A tag's slug, as eventsite makes it: trimmed, lower-cased by Turkish rules, spaces and slashes as one `-`. */
const tagSlug = (label: string) =>
  label
    .trim()
    .toLocaleLowerCase('tr')
    .replace(/[\s/\\]+/g, '-');

/** Newest first. */
const byDateDescending = (a: EleventyPage, b: EleventyPage) => b.date.getTime() - a.date.getTime();

export default function (eleventyConfig: EleventyConfig) {
  eleventyConfig.addPassthroughCopy('images');
  eleventyConfig.addPassthroughCopy('styles.css');
  for (const lang of ['en', 'tr']) {
    eleventyConfig.addCollection('posts_' + lang, (api) =>
      api.getFilteredByGlob('posts/' + lang + '/*.md').sort(byDateDescending),
    );
  }
  eleventyConfig.addFilter('inLanguage', (posts: EleventyPage[] | undefined, lang: string) =>
    (posts ?? []).filter((p) => p.data.lang === lang).sort(byDateDescending),
  );
  eleventyConfig.addFilter(
    'tagHref',
    (tag: string, lang: string) =>
      (lang === 'en' ? '' : '/' + lang) + '/tags/' + encodeURIComponent(tagSlug(tag)) + '.html',
  );
  eleventyConfig.addFilter('tagSlug', tagSlug);
  eleventyConfig.addFilter('isoDate', (date: Date) => date.toISOString().slice(0, 10));
  eleventyConfig.addFilter('longDate', (date: Date, lang: string) =>
    date.toLocaleDateString(lang === 'tr' ? 'tr-TR' : 'en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
  return { dir: { input: '.', includes: '_includes' }, htmlTemplateEngine: 'njk' };
}
