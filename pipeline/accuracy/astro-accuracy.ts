/**
 * Measures the astronomical core against the Swiss Ephemeris fixtures (data/reference/swe-*.json): rise and set,
 * element end instants, graha and lagna longitudes. Used by the accuracy test and by `npm run accuracy`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { POSITION_BODY_OF } from '../../engine/astro/reference-bodies.ts';
import type { GrahaKey } from '../../tables/names/index.ts';
import { buildBodyGrid, type BodyGrid } from '../../engine/astro/ephemeris-grid.ts';
import type { AccuracyMeasurement } from '../accuracy-manifest.ts';
import { siderealAscendantDeg } from '../../engine/astro/lagna.ts';
import { diffDeg, siderealPosition } from '../../engine/astro/positions.ts';
import { findRiseSet, makeObserver, type RiseSetKind } from '../../engine/astro/riseset.ts';
import { buildLongitudeGrid, findTransitions, type ElementKind } from '../../engine/astro/transitions.ts';

const fixture = (name: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../data/reference/${name}`, import.meta.url)), 'utf8'));

export interface Stat {
  quantity: string;
  unit: 's' | 'arcsec';
  n: number;
  p50: number;
  p99: number;
  max: number;
  target: number | null;
  misses: number;
}

function stat(quantity: string, unit: Stat['unit'], errors: number[], target: number | null, misses = 0): Stat {
  const abs = errors.map(Math.abs).sort((a, b) => a - b);
  const at = (q: number) => (abs.length ? abs[Math.min(abs.length - 1, Math.floor(q * abs.length))] : NaN);
  return {
    quantity,
    unit,
    n: abs.length,
    p50: at(0.5),
    p99: at(0.99),
    max: abs.length ? abs[abs.length - 1] : NaN,
    target,
    misses,
  };
}

interface Place {
  id: string;
  latDeg: number;
  lonDeg: number;
}
interface RiseSetRow {
  place: string;
  date: string;
  dayStart: number;
  sunRise: number | null;
  sunSet: number | null;
  moonRise: number | null;
  moonSet: number | null;
}

const DAY = 86_400_000;
const HIGH_LATITUDE_DEG = 60;

function riseSetStats(): Stat[] {
  const places = new Map<string, Place>(fixture('swe-places.json').places.map((p: Place) => [p.id, p]));
  const rows: RiseSetRow[] = fixture('swe-riseset.json').rows;
  const grids = new Map<number, { sun: BodyGrid; moon: BodyGrid }>();
  const gridsFor = (utcMs: number) => {
    const year = new Date(utcMs + DAY).getUTCFullYear();
    let g = grids.get(year);
    if (!g) {
      const from = Date.UTC(year, 0, 1) - 3 * DAY,
        to = Date.UTC(year + 1, 0, 1) + 3 * DAY;
      g = { sun: buildBodyGrid('sun', from, to), moon: buildBodyGrid('moon', from, to) };
      grids.set(year, g);
    }
    return g;
  };
  const events: Array<[keyof RiseSetRow, 'sun' | 'moon', RiseSetKind]> = [
    ['sunRise', 'sun', 'rise'],
    ['sunSet', 'sun', 'set'],
    ['moonRise', 'moon', 'rise'],
    ['moonSet', 'moon', 'set'],
  ];
  const errors = new Map<string, number[]>();
  const misses = new Map<string, number>();
  for (const row of rows) {
    const place = places.get(row.place)!;
    const band = Math.abs(place.latDeg) < HIGH_LATITUDE_DEG ? '' : '_above_60';
    const obs = makeObserver({ latitudeDeg: place.latDeg, longitudeDeg: place.lonDeg });
    const nextDay = Date.UTC(+row.date.slice(0, 4), +row.date.slice(5, 7) - 1, +row.date.slice(8, 10) + 1);
    // The fixture's day ends at the next local midnight; its offset is that of dayStart unless DST changed that day.
    const dayEnd =
      row.dayStart + (nextDay - Date.UTC(+row.date.slice(0, 4), +row.date.slice(5, 7) - 1, +row.date.slice(8, 10)));
    for (const [field, body, kind] of events) {
      const key = `${body}_${kind}${band}`;
      const want = row[field] as number | null;
      const got = findRiseSet(gridsFor(row.dayStart)[body], obs, kind, row.dayStart, dayEnd);
      if ((want === null) !== (got === null)) {
        // An event within two seconds of midnight may legitimately fall on either side.
        const near = (t: number | null) =>
          t !== null && (Math.abs(t - row.dayStart) < 2000 || Math.abs(t - dayEnd) < 2000);
        if (!near(want) && !near(got)) misses.set(key, (misses.get(key) ?? 0) + 1);
        continue;
      }
      if (want !== null && got !== null) (errors.get(key) ?? errors.set(key, []).get(key)!).push((got - want) / 1000);
    }
  }
  const targets: Record<string, number> = { sun_rise: 10, sun_set: 10, moon_rise: 15, moon_set: 15 };
  return [...errors.keys()].sort().map((k) => stat(k, 's', errors.get(k)!, targets[k] ?? null, misses.get(k) ?? 0));
}

const TRANSITION_KINDS: Array<[string, ElementKind, number | null]> = [
  ['tithi', 'tithi', 20],
  ['karana', 'karana', 20],
  ['nakshatra', 'nakshatra', 20],
  ['yoga', 'yoga', 20],
  ['sankranti', 'sun_rashi', null],
];

function transitionStats(): Stat[] {
  const ref = fixture('swe-transitions.json');
  const from: number = ref.settings.window.fromUtcMs,
    to: number = ref.settings.window.toUtcMsExclusive;
  const grid = buildLongitudeGrid(from - DAY, to + DAY);
  return TRANSITION_KINDS.map(([refKind, kind, target]) => {
    const mine = findTransitions(grid, kind, from, to);
    const want: Array<{ index: number; utcMs: number }> = ref.transitions[refKind];
    const errors: number[] = [];
    let misses = Math.abs(want.length - mine.utcMs.length);
    let j = 0;
    for (const w of want) {
      while (j < mine.utcMs.length && mine.utcMs[j] < w.utcMs - 600_000) j++;
      if (j < mine.utcMs.length && mine.indices[j] === w.index && Math.abs(mine.utcMs[j] - w.utcMs) < 600_000)
        errors.push((mine.utcMs[j] - w.utcMs) / 1000);
      else misses++;
    }
    return stat(`${refKind}_end`, 's', errors, target, misses);
  });
}

function positionStats(): Stat[] {
  const ref = fixture('swe-positions.json');
  const places = new Map<string, Place>(fixture('swe-places.json').places.map((p: Place) => [p.id, p]));
  const errors = new Map<string, number[]>();
  const push = (k: string, v: number) => (errors.get(k) ?? errors.set(k, []).get(k)!).push(v);
  for (const row of [...ref.recent, ...ref.historic]) {
    for (const [graha, body] of Object.entries(POSITION_BODY_OF) as [GrahaKey, string][]) {
      push(`${graha}_longitude`, diffDeg(siderealPosition(graha, row.utcMs).lonDeg, row.bodies[body].lonSidDeg) * 3600);
    }
    for (const a of row.ascendants) {
      const p = places.get(a.place)!;
      push('lagna_longitude', diffDeg(siderealAscendantDeg(row.utcMs, p.latDeg, p.lonDeg), a.ascSidDeg) * 3600);
    }
  }
  return [...errors.keys()].map((k) => stat(k, 'arcsec', errors.get(k)!, 30));
}

export function measureAstroAccuracy(): Stat[] {
  return [...riseSetStats(), ...transitionStats(), ...positionStats()];
}

export function formatStats(stats: Stat[]): string {
  const head = 'quantity                 unit       n      p50      p99      max   target  misses';
  const lines = stats.map(
    (s) =>
      `${s.quantity.padEnd(24)} ${s.unit.padEnd(6)} ${String(s.n).padStart(6)} ${s.p50.toFixed(2).padStart(8)} ${s.p99.toFixed(2).padStart(8)} ${s.max.toFixed(2).padStart(8)} ${(s.target === null ? '-' : String(s.target)).padStart(8)} ${String(s.misses).padStart(7)}`,
  );
  return [head, ...lines].join('\n');
}

/** The measurement with its profiles (reference places) and window, as the accuracy manifest reports it. */
export function accuracyMeasurement(): AccuracyMeasurement {
  const places: Place[] = fixture('swe-places.json').places;
  const rows: RiseSetRow[] = fixture('swe-riseset.json').rows;
  const dates = rows.map((r) => r.date).sort();
  return {
    stats: measureAstroAccuracy(),
    profiles: [
      {
        id: 'swe-reference-places',
        description: 'Swiss Ephemeris 2.10.03 (DE431 files, SE_SIDM_LAHIRI) at reference places on every continent',
        places: places.length,
      },
    ],
    window: { start_date: dates[0], end_date: dates[dates.length - 1], profile_day_count: rows.length },
  };
}
