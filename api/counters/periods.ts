// Counter periods as the keys name them: UTC days `YYYY-MM-DD` and months `YYYY-MM`. Both engines derive a bucket's
// period from the request's instant, and Redis sets each key's lifetime from the period's end.
import { DAY_MS, isoUtcDate } from '../gateway/clock.ts';
import { COVERAGE_REFUSALS, type CoverageLookup, type CoverageRefusal } from './types.ts';
import type { CoverageKind } from './persistence.ts';

/** The first instant after a `YYYY-MM-DD` day or a `YYYY-MM` month. */
export function periodEndMs(period: string): number {
  const y = Number(period.slice(0, 4)),
    m = Number(period.slice(5, 7));
  if (period.length === 7) return Date.UTC(y, m, 1);
  return Date.UTC(y, m - 1, Number(period.slice(8, 10))) + DAY_MS;
}

export interface CoverageCheck {
  readonly kind: CoverageKind;
  readonly period: string;
  /** Distinct members the request would add. */
  readonly members: readonly string[];
  readonly cap: number;
  readonly refusal: CoverageRefusal;
}

export interface CoveragePlan {
  /** The UTC day of the request: the burst counter's period. */
  readonly day: string;
  /** The bucket checks in the order they refuse (after the burst guard). */
  readonly checks: readonly CoverageCheck[];
}

/** Which buckets a panchang request touches, with what, against which cap: the same for both engines. */
export function planCoverage(req: CoverageLookup, nowMs: number): CoveragePlan {
  const day = isoUtcDate(nowMs),
    month = day.slice(0, 7);
  const { limits } = req;
  const dates = [...new Set(req.dates)];
  const locDates = dates.map((d) => `${req.locationKey}|${d}`);
  const [, dateDay, locDay, locMonth, cityYear] = COVERAGE_REFUSALS;
  const checks: CoverageCheck[] = [
    { kind: 'date_day', period: day, members: dates, cap: limits.uniqueDatesDaily, refusal: dateDay },
    { kind: 'loc_date_day', period: day, members: locDates, cap: limits.coverageDaily, refusal: locDay },
    { kind: 'loc_date_month', period: month, members: locDates, cap: limits.coverageMonthly, refusal: locMonth },
  ];
  if (req.cityYear)
    checks.push({
      kind: 'city_year_month',
      period: month,
      members: [req.cityYear],
      cap: limits.cityYearsMonthly,
      refusal: cityYear,
    });
  return { day, checks };
}
