/** Text helpers of the view builder: placeholders and dates in a page's language. */
import type { TextAround } from './view-types.ts';

/** Replaces `{name}` placeholders of a content string; unknown names stay as written. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Fills `text` like {@link fill}, keeping the first `{name}` apart: `before` and `after` are the filled text
 * around it, `term` its value (empty, with the whole text in `before`, when `text` has no `{name}`). A template
 * can then mark the term, e.g. with the language it is written in.
 */
export function fillAround(text: string, name: string, term: string, values: Record<string, string>): TextAround {
  const at = text.indexOf(`{${name}}`);
  if (at < 0) return { before: fill(text, values), term: '', after: '' };
  const all = { ...values, [name]: term };
  return { before: fill(text.slice(0, at), all), term, after: fill(text.slice(at + name.length + 2), all) };
}

// Creating an Intl.DateTimeFormat is costly; one per locale serves every page. Formatting is too, at thousands of
// cards: each date is formatted once per locale.
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
const DATES = new Map<string, string>();

/**
 * A yyyy-mm-dd date as a language writes it: `10 April 2025` (`en-GB`), `10 Nisan 2025` (`tr-TR`).
 * @param dateLocale - BCP 47 locale of the language's `dateLocale`.
 */
export function formatDate(iso: string, dateLocale: string): string {
  const key = `${dateLocale} ${iso}`;
  let text = DATES.get(key);
  if (text === undefined) {
    let format = DATE_FORMATS.get(dateLocale);
    if (!format) {
      format = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      DATE_FORMATS.set(dateLocale, format);
    }
    text = format.format(new Date(`${iso}T00:00:00Z`));
    if (DATES.size > 10_000) DATES.clear();
    DATES.set(key, text);
  }
  return text;
}

const PRICE_FORMATS = new Map<string, Intl.NumberFormat>();

/**
 * An amount of Turkish lira as a language writes it, without decimals: `₺45,000` (`en-GB`), `₺45.000` (`tr-TR`).
 * @param lira - whole lira.
 * @param locale - BCP 47 locale of the language's `dateLocale` (its formatting locale).
 */
export function formatLira(lira: number, locale: string): string {
  let format = PRICE_FORMATS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    PRICE_FORMATS.set(locale, format);
  }
  return format.format(lira);
}
