/**
 * Drik parity: our tithi at sunrise, through the engine, against Drik Panchang's published tithi at sunrise for New
 * Delhi (../shared/reference/drik/, every day of 1990-2024). Every miss is listed with its signed margin: the tithi
 * boundary that separates our tithi from Drik's, minus our sunrise, in seconds (positive: the boundary falls after our
 * sunrise, so Drik already shows the next tithi). Used by `npm run parity`, its test subset and the accuracy manifest.
 *
 * The CSV is read where the repository's CI finds it (../shared beside the clone) and is not copied in: its source
 * repository carries no licence, and the values are Drik Panchang's published calendar.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CONVENTIONS, type Conventions } from '../../engine/astro/conventions.ts';
import { buildGlobalYear, lastChangeAtOrBefore, type GlobalYear } from '../../engine/astro/global-year.ts';
import { computePlaceDays } from '../../engine/panchang/place-day.ts';
import { REPO_ROOT } from '../source-hash.ts';

export const DRIK_TITHI_CSV = join(
  REPO_ROOT,
  '..',
  'shared',
  'reference',
  'drik',
  'delhi-tithi-at-sunrise-1990-2024.csv',
);

/**
 * The directory's New Delhi (data/cities.json `new-delhi`, GeoNames 1261481): the same place Drik's pages are built
 * for (its scraper sets `drik-geoname-id=1261481`).
 */
export const NEW_DELHI = { latitudeDeg: 28.6358, longitudeDeg: 77.2245, timezone: 'Asia/Kolkata' } as const;

/** Target (DESIGN.md): 99.9% or more, and every miss within 90 s of sunrise. */
export const PARITY_TARGET = { passRate: 0.999, maxMarginS: 90 } as const;

export interface DrikTithiRow {
  readonly date: string;
  readonly tithi: number;
}
export interface DrikTithiData {
  readonly source: string;
  readonly rows: readonly DrikTithiRow[];
}

/** A reference CSV's `# source` lines joined, and its data rows as numbers (the column header is skipped). */
export function parseReferenceCsv(text: string): { source: string; rows: number[][] } {
  const lines = text.split('\n');
  const source = lines
    .filter((l) => l.startsWith('#'))
    .map((l) => l.slice(1).trim())
    .join(' ');
  return { source, rows: lines.filter((l) => /^\d/.test(l)).map((l) => l.split(',').map(Number)) };
}

/** `# source` header lines, a `year,month,day,tithi` header, then one row a day. */
export function parseDrikTithiCsv(text: string): DrikTithiData {
  const { source, rows } = parseReferenceCsv(text);
  return {
    source,
    rows: rows.map(([y, m, d, t]) => ({
      date: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      tithi: t,
    })),
  };
}

export const readDrikTithiCsv = (path = DRIK_TITHI_CSV): DrikTithiData | null =>
  existsSync(path) ? parseDrikTithiCsv(readFileSync(path, 'utf8')) : null;

/** One day as the engine sees it: our tithi at sunrise and the two boundaries around our sunrise. */
export interface ParityDay {
  readonly date: string;
  readonly drik: number;
  readonly ours: number;
  readonly sunriseUtcMs: number;
  /** Seconds from our sunrise to the start (negative) and to the end (positive) of our tithi. */
  readonly startS: number;
  readonly endS: number;
}

export interface ParityMiss {
  readonly date: string;
  readonly drik: number;
  readonly ours: number;
  readonly margin_s: number;
}

export interface ParityResult {
  readonly profile: string;
  readonly tested: number;
  readonly passed: number;
  readonly pass_rate: number;
  readonly misses: readonly ParityMiss[];
  /** Largest |margin| among the misses (0 with none). */
  readonly max_abs_margin_s: number;
  readonly meets_target: boolean;
}

export interface ParityOptions {
  readonly conventions?: Conventions;
  readonly place?: { latitudeDeg: number; longitudeDeg: number; timezone: string };
  /** The year table to use (default: the engine's, with the conventions); the offset study passes variants. */
  readonly globalYear?: (year: number) => GlobalYear;
}

const nextTithi = (t: number) => (t % 30) + 1;

/** Every row's day, computed one Gregorian year at a time (one global table and one sunrise run per year). */
export function parityDays(rows: readonly DrikTithiRow[], options: ParityOptions = {}): ParityDay[] {
  const conventions = options.conventions ?? DEFAULT_CONVENTIONS;
  const place = options.place ?? NEW_DELHI;
  const tableOf = options.globalYear ?? ((y: number) => buildGlobalYear(y, conventions));
  const byYear = new Map<number, DrikTithiRow[]>();
  for (const r of rows) {
    const y = Number(r.date.slice(0, 4));
    (byYear.get(y) ?? byYear.set(y, []).get(y)!).push(r);
  }
  const out: ParityDay[] = [];
  for (const [year, yearRows] of [...byYear].sort((a, b) => a[0] - b[0])) {
    const table = tableOf(year);
    const dayCount = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
    const days = computePlaceDays(table, place, { year, month: 1, day: 1 }, dayCount, conventions.sunrise);
    const byDate = new Map(days.map((d) => [d.date, d]));
    const series = table.series.tithi;
    for (const r of yearRows) {
      const day = byDate.get(r.date);
      if (!day) throw new Error(`no computed day for ${r.date}`);
      const i = lastChangeAtOrBefore(series, day.sunriseUtcMs);
      out.push({
        date: r.date,
        drik: r.tithi,
        ours: series.indices[i],
        sunriseUtcMs: day.sunriseUtcMs,
        startS: (series.utcMs[i] - day.sunriseUtcMs) / 1000,
        endS: (series.utcMs[i + 1] - day.sunriseUtcMs) / 1000,
      });
    }
  }
  return out;
}

/** The margin of a miss: the boundary between our tithi and Drik's, relative to our sunrise. */
function marginOf(d: ParityDay): number {
  if (d.drik === nextTithi(d.ours)) return d.endS;
  if (d.ours === nextTithi(d.drik)) return d.startS;
  return Math.abs(d.startS) < d.endS ? d.startS : d.endS; // more than one tithi apart: a bug, shown by its size
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function scoreParity(days: readonly ParityDay[], profile: string): ParityResult {
  const misses = days
    .filter((d) => d.ours !== d.drik)
    .map((d) => ({ date: d.date, drik: d.drik, ours: d.ours, margin_s: round1(marginOf(d)) }));
  const passed = days.length - misses.length;
  const passRate = days.length ? passed / days.length : 0;
  const maxAbs = misses.reduce((m, x) => Math.max(m, Math.abs(x.margin_s)), 0);
  return {
    profile,
    tested: days.length,
    passed,
    pass_rate: Math.round(passRate * 1e6) / 1e6,
    misses,
    max_abs_margin_s: maxAbs,
    meets_target: days.length > 0 && passRate >= PARITY_TARGET.passRate && maxAbs <= PARITY_TARGET.maxMarginS,
  };
}

export function measureDrikParity(rows: readonly DrikTithiRow[], options: ParityOptions = {}): ParityResult {
  return scoreParity(parityDays(rows, options), (options.conventions ?? DEFAULT_CONVENTIONS).profile);
}

export function formatParity(r: ParityResult): string {
  const head =
    `${r.profile}: ${r.passed}/${r.tested} = ${(100 * r.pass_rate).toFixed(3)}% tithi at sunrise match Drik ` +
    `(target ${100 * PARITY_TARGET.passRate}%, every miss within ${PARITY_TARGET.maxMarginS} s): ${r.meets_target ? 'met' : 'MISSED'}`;
  const lines = r.misses.map(
    (m) =>
      `  miss ${m.date}: Drik ${m.drik}, ours ${m.ours}, boundary ${m.margin_s >= 0 ? '+' : ''}${m.margin_s.toFixed(1)} s from our sunrise`,
  );
  return [head, ...lines].join('\n');
}
