/** The sidereal ascendant (lagna) and whole-sign houses. */
import { e_tilt, SiderealTime } from 'astronomy-engine';
import { trueAyanamsaDeg } from './ayanamsa.ts';
import { assertLatitude, assertLongitude } from './errors.ts';
import { normDeg } from './positions.ts';
import { astroTime } from './time.ts';

const DEG = Math.PI / 180;

/** Tropical ascendant from local apparent sidereal time (RAMC), true obliquity and latitude. */
export function tropicalAscendantDeg(ramcDeg: number, trueObliquityDeg: number, latitudeDeg: number): number {
  const ramc = ramcDeg * DEG,
    eps = trueObliquityDeg * DEG;
  const asc = Math.atan2(
    Math.cos(ramc),
    -(Math.sin(ramc) * Math.cos(eps) + Math.tan(latitudeDeg * DEG) * Math.sin(eps)),
  );
  return normDeg(asc / DEG);
}

/** Sidereal (Lahiri) ascendant, 0-360°, for a place and UTC instant. */
export function siderealAscendantDeg(utcMs: number, latitudeDeg: number, longitudeDeg: number): number {
  assertLatitude(latitudeDeg);
  assertLongitude(longitudeDeg);
  const t = astroTime(utcMs);
  const ramcDeg = normDeg(SiderealTime(t) * 15 + longitudeDeg);
  return normDeg(tropicalAscendantDeg(ramcDeg, e_tilt(t).tobl, latitudeDeg) - trueAyanamsaDeg(t));
}

/** Sign number 1-12 of a sidereal longitude. */
export function rashiOf(longitudeDeg: number): number {
  return Math.floor(normDeg(longitudeDeg) / 30) + 1;
}
