// Ashtakavarga benefic places (BPHS ch. 66 "Ashtakavarga", R. Santhanam tr.; the same tables in B.V. Raman,
// "Ashtakavarga System of Prediction", ch. 2): for each graha's own (bhinna) ashtakavarga, the houses counted
// from each of the eight contributors (seven grahas and the lagna) where that contributor gives a bindu.
// The counts are fixed by the tables: 48, 49, 39, 54, 56, 52, 39 bindus, 337 in all, whatever the birth.
import { deepFreeze } from '../names/index.ts';
import { CLASSICAL_GRAHAS, type ClassicalGraha } from './grahas.ts';

export type AshtakavargaContributor = ClassicalGraha | 'lagna';

export const ASHTAKAVARGA_CONTRIBUTORS: readonly AshtakavargaContributor[] = deepFreeze([...CLASSICAL_GRAHAS, 'lagna']);

const SAME_AS_SUN_FROM_MALEFICS = [1, 2, 4, 7, 8, 9, 10, 11];

export const BENEFIC_PLACES: Readonly<
  Record<ClassicalGraha, Readonly<Record<AshtakavargaContributor, readonly number[]>>>
> = deepFreeze({
  surya: {
    surya: SAME_AS_SUN_FROM_MALEFICS,
    chandra: [3, 6, 10, 11],
    mangal: SAME_AS_SUN_FROM_MALEFICS,
    budha: [3, 5, 6, 9, 10, 11, 12],
    guru: [5, 6, 9, 11],
    shukra: [6, 7, 12],
    shani: SAME_AS_SUN_FROM_MALEFICS,
    lagna: [3, 4, 6, 10, 11, 12],
  },
  chandra: {
    surya: [3, 6, 7, 8, 10, 11],
    chandra: [1, 3, 6, 7, 10, 11],
    mangal: [2, 3, 5, 6, 9, 10, 11],
    budha: [1, 3, 4, 5, 7, 8, 10, 11],
    guru: [1, 4, 7, 8, 10, 11, 12],
    shukra: [3, 4, 5, 7, 9, 10, 11],
    shani: [3, 5, 6, 11],
    lagna: [3, 6, 10, 11],
  },
  mangal: {
    surya: [3, 5, 6, 10, 11],
    chandra: [3, 6, 11],
    mangal: [1, 2, 4, 7, 8, 10, 11],
    budha: [3, 5, 6, 11],
    guru: [6, 10, 11, 12],
    shukra: [6, 8, 11, 12],
    shani: [1, 4, 7, 8, 9, 10, 11],
    lagna: [1, 3, 6, 10, 11],
  },
  budha: {
    surya: [5, 6, 9, 11, 12],
    chandra: [2, 4, 6, 8, 10, 11],
    mangal: SAME_AS_SUN_FROM_MALEFICS,
    budha: [1, 3, 5, 6, 9, 10, 11, 12],
    guru: [6, 8, 11, 12],
    shukra: [1, 2, 3, 4, 5, 8, 9, 11],
    shani: SAME_AS_SUN_FROM_MALEFICS,
    lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  guru: {
    surya: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    chandra: [2, 5, 7, 9, 11],
    mangal: [1, 2, 4, 7, 8, 10, 11],
    budha: [1, 2, 4, 5, 6, 9, 10, 11],
    guru: [1, 2, 3, 4, 7, 8, 10, 11],
    shukra: [2, 5, 6, 9, 10, 11],
    shani: [3, 5, 6, 12],
    lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  shukra: {
    surya: [8, 11, 12],
    chandra: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    mangal: [3, 5, 6, 9, 11, 12],
    budha: [3, 5, 6, 9, 11],
    guru: [5, 8, 9, 10, 11],
    shukra: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    shani: [3, 4, 5, 8, 9, 10, 11],
    lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  shani: {
    surya: [1, 2, 4, 7, 8, 10, 11],
    chandra: [3, 6, 11],
    mangal: [3, 5, 6, 10, 11, 12],
    budha: [6, 8, 9, 10, 11, 12],
    guru: [5, 6, 11, 12],
    shukra: [6, 11, 12],
    shani: [3, 5, 6, 11],
    lagna: [1, 3, 4, 6, 10, 11],
  },
});

type BeneficPlaces = Readonly<Record<ClassicalGraha, Readonly<Record<AshtakavargaContributor, readonly number[]>>>>;

/**
 * P. V. R. Narasimha Rao's tables ("Vedic Astrology: An Integrated Approach", 2000, ch. 12; the book's answers to its
 * Exercises 19-22 follow them). Four places differ from the BPHS/Raman tables above, each total unchanged:
 * the Moon's from herself adds the 9th and from Mars drops it; the Moon's from Jupiter has the 2nd for the 12th;
 * Venus' from Mars has the 4th for the 5th.
 */
const NARASIMHA_RAO: BeneficPlaces = deepFreeze({
  ...BENEFIC_PLACES,
  chandra: {
    ...BENEFIC_PLACES.chandra,
    chandra: [1, 3, 6, 7, 9, 10, 11],
    mangal: [2, 3, 5, 6, 10, 11],
    guru: [1, 2, 4, 7, 8, 10, 11],
  },
  shukra: { ...BENEFIC_PLACES.shukra, mangal: [3, 4, 6, 9, 11, 12] },
});

/** The named benefic-place tables a request may choose (`tables`); `parashara` is the default. */
export const ASHTAKAVARGA_TABLES = { parashara: BENEFIC_PLACES, narasimha_rao: NARASIMHA_RAO } as const;
export type AshtakavargaTable = keyof typeof ASHTAKAVARGA_TABLES;
export const ASHTAKAVARGA_TABLE_NAMES = Object.keys(ASHTAKAVARGA_TABLES) as AshtakavargaTable[];

/** The fixed bindu total of each bhinna ashtakavarga (sum of its table rows). */
export const BHINNA_TOTALS: Readonly<Record<ClassicalGraha, number>> = deepFreeze({
  surya: 48,
  chandra: 49,
  mangal: 39,
  budha: 54,
  guru: 56,
  shukra: 52,
  shani: 39,
});

/**
 * Ekadhipatya shodhana applies to the five pairs of signs with one lord (Karka and Simha, one sign each of the
 * luminaries, are left as they are): BPHS ch. 67 (Santhanam tr.).
 */
export const EKADHIPATYA_PAIRS: readonly (readonly [number, number])[] = deepFreeze([
  [1, 8],
  [2, 7],
  [3, 6],
  [9, 12],
  [10, 11],
]);
