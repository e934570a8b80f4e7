/**
 * The global (place-independent) table of one Gregorian year: every change of tithi, karana, nakshatra, yoga and the
 * Sun's and Moon's sidereal signs, plus the Sun and Moon ephemeris grids that rise/set solving interpolates.
 * Computed once per year and shared by every city; all fields are typed arrays or numbers, so it crosses worker
 * threads by structured clone and serialises without loss.
 */
import { nutationLongitudeDeg } from './ayanamsa.ts';
import { buildBodyGrid, type BodyGrid } from './ephemeris-grid.ts';
import { AstroInputError } from './errors.ts';
import { astroTime } from './time.ts';
import { DEFAULT_CONVENTIONS, deltaTExcessSeconds, type Conventions } from './conventions.ts';
import {
  buildLongitudeGrid,
  defaultSampler,
  ELEMENT_KINDS,
  findTransitions,
  LONGITUDE_GRID_STEP_MS,
  type ElementKind,
  type LongitudeGrid,
  type LongitudeSampler,
  type TransitionSeries,
} from './transitions.ts';

const MS_PER_DAY = 86_400_000;
/** Lunar-month context needs the new moons around the year: 70 days each side cover an adhik month's neighbours. */
export const TRANSITION_MARGIN_DAYS = 70;
/** Rise/set grids cover the civil days of the year in every zone, plus the next sunrise. */
export const GRID_MARGIN_DAYS = 3;
export const FIRST_SUPPORTED_YEAR = 1800;
export const LAST_SUPPORTED_YEAR = 2099;

/** Sidereal Sun and Moon longitudes (unwrapped, degrees) and the true ayanamsa on the 3-hour grid, for interpolation. */
export interface LongitudeSamples {
  readonly startUtcMs: number;
  readonly stepMs: number;
  readonly sunSidDeg: Float64Array;
  readonly moonSidDeg: Float64Array;
  readonly ayanamsaDeg: Float64Array;
}

export interface GlobalYear {
  readonly year: number;
  readonly fromUtcMs: number;
  readonly toUtcMs: number;
  readonly series: Readonly<Record<ElementKind, TransitionSeries>>;
  readonly longitudes: LongitudeSamples;
  readonly sunGrid: BodyGrid;
  readonly moonGrid: BodyGrid;
}

/**
 * The longitudes a convention sees at a UTC instant: its ΔT moves the instant on the TT axis (positions are functions
 * of TT), its ayanamsa variant adds a constant. The default conventions sample exactly as the engine always has.
 */
export function conventionSampler(c: Conventions): LongitudeSampler {
  const { offsetArcsec, nutation } = c.ayanamsa;
  if (c.deltaT === DEFAULT_CONVENTIONS.deltaT && offsetArcsec === 0 && nutation === 'cancelled') return defaultSampler;
  return (utcMs) => {
    const ttUtcMs = utcMs + deltaTExcessSeconds(c.deltaT, utcMs) * 1000;
    const s = defaultSampler(ttUtcMs);
    const keptNutationDeg = nutation === 'kept' ? nutationLongitudeDeg(astroTime(ttUtcMs)) : 0;
    return { ...s, ayanamsaDeg: s.ayanamsaDeg + offsetArcsec / 3600 - keptNutationDeg };
  };
}

/** Rise/set grids do not depend on the conventions: ΔT moves the Sun by well under a second of rise time. */
export function buildGlobalYear(year: number, conventions: Conventions = DEFAULT_CONVENTIONS): GlobalYear {
  return buildGlobalYearFrom(year, conventionSampler(conventions));
}

/** The year table from any longitude sampler (the offset study measures variants the profiles do not offer). */
export function buildGlobalYearFrom(year: number, sampler: LongitudeSampler): GlobalYear {
  if (!Number.isInteger(year) || year < FIRST_SUPPORTED_YEAR || year > LAST_SUPPORTED_YEAR) {
    throw new AstroInputError(
      'date_out_of_range',
      `year ${year} is outside ${FIRST_SUPPORTED_YEAR}..${LAST_SUPPORTED_YEAR}`,
    );
  }
  const yearStart = Date.UTC(year, 0, 1);
  const yearEnd = Date.UTC(year + 1, 0, 1);
  const fromUtcMs = yearStart - TRANSITION_MARGIN_DAYS * MS_PER_DAY;
  const toUtcMs = yearEnd + TRANSITION_MARGIN_DAYS * MS_PER_DAY;
  const longitudes = buildLongitudeGrid(fromUtcMs, toUtcMs, LONGITUDE_GRID_STEP_MS, sampler);
  const series = Object.fromEntries(
    ELEMENT_KINDS.map((k) => [k, findTransitions(longitudes, k, fromUtcMs, toUtcMs)]),
  ) as Record<ElementKind, TransitionSeries>;
  const gridFrom = yearStart - GRID_MARGIN_DAYS * MS_PER_DAY;
  const gridTo = yearEnd + GRID_MARGIN_DAYS * MS_PER_DAY;
  return {
    year,
    fromUtcMs,
    toUtcMs,
    series,
    longitudes: siderealSamples(longitudes),
    sunGrid: buildBodyGrid('sun', gridFrom, gridTo),
    moonGrid: buildBodyGrid('moon', gridFrom, gridTo),
  };
}

function unwrap(values: number[]): Float64Array {
  const out = new Float64Array(values.length);
  let turns = 0;
  for (let i = 0; i < values.length; i++) {
    const v = ((values[i] % 360) + 360) % 360;
    if (i > 0 && v + turns < out[i - 1] - 180) turns += 360;
    out[i] = v + turns;
  }
  return out;
}

function siderealSamples(grid: LongitudeGrid): LongitudeSamples {
  return {
    startUtcMs: grid.startUtcMs,
    stepMs: grid.stepMs,
    sunSidDeg: unwrap(grid.samples.map((s) => s.sunDeg - s.ayanamsaDeg)),
    moonSidDeg: unwrap(grid.samples.map((s) => s.moonDeg - s.ayanamsaDeg)),
    ayanamsaDeg: Float64Array.from(grid.samples.map((s) => s.ayanamsaDeg)),
  };
}

/** Sidereal Sun and Moon longitudes (0-360) and the true ayanamsa at an instant, by cubic interpolation of the samples. */
export function siderealLongitudesAt(
  year: GlobalYear,
  utcMs: number,
): { sunDeg: number; moonDeg: number; ayanamsaDeg: number } {
  const s = year.longitudes;
  const u = (utcMs - s.startUtcMs) / s.stepMs;
  const i = Math.floor(u);
  if (i < 1 || i + 2 >= s.sunSidDeg.length) throw new RangeError(`instant is outside the ${year.year} table`);
  const p = u - i;
  const w = [
    (-p * (p - 1) * (p - 2)) / 6,
    ((p + 1) * (p - 1) * (p - 2)) / 2,
    (-(p + 1) * p * (p - 2)) / 2,
    ((p + 1) * p * (p - 1)) / 6,
  ];
  const at = (a: Float64Array) => w[0] * a[i - 1] + w[1] * a[i] + w[2] * a[i + 1] + w[3] * a[i + 2];
  const norm = (x: number) => ((x % 360) + 360) % 360;
  return { sunDeg: norm(at(s.sunSidDeg)), moonDeg: norm(at(s.moonSidDeg)), ayanamsaDeg: at(s.ayanamsaDeg) };
}

/** Index of the last change at or before `utcMs` (−1 when `utcMs` precedes every change). */
export function lastChangeAtOrBefore(series: TransitionSeries, utcMs: number): number {
  let lo = 0,
    hi = series.utcMs.length - 1,
    found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series.utcMs[mid] <= utcMs) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The element current at an instant, from the table. */
export function elementFromTable(series: TransitionSeries, utcMs: number): number {
  const i = lastChangeAtOrBefore(series, utcMs);
  return i < 0 ? series.initialIndex : series.indices[i];
}

export interface ElementSpan {
  index: number;
  startUtcMs: number;
  endUtcMs: number;
}

/** Every element overlapping [fromUtcMs, toUtcMs), the first being the one current at `fromUtcMs`. */
export function elementsOverlapping(series: TransitionSeries, fromUtcMs: number, toUtcMs: number): ElementSpan[] {
  const first = lastChangeAtOrBefore(series, fromUtcMs);
  if (first < 0 || first + 1 >= series.utcMs.length)
    throw new RangeError(`${series.kind}: ${fromUtcMs} is outside the table`);
  const spans: ElementSpan[] = [];
  for (let i = first; i + 1 < series.utcMs.length && series.utcMs[i] < toUtcMs; i++) {
    spans.push({ index: series.indices[i], startUtcMs: series.utcMs[i], endUtcMs: series.utcMs[i + 1] });
  }
  return spans;
}
