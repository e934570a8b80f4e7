/**
 * The global (place-independent) table of one Gregorian year: every change of tithi, karana, nakshatra, yoga and the
 * Sun's and Moon's sidereal signs, plus the Sun and Moon ephemeris grids that rise/set solving interpolates.
 * Computed once per year and shared by every city; all fields are typed arrays or numbers, so it crosses worker
 * threads by structured clone and serialises without loss.
 */
import { buildBodyGrid, type BodyGrid } from './ephemeris-grid.ts';
import { AstroInputError } from './errors.ts';
import { buildLongitudeGrid, ELEMENT_KINDS, findTransitions, type ElementKind, type TransitionSeries } from './transitions.ts';

const MS_PER_DAY = 86_400_000;
/** Lunar-month context needs the new moons around the year: 70 days each side cover an adhik month's neighbours. */
export const TRANSITION_MARGIN_DAYS = 70;
/** Rise/set grids cover the civil days of the year in every zone, plus the next sunrise. */
export const GRID_MARGIN_DAYS = 3;
export const FIRST_SUPPORTED_YEAR = 1800;
export const LAST_SUPPORTED_YEAR = 2099;

export interface GlobalYear {
  readonly year: number;
  readonly fromUtcMs: number;
  readonly toUtcMs: number;
  readonly series: Readonly<Record<ElementKind, TransitionSeries>>;
  readonly sunGrid: BodyGrid;
  readonly moonGrid: BodyGrid;
}

export function buildGlobalYear(year: number): GlobalYear {
  if (!Number.isInteger(year) || year < FIRST_SUPPORTED_YEAR || year > LAST_SUPPORTED_YEAR) {
    throw new AstroInputError('date_out_of_range', `year ${year} is outside ${FIRST_SUPPORTED_YEAR}..${LAST_SUPPORTED_YEAR}`);
  }
  const yearStart = Date.UTC(year, 0, 1);
  const yearEnd = Date.UTC(year + 1, 0, 1);
  const fromUtcMs = yearStart - TRANSITION_MARGIN_DAYS * MS_PER_DAY;
  const toUtcMs = yearEnd + TRANSITION_MARGIN_DAYS * MS_PER_DAY;
  const longitudes = buildLongitudeGrid(fromUtcMs, toUtcMs);
  const series = Object.fromEntries(ELEMENT_KINDS.map((k) => [k, findTransitions(longitudes, k, fromUtcMs, toUtcMs)])) as Record<ElementKind, TransitionSeries>;
  const gridFrom = yearStart - GRID_MARGIN_DAYS * MS_PER_DAY;
  const gridTo = yearEnd + GRID_MARGIN_DAYS * MS_PER_DAY;
  return { year, fromUtcMs, toUtcMs, series, sunGrid: buildBodyGrid('sun', gridFrom, gridTo), moonGrid: buildBodyGrid('moon', gridFrom, gridTo) };
}

/** Index of the last change at or before `utcMs` (−1 when `utcMs` precedes every change). */
export function lastChangeAtOrBefore(series: TransitionSeries, utcMs: number): number {
  let lo = 0, hi = series.utcMs.length - 1, found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series.utcMs[mid] <= utcMs) { found = mid; lo = mid + 1; } else hi = mid - 1;
  }
  return found;
}

/** The element current at an instant, from the table. */
export function elementFromTable(series: TransitionSeries, utcMs: number): number {
  const i = lastChangeAtOrBefore(series, utcMs);
  return i < 0 ? series.initialIndex : series.indices[i];
}

export interface ElementSpan { index: number; startUtcMs: number; endUtcMs: number }

/** Every element overlapping [fromUtcMs, toUtcMs), the first being the one current at `fromUtcMs`. */
export function elementsOverlapping(series: TransitionSeries, fromUtcMs: number, toUtcMs: number): ElementSpan[] {
  const first = lastChangeAtOrBefore(series, fromUtcMs);
  if (first < 0 || first + 1 >= series.utcMs.length) throw new RangeError(`${series.kind}: ${fromUtcMs} is outside the table`);
  const spans: ElementSpan[] = [];
  for (let i = first; i + 1 < series.utcMs.length && series.utcMs[i] < toUtcMs; i++) {
    spans.push({ index: series.indices[i], startUtcMs: series.utcMs[i], endUtcMs: series.utcMs[i + 1] });
  }
  return spans;
}
