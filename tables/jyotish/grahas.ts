// Graha rule data used by matching and doshas: natural friendships, dignities, aspects.
// Source for all three: astrology-rules.md 1.3 and 1.4 (PyJHora hora/const.py; Future Point table).
import { deepFreeze, type GrahaKey } from '../names/index.ts';

/** The seven classical grahas; the nodes own no sign and have no natural friendships. */
export type ClassicalGraha = Exclude<GrahaKey, 'rahu' | 'ketu'>;
export const CLASSICAL_GRAHAS: readonly ClassicalGraha[] = deepFreeze([
  'surya',
  'chandra',
  'mangal',
  'budha',
  'guru',
  'shukra',
  'shani',
] as const);

export type Relation = 'friend' | 'neutral' | 'enemy';

/**
 * Naisargika (natural) relations. Not symmetric: Surya counts Budha neutral while Budha counts
 * Surya a friend, so lookups always go "how does A see B".
 */
export const NATURAL_RELATIONS: Readonly<
  Record<
    ClassicalGraha,
    {
      readonly friends: readonly ClassicalGraha[];
      readonly neutral: readonly ClassicalGraha[];
      readonly enemies: readonly ClassicalGraha[];
    }
  >
> = deepFreeze({
  surya: { friends: ['chandra', 'mangal', 'guru'], neutral: ['budha'], enemies: ['shukra', 'shani'] },
  chandra: { friends: ['surya', 'budha'], neutral: ['mangal', 'guru', 'shukra', 'shani'], enemies: [] },
  mangal: { friends: ['surya', 'chandra', 'guru'], neutral: ['shukra', 'shani'], enemies: ['budha'] },
  budha: { friends: ['surya', 'shukra'], neutral: ['mangal', 'guru', 'shani'], enemies: ['chandra'] },
  guru: { friends: ['surya', 'chandra', 'mangal'], neutral: ['shani'], enemies: ['budha', 'shukra'] },
  shukra: { friends: ['budha', 'shani'], neutral: ['mangal', 'guru'], enemies: ['surya', 'chandra'] },
  shani: { friends: ['budha', 'shukra'], neutral: ['guru'], enemies: ['surya', 'chandra', 'mangal'] },
});

export interface Dignity {
  /** Own signs as rashi numbers 1-12. */
  readonly own: readonly number[];
  /** deepDeg is null where the sources give the sign only (the nodes). */
  readonly exaltation: { readonly rashi: number; readonly deepDeg: number | null } | null;
  readonly debilitation: { readonly rashi: number; readonly deepDeg: number | null } | null;
  readonly moolatrikona: { readonly rashi: number; readonly fromDeg: number; readonly toDeg: number } | null;
}

// Node dignities are disputed (astrology-rules.md 1.3); the DEFAULT there is kept for display
// (Rahu exalted in vrishabha, Ketu in vrischika) and no rule in this engine scores them.
export const DIGNITIES: Readonly<Record<GrahaKey, Dignity>> = deepFreeze({
  surya: {
    own: [5],
    exaltation: { rashi: 1, deepDeg: 10 },
    debilitation: { rashi: 7, deepDeg: 10 },
    moolatrikona: { rashi: 5, fromDeg: 0, toDeg: 20 },
  },
  chandra: {
    own: [4],
    exaltation: { rashi: 2, deepDeg: 3 },
    debilitation: { rashi: 8, deepDeg: 3 },
    moolatrikona: { rashi: 2, fromDeg: 4, toDeg: 20 },
  },
  mangal: {
    own: [1, 8],
    exaltation: { rashi: 10, deepDeg: 28 },
    debilitation: { rashi: 4, deepDeg: 28 },
    moolatrikona: { rashi: 1, fromDeg: 0, toDeg: 12 },
  },
  budha: {
    own: [3, 6],
    exaltation: { rashi: 6, deepDeg: 15 },
    debilitation: { rashi: 12, deepDeg: 15 },
    moolatrikona: { rashi: 6, fromDeg: 16, toDeg: 20 },
  },
  guru: {
    own: [9, 12],
    exaltation: { rashi: 4, deepDeg: 5 },
    debilitation: { rashi: 10, deepDeg: 5 },
    moolatrikona: { rashi: 9, fromDeg: 0, toDeg: 10 },
  },
  shukra: {
    own: [2, 7],
    exaltation: { rashi: 12, deepDeg: 27 },
    debilitation: { rashi: 6, deepDeg: 27 },
    moolatrikona: { rashi: 7, fromDeg: 0, toDeg: 15 },
  },
  shani: {
    own: [10, 11],
    exaltation: { rashi: 7, deepDeg: 20 },
    debilitation: { rashi: 1, deepDeg: 20 },
    moolatrikona: { rashi: 11, fromDeg: 0, toDeg: 20 },
  },
  rahu: {
    own: [],
    exaltation: { rashi: 2, deepDeg: null },
    debilitation: { rashi: 8, deepDeg: null },
    moolatrikona: null,
  },
  ketu: {
    own: [],
    exaltation: { rashi: 8, deepDeg: null },
    debilitation: { rashi: 2, deepDeg: null },
    moolatrikona: null,
  },
});

/**
 * Whole-sign aspects (drishti), as houses counted from the graha (its own sign = 1). Every graha
 * aspects the 7th; Mangal, Guru and Shani have their classical special aspects. Node aspects are a
 * school choice: the common view gives them Guru's 5th and 9th as well, used here.
 */
export const GRAHA_ASPECTS: Readonly<Record<GrahaKey, readonly number[]>> = deepFreeze({
  surya: [7],
  chandra: [7],
  mangal: [4, 7, 8],
  budha: [7],
  guru: [5, 7, 9],
  shukra: [7],
  shani: [3, 7, 10],
  rahu: [5, 7, 9],
  ketu: [5, 7, 9],
});
