/**
 * The studio's opening hours (`site.yaml` `openingHours`) as a page shows them: the week from Monday, days with
 * the same hours grouped into one row ("Monday–Friday 09:30–18:30"), day names in the page's language, closed
 * days said so.
 */
import { WEEKDAYS, type Site, type Weekday } from '../content/schemas.ts';
import type { OpeningHoursRow, OpeningHoursView } from './view-types.ts';

// 2024-01-01 was a Monday: day i of the week is 2024-01-0{1+i}.
const dayName = (day: Weekday, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))),
  );

/**
 * The rows of the opening hours in a language.
 * @param hours - `site.yaml` `openingHours` (each day at most once, as the schema checks).
 * @param locale - BCP 47 locale of the day names (the language's `dateLocale`).
 * @param words - the language's `hours` strings: heading, closed, by appointment.
 */
export function openingHoursView(
  hours: Site['openingHours'],
  locale: string,
  words: { heading: string; closed: string; byAppointment: string },
): OpeningHoursView {
  const spanOf = (day: Weekday) => {
    const entry = hours.find((h) => h.days.includes(day));
    return entry ? `${entry.opens}–${entry.closes}${entry.byAppointment ? ' *' : ''}` : '';
  };
  const rows: OpeningHoursRow[] = [];
  let start = 0;
  for (let i = 1; i <= WEEKDAYS.length; i++) {
    if (i < WEEKDAYS.length && spanOf(WEEKDAYS[i]!) === spanOf(WEEKDAYS[start]!)) continue;
    const first = WEEKDAYS[start]!;
    const last = WEEKDAYS[i - 1]!;
    const entry = hours.find((h) => h.days.includes(first));
    rows.push({
      days: first === last ? dayName(first, locale) : `${dayName(first, locale)}–${dayName(last, locale)}`,
      hours: entry ? `${entry.opens}–${entry.closes}` : words.closed,
      ...(entry?.byAppointment ? { note: words.byAppointment } : {}),
      closed: !entry,
    });
    start = i;
  }
  return { heading: words.heading, rows };
}
