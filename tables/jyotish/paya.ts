// Paya (the "foot" of a birth): the metal named by the Moon's whole-sign house from the lagna at birth. Moon in the
// 1st, 6th or 11th: gold; 2nd, 5th, 9th: silver; 3rd, 7th, 10th: copper; 4th, 8th, 12th: iron (gargastro.com,
// "Sona, chandi aur lohe ka paya in jyotish"; the same grouping as the swarna/rajata/tamra/loha murtis of transits,
// astroveda.wikidot.com). Some almanacs read the paya from the birth nakshatra instead; that variant is not given.
import { deepFreeze } from '../freeze.ts';

export type Paya = 'gold' | 'silver' | 'copper' | 'iron';

/** Index = house of the Moon from the lagna - 1. */
export const PAYA_BY_MOON_HOUSE: readonly Paya[] = deepFreeze([
  'gold',
  'silver',
  'copper',
  'iron',
  'silver',
  'gold',
  'copper',
  'iron',
  'silver',
  'copper',
  'gold',
  'iron',
] as const);

export const PAYA_SOURCE = "the Moon's house from the lagna (gargastro.com, sona chandi aur lohe ka paya)";
