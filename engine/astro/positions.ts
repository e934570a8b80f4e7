/**
 * Geocentric apparent positions on the true ecliptic of date, and sidereal longitudes (Lahiri).
 * Sidereal = apparent tropical − (mean ayanamsa + Δψ): nutation cancels, the Swiss Ephemeris SEFLG_SIDEREAL convention.
 */
import {
  type AstroTime,
  Body,
  EclipticGeoMoon,
  GeoMoonState,
  GeoVector,
  Rotation_EQJ_ECT,
  RotateState,
  RotateVector,
  SphereFromVector,
  SunPosition,
} from 'astronomy-engine';
import type { GrahaKey } from '../../tables/names/index.ts';
import { trueAyanamsaDeg } from './ayanamsa.ts';
import { astroTime } from './time.ts';

export interface EclipticPosition {
  lonDeg: number;
  latDeg: number;
  distAu: number;
}
export interface SiderealPosition {
  lonDeg: number;
  latDeg: number;
  speedDegPerDay: number;
  retrograde: boolean;
}

export const normDeg = (x: number): number => ((x % 360) + 360) % 360;
/** Signed smallest difference a − b in degrees, in (−180, 180]. */
export const diffDeg = (a: number, b: number): number => {
  const d = normDeg(a - b);
  return d > 180 ? d - 360 : d;
};

const PLANET_BODIES = {
  mangal: Body.Mars,
  budha: Body.Mercury,
  guru: Body.Jupiter,
  shukra: Body.Venus,
  shani: Body.Saturn,
} as const;

/** The Sun's apparent ecliptic position of date (light time and aberration included by astronomy-engine). */
export function sunApparent(t: AstroTime): EclipticPosition {
  const p = SunPosition(t);
  return { lonDeg: p.elon, latDeg: p.elat, distAu: p.vec.Length() };
}

/**
 * The Moon on the true ecliptic of date. The series' position without a light-time retardation agrees best with
 * Swiss Ephemeris (mean difference −0.6″ against −1.3″ with the 1.3 s retardation over 1950-2030), so it is used as is.
 */
export function moonApparent(t: AstroTime): EclipticPosition {
  const m = EclipticGeoMoon(t);
  return { lonDeg: m.lon, latDeg: m.lat, distAu: m.dist };
}

/** A planet's apparent ecliptic position of date (light time and aberration by astronomy-engine's GeoVector). */
export function planetApparent(body: Body, t: AstroTime): EclipticPosition {
  const v = RotateVector(Rotation_EQJ_ECT(t), GeoVector(body, t, true));
  const s = SphereFromVector(v);
  return { lonDeg: s.lon, latDeg: s.lat, distAu: s.dist };
}

/**
 * The Moon's true (osculating) ascending node on the ecliptic of date: the line where the plane of the Moon's
 * instantaneous geocentric orbit (r × v) meets the ecliptic — the definition Swiss Ephemeris uses for SE_TRUE_NODE.
 */
export function trueNodeLongitudeDeg(t: AstroTime): number {
  const s = RotateState(Rotation_EQJ_ECT(t), GeoMoonState(t));
  const hx = s.y * s.vz - s.z * s.vy;
  const hy = s.z * s.vx - s.x * s.vz;
  return normDeg(Math.atan2(hx, -hy) * (180 / Math.PI));
}

function tropicalLongitudeDeg(graha: GrahaKey, t: AstroTime): { lonDeg: number; latDeg: number } {
  switch (graha) {
    case 'surya':
      return sunApparent(t);
    case 'chandra':
      return moonApparent(t);
    case 'rahu':
      return { lonDeg: trueNodeLongitudeDeg(t), latDeg: 0 };
    case 'ketu':
      return { lonDeg: normDeg(trueNodeLongitudeDeg(t) + 180), latDeg: 0 };
    default:
      return planetApparent(PLANET_BODIES[graha], t);
  }
}

export function siderealLongitudeDeg(graha: GrahaKey, t: AstroTime): number {
  return normDeg(tropicalLongitudeDeg(graha, t).lonDeg - trueAyanamsaDeg(t));
}

const SPEED_STEP_DAYS = 1 / 24;

/** Sidereal longitude, latitude and daily speed (central difference over ±1 h) of a graha at a UTC instant. */
export function siderealPosition(graha: GrahaKey, utcMs: number): SiderealPosition {
  const t = astroTime(utcMs);
  const here = tropicalLongitudeDeg(graha, t);
  const lonDeg = normDeg(here.lonDeg - trueAyanamsaDeg(t));
  const ahead = siderealLongitudeDeg(graha, t.AddDays(SPEED_STEP_DAYS));
  const behind = siderealLongitudeDeg(graha, t.AddDays(-SPEED_STEP_DAYS));
  const speedDegPerDay = diffDeg(ahead, behind) / (2 * SPEED_STEP_DAYS);
  return { lonDeg, latDeg: here.latDeg, speedDegPerDay, retrograde: speedDegPerDay < 0 };
}
