// Combustion (asta): a graha within these degrees of the Sun's longitude is combust. Orbs of Surya Siddhanta 9.6-9
// as the kundli software of the field prints them (Moon 12, Mars 17, Mercury 14 or 12 retrograde, Jupiter 11, Venus
// 10 or 8 retrograde, Saturn 15). The nodes are never combust (they are points, not lights). The muhurat tables keep
// the almanacs' narrower Shukra asta orb (tables/muhurat/rules.ts), a different question: visibility for a date.
import { deepFreeze } from '../freeze.ts';
import type { GrahaKey } from '../names/index.ts';

export interface CombustOrb {
  readonly direct: number;
  readonly retrograde: number;
}

export const COMBUSTION_ORB_DEG: Readonly<Partial<Record<GrahaKey, CombustOrb>>> = deepFreeze({
  chandra: { direct: 12, retrograde: 12 },
  mangal: { direct: 17, retrograde: 17 },
  budha: { direct: 14, retrograde: 12 },
  guru: { direct: 11, retrograde: 11 },
  shukra: { direct: 10, retrograde: 8 },
  shani: { direct: 15, retrograde: 15 },
});

export const COMBUSTION_SOURCE = 'Surya Siddhanta 9.6-9 (kalamsha of the grahas)';
