/** Ayanamsa: mean value by general precession from the definition's epoch; the true value adds nutation in longitude. */
import type { AstroTime } from 'astronomy-engine';
import { e_tilt } from 'astronomy-engine';
import { AYANAMSAS, type AyanamsaDefinition } from '../../tables/ayanamsa.ts';
import { JD_J2000 } from './time.ts';

const ARCSEC_PER_DEG = 3600;

/** General precession in longitude p_A (IAU 2006, Capitaine et al. 2003), arcseconds, T in Julian centuries TT. */
export function generalPrecessionArcsec(T: number): number {
  return T * (5028.796195 + T * (1.1054348 + T * (0.00007964 + T * (-0.000023857 + T * -0.0000000383))));
}

export function meanAyanamsaDeg(t: AstroTime, def: AyanamsaDefinition = AYANAMSAS.lahiri): number {
  const T = t.tt / 36525;
  const T0 = (def.epochJdTT - JD_J2000) / 36525;
  return (
    def.meanValueAtEpochDeg +
    (generalPrecessionArcsec(T) - generalPrecessionArcsec(T0) + def.correctionArcsec) / ARCSEC_PER_DEG
  );
}

/** Nutation in longitude Δψ in degrees (IAU 2000B as astronomy-engine computes it). */
export function nutationLongitudeDeg(t: AstroTime): number {
  return e_tilt(t).dpsi / ARCSEC_PER_DEG;
}

/** True ayanamsa = mean + Δψ: what is subtracted from an apparent (nutated) tropical longitude. */
export function trueAyanamsaDeg(t: AstroTime, def: AyanamsaDefinition = AYANAMSAS.lahiri): number {
  return meanAyanamsaDeg(t, def) + nutationLongitudeDeg(t);
}
