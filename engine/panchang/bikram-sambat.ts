/**
 * Nepal's Bikram Sambat (tables/panchang/bikram-sambat.ts holds the rule and its sources): day 1 of a month is the
 * Kathmandu civil day (NST) its Surya Siddhanta sankranti opens, the official table (or, for BS 2087 inside the served
 * window, the date packages' shared projection) where it departs. National: the
 * same civil date at every place, decided once per BS year (memoized), like the other regional solar calendars.
 */
import { buildBodyGrid } from '../astro/ephemeris-grid.ts';
import { findRiseSet, makeObserver } from '../astro/riseset.ts';
import { suryaSiddhantaSankranti } from '../astro/surya-siddhanta.ts';
import { MS_PER_DAY } from '../astro/zone.ts';
import {
  BS_CITY,
  BS_ERA_OFFSET,
  BS_NIGHT_TO_DAY_AFTER,
  BS_NIGHT_TO_DAY_BEFORE,
  BS_SANKRANTI_SHIFT_MINUTES,
  NST_OFFSET_MINUTES,
  OFFICIAL_MONTH_STARTS,
  PROJECTED_MONTH_STARTS,
} from '../../tables/panchang/bikram-sambat.ts';
import type { SolarDate } from './solar-calendars.ts';

const NST_OFFSET_MS = NST_OFFSET_MINUTES * 60_000;
const SHIFT_MS = BS_SANKRANTI_SHIFT_MINUTES * 60_000;
const OBSERVER = makeObserver(BS_CITY);

/** Civil day number (days since 1970-01-01) of an instant on Nepal Standard Time. */
export const nstDayOf = (utcMs: number): number => Math.floor((utcMs + NST_OFFSET_MS) / MS_PER_DAY);
const dayOfIso = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY;

/** Month starts served as data: the published departures and the packages' projection of BS 2087 (tables say why). */
const OFFICIAL = new Map(
  [...OFFICIAL_MONTH_STARTS, ...PROJECTED_MONTH_STARTS].map((o) => [`${o.year}-${o.month}`, dayOfIso(o.date)]),
);

/** Sunrise and sunset at Kathmandu on an NST civil day. */
function daylight(civilDay: number): { rise: number; set: number } {
  const dayStart = civilDay * MS_PER_DAY - NST_OFFSET_MS;
  const grid = buildBodyGrid('sun', dayStart - MS_PER_DAY, dayStart + 2 * MS_PER_DAY);
  const rise = findRiseSet(grid, OBSERVER, 'rise', dayStart, dayStart + MS_PER_DAY);
  const set = rise === null ? null : findRiseSet(grid, OBSERVER, 'set', rise, dayStart + MS_PER_DAY);
  if (rise === null || set === null) throw new RangeError('no sunrise or sunset at Kathmandu');
  return { rise, set };
}

/**
 * The civil day a sankranti (UTC ms, already shifted) of `rashi` opens: its own day by daylight; at night Karka's
 * the day before the night, Makara's the day after, the others by the middle of the night.
 */
export function bsOpeningDay(sankrantiUtcMs: number, rashi: number): number {
  const day = nstDayOf(sankrantiUtcMs);
  const today = daylight(day);
  if (sankrantiUtcMs >= today.rise && sankrantiUtcMs < today.set) return day;
  // The night it falls in runs from the sunset of `before` to the sunrise of `before + 1`.
  const before = sankrantiUtcMs < today.rise ? day - 1 : day;
  const set = before === day ? today.set : daylight(before).set;
  const rise = before === day ? daylight(day + 1).rise : today.rise;
  if (rashi === BS_NIGHT_TO_DAY_BEFORE) return before;
  if (rashi === BS_NIGHT_TO_DAY_AFTER) return before + 1;
  return sankrantiUtcMs < (set + rise) / 2 ? before : before + 1;
}

/** The rule's day 1 of BS month `month` (1 = Baishakh) of `year`, before the official table is consulted. */
export function bsRuleMonthStart(year: number, month: number): number {
  const gregorianYear = year - BS_ERA_OFFSET + (month >= 10 ? 1 : 0);
  // Mesha's sankranti comes about 14 April; each later month about 30.4 days after.
  const near = Date.UTC(gregorianYear, 3, 14) + ((month - 1 + (month >= 10 ? -12 : 0)) * 365.2587 * MS_PER_DAY) / 12;
  return bsOpeningDay(suryaSiddhantaSankranti(month, near) + SHIFT_MS, month);
}

const yearCache = new Map<number, Int32Array>();

/** Day numbers of day 1 of the 12 months of a BS year and of the next Baishakh 1 (13 entries). */
export function bsYearStarts(year: number): Int32Array {
  let starts = yearCache.get(year);
  if (!starts) {
    starts = new Int32Array(13);
    for (let m = 1; m <= 12; m++) starts[m - 1] = OFFICIAL.get(`${year}-${m}`) ?? bsRuleMonthStart(year, m);
    const next = year + 1;
    starts[12] = OFFICIAL.get(`${next}-1`) ?? bsRuleMonthStart(next, 1);
    yearCache.set(year, starts);
  }
  return starts;
}

/** Days in BS month `month` of `year` (29-32). */
export function bsMonthLength(year: number, month: number): number {
  const s = bsYearStarts(year);
  return s[month]! - s[month - 1]!;
}

/** The BS date of a civil day number. */
export function nepaliDate(civilDay: number): SolarDate {
  const gregorianYear = new Date(civilDay * MS_PER_DAY).getUTCFullYear();
  let year = gregorianYear + BS_ERA_OFFSET;
  if (civilDay < bsYearStarts(year)[0]!) year--;
  const starts = bsYearStarts(year);
  let m = 12;
  while (starts[m - 1]! > civilDay) m--;
  return { year, month: m, day: civilDay - starts[m - 1]! + 1 };
}

/** The civil day number of a BS date, or null when the month has no such day. */
export function civilDayOfNepali(year: number, month: number, day: number): number | null {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(day) || day < 1) return null;
  if (day > bsMonthLength(year, month)) return null;
  return bsYearStarts(year)[month - 1]! + day - 1;
}
