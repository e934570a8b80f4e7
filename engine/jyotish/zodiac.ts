// Sign, nakshatra and house arithmetic on sidereal longitudes. Rashis and nakshatras are numbered
// from 1 as in tables/names; everything else is plain degrees.
import { GRAHA_KEYS as NAME_GRAHA_KEYS } from '../../tables/names/keys.ts';
import { JyotishError } from './errors.ts';
import type { ChartPositions, GrahaKey } from './types.ts';

export const SIGN_DEG = 30;
export const NAKSHATRA_DEG = 360 / 27;
export const PADA_DEG = NAKSHATRA_DEG / 4;
/** The nine grahas in the classical order (the name books' key list). */
export const GRAHA_KEYS: readonly GrahaKey[] = NAME_GRAHA_KEYS;

export function normDeg(x: number): number {
  const r = x % 360;
  return r < 0 ? r + 360 : r;
}

/** Rashi number 1-12 of a longitude. */
export function rashiOf(lonDeg: number): number {
  return Math.floor(normDeg(lonDeg) / SIGN_DEG) + 1;
}

export function degreeInSign(lonDeg: number): number {
  return normDeg(lonDeg) - (rashiOf(lonDeg) - 1) * SIGN_DEG;
}

export interface NakshatraPosition {
  /** 1-27 */
  number: number;
  /** 1-4 */
  pada: number;
  /** Part of the nakshatra already traversed, 0 <= f < 1 (drives the dasha balance). */
  fraction: number;
}

export function nakshatraOf(lonDeg: number): NakshatraPosition {
  const lon = normDeg(lonDeg);
  // min() guards the float edge where lon / span rounds up to 27 or the pada to 4.
  const index = Math.min(26, Math.floor(lon / NAKSHATRA_DEG));
  const within = lon - index * NAKSHATRA_DEG;
  const pada = Math.min(3, Math.floor(within / PADA_DEG)) + 1;
  return { number: index + 1, pada, fraction: within / NAKSHATRA_DEG };
}

/** The rashi n signs on from `rashi` counting it as 1 (n = 1 gives the same sign). */
export function signAhead(rashi: number, n: number): number {
  return ((((rashi - 1 + n - 1) % 12) + 12) % 12) + 1;
}

/** Whole-sign house of `rashi` counted from `fromRashi` (same sign = 1). */
export function houseFrom(rashi: number, fromRashi: number): number {
  return ((((rashi - fromRashi) % 12) + 12) % 12) + 1;
}

/**
 * Navamsa rashi: nine parts of 3 deg 20 min per sign, counted from the sign itself (movable), the 9th
 * (fixed) or the 5th (dual). Every such part is one nakshatra pada, so the rule collapses to
 * "pada index from 0 deg Mesha, mod 12" (astrology-rules.md 4).
 */
export function navamsaRashiOf(lonDeg: number): number {
  const padaIndex = Math.min(107, Math.floor(normDeg(lonDeg) / PADA_DEG));
  return (padaIndex % 12) + 1;
}

function isFiniteNumber(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/** Rejects positions the astro core should never produce, so a bad value fails loudly, not as a wrong chart. */
export function assertPositions(p: ChartPositions): void {
  const bad: string[] = [];
  if (!isFiniteNumber(p.utcMs)) bad.push('utcMs');
  if (!isFiniteNumber(p.lagnaSidDeg)) bad.push('lagnaSidDeg');
  for (const key of GRAHA_KEYS) {
    const g = p.grahas?.[key];
    if (!g || !isFiniteNumber(g.lonSidDeg) || !isFiniteNumber(g.latDeg) || !isFiniteNumber(g.speedDegPerDay))
      bad.push(`grahas.${key}`);
  }
  if (bad.length > 0)
    throw new JyotishError('invalid_positions', `non-finite or missing chart values: ${bad.join(', ')}`);
}
