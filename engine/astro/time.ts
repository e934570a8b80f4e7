/**
 * Time scales. An instant is UTC epoch milliseconds at the edges and an astronomy-engine AstroTime inside,
 * which carries UT and TT (days since J2000). ΔT follows the table Swiss Ephemeris uses (tables/delta-t.ts).
 */
import { AstroTime, DeltaT_EspenakMeeus, SetDeltaTFunction } from 'astronomy-engine';
import { DELTA_T_FIRST_YEAR, DELTA_T_SECONDS_BY_YEAR } from '../../tables/delta-t.ts';
import { AstroInputError } from './errors.ts';

export const J2000_UTC_MS = Date.UTC(2000, 0, 1, 12, 0, 0);
export const MS_PER_DAY = 86_400_000;
export const JD_J2000 = 2451545.0;
const DAYS_PER_JULIAN_YEAR = 365.25;

/** Supported span of the engine: the almanac's range with a generous margin for births. */
export const MIN_SUPPORTED_UTC_MS = Date.UTC(1800, 0, 1);
export const MAX_SUPPORTED_UTC_MS = Date.UTC(2100, 0, 1);

/** ΔT in seconds for a UT day number (days since J2000): the SE table inside 1890..2035, Espenak-Meeus outside. */
export function deltaTSeconds(utDays: number): number {
  const year = 2000 + utDays / DAYS_PER_JULIAN_YEAR;
  const last = DELTA_T_FIRST_YEAR + DELTA_T_SECONDS_BY_YEAR.length - 1;
  if (year < DELTA_T_FIRST_YEAR || year >= last) return DeltaT_EspenakMeeus(utDays);
  const i = Math.floor(year - DELTA_T_FIRST_YEAR);
  const yearStartDays = (Date.UTC(DELTA_T_FIRST_YEAR + i, 0, 1) - J2000_UTC_MS) / MS_PER_DAY;
  const nextStartDays = (Date.UTC(DELTA_T_FIRST_YEAR + i + 1, 0, 1) - J2000_UTC_MS) / MS_PER_DAY;
  const f = (utDays - yearStartDays) / (nextStartDays - yearStartDays);
  return DELTA_T_SECONDS_BY_YEAR[i] + f * (DELTA_T_SECONDS_BY_YEAR[i + 1] - DELTA_T_SECONDS_BY_YEAR[i]);
}

// Module-level configuration of the library, done once and deterministically (no clock, no I/O).
SetDeltaTFunction(deltaTSeconds);

export function utDaysFromUtcMs(utcMs: number): number {
  return (utcMs - J2000_UTC_MS) / MS_PER_DAY;
}

export function assertSupportedInstant(utcMs: number): void {
  if (!Number.isFinite(utcMs)) throw new AstroInputError('invalid_date', 'instant is not a finite number');
  if (utcMs < MIN_SUPPORTED_UTC_MS || utcMs >= MAX_SUPPORTED_UTC_MS) {
    throw new AstroInputError('date_out_of_range', 'instant is outside the supported span 1800-01-01..2099-12-31');
  }
}

/** AstroTime of a UTC instant (UT1 ≈ UTC: the sub-second difference is below the engine's resolution). */
export function astroTime(utcMs: number): AstroTime {
  return new AstroTime(utDaysFromUtcMs(utcMs));
}
