// The conversion table behind GET /v1/calendars/convert: every day of the served window (2025-2030) in every
// calendar, one Gregorian year at a time, built on first use (New Delhi's sunrises and the year's global table, which
// the panchang service already keeps) and indexed both ways, so a conversion is a few map reads.
import { elementFromTable, type GlobalYear } from '../../engine/astro/global-year.ts';
import {
  CALENDAR_IDS,
  type CalendarDates,
  type CalendarKey,
  calendarDatesOfRun,
  canonicalCalendarDate,
  formatCalendarDate,
  type LunisolarDate,
} from '../../engine/panchang/calendar-dates.ts';
import type { SolarDate } from '../../engine/panchang/solar-calendars.ts';
import { computePlaceDays } from '../../engine/panchang/place-day.ts';
import { type Lang, numberedNames } from '../../tables/names/index.ts';
import { ApiError } from '../gateway/errors.ts';
import { PUBLIC_WINDOW } from '../panchang/limits.ts';
import type { ConvertData } from './schemas.ts';

/** New Delhi (data/cities.json `new-delhi`): the Vikram and Shaka dates follow the tithi at its sunrise, IST. */
const REFERENCE = { latitudeDeg: 28.6358, longitudeDeg: 77.2245, timezone: 'Asia/Kolkata' } as const;
export const REFERENCE_NOTE =
  'vikram and shaka by the tithi at sunrise in New Delhi (IST); the solar calendars by their own rules (Nepali: Kathmandu, NST), the same date everywhere; hijri tabular';

const FIRST_YEAR = Number(PUBLIC_WINDOW.first.slice(0, 4));
const LAST_YEAR = Number(PUBLIC_WINDOW.last.slice(0, 4));

interface YearIndex {
  /** Day i of the Gregorian year (i = 0 is 1 January). */
  readonly days: readonly CalendarDates[];
  /** Per calendar: its date string -> day index (a lunisolar kshaya tithi -> the day it runs in). */
  readonly byCalendar: Readonly<Record<CalendarKey, ReadonlyMap<string, number>>>;
}

/** The Gregorian years that can hold year `year` of a calendar (its era's offsets; Hijri's by its mean year). */
function gregorianYearsOf(calendar: CalendarKey, year: number): number[] {
  const offsets: Record<Exclude<CalendarKey, 'hijri'>, number> = {
    gregorian: 0,
    vikram: -57,
    nepali: -57,
    shaka: 78,
    tamil: 78,
    odia: 78,
    bengali: 593,
    malayalam: 824,
  };
  if (calendar === 'hijri') {
    const g = Math.floor(year * 0.970224 + 621.5774);
    return [g - 1, g, g + 1];
  }
  const g = year + offsets[calendar];
  return calendar === 'gregorian' ? [g] : [g, g + 1];
}

export class CalendarConverter {
  private readonly years = new Map<number, YearIndex>();
  /** The tithi at the last sunrise of each indexed year, for the next year's first day. */
  private readonly lastTithi = new Map<number, number>();

  private readonly globalYear: (year: number) => GlobalYear;

  constructor(globalYear: (year: number) => GlobalYear) {
    this.globalYear = globalYear;
  }

  /** One Gregorian year of the window in every calendar, built on first use (~420 ms with its global table at hand). */
  private year(year: number): YearIndex {
    let index = this.years.get(year);
    if (index) return index;
    const table = this.globalYear(year);
    const count = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
    const run = computePlaceDays(table, REFERENCE, { year, month: 1, day: 1 }, count);
    // 1 January repeats the tithi of the sunrise before it: the previous year's last, or (not built) a day earlier
    const prevTithi =
      this.lastTithi.get(year - 1) ?? elementFromTable(table.series.tithi, run[0]!.sunriseUtcMs - 86_400_000);
    const days = calendarDatesOfRun(table, run, prevTithi);
    this.lastTithi.set(year, elementFromTable(table.series.tithi, run[run.length - 1]!.sunriseUtcMs));
    const byCalendar = Object.fromEntries(
      CALENDAR_IDS.map((calendar) => {
        const map = new Map<string, number>();
        days.forEach((d, i) => {
          const key = formatCalendarDate(d[calendar]);
          if (map.has(key)) throw new Error(`two days carry ${calendar} ${key}`);
          map.set(key, i);
        });
        if (calendar === 'vikram' || calendar === 'shaka')
          days.forEach((d, i) => {
            const alias = kshayaTithi(d[calendar], days[i + 1]?.[calendar]);
            if (alias && !map.has(alias)) map.set(alias, i);
          });
        return [calendar, map];
      }),
    ) as Record<CalendarKey, Map<string, number>>;
    index = { days, byCalendar };
    this.years.set(year, index);
    return index;
  }

  /** The Gregorian day of `date` written in `from`: its year's index and the day in it. */
  private find(from: CalendarKey, date: string): { index: YearIndex; day: number } {
    const canonical = canonicalCalendarDate(from, date);
    if (canonical === null)
      throw new ApiError('invalid_date', {
        message: `date ${JSON.stringify(date)} is not a ${from} date (${from === 'vikram' || from === 'shaka' ? 'YYYY-MM[A]-{S|K}TT[b]' : 'YYYY-MM-DD'})`,
      });
    for (const year of gregorianYearsOf(from, Number(canonical.slice(0, 4)))) {
      if (year < FIRST_YEAR || year > LAST_YEAR) continue;
      const index = this.year(year);
      const day = index.byCalendar[from].get(canonical);
      if (day !== undefined) return { index, day };
    }
    throw new ApiError('public_date_window_exceeded', {
      message: `no day of ${PUBLIC_WINDOW.first}..${PUBLIC_WINDOW.last} is ${from} ${canonical} (outside the window, or a day the month lacks)`,
    });
  }

  convert(from: CalendarKey, date: string, to: CalendarKey | undefined, lang: Lang): ConvertData {
    const found = this.find(from, date);
    const day = found.index.days[found.day]!;
    const calendars = Object.fromEntries(
      CALENDAR_IDS.map((c) => [c, describe(c, day[c], lang)]),
    ) as ConvertData['calendars'];
    const g = day.gregorian;
    const weekday = new Date(Date.UTC(g.year, g.month - 1, g.day)).getUTCDay();
    return {
      from,
      to: to ?? null,
      date,
      gregorian: formatCalendarDate(g),
      weekday: numberedNames(lang).vara[weekday]!,
      result: to ? calendars[to]! : null,
      calendars,
      reference: REFERENCE_NOTE,
    };
  }
}

/**
 * The lunisolar date a day skips (a kshaya tithi: the sunrise tithi moves by two), as formatCalendarDate writes it,
 * or null. Panchangs list a kshaya tithi on the day it runs in, the earlier of the two.
 */
function kshayaTithi(today: CalendarDates['vikram'], tomorrow: CalendarDates['vikram'] | undefined): string | null {
  if (!tomorrow) return null;
  const number = (d: LunisolarDate) => (d.paksha === 'shukla' ? d.tithi : d.tithi + 15);
  if ((number(tomorrow) - number(today) + 30) % 30 !== 2) return null;
  const skipped =
    tomorrow.tithi > 1 ? { ...tomorrow, tithi: tomorrow.tithi - 1 } : { ...today, tithi: today.tithi + 1 };
  return formatCalendarDate({ ...skipped, repeat: false });
}

const MONTH_SECTION = {
  gregorian: 'gregorian_month',
  vikram: 'lunar_month',
  shaka: 'lunar_month',
  bengali: 'solar_month_bengali',
  tamil: 'solar_month_tamil',
  malayalam: 'solar_month_malayalam',
  odia: 'solar_month_odia',
  nepali: 'solar_month_nepali',
  hijri: 'hijri_month',
} as const;

function describe(calendar: CalendarKey, d: SolarDate | LunisolarDate, lang: Lang): ConvertData['result'] & object {
  const names = numberedNames(lang);
  const base = {
    calendar,
    date: formatCalendarDate(d),
    year: d.year,
    month: d.month,
    month_name: names[MONTH_SECTION[calendar]][d.month - 1]!,
  };
  if (!('paksha' in d)) return { ...base, day: d.day };
  const tithiNumber = d.paksha === 'shukla' ? d.tithi : d.tithi + 15;
  return {
    ...base,
    adhik: d.adhik,
    paksha: d.paksha,
    tithi: d.tithi,
    tithi_name: names.tithiByNumber[tithiNumber - 1]!,
    repeat: d.repeat,
  };
}
