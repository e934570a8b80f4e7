/**
 * The day-page harness: Drik Panchang's printed minutes (sunrise, sunset, element ends) against our instants, per
 * field and per convention. Two sources:
 * - data/reference/drik-daily.json: the drikpanchang.com day pages the golden test already cites (in the repository);
 * - month-grid files kept outside the repository (Drik's printed data, not ours to redistribute): one line a day of
 *   New Delhi month pages (month-grid.ts reads and validates them). Absent, they are skipped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONVENTIONS, type Conventions } from '../../engine/astro/conventions.ts';
import { buildGlobalYear, lastChangeAtOrBefore, type GlobalYear } from '../../engine/astro/global-year.ts';
import type { ElementKind } from '../../engine/astro/transitions.ts';
import { offsetMinutesAt } from '../../engine/astro/zone.ts';
import { computePlaceDays, parseIsoDate, type PlaceDayInputs } from '../../engine/panchang/place-day.ts';
import { REPO_ROOT } from '../source-hash.ts';
import { NEW_DELHI, type DrikTithiRow } from './drik-parity.ts';
import { printedMinute, readMonthGrids, type MonthGridRead } from './month-grid.ts';

export type PrintedField =
  | 'sunrise'
  | 'sunset'
  | 'tithi_end'
  | 'nakshatra_end'
  | 'yoga_end'
  | 'karana_end'
  | 'moon_sign_end';
type Place = { latitudeDeg: number; longitudeDeg: number; timezone: string };

/** One printed time: minutes after the civil date's local midnight (a next-day time adds 1,440). */
export interface PrintedTime {
  readonly date: string;
  readonly place: Place;
  readonly field: PrintedField;
  readonly printedMinute: number;
  readonly source: 'day-page' | 'month-grid';
  /** The element whose end this is, when the page names it (1-27 for a nakshatra): guards the boundary matched. */
  readonly endOf?: number;
}

const minuteOf = (hhmm: string): number => {
  const minute = printedMinute(hhmm);
  if (minute === null) throw new Error(`data/reference/drik-daily.json: bad printed time "${hhmm}"`);
  return minute;
};

const ELEMENT_FIELDS = [
  ['tithi', 'tithi_end'],
  ['nakshatra', 'nakshatra_end'],
  ['yoga', 'yoga_end'],
  ['karana', 'karana_end'],
] as const satisfies ReadonlyArray<readonly [string, PrintedField]>;

/** One day page of data/reference/drik-daily.json, as far as it is read here; elements are [name, end] pairs. */
interface DrikDayPage {
  url: string;
  date: string;
  place: { lat: number; lon: number; timezone: string };
  sunrise?: string;
  sunset?: string;
  tithi?: [string, string][];
  nakshatra?: [string, string][];
  yoga?: [string, string][];
  karana?: [string, string][];
}

/** Drik's own day pages among the golden fixtures (other almanacs follow other conventions). */
export function dayPageTimes(root = REPO_ROOT): PrintedTime[] {
  const days = JSON.parse(readFileSync(join(root, 'data/reference/drik-daily.json'), 'utf8')).days as DrikDayPage[];
  const out: PrintedTime[] = [];
  for (const d of days.filter((x) => String(x.url).startsWith('https://www.drikpanchang.com/'))) {
    const place = { latitudeDeg: d.place.lat, longitudeDeg: d.place.lon, timezone: d.place.timezone };
    const push = (field: PrintedField, hhmm: string) =>
      out.push({ date: d.date, place, field, printedMinute: minuteOf(hhmm), source: 'day-page' });
    if (d.sunrise) push('sunrise', d.sunrise);
    if (d.sunset) push('sunset', d.sunset);
    for (const [key, field] of ELEMENT_FIELDS) for (const [, end] of d[key] ?? []) push(field, end);
  }
  return out;
}

/** The printed times of the month grids: sunrise, sunset, moon-sign end, and the named nakshatra's end. */
export function monthGridTimes(read: MonthGridRead = readMonthGrids()): PrintedTime[] {
  const out: PrintedTime[] = [];
  for (const d of read.days) {
    const push = (field: PrintedField, printedMinute: number | undefined, endOf?: number) => {
      if (printedMinute !== undefined)
        out.push({ date: d.date, place: NEW_DELHI, field, printedMinute, source: 'month-grid', endOf });
    };
    push('sunrise', d.sunrise);
    push('sunset', d.sunset);
    push('moon_sign_end', d.moonSignEnd);
    push('nakshatra_end', d.nakshatraEnd, d.nakshatra);
  }
  return out;
}

/** The month grids' tithi at sunrise, a second data set for the tithi-at-sunrise parity (drik-parity.ts). */
export const monthGridTithiRows = (read: MonthGridRead): DrikTithiRow[] =>
  read.days.map((d) => ({ date: d.date, tithi: d.tithiAtSunrise }));

const SERIES: Partial<Record<PrintedField, ElementKind>> = {
  tithi_end: 'tithi',
  nakshatra_end: 'nakshatra',
  yoga_end: 'yoga',
  karana_end: 'karana',
  moon_sign_end: 'moon_rashi',
};

/** Seconds from the printed time to the nearest of our boundaries that ends element `endOf` (NaN if none is near). */
function nearestEndOf(s: GlobalYear['series'][ElementKind], printedUtcMs: number, endOf: number | undefined): number {
  const i = lastChangeAtOrBefore(s, printedUtcMs);
  let best = NaN;
  // utcMs[j] ends indices[j - 1]; the named element's end lies among the boundaries around the printed time.
  for (let j = Math.max(1, i - 1); j <= i + 2 && j < s.utcMs.length; j++) {
    if (endOf !== undefined && s.indices[j - 1] !== endOf) continue;
    const d = s.utcMs[j] - printedUtcMs;
    if (!(Math.abs(d) >= Math.abs(best))) best = d;
  }
  return best / 1000;
}

/**
 * Our instant minus the printed minute, in seconds. An element end is our boundary of that kind nearest the printed
 * time (the end of the named element when the page names one), so a convention that changes which element is current
 * at sunrise is still compared boundary with boundary.
 */
function residualSeconds(p: PrintedTime, table: GlobalYear, day: PlaceDayInputs): number {
  const { year, month, day: dd } = parseIsoDate(p.date);
  const midnight = Date.UTC(year, month - 1, dd) - offsetMinutesAt(p.place.timezone, day.sunriseUtcMs) * 60_000;
  const printedUtcMs = midnight + p.printedMinute * 60_000;
  const kind = SERIES[p.field];
  if (!kind) return ((p.field === 'sunrise' ? day.sunriseUtcMs : day.sunsetUtcMs) - printedUtcMs) / 1000;
  return nearestEndOf(table.series[kind], printedUtcMs, p.endOf);
}

export interface FieldScore {
  readonly field: string;
  readonly n: number;
  readonly sameMinuteRounded: number;
  readonly sameMinuteTruncated: number;
  /** Mean and standard deviation of ours − printed, over the matched times. */
  readonly meanOffsetS: number;
  readonly sdOffsetS: number;
  /** Printed ends whose named element has no boundary of ours nearby (counted as off the minute). */
  readonly unmatched: number;
}

export interface DayPageOptions {
  readonly conventions?: Conventions;
  readonly globalYear?: (year: number) => GlobalYear;
  /** Replaces New Delhi's coordinates (the coordinates candidate); other places stay as printed. */
  readonly newDelhi?: Place;
}

/** Ours − printed for every time, in seconds, in the order given (NaN: the named element's end was not found). */
export function printedResiduals(times: readonly PrintedTime[], options: DayPageOptions = {}): number[] {
  const conventions = options.conventions ?? DEFAULT_CONVENTIONS;
  const tables = new Map<number, GlobalYear>();
  const tableOf = (y: number) =>
    tables.get(y) ?? tables.set(y, (options.globalYear ?? ((x) => buildGlobalYear(x, conventions)))(y)).get(y)!;
  const days = new Map<string, PlaceDayInputs>();
  return times.map((p) => {
    const place =
      options.newDelhi && p.place.latitudeDeg > 28.6 && p.place.latitudeDeg < 28.7 ? options.newDelhi : p.place;
    const civil = parseIsoDate(p.date);
    const table = tableOf(civil.year);
    const key = `${p.date} ${place.latitudeDeg} ${place.longitudeDeg}`;
    const day =
      days.get(key) ?? days.set(key, computePlaceDays(table, place, civil, 1, conventions.sunrise)[0]).get(key)!;
    return residualSeconds({ ...p, place }, table, day);
  });
}

/** Drik rounds its printed minutes (docs/drik-parity.md), so an instant is on the minute within [−30 s, 30 s). */
export const onDrikMinute = (r: number) => r >= -30 && r < 30;

export function summarise(field: string, rs: readonly number[]): FieldScore {
  const matched = rs.filter((r) => !Number.isNaN(r));
  const mean = matched.reduce((a, b) => a + b, 0) / (matched.length || 1);
  const variance = matched.reduce((a, r) => a + (r - mean) ** 2, 0) / (matched.length || 1);
  return {
    field,
    n: rs.length,
    sameMinuteRounded: matched.filter(onDrikMinute).length / rs.length,
    sameMinuteTruncated: matched.filter((r) => r >= 0 && r < 60).length / rs.length,
    meanOffsetS: mean,
    sdOffsetS: Math.sqrt(variance),
    unmatched: rs.length - matched.length,
  };
}

/** Scores of the residuals grouped by `keysOf` (a time may count in several groups), in first-seen order. */
export function scoreGroups(
  times: readonly PrintedTime[],
  residuals: readonly number[],
  keysOf: (p: PrintedTime) => readonly string[],
): FieldScore[] {
  const groups = new Map<string, number[]>();
  times.forEach((p, i) => {
    for (const key of keysOf(p)) (groups.get(key) ?? groups.set(key, []).get(key)!).push(residuals[i]);
  });
  return [...groups].map(([key, values]) => summarise(key, values));
}

/** Per field and overall: share on Drik's minute if Drik rounds, if it truncates, and the mean of ours − printed. */
export const scoreDayPages = (times: readonly PrintedTime[], options: DayPageOptions = {}): FieldScore[] =>
  scoreGroups(times, printedResiduals(times, options), (p) => ['all', p.field]);

export const allPrintedTimes = (read: MonthGridRead = readMonthGrids()): PrintedTime[] => [
  ...dayPageTimes(),
  ...monthGridTimes(read),
];
