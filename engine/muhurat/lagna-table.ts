/**
 * The lagna table: the sidereal (Lahiri) rising signs from sunrise to next sunrise for a place, with the horoscope
 * engine's own ascendant formula (engine/astro/lagna.ts), so a chart cast inside a window shows its rashi.
 */
import { e_tilt, SiderealTime } from 'astronomy-engine';
import { trueAyanamsaDeg } from '../astro/ayanamsa.ts';
import { tropicalAscendantDeg } from '../astro/lagna.ts';
import { normDeg } from '../astro/positions.ts';
import { astroTime } from '../astro/time.ts';
import type { Window } from '../panchang/muhurat.ts';

export interface LagnaWindow extends Window {
  readonly rashi: number;
}

/** Apparent sidereal time advances 360.98564736629° per UT day (the GMST rate, IAU 1982). */
const SIDEREAL_DEG_PER_MS = 360.98564736629 / 86_400_000;
/** The fallback's sampling step: a sign rises in 1-3 h below 60° latitude. */
const STEP_MS = 10 * 60_000;
/** Sign changes are bisected to the second: what the API shows. */
const PRECISION_MS = 1000;

const DEG = Math.PI / 180;

interface DayAscendant {
  /** Sidereal ascendant (degrees) at an instant of the day. */
  readonly at: (utcMs: number) => number;
  /** The first instant at or after `fromUtcMs` when the sidereal ascendant reaches `sidDeg`; null near the poles. */
  readonly reaches: (sidDeg: number, fromUtcMs: number) => number | null;
}

/**
 * The sidereal ascendant over one day as the horoscope engine computes it, with the slow terms (obliquity, nutation,
 * ayanamsa) held at their value at `t0`: across a day they move the cusps by hundredths of a second. A cusp's
 * instant is then solved in closed form: the ecliptic point rises when the RAMC equals its right ascension less its
 * semi-diurnal arc (cos H0 = -tan φ tan δ), which is the ascendant formula read backwards.
 */
function ascendantOverDay(t0: number, latDeg: number, lonDeg: number): DayAscendant {
  const t = astroTime(t0);
  const ramc0 = SiderealTime(t) * 15 + lonDeg;
  const eps = e_tilt(t).tobl * DEG;
  const ayanamsaDeg = trueAyanamsaDeg(t);
  const tanLat = Math.tan(latDeg * DEG);
  const at = (utcMs: number) =>
    normDeg(tropicalAscendantDeg(normDeg(ramc0 + (utcMs - t0) * SIDEREAL_DEG_PER_MS), eps / DEG, latDeg) - ayanamsaDeg);
  const reaches = (sidDeg: number, fromUtcMs: number) => {
    const lambda = (sidDeg + ayanamsaDeg) * DEG;
    const ra = Math.atan2(Math.sin(lambda) * Math.cos(eps), Math.cos(lambda));
    const cosH0 = -tanLat * Math.tan(Math.asin(Math.sin(eps) * Math.sin(lambda)));
    if (Math.abs(cosH0) > 1) return null;
    const ramc = ra / DEG - Math.acos(cosH0) / DEG;
    const ahead = normDeg(ramc - ramc0 - (fromUtcMs - t0) * SIDEREAL_DEG_PER_MS);
    return fromUtcMs + ahead / SIDEREAL_DEG_PER_MS;
  };
  return { at, reaches };
}

/** Where the closed form has no answer (a sign that never rises, near the poles), bisect the sampled ascendant. */
function bisectChange(lo: number, hi: number, rashiAt: (t: number) => number): number {
  const before = rashiAt(lo);
  while (hi - lo > PRECISION_MS) {
    const mid = (lo + hi) / 2;
    if (rashiAt(mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The next instant the rising sign changes after `fromUtcMs`, to the second, or null past `toUtcMs`. */
function nextChange(asc: DayAscendant, fromUtcMs: number, toUtcMs: number): number | null {
  const rashiAt = (t: number) => Math.floor(asc.at(t) / 30) + 1;
  const current = rashiAt(fromUtcMs);
  let at = asc.reaches((current % 12) * 30, fromUtcMs);
  if (at === null)
    for (let t = fromUtcMs; t < toUtcMs; t += STEP_MS) {
      const next = Math.min(t + STEP_MS, toUtcMs);
      if (rashiAt(next) !== current) {
        at = bisectChange(t, next, rashiAt);
        break;
      }
    }
  if (at === null) return null;
  // Whole seconds, on the new sign's side of the cusp.
  let change = Math.ceil(at / 1000) * 1000;
  if (rashiAt(change) === current) change += 1000;
  return change < toUtcMs ? change : null;
}

/** Windows tiling [fromUtcMs, toUtcMs): each starts where the ascendant enters its sign (or at `fromUtcMs`). */
export function lagnaTable(fromUtcMs: number, toUtcMs: number, latDeg: number, lonDeg: number): LagnaWindow[] {
  const asc = ascendantOverDay(fromUtcMs, latDeg, lonDeg);
  const out: LagnaWindow[] = [];
  let start = fromUtcMs;
  for (let change = nextChange(asc, start, toUtcMs); change !== null; change = nextChange(asc, start, toUtcMs)) {
    out.push({ rashi: Math.floor(asc.at(start) / 30) + 1, startUtcMs: start, endUtcMs: change });
    start = change;
  }
  out.push({ rashi: Math.floor(asc.at(start) / 30) + 1, startUtcMs: start, endUtcMs: toUtcMs });
  return out;
}
