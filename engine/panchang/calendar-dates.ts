/**
 * One civil day in every calendar the API serves (issue 39, the conversion route): the Gregorian date itself, the
 * lunisolar Vikram (purnimanta months, as the North counts them) and Shaka (amanta) dates by the tithi at the place's
 * sunrise, the solar Bengali, Tamil, Malayalam, Odia and Nepali (Bikram Sambat) dates, and the tabular Hijri one.
 * Pure: the year's table and the place's sunrises in; the same functions as the daily answer's `data.calendars`.
 */
import { elementFromTable, type GlobalYear } from '../astro/global-year.ts';
import { nepaliDate } from './bikram-sambat.ts';
import { bengaliDate, hijriFromCivil, samvats } from './calendars.ts';
import { lunarMonthAt } from './lunar-month.ts';
import type { PlaceDayInputs } from './place-day.ts';
import { type SolarDate, solarDate } from './solar-calendars.ts';

export const SOLAR_CALENDAR_IDS = ['bengali', 'tamil', 'malayalam', 'odia', 'nepali', 'hijri'] as const;
export const LUNISOLAR_CALENDAR_IDS = ['vikram', 'shaka'] as const;
export const CALENDAR_IDS = ['gregorian', ...LUNISOLAR_CALENDAR_IDS, ...SOLAR_CALENDAR_IDS] as const;
export type SolarCalendarKey = (typeof SOLAR_CALENDAR_IDS)[number];
export type LunisolarCalendarKey = (typeof LUNISOLAR_CALENDAR_IDS)[number];
export type CalendarKey = (typeof CALENDAR_IDS)[number];

export interface LunisolarDate {
  readonly year: number;
  /** 1 = Chaitra: purnimanta for Vikram, amanta for Shaka. */
  readonly month: number;
  readonly adhik: boolean;
  readonly paksha: 'shukla' | 'krishna';
  /** The sunrise tithi within its paksha, 1..15 (15 = Purnima or Amavasya). */
  readonly tithi: number;
  /** The second sunrise of the same tithi (a vriddhi tithi): the day it repeats. */
  readonly repeat: boolean;
}

export type CalendarDates = { readonly gregorian: SolarDate } & {
  readonly [K in LunisolarCalendarKey]: LunisolarDate;
} & { readonly [K in SolarCalendarKey]: SolarDate };

/**
 * Every calendar's date of a run of consecutive civil days at one place. `prevSunriseTithi` is the tithi (1-30) at
 * the sunrise before the run's first day, which says whether that day repeats it.
 */
export function calendarDatesOfRun(
  table: GlobalYear,
  days: readonly PlaceDayInputs[],
  prevSunriseTithi: number,
): CalendarDates[] {
  let prev = prevSunriseTithi;
  return days.map((d) => {
    const [y, m, day] = d.date.split('-').map(Number) as [number, number, number];
    const civilDay = Date.UTC(y, m - 1, day) / 86_400_000;
    const tithi = elementFromTable(table.series.tithi, d.sunriseUtcMs);
    const month = lunarMonthAt(table, d.sunriseUtcMs);
    // The era of the whole amanta month (its middle), so a month's days share one year: the daily's era turns on the
    // civil day of Chaitra Shukla Pratipada (a day early when the Pratipada is kshaya), which would split a month.
    const eras = samvats(table, (month.startUtcMs + month.endUtcMs) / 2);
    const lunar = (year: number, monthNumber: number): LunisolarDate => ({
      year,
      month: monthNumber,
      adhik: month.adhik,
      paksha: tithi <= 15 ? 'shukla' : 'krishna',
      tithi: ((tithi - 1) % 15) + 1,
      repeat: tithi === prev,
    });
    const out: CalendarDates = {
      gregorian: { year: y, month: m, day },
      vikram: lunar(eras.vikram, month.purnimantaNumber),
      shaka: lunar(eras.shaka, month.amantaNumber),
      bengali: bengaliDate(table, civilDay),
      tamil: solarDate(table, 'tamil', civilDay),
      malayalam: solarDate(table, 'malayalam', civilDay),
      odia: solarDate(table, 'odia', civilDay),
      nepali: nepaliDate(civilDay),
      hijri: hijriFromCivil(y, m, day),
    };
    prev = tithi;
    return out;
  });
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A date as one string, the `date` the conversion route takes back: `YYYY-MM-DD` for the Gregorian and solar
 * calendars (year, month number, day); `YYYY-MM[A]-{S|K}TT[b]` for the lunisolar ones (A: adhik month, S/K: shukla
 * or krishna paksha, TT the tithi 01-15, b: the repeated day of a vriddhi tithi), e.g. `2083-01-S01`.
 */
export function formatCalendarDate(date: SolarDate | LunisolarDate): string {
  if (!('paksha' in date)) return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
  const paksha = date.paksha === 'shukla' ? 'S' : 'K';
  return `${pad(date.year, 4)}-${pad(date.month)}${date.adhik ? 'A' : ''}-${paksha}${pad(date.tithi)}${date.repeat ? 'b' : ''}`;
}

const SOLAR_FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;
const LUNISOLAR_FORMAT = /^(\d{4})-(\d{2})(A?)-([SK])(\d{2})(b?)$/;

/** The string form back to its canonical form (leading zeros and letters as formatCalendarDate writes them), or null. */
export function canonicalCalendarDate(calendar: CalendarKey, text: string): string | null {
  const lunisolar = (LUNISOLAR_CALENDAR_IDS as readonly string[]).includes(calendar);
  const match = (lunisolar ? LUNISOLAR_FORMAT : SOLAR_FORMAT).exec(text.trim());
  if (!match) return null;
  if (!lunisolar) {
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    return m >= 1 && m <= 12 && d >= 1 && d <= 32 ? formatCalendarDate({ year: y, month: m, day: d }) : null;
  }
  const [, y, m, a, p, t, b] = match as unknown as [string, string, string, string, string, string, string];
  const month = Number(m),
    tithi = Number(t);
  if (month < 1 || month > 12 || tithi < 1 || tithi > 15) return null;
  return `${y}-${m}${a}-${p}${t}${b}`;
}
