// Gochara vedha (obstruction): for each house from the natal Moon where a transiting graha does good, the house
// whose occupation by another transiting graha cancels that good. Phaladeepika ch. 26 vv. 29-33 (V. Subrahmanya
// Sastri tr.); the same table in B.V. Raman, "Hindu Predictive Astrology", ch. on transits. The good houses
// themselves are GOCHARA_FAVOURABLE_HOUSES (tables/jyotish/forecast.ts); Rahu and Ketu follow Saturn.
// No vedha between the Sun and Saturn, nor between the Moon and Mercury (father and son).
import { deepFreeze, type GrahaKey } from '../names/index.ts';

export const GOCHARA_VEDHA: Readonly<Record<GrahaKey, Readonly<Record<number, number>>>> = deepFreeze({
  surya: { 3: 9, 6: 12, 10: 4, 11: 5 },
  chandra: { 1: 5, 3: 9, 6: 12, 7: 2, 10: 4, 11: 8 },
  mangal: { 3: 12, 6: 9, 11: 5 },
  budha: { 2: 5, 4: 3, 6: 9, 8: 1, 10: 8, 11: 12 },
  guru: { 2: 12, 5: 4, 7: 3, 9: 10, 11: 8 },
  shukra: { 1: 8, 2: 7, 3: 1, 4: 10, 5: 9, 8: 5, 9: 11, 11: 3, 12: 6 },
  shani: { 3: 12, 6: 9, 11: 5 },
  rahu: { 3: 12, 6: 9, 11: 5 },
  ketu: { 3: 12, 6: 9, 11: 5 },
});

/** Pairs that never obstruct each other. */
export const VEDHA_EXEMPT: readonly (readonly [GrahaKey, GrahaKey])[] = deepFreeze([
  ['surya', 'shani'],
  ['chandra', 'budha'],
]);

/** Longest range a transits request may span, in days (issue 32). */
export const TRANSIT_MAX_RANGE_DAYS = 366;
