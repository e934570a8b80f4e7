/**
 * The official Bikram Sambat month tables as two npm packages carry them (dev dependencies, read only by tests and
 * scripts, never at run time): nepali-date-converter 3.4.0 (`dateConfigMap`, BS 2000-2090, epoch BS 2000-01-01 =
 * 1943-04-14) and bikram-sambat 1.8.1 (`daysInMonth`, `toGreg`). Both tabulate the Nepal Panchanga Nirnayak Samiti's
 * published month lengths for past years; their later years are projections, and they disagree in BS 2084-2086.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ndc = require('nepali-date-converter') as { dateConfigMap: Record<string, Record<string, number>> };
const bs = require('bikram-sambat') as {
  daysInMonth(year: number, month: number): number;
  toGreg(year: number, month: number, day: number): { year: number; month: number; day: number };
};

const MS_PER_DAY = 86_400_000;
export const FIRST_BS_YEAR = 2000;
export const LAST_BS_YEAR = 2090;

export interface OfficialMonth {
  readonly year: number;
  readonly month: number;
  /** Civil day number (days since 1970-01-01) of day 1, and the month's length, per package. */
  readonly ndcStart: number;
  readonly ndcLength: number;
  readonly bsStart: number;
  readonly bsLength: number;
}

/** Every month of BS 2000-2090 in both tables. */
export function officialMonths(): OfficialMonth[] {
  const out: OfficialMonth[] = [];
  let start = Date.UTC(1943, 3, 14) / MS_PER_DAY;
  for (let year = FIRST_BS_YEAR; year <= LAST_BS_YEAR; year++) {
    const lengths = Object.values(ndc.dateConfigMap[String(year)]!);
    lengths.forEach((ndcLength, i) => {
      const g = bs.toGreg(year, i + 1, 1);
      out.push({
        year,
        month: i + 1,
        ndcStart: start,
        ndcLength,
        bsStart: Date.UTC(g.year, g.month - 1, g.day) / MS_PER_DAY,
        bsLength: bs.daysInMonth(year, i + 1),
      });
      start += ndcLength;
    });
  }
  return out;
}

export const agree = (m: OfficialMonth) => m.ndcStart === m.bsStart && m.ndcLength === m.bsLength;
export const isoOfDay = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
