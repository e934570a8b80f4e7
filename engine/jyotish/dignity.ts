// Dignity of a graha where it sits (astrology-rules.md 1.3 and 1.4): exaltation and debilitation signs first,
// then moolatrikona (its sign and degree range), own sign, then how the graha regards the sign's lord.
import { DIGNITY_STRENGTH } from '../../tables/jyotish/forecast.ts';
import { DIGNITIES } from '../../tables/jyotish/grahas.ts';
import type { DignityKey } from '../../tables/jyotish/predictions/types.ts';
import { rashiLord } from './names.ts';
import { relationOf } from './relations.ts';
import type { GrahaKey } from './types.ts';
import { degreeInSign, rashiOf } from './zodiac.ts';

/** Node dignities are disputed and the reference says not to score them, so the nodes have none. */
export function dignityOf(graha: GrahaKey, lonSidDeg: number): DignityKey | null {
  if (graha === 'rahu' || graha === 'ketu') return null;
  const d = DIGNITIES[graha];
  const rashi = rashiOf(lonSidDeg);
  if (d.exaltation?.rashi === rashi) return 'exalted';
  if (d.debilitation?.rashi === rashi) return 'debilitated';
  const deg = degreeInSign(lonSidDeg);
  if (d.moolatrikona && d.moolatrikona.rashi === rashi && deg >= d.moolatrikona.fromDeg && deg < d.moolatrikona.toDeg)
    return 'moolatrikona';
  if (d.own.includes(rashi)) return 'own';
  return relationOf(graha, rashiLord(rashi));
}

/** Dignity as a number for scoring (tables/jyotish/forecast.ts); the nodes count as 0. */
export function dignityStrength(dignity: DignityKey | null): number {
  return dignity === null ? 0 : DIGNITY_STRENGTH[dignity];
}
