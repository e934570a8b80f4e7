/**
 * Sign ingresses of a graha: every instant its sidereal (Lahiri) longitude enters another rashi, retrograde
 * re-entries included. The longitude is sampled at most a day apart and each change of sign is bisected to a minute.
 *
 * Days far from a sign boundary are skipped without loss: a graha cannot move faster than its bound below, so
 * from a distance d to the nearest boundary no crossing can happen for floor(d / bound) days. Near a boundary the
 * step falls to one day, which is the daily sampling the search is defined by. Two crossings inside one day
 * (a station grazing a boundary) would be missed; for the slow grahas this search serves that needs a station
 * within about an arcminute of a boundary, and is accepted.
 */
import type { AstroTime } from 'astronomy-engine';
import type { GrahaKey } from '../../tables/names/index.ts';
import { siderealLongitudeDeg } from './positions.ts';
import { astroTime, MAX_SUPPORTED_UTC_MS, MIN_SUPPORTED_UTC_MS, MS_PER_DAY } from './time.ts';

export interface SignIngress {
  readonly graha: GrahaKey;
  /** First instant (within a minute) at which the graha is in `rashi`. */
  readonly utcMs: number;
  /** Rashi entered, 1-12. */
  readonly rashi: number;
  /** Rashi left, 1-12. */
  readonly fromRashi: number;
  /** Entered backwards (from the following sign): a retrograde re-entry, or the nodes' usual motion. */
  readonly retrograde: boolean;
}

/**
 * Largest daily motion of each graha in longitude, with a margin: measured here every 2.3 days over 1800-2100
 * (Sun 1.02, Moon 15.39, Mars 0.79, Mercury 2.20, Jupiter 0.242, Venus 1.26, Saturn 0.130, true node 0.261 deg/day).
 * A bound that is too high only costs samples; one that is too low could skip a crossing.
 */
const MAX_SPEED_DEG_PER_DAY: Readonly<Record<GrahaKey, number>> = {
  surya: 1.1,
  chandra: 16,
  mangal: 0.9,
  budha: 2.5,
  guru: 0.3,
  shukra: 1.4,
  shani: 0.16,
  rahu: 0.4,
  ketu: 0.4,
};

const MS_PER_MINUTE = 60_000;
const SIGN_DEG = 30;

/** A sidereal longitude at an instant: the core's by default, the precise path's for transits (precise.ts). */
export type LongitudeFn = (graha: GrahaKey, t: AstroTime) => number;

function longitudeAt(graha: GrahaKey, utcMs: number, longitude: LongitudeFn = siderealLongitudeDeg): number {
  return longitude(graha, astroTime(utcMs));
}

const rashiOfLongitude = (lonDeg: number): number => (Math.floor(lonDeg / SIGN_DEG) % 12) + 1;

/** Days that surely pass before the graha can reach a sign boundary from `lonDeg` (at least one). */
function safeStepDays(graha: GrahaKey, lonDeg: number): number {
  const within = lonDeg % SIGN_DEG;
  const distance = Math.min(within, SIGN_DEG - within);
  return Math.max(1, Math.floor(distance / MAX_SPEED_DEG_PER_DAY[graha]));
}

/** The sign change inside (loMs, hiMs], narrowed to under a minute; the whole second returned is in the new sign. */
function bisect(graha: GrahaKey, loMs: number, hiMs: number, loRashi: number, longitude: LongitudeFn): number {
  let lo = loMs;
  let hi = hiMs;
  while (hi - lo > MS_PER_MINUTE) {
    const mid = lo + (hi - lo) / 2;
    if (rashiOfLongitude(longitudeAt(graha, mid, longitude)) === loRashi) lo = mid;
    else hi = mid;
  }
  return Math.ceil(hi / 1000) * 1000;
}

/** True when going from `from` to `to` is a step back through the zodiac. */
const isBackward = (from: number, to: number): boolean => (from - to + 12) % 12 === 1;

/**
 * Every sign ingress of `graha` in [fromUtcMs, toUtcMs], in time order. The window is clipped to the engine's
 * supported span (1800-2099), so a search reaching past it returns what lies inside. `longitude` is the core's
 * unless a caller passes the precise path's (transits).
 */
export function signIngresses(
  graha: GrahaKey,
  fromUtcMs: number,
  toUtcMs: number,
  longitude: LongitudeFn = siderealLongitudeDeg,
): SignIngress[] {
  const from = Math.max(fromUtcMs, MIN_SUPPORTED_UTC_MS);
  const to = Math.min(toUtcMs, MAX_SUPPORTED_UTC_MS - MS_PER_DAY);
  const found: SignIngress[] = [];
  if (!(from <= to)) return found;
  let t = from;
  let lon = longitudeAt(graha, t, longitude);
  let rashi = rashiOfLongitude(lon);
  while (t < to) {
    const next = Math.min(to, t + safeStepDays(graha, lon) * MS_PER_DAY);
    const nextLon = longitudeAt(graha, next, longitude);
    const nextRashi = rashiOfLongitude(nextLon);
    if (nextRashi !== rashi) {
      const utcMs = bisect(graha, t, next, rashi, longitude);
      found.push({ graha, utcMs, rashi: nextRashi, fromRashi: rashi, retrograde: isBackward(rashi, nextRashi) });
    }
    t = next;
    lon = nextLon;
    rashi = nextRashi;
  }
  return found;
}

const yearCache = new Map<GrahaKey, Map<number, readonly SignIngress[]>>();

function ingressesOfYear(graha: GrahaKey, year: number): readonly SignIngress[] {
  let perGraha = yearCache.get(graha);
  if (!perGraha) {
    perGraha = new Map();
    yearCache.set(graha, perGraha);
  }
  let list = perGraha.get(year);
  if (!list) {
    list = Object.freeze(signIngresses(graha, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)));
    perGraha.set(year, list);
  }
  return list;
}

/**
 * signIngresses, memoised per graha and UTC calendar year: the ingresses of a year are the same for every chart,
 * so a Sade Sati reading (about 42 years of Saturn) costs a full search only the first time those years are asked.
 */
export function cachedSignIngresses(graha: GrahaKey, fromUtcMs: number, toUtcMs: number): SignIngress[] {
  const from = Math.max(fromUtcMs, MIN_SUPPORTED_UTC_MS);
  const to = Math.min(toUtcMs, MAX_SUPPORTED_UTC_MS - MS_PER_DAY);
  const out: SignIngress[] = [];
  if (!(from <= to)) return out;
  for (let year = new Date(from).getUTCFullYear(); year <= new Date(to).getUTCFullYear(); year++) {
    for (const ingress of ingressesOfYear(graha, year))
      if (ingress.utcMs >= from && ingress.utcMs <= to) out.push(ingress);
  }
  return out;
}

/** The rashi (1-12) of a graha at an instant. */
export function rashiAt(graha: GrahaKey, utcMs: number): number {
  return rashiOfLongitude(longitudeAt(graha, utcMs));
}
