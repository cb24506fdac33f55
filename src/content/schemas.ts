/**
 * zod schemas of every content file under `content/`, in one entry: field schemas (`schemas/fields.ts`), the site's
 * documents (`schemas/site.ts`), the collections' files (`schemas/entries.ts`) and the strings of each language
 * (`schemas/locale-strings.ts`). Objects are strict: an unknown key is an error, so a misspelt field never passes
 * silently.
 */
export { WEEKDAYS, type Weekday } from './schemas/fields.ts';
export * from './schemas/site.ts';
export * from './schemas/entries.ts';
export * from './schemas/locale-strings.ts';
export * from './schemas/articles.ts';
export * from './schemas/portfolio.ts';
