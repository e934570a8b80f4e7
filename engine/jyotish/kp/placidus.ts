// Placidus house cusps (the KP house system): cusps 11, 12, 2 and 3 trisect the diurnal and nocturnal semi-arcs of
// their own ecliptic degree, found by iteration; 1 and 10 are the ascendant and the MC, the rest are opposite.
// Undefined where an ecliptic degree never rises or sets: beyond latitude 90° - obliquity (about 66.56°).
import { e_tilt, SiderealTime } from 'astronomy-engine';
import { tropicalAscendantDeg } from '../../astro/lagna.ts';
import { normDeg } from '../../astro/positions.ts';
import { astroTime } from '../../astro/time.ts';
import { JyotishError } from '../errors.ts';

const DEG = Math.PI / 180;

/** Ecliptic longitude of the ecliptic point with right ascension `raDeg`. */
function eclipticFromRa(raDeg: number, epsDeg: number): number {
  return normDeg(Math.atan2(Math.sin(raDeg * DEG), Math.cos(raDeg * DEG) * Math.cos(epsDeg * DEG)) / DEG);
}

/** Ascensional difference of an ecliptic degree at a latitude, degrees; null where it never rises or sets. */
function ascensionalDifferenceDeg(lonDeg: number, epsDeg: number, latDeg: number): number | null {
  const dec = Math.asin(Math.sin(epsDeg * DEG) * Math.sin(lonDeg * DEG));
  const x = Math.tan(latDeg * DEG) * Math.tan(dec);
  return Math.abs(x) > 1 ? null : Math.asin(x) / DEG;
}

/** The latitude beyond which Placidus is undefined at this obliquity. */
export const placidusLimitDeg = (epsDeg: number) => 90 - epsDeg;

/**
 * One intermediate cusp. `fromIc` false: RA = RAMC + f x DSA (cusps 11, 12); true: RA = RAMC + 180 - f x NSA
 * (cusps 3, 2). DSA = 90 + AD, NSA = 90 - AD, AD the ascensional difference of the cusp's own degree.
 */
function intermediateCusp(ramcDeg: number, epsDeg: number, latDeg: number, f: number, fromIc: boolean): number {
  let lon = eclipticFromRa(ramcDeg + (fromIc ? 180 - f * 90 : f * 90), epsDeg);
  for (let i = 0; i < 50; i++) {
    const ad = ascensionalDifferenceDeg(lon, epsDeg, latDeg);
    if (ad === null)
      throw new JyotishError('placidus_undefined', 'Placidus is undefined here: a cusp degree never rises or sets');
    const ra = fromIc ? ramcDeg + 180 - f * (90 - ad) : ramcDeg + f * (90 + ad);
    const next = eclipticFromRa(ra, epsDeg);
    const moved = Math.abs(((next - lon + 540) % 360) - 180);
    lon = next;
    if (moved < 1e-9) break;
  }
  return lon;
}

export interface TropicalCusps {
  /** Cusps 1-12, tropical ecliptic longitudes (index 0 = cusp 1). */
  cusps: number[];
  obliquityDeg: number;
}

/** Throws JyotishError('placidus_undefined') above the polar limit; callers turn that into a 400. */
export function placidusCusps(utcMs: number, latDeg: number, lonDeg: number): TropicalCusps {
  const t = astroTime(utcMs);
  const eps = e_tilt(t).tobl;
  if (Math.abs(latDeg) >= placidusLimitDeg(eps))
    throw new JyotishError(
      'placidus_undefined',
      `Placidus houses are undefined at latitude ${latDeg}°: beyond ±${placidusLimitDeg(eps).toFixed(2)}° (90° - obliquity) some ecliptic degrees never rise or set`,
    );
  const ramc = normDeg(SiderealTime(t) * 15 + lonDeg);
  const asc = tropicalAscendantDeg(ramc, eps, latDeg);
  const mc = eclipticFromRa(ramc, eps);
  const c11 = intermediateCusp(ramc, eps, latDeg, 1 / 3, false);
  const c12 = intermediateCusp(ramc, eps, latDeg, 2 / 3, false);
  const c2 = intermediateCusp(ramc, eps, latDeg, 2 / 3, true);
  const c3 = intermediateCusp(ramc, eps, latDeg, 1 / 3, true);
  const opp = (x: number) => normDeg(x + 180);
  const cusps = [asc, c2, c3, opp(mc), opp(c11), opp(c12), opp(asc), opp(c2), opp(c3), mc, c11, c12];
  return { cusps, obliquityDeg: eps };
}
