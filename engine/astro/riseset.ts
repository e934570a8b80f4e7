/**
 * Rise and set of the Sun and the Moon: the instant the apparent upper limb touches the horizon (topocentric,
 * refraction at the horizon; under the `drik` convention the Moon's geocentric centre on the celestial horizon), solved with Newton steps on the hour angle over the interpolated ephemeris grid.
 * Three or four steps reach a millisecond; a sampled scan takes over where the hour-angle form has no solution
 * (a body that stays up or down near the poles).
 */
import { assertLatitude, assertLongitude, assertFiniteNumber } from './errors.ts';
import { type BodyGrid, sampleGrid } from './ephemeris-grid.ts';
import { type DeltaTSource, deltaTExcessSeconds } from './conventions.ts';

const DEG = Math.PI / 180;
const KM_PER_AU = 149597870.7;
const EARTH_EQUATORIAL_RADIUS_AU = 6378.1366 / KM_PER_AU;
const EARTH_FLATTENING = 1 / 298.25642;
const SUN_RADIUS_AU = 695_700 / KM_PER_AU;
const MOON_RADIUS_AU = 1_737.4 / KM_PER_AU;
const MS_PER_DAY = 86_400_000;
/** Mean rate of the hour angle, degrees per day. */
const HOUR_ANGLE_RATE = { sun: 360.9856 - 0.9856, moon: 360.9856 - 13.176 } as const;

/**
 * Refraction at the horizon used for rise and set. Swiss Ephemeris' default rise/set (atpress 0 → 1013.25 hPa at sea
 * level, attemp 0 °C) lowers the horizon by 36.73′: fitted to its Sun and Moon rises and sets at 8 latitudes from
 * −55° to +64° through 2025 (mean residual under 0.1 s, p99 under 1 s). astronomy-engine's SearchRiseSet uses 34′.
 */
export const SWISS_EPHEMERIS_HORIZON_REFRACTION_DEG = 0.6122;
export const ASTRONOMY_ENGINE_HORIZON_REFRACTION_DEG = 34 / 60;

export interface Place {
  latitudeDeg: number;
  longitudeDeg: number;
  elevationM?: number;
}
export type RiseSetKind = 'rise' | 'set';

export interface Observer {
  readonly sinLat: number;
  readonly cosLat: number;
  readonly longitudeDeg: number;
  /** Geocentric observer position components (AU): equatorial-plane radius and polar height. */
  readonly rhoCos: number;
  readonly rhoSin: number;
  readonly refractionDeg: number;
  /** The upper limb (the default) or the disc centre touches the horizon. */
  readonly limb: 'upper' | 'centre';
  /** A fixed semi-diameter for the Sun's upper limb (the almanacs' 16′), degrees; null: the true one at the instant. */
  readonly sunSemidiameterDeg: number | null;
  /**
   * Days by which the Sun's rise and set lead ours by the equation of time's rate (0: none): the Sun's instants move
   * by −lag × dE/dt. A convention fitted to Drik Panchang's printed rise and set (conventions.ts), never SE's.
   */
  readonly sunTransitLagDays: number;
  /**
   * The Moon's geocentric centre on the celestial horizon (no parallax, semi-diameter or refraction: Drik Panchang's
   * moonrise, conventions.ts) instead of the topocentric limb on the refracted horizon.
   */
  readonly moonGeocentricCentre: boolean;
  /** The ΔT of the Moon's position when it is not the engine's own (SE's table); null: the engine's. */
  readonly moonDeltaT: DeltaTSource | null;
}

/** How the Moon is reckoned at the horizon (conventions.ts MoonriseConvention, as far as rise and set need it). */
export interface MoonHorizon {
  readonly geocentricCentre: boolean;
  readonly deltaT: DeltaTSource | null;
}

export function makeObserver(
  place: Place,
  refractionDeg = SWISS_EPHEMERIS_HORIZON_REFRACTION_DEG,
  limb: Observer['limb'] = 'upper',
  sunSemidiameterDeg: number | null = null,
  sunTransitLagDays = 0,
  moon: MoonHorizon = { geocentricCentre: false, deltaT: null },
): Observer {
  assertLatitude(place.latitudeDeg);
  assertLongitude(place.longitudeDeg);
  const elevationM = place.elevationM ?? 0;
  assertFiniteNumber(elevationM, 'invalid_elevation', 'elevation');
  const phi = place.latitudeDeg * DEG;
  const sinLat = Math.sin(phi),
    cosLat = Math.cos(phi);
  const b = 1 - EARTH_FLATTENING;
  const c = 1 / Math.sqrt(cosLat * cosLat + b * b * sinLat * sinLat);
  const hAu = elevationM / 1000 / KM_PER_AU;
  return {
    sinLat,
    cosLat,
    longitudeDeg: place.longitudeDeg,
    refractionDeg,
    limb,
    sunSemidiameterDeg,
    sunTransitLagDays,
    moonGeocentricCentre: moon.geocentricCentre,
    moonDeltaT: moon.deltaT === 'swiss_ephemeris_2.10_table' ? null : moon.deltaT,
    rhoCos: (EARTH_EQUATORIAL_RADIUS_AU * c + hAu) * cosLat,
    rhoSin: (EARTH_EQUATORIAL_RADIUS_AU * c * b * b + hAu) * sinLat,
  };
}

interface HourAngleState {
  hourAngleDeg: number;
  semiArcDeg: number | null;
  altitudeDeg: number;
}

const scratch = new Float64Array(3);

/** Topocentric hour angle, the semi-diurnal arc for the rise/set altitude (null when there is none) and the altitude. */
function hourAngleState(grid: BodyGrid, obs: Observer, utcMs: number): HourAngleState {
  const gastDeg = sampleGrid(grid, utcMs, scratch);
  const isMoon = grid.body === 'moon';
  // Positions are functions of TT: another ΔT takes the Moon at another TT for the same UT (and GAST).
  if (isMoon && obs.moonDeltaT) sampleGrid(grid, utcMs + deltaTExcessSeconds(obs.moonDeltaT, utcMs) * 1000, scratch);
  const lst = (gastDeg + obs.longitudeDeg) * DEG;
  const geocentric = isMoon && obs.moonGeocentricCentre;
  const x = geocentric ? scratch[0] : scratch[0] - obs.rhoCos * Math.cos(lst);
  const y = geocentric ? scratch[1] : scratch[1] - obs.rhoCos * Math.sin(lst);
  const z = geocentric ? scratch[2] : scratch[2] - obs.rhoSin;
  const dist = Math.sqrt(x * x + y * y + z * z);
  const sinDec = z / dist;
  const cosDec = Math.sqrt(1 - sinDec * sinDec);
  const hourAngle = lst - Math.atan2(y, x);
  const radius = grid.body === 'sun' ? SUN_RADIUS_AU : MOON_RADIUS_AU;
  const fixedSun = grid.body === 'sun' ? obs.sunSemidiameterDeg : null;
  const semidiameter =
    obs.limb === 'centre' || geocentric ? 0 : fixedSun !== null ? fixedSun * DEG : Math.asin(radius / dist);
  const targetAltitude = geocentric ? 0 : -(obs.refractionDeg * DEG + semidiameter);
  const cosH0 = (Math.sin(targetAltitude) - obs.sinLat * sinDec) / (obs.cosLat * cosDec);
  const sinAlt = obs.sinLat * sinDec + obs.cosLat * cosDec * Math.cos(hourAngle);
  return {
    hourAngleDeg: hourAngle / DEG,
    semiArcDeg: cosH0 >= -1 && cosH0 <= 1 ? Math.acos(cosH0) / DEG : null,
    altitudeDeg: (Math.asin(sinAlt) - targetAltitude) / DEG,
  };
}

const wrap180 = (d: number) => d - 360 * Math.round(d / 360);
const wrap360 = (d: number) => ((d % 360) + 360) % 360;

/** Newton on the hour angle from a first guess; null when the arc vanishes or the steps do not settle. */
function refine(grid: BodyGrid, obs: Observer, kind: RiseSetKind, guessMs: number): number | null {
  const rate = HOUR_ANGLE_RATE[grid.body];
  let t = guessMs;
  for (let step = 0; step < 8; step++) {
    const s = hourAngleState(grid, obs, t);
    if (s.semiArcDeg === null) return null;
    const target = kind === 'rise' ? -s.semiArcDeg : s.semiArcDeg;
    const correctionMs = (wrap180(target - s.hourAngleDeg) / rate) * MS_PER_DAY;
    t += correctionMs;
    if (Math.abs(correctionMs) < 1) return t;
  }
  return null;
}

/** Fallback: scan the altitude every 20 minutes, then bisect the first crossing in the wanted direction. */
function scan(grid: BodyGrid, obs: Observer, kind: RiseSetKind, fromMs: number, toMs: number): number | null {
  const stepMs = 20 * 60_000;
  const sign = kind === 'rise' ? 1 : -1;
  let t0 = fromMs;
  let a0 = hourAngleState(grid, obs, t0).altitudeDeg;
  while (t0 < toMs) {
    const t1 = Math.min(t0 + stepMs, toMs);
    const a1 = hourAngleState(grid, obs, t1).altitudeDeg;
    if (sign * a0 < 0 && sign * a1 >= 0) {
      let lo = t0,
        hi = t1;
      while (hi - lo > 1) {
        const mid = (lo + hi) / 2;
        if (sign * hourAngleState(grid, obs, mid).altitudeDeg < 0) lo = mid;
        else hi = mid;
      }
      return hi;
    }
    t0 = t1;
    a0 = a1;
  }
  return null;
}

/**
 * The first rise (or set) of the grid's body at or after `fromUtcMs` and before `toUtcMs`, or null when there is none.
 * Spans up to about two days are supported.
 */
export function findRiseSet(
  grid: BodyGrid,
  obs: Observer,
  kind: RiseSetKind,
  fromUtcMs: number,
  toUtcMs: number,
): number | null {
  const t = solveRiseSet(grid, obs, kind, fromUtcMs, toUtcMs);
  if (t === null || grid.body !== 'sun' || obs.sunTransitLagDays === 0) return t;
  return t - obs.sunTransitLagDays * equationOfTimeRateSecondsPerDay(grid, t) * 1000;
}

const EOT_STEP_MS = 3_600_000;
/** The Sun's mean motion in right ascension, degrees per day (Meeus 25.2's mean longitude rate). */
const MEAN_SUN_DEG_PER_DAY = 0.98564736;

/**
 * dE/dt, the equation of time's rate in seconds per day: the mean Sun's motion minus the true Sun's apparent right
 * ascension rate, from the grid an hour either side (kept inside the grid near its ends). About −30 to +21 s/day.
 */
export function equationOfTimeRateSecondsPerDay(grid: BodyGrid, utcMs: number): number {
  const first = grid.startUtcMs + 2 * grid.stepMs,
    last = grid.startUtcMs + (grid.count - 3) * grid.stepMs;
  const t0 = Math.max(first, utcMs - EOT_STEP_MS),
    t1 = Math.min(last, utcMs + EOT_STEP_MS);
  sampleGrid(grid, t0, scratch);
  const ra0 = Math.atan2(scratch[1], scratch[0]);
  sampleGrid(grid, t1, scratch);
  const ra1 = Math.atan2(scratch[1], scratch[0]);
  const days = (t1 - t0) / MS_PER_DAY;
  const raRateDegPerDay = wrap180((ra1 - ra0) / DEG) / days;
  return (MEAN_SUN_DEG_PER_DAY - raRateDegPerDay) * 240;
}

function solveRiseSet(
  grid: BodyGrid,
  obs: Observer,
  kind: RiseSetKind,
  fromUtcMs: number,
  toUtcMs: number,
): number | null {
  const rate = HOUR_ANGLE_RATE[grid.body];
  const cycleMs = (360 / rate) * MS_PER_DAY;
  const s = hourAngleState(grid, obs, fromUtcMs);
  if (s.semiArcDeg !== null) {
    const target = kind === 'rise' ? -s.semiArcDeg : s.semiArcDeg;
    let guess = fromUtcMs + (wrap360(target - s.hourAngleDeg) / rate) * MS_PER_DAY;
    for (let attempt = 0; attempt < 3 && guess < toUtcMs + cycleMs; attempt++) {
      const t = refine(grid, obs, kind, guess);
      if (t === null) break;
      if (t >= fromUtcMs) return t < toUtcMs ? t : null;
      guess = t + cycleMs; // converged onto the previous event: step one cycle on
    }
  }
  return scan(grid, obs, kind, fromUtcMs, toUtcMs);
}
