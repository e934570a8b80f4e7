/**
 * The Surya Siddhanta's true Sun (Reingold & Dershowitz, "Calendrical Calculations", 4th ed., ch. 20:
 * `hindu-solar-longitude`, `hindu-sine-table`, `hindu-arcsin`), and the instant it enters a sign. Nepal's official
 * calendar (tables/panchang/bikram-sambat.ts) is computed on it; the modern (Lahiri) sankranti differs from it by
 * hours, by a day at some signs. Pure arithmetic: no ephemeris, no clock.
 */
import { SURYA_SIDDHANTA as SS } from '../../tables/panchang/bikram-sambat.ts';

const MS_PER_DAY = 86_400_000;
const STEP_DEG = 225 / 60; // the sine table's step, 3°45′
const DEG = Math.PI / 180;
/**
 * The mean longitudes count from creation, 1,955,880,000 sidereal years before the Kali Yuga. Counted in doubles from
 * there, a day number of 7e11 keeps only ~10 s; so each mean position is taken from the Kali epoch plus the fraction
 * of a revolution already made at it, found exactly with integers: 0 for the Sun (whole sidereal years), and for the
 * apsis yearsBeforeKali × (4,320,000,000 − 387) / 4,320,000,000 revolutions of the anomalistic year.
 */
const apsisRevolutions = BigInt(SS.yearsBeforeKali) * BigInt(SS.anomalisticRevolutionsPerKalpa);
const APSIS_AT_KALI = Number(apsisRevolutions % 4320000000n) / 4320000000;
/** Ujjain's midnight is this many ms before UTC's. */
const UJJAIN_OFFSET_MS = (SS.ujjainLongitudeDeg / 360) * MS_PER_DAY;

const frac = (x: number) => x - Math.floor(x);

/** Aryabhata's 24 sines of a quadrant, radius 3438, with the rounding the texts show (entry 0..24, by symmetry). */
const SINE_TABLE = Float64Array.from({ length: 97 }, (_, entry) => {
  const exact = 3438 * Math.sin(entry * STEP_DEG * DEG);
  const error = 0.215 * Math.sign(exact) * Math.sign(Math.abs(exact) - 1716);
  return Math.round(exact + error) / 3438;
});
const sineTable = (entry: number) => SINE_TABLE[((entry % 96) + 96) % 96]!;

function hinduSine(thetaDeg: number): number {
  const entry = thetaDeg / STEP_DEG;
  const f = frac(entry);
  return f * sineTable(Math.ceil(entry)) + (1 - f) * sineTable(Math.floor(entry));
}

function hinduArcsin(amp: number): number {
  if (amp < 0) return -hinduArcsin(-amp);
  let pos = 0;
  while (amp > sineTable(pos)) pos++;
  const below = sineTable(pos - 1);
  return STEP_DEG * (pos - 1 + (amp - below) / (sineTable(pos) - below));
}

const meanPosition = (kaliDays: number, periodDays: number, atKali: number) =>
  360 * frac(atKali + kaliDays / periodDays);

/** The Surya Siddhanta's sidereal longitude of the Sun (degrees 0-360) at a UTC instant. */
export function suryaSiddhantaSunDeg(utcMs: number): number {
  const kaliDays = (utcMs + UJJAIN_OFFSET_MS) / MS_PER_DAY - SS.kaliEpochDay;
  const mean = meanPosition(kaliDays, SS.siderealYearDays, 0);
  const offset = hinduSine(meanPosition(kaliDays, SS.anomalisticYearDays, APSIS_AT_KALI));
  const contraction = Math.abs(offset) * SS.contraction * SS.epicycle;
  const equation = hinduArcsin(offset * (SS.epicycle - contraction));
  return (((mean - equation) % 360) + 360) % 360;
}

/**
 * The instant (UTC ms, to the second) the Surya Siddhanta Sun enters `rashi` (1 = Mesha), the one within 20 days of
 * `nearUtcMs`.
 */
export function suryaSiddhantaSankranti(rashi: number, nearUtcMs: number): number {
  const target = 30 * (rashi - 1);
  const past = (t: number) => ((suryaSiddhantaSunDeg(t) - target + 540) % 360) - 180; // degrees past the boundary
  let lo = nearUtcMs - 20 * MS_PER_DAY,
    hi = nearUtcMs + 20 * MS_PER_DAY;
  if (!(past(lo) < 0 && past(hi) >= 0)) throw new RangeError(`no sankranti of rashi ${rashi} near ${nearUtcMs}`);
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (past(mid) < 0) lo = mid;
    else hi = mid;
  }
  return Math.round(hi);
}
