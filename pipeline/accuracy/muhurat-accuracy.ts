/**
 * Muhurat windows against their definitions computed from Swiss Ephemeris' rise and set: for every reference place
 * and date under 60° of latitude (data/reference/swe-riseset.json), the day-part windows (Rahu Kaal, Gulika, Yamaganda,
 * Abhijit, Vijaya) built from SE's sunrise and sunset by the same rule tables, against ours from the engine's
 * sunrise and sunset. The accuracy manifest's `muhurat` section.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGlobalYear, type GlobalYear } from '../../engine/astro/global-year.ts';
import {
  abhijit,
  gulikaKaal,
  rahuKaal,
  vijaya,
  yamagandaKaal,
  type DayFrame,
  type Window,
} from '../../engine/panchang/muhurat.ts';
import { computePlaceDays, parseIsoDate } from '../../engine/panchang/place-day.ts';
import { REPO_ROOT } from '../source-hash.ts';

/** The rise/set target (DESIGN.md): a window is as good as the rise and set it divides. */
export const MUHURAT_TARGET_S = 10;
const HIGH_LATITUDE_DEG = 60;
const WINDOWS: ReadonlyArray<[string, (f: DayFrame) => Window | null]> = [
  ['rahu_kaal', rahuKaal],
  ['gulika_kaal', gulikaKaal],
  ['yamaganda_kaal', yamagandaKaal],
  ['abhijit', abhijit],
  ['vijaya', vijaya],
];

export const MUHURAT_FIXTURES = ['data/reference/swe-places.json', 'data/reference/swe-riseset.json'];

interface Place {
  id: string;
  latDeg: number;
  lonDeg: number;
  timezone: string;
}
interface Row {
  place: string;
  date: string;
  sunRise: number | null;
  sunSet: number | null;
}

const frame = (sunriseUtcMs: number, sunsetUtcMs: number, weekday: number): DayFrame => ({
  prevSunsetUtcMs: sunriseUtcMs,
  sunriseUtcMs,
  sunsetUtcMs,
  nextSunriseUtcMs: sunsetUtcMs,
  weekday,
});

/** Largest |ours − SE's| over both ends of every window, in seconds, one entry per window. */
export function muhuratErrors(root = REPO_ROOT): Map<string, number[]> {
  const [placesFile, rowsFile] = MUHURAT_FIXTURES.map((f) => JSON.parse(readFileSync(join(root, f), 'utf8')));
  const places = new Map<string, Place>(placesFile.places.map((p: Place) => [p.id, p]));
  const tables = new Map<number, GlobalYear>();
  const errors = new Map<string, number[]>();
  for (const row of rowsFile.rows as Row[]) {
    const p = places.get(row.place)!;
    if (
      Math.abs(p.latDeg) >= HIGH_LATITUDE_DEG ||
      row.sunRise === null ||
      row.sunSet === null ||
      row.sunSet < row.sunRise
    )
      continue;
    const civil = parseIsoDate(row.date);
    const table = tables.get(civil.year) ?? tables.set(civil.year, buildGlobalYear(civil.year)).get(civil.year)!;
    const [ours] = computePlaceDays(
      table,
      { latitudeDeg: p.latDeg, longitudeDeg: p.lonDeg, timezone: p.timezone },
      civil,
      1,
    );
    const weekday = new Date(Date.UTC(civil.year, civil.month - 1, civil.day)).getUTCDay();
    const mine = frame(ours.sunriseUtcMs, ours.sunsetUtcMs, weekday),
      se = frame(row.sunRise, row.sunSet, weekday);
    for (const [name, window] of WINDOWS) {
      const a = window(mine),
        b = window(se);
      if (!a || !b) continue;
      const e = Math.max(Math.abs(a.startUtcMs - b.startUtcMs), Math.abs(a.endUtcMs - b.endUtcMs)) / 1000;
      (errors.get(name) ?? errors.set(name, []).get(name)!).push(e);
    }
  }
  return errors;
}

export function muhuratSection(root = REPO_ROOT) {
  const errors = muhuratErrors(root);
  const all = [...errors.values()].flat();
  const passed = all.filter((e) => e <= MUHURAT_TARGET_S).length;
  const worst = Object.fromEntries([...errors].map(([k, v]) => [k, Math.round(Math.max(...v) * 100) / 100]));
  return {
    tested: all.length,
    passed,
    pass_rate: all.length ? Math.round((passed / all.length) * 1e6) / 1e6 : 0,
    coverage:
      `${[...errors.keys()].join(', ')} windows at the Swiss Ephemeris reference places and dates under ${HIGH_LATITUDE_DEG}° of ` +
      `latitude, against the same definitions computed from SE's sunrise and sunset (DE431, upper limb, standard refraction); ` +
      `a window passes when both ends are within ${MUHURAT_TARGET_S} s`,
    max_error_s: worst,
  };
}
