// New Delhi's 2026 place-days and a one-day search over them: the scene every muhurat rule test is set in (dates in
// those tests were found by scanning this year with the engine).
import { buildGlobalYear } from '../astro/global-year.ts';
import { computePlaceDays, type PlaceDayInputs } from '../panchang/place-day.ts';
import type { ActivityRules, RegionKey } from '../../tables/muhurat/rules.ts';
import { searchDay } from './search.ts';

export const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };
export const table = buildGlobalYear(2026);
export const days = new Map<string, PlaceDayInputs>(
  computePlaceDays(table, DELHI, { year: 2026, month: 1, day: 1 }, 365).map((d) => [d.date, d]),
);

/** The windows `rules` give on one Hindu day of 2026 in New Delhi. */
export const windowsOn = (rules: ActivityRules, date: string, region: RegionKey = 'north') =>
  searchDay(
    {
      rules,
      region,
      latDeg: DELHI.latitudeDeg,
      lonDeg: DELHI.longitudeDeg,
      participants: [],
      minQuality: 'acceptable',
    },
    { inputs: days.get(date)!, table },
  ).windows;
