import { describe, expect, it } from 'vitest';
import { openingHoursView } from '../../../src/site/opening-hours.ts';

const STUDIO = [
  {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:30',
    closes: '18:30',
    byAppointment: false,
  },
  { days: ['Saturday'], opens: '10:00', closes: '15:00', byAppointment: true },
] as const;
const EN = { heading: 'Studio hours', closed: 'Closed', byAppointment: 'by appointment' };
const rows = (hours: Parameters<typeof openingHoursView>[0], locale: string, words = EN) =>
  openingHoursView(hours, locale, words).rows.map((r) => [r.days, r.hours, r.note ?? '']);

describe('openingHoursView', () => {
  it('groups the working week, keeps Saturday by appointment apart and says Sunday is closed, in English', () => {
    expect(rows([...STUDIO.map((h) => ({ ...h, days: [...h.days] }))], 'en-GB')).toEqual([
      ['Monday–Friday', '09:30–18:30', ''],
      ['Saturday', '10:00–15:00', 'by appointment'],
      ['Sunday', 'Closed', ''],
    ]);
  });

  it('names the days in Turkish', () => {
    expect(
      rows([...STUDIO.map((h) => ({ ...h, days: [...h.days] }))], 'tr-TR', {
        heading: 'Çalışma saatlerimiz',
        closed: 'Kapalı',
        byAppointment: 'randevuyla',
      }),
    ).toEqual([
      ['Pazartesi–Cuma', '09:30–18:30', ''],
      ['Cumartesi', '10:00–15:00', 'randevuyla'],
      ['Pazar', 'Kapalı', ''],
    ]);
  });

  it('splits runs at a day with other hours, and groups closed days', () => {
    const hours = [
      { days: ['Monday', 'Tuesday', 'Thursday'], opens: '09:00', closes: '17:00', byAppointment: false },
      { days: ['Wednesday'], opens: '12:00', closes: '20:00', byAppointment: false },
    ] as Parameters<typeof openingHoursView>[0];
    expect(rows(hours, 'en-GB')).toEqual([
      ['Monday–Tuesday', '09:00–17:00', ''],
      ['Wednesday', '12:00–20:00', ''],
      ['Thursday', '09:00–17:00', ''],
      ['Friday–Sunday', 'Closed', ''],
    ]);
  });
});
