// Sign and house facts of a chart that several dosha rules share.
import { GRAHA_ASPECTS } from '../../../tables/jyotish/grahas.ts';
import type { ChartPositions, GrahaKey } from '../types.ts';
import { GRAHA_KEYS, houseFrom, rashiOf } from '../zodiac.ts';

export interface ChartFacts {
  lagnaRashi: number;
  rashiOf: Readonly<Record<GrahaKey, number>>;
  /** Whole-sign house from the lagna. */
  houseOf: Readonly<Record<GrahaKey, number>>;
}

export function chartFacts(p: ChartPositions): ChartFacts {
  const lagnaRashi = rashiOf(p.lagnaSidDeg);
  const rashis = Object.fromEntries(GRAHA_KEYS.map((k) => [k, rashiOf(p.grahas[k].lonSidDeg)])) as Record<
    GrahaKey,
    number
  >;
  const houses = Object.fromEntries(GRAHA_KEYS.map((k) => [k, houseFrom(rashis[k], lagnaRashi)])) as Record<
    GrahaKey,
    number
  >;
  return { lagnaRashi, rashiOf: rashis, houseOf: houses };
}

export function areConjunct(f: ChartFacts, a: GrahaKey, b: GrahaKey): boolean {
  return a !== b && f.rashiOf[a] === f.rashiOf[b];
}

/** Whole-sign drishti of `from` on the sign `targetRashi` (GRAHA_ASPECTS; conjunction is not an aspect). */
export function aspectsSign(f: ChartFacts, from: GrahaKey, targetRashi: number): boolean {
  return GRAHA_ASPECTS[from].includes(houseFrom(targetRashi, f.rashiOf[from]));
}
