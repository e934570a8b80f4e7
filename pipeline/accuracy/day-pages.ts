/**
 * The day-page harness: Drik Panchang's printed minutes (sunrise, sunset, element ends) against our instants, per
 * field and per convention. Two sources:
 * - data/reference/drik-daily.json: the drikpanchang.com day pages the golden test already cites (in the repository);
 * - a month-grid file kept outside the repository (Drik's printed data, not ours to redistribute): one line a day of
 *   New Delhi month pages, `date, sunrise, sunset, moon-sign end, nakshatra end` (DRIK_PRINTED_DIR, default
 *   var/drik-printed/month-grid.tsv; docs/drik-parity.md says where its lines come from). Absent, it is skipped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONVENTIONS, type Conventions } from '../../engine/astro/conventions.ts';
import { buildGlobalYear, lastChangeAtOrBefore, type GlobalYear } from '../../engine/astro/global-year.ts';
import type { ElementKind } from '../../engine/astro/transitions.ts';
import { offsetMinutesAt } from '../../engine/astro/zone.ts';
import { computePlaceDays, parseIsoDate, type PlaceDayInputs } from '../../engine/panchang/place-day.ts';
import { REPO_ROOT } from '../source-hash.ts';
import { NEW_DELHI } from './drik-parity.ts';

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
}

const minuteOf = (hhmm: string): number => {
  const next = hhmm.endsWith('+1') || hhmm.endsWith('+');
  const [h, m] = hhmm.replace(/\+1?$/, '').split(':').map(Number);
  return (next && h < 24 ? 1440 : 0) + h * 60 + m;
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

export const MONTH_GRID_FILE = join(
  process.env.DRIK_PRINTED_DIR ?? join(REPO_ROOT, 'var', 'drik-printed'),
  'month-grid.tsv',
);

export function monthGridTimes(path = MONTH_GRID_FILE): PrintedTime[] {
  if (!existsSync(path)) return [];
  const out: PrintedTime[] = [];
  const fields: PrintedField[] = ['sunrise', 'sunset', 'moon_sign_end', 'nakshatra_end'];
  for (const line of readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => /^\d/.test(l))) {
    const [date, ...cells] = line.split('\t');
    fields.forEach((field, i) => {
      if (cells[i])
        out.push({ date, place: NEW_DELHI, field, printedMinute: minuteOf(cells[i]), source: 'month-grid' });
    });
  }
  return out;
}

const SERIES: Partial<Record<PrintedField, ElementKind>> = {
  tithi_end: 'tithi',
  nakshatra_end: 'nakshatra',
  yoga_end: 'yoga',
  karana_end: 'karana',
  moon_sign_end: 'moon_rashi',
};

/**
 * Our instant for a printed field, in seconds after the civil date's local midnight. An element end is our boundary of
 * that kind nearest the printed time, so a convention that changes which element is current at sunrise is still
 * compared boundary with boundary.
 */
function oursSeconds(p: PrintedTime, table: GlobalYear, day: PlaceDayInputs): number {
  const { year, month, day: dd } = parseIsoDate(p.date);
  const midnight = Date.UTC(year, month - 1, dd) - offsetMinutesAt(p.place.timezone, day.sunriseUtcMs) * 60_000;
  const kind = SERIES[p.field];
  if (!kind) return ((p.field === 'sunrise' ? day.sunriseUtcMs : day.sunsetUtcMs) - midnight) / 1000;
  const printedUtcMs = midnight + p.printedMinute * 60_000;
  const s = table.series[kind];
  const i = lastChangeAtOrBefore(s, printedUtcMs);
  const nearest =
    i + 1 < s.utcMs.length && s.utcMs[i + 1] - printedUtcMs < printedUtcMs - s.utcMs[i] ? s.utcMs[i + 1] : s.utcMs[i];
  return (nearest - midnight) / 1000;
}

export interface FieldScore {
  readonly field: string;
  readonly n: number;
  readonly sameMinuteRounded: number;
  readonly sameMinuteTruncated: number;
  readonly meanOffsetS: number;
}

export interface DayPageOptions {
  readonly conventions?: Conventions;
  readonly globalYear?: (year: number) => GlobalYear;
  /** Replaces New Delhi's coordinates (the coordinates candidate); other places stay as printed. */
  readonly newDelhi?: Place;
}

/** Per field and overall: share on Drik's minute if Drik rounds, if it truncates, and the mean of ours − printed. */
export function scoreDayPages(times: readonly PrintedTime[], options: DayPageOptions = {}): FieldScore[] {
  const conventions = options.conventions ?? DEFAULT_CONVENTIONS;
  const tables = new Map<number, GlobalYear>();
  const tableOf = (y: number) =>
    tables.get(y) ?? tables.set(y, (options.globalYear ?? ((x) => buildGlobalYear(x, conventions)))(y)).get(y)!;
  const residuals = new Map<string, number[]>();
  for (const p of times) {
    const place =
      options.newDelhi && p.place.latitudeDeg > 28.6 && p.place.latitudeDeg < 28.7 ? options.newDelhi : p.place;
    const civil = parseIsoDate(p.date);
    const table = tableOf(civil.year);
    const [day] = computePlaceDays(table, place, civil, 1, conventions.sunrise);
    const r = oursSeconds({ ...p, place }, table, day) - p.printedMinute * 60;
    for (const key of [p.field, 'all']) (residuals.get(key) ?? residuals.set(key, []).get(key)!).push(r);
  }
  return [...residuals].map(([field, rs]) => ({
    field,
    n: rs.length,
    sameMinuteRounded: rs.filter((r) => r >= -30 && r < 30).length / rs.length,
    sameMinuteTruncated: rs.filter((r) => r >= 0 && r < 60).length / rs.length,
    meanOffsetS: rs.reduce((a, b) => a + b, 0) / rs.length,
  }));
}

export const allPrintedTimes = (): PrintedTime[] => [...dayPageTimes(), ...monthGridTimes()];
