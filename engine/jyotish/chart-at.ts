// Positions from the astro core for an instant and a place: the one bridge between engine/astro and the
// chart rules of this engine, which otherwise take positions as plain values.
import { cachedSignIngresses } from '../astro/ingress.ts';
import { siderealAscendantDeg } from '../astro/lagna.ts';
import { siderealPosition } from '../astro/positions.ts';
import { assertSupportedInstant } from '../astro/time.ts';
import type { SignIngressFn } from './doshas/sade-sati.ts';
import type { ChartPositions, GrahaKey, GrahaPosition } from './types.ts';
import { normDeg } from './zodiac.ts';

const MOVING_GRAHAS: readonly GrahaKey[] = ['surya', 'chandra', 'mangal', 'budha', 'guru', 'shukra', 'shani', 'rahu'];

/** The nine grahas at an instant (no place needed). Ketu is Rahu + 180 with Rahu's speed, as the core defines it. */
export function grahaPositionsAt(utcMs: number): Record<GrahaKey, GrahaPosition> {
  assertSupportedInstant(utcMs);
  const out = {} as Record<GrahaKey, GrahaPosition>;
  for (const key of MOVING_GRAHAS) {
    const p = siderealPosition(key, utcMs);
    out[key] = { lonSidDeg: p.lonDeg, latDeg: p.latDeg, speedDegPerDay: p.speedDegPerDay };
  }
  out.ketu = { lonSidDeg: normDeg(out.rahu.lonSidDeg + 180), latDeg: 0, speedDegPerDay: out.rahu.speedDegPerDay };
  return out;
}

/** A birth chart's positions: grahas plus the sidereal lagna for the place. */
export function chartPositionsAt(utcMs: number, latitudeDeg: number, longitudeDeg: number): ChartPositions {
  const grahas = grahaPositionsAt(utcMs);
  return { utcMs, lagnaSidDeg: siderealAscendantDeg(utcMs, latitudeDeg, longitudeDeg), grahas };
}

/** Saturn's (or any graha's) sign ingresses from the astro core, in the shape the Sade Sati rule reads. */
export const coreSignIngresses: SignIngressFn = (body, fromUtcMs, toUtcMs) =>
  cachedSignIngresses(body, fromUtcMs, toUtcMs).map((i) => ({ utcMs: i.utcMs, rashi: i.rashi }));
