/**
 * Solar calendar parity: every Tamil, Malayalam, Odia and Bengali month start of 1900-2024 through the engine, against
 * Drik Panchang's (../shared/reference/drik/<calendar>-month-starts-1900-2024.csv). A month start passes when the
 * engine gives that Gregorian date day 1 with the file's month number and year. Used by `npm run parity:solar` and
 * its test subset.
 *
 * The CSVs are read where CI finds them (../shared beside the clone) and are not copied in: the values are Drik
 * Panchang's published calendar, collected by a repository that carries no licence.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGlobalYear, type GlobalYear } from '../../engine/astro/global-year.ts';
import { bengaliDate } from '../../engine/panchang/calendars.ts';
import { type SolarDate, solarDate } from '../../engine/panchang/solar-calendars.ts';
import { REPO_ROOT } from '../source-hash.ts';
import { parseReferenceCsv } from './drik-parity.ts';

export const SOLAR_PARITY_CALENDARS = ['tamil', 'malayalam', 'odia', 'bengali'] as const;
export type SolarParityCalendar = (typeof SOLAR_PARITY_CALENDARS)[number];

export const solarStartsCsv = (calendar: SolarParityCalendar): string =>
  join(REPO_ROOT, '..', 'shared', 'reference', 'drik', `${calendar}-month-starts-1900-2024.csv`);

export interface MonthStartRow {
  readonly month: number;
  readonly year: number;
  /** Gregorian date of day 1, `YYYY-MM-DD`. */
  readonly date: string;
}

export interface MonthStartFile {
  readonly source: string;
  readonly rows: readonly MonthStartRow[];
}

/** `# source` lines, a `month,year,length,greg_year,greg_month,greg_day,month_name` header, then one row a month. */
export function parseMonthStarts(text: string): MonthStartFile {
  const { source, rows } = parseReferenceCsv(text);
  return {
    source,
    rows: rows.map(([month, year, , gy, gm, gd]) => ({
      month,
      year,
      date: `${gy}-${String(gm).padStart(2, '0')}-${String(gd).padStart(2, '0')}`,
    })),
  };
}

export function readMonthStarts(calendar: SolarParityCalendar): MonthStartFile | null {
  const path = solarStartsCsv(calendar);
  return existsSync(path) ? parseMonthStarts(readFileSync(path, 'utf8')) : null;
}

/** Every calendar's reference file that is on this machine, and the calendars whose file is not. */
export function readAllMonthStarts(): {
  files: Partial<Record<SolarParityCalendar, MonthStartFile>>;
  missing: SolarParityCalendar[];
} {
  const files: Partial<Record<SolarParityCalendar, MonthStartFile>> = {};
  const missing: SolarParityCalendar[] = [];
  for (const calendar of SOLAR_PARITY_CALENDARS) {
    const file = readMonthStarts(calendar);
    if (file) files[calendar] = file;
    else missing.push(calendar);
  }
  return { files, missing };
}

/** The engine's date of a civil day in one calendar. */
export function engineSolarDate(table: GlobalYear, calendar: SolarParityCalendar, civilDay: number): SolarDate {
  return calendar === 'bengali' ? bengaliDate(table, civilDay) : solarDate(table, calendar, civilDay);
}

export interface SolarParityMiss {
  readonly calendar: SolarParityCalendar;
  readonly date: string;
  readonly expected: string;
  readonly ours: string;
}

export interface SolarParityResult {
  readonly tested: number;
  readonly passed: number;
  readonly misses: readonly SolarParityMiss[];
}

const label = (d: { year: number; month: number; day?: number }) => `${d.year}/${d.month}/${d.day ?? 1}`;

/**
 * Scores the given calendars' rows whose Gregorian year is in `years` (all when omitted). One global table is built
 * per Gregorian year and shared by the four calendars.
 */
export function measureSolarParity(
  files: Partial<Record<SolarParityCalendar, MonthStartFile>>,
  years?: ReadonlySet<number>,
): SolarParityResult {
  const byYear = new Map<number, { calendar: SolarParityCalendar; row: MonthStartRow }[]>();
  for (const calendar of SOLAR_PARITY_CALENDARS) {
    for (const row of files[calendar]?.rows ?? []) {
      const y = Number(row.date.slice(0, 4));
      if (years && !years.has(y)) continue;
      byYear.set(y, [...(byYear.get(y) ?? []), { calendar, row }]);
    }
  }
  const misses: SolarParityMiss[] = [];
  let tested = 0;
  for (const [year, rows] of [...byYear].sort((a, b) => a[0] - b[0])) {
    const table = buildGlobalYear(year);
    for (const { calendar, row } of rows) {
      tested++;
      const day = Date.parse(`${row.date}T00:00:00Z`) / 86_400_000;
      const ours = engineSolarDate(table, calendar, day);
      if (ours.day !== 1 || ours.month !== row.month || ours.year !== row.year) {
        misses.push({ calendar, date: row.date, expected: label(row), ours: label(ours) });
      }
    }
  }
  return { tested, passed: tested - misses.length, misses };
}
