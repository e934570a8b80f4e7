import { bilingual } from './bilingual.ts';
import { NAKSHATRA_KEYS, type NakshatraKey } from './keys.ts';
import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

export interface Nakshatra extends DisplayName {
  readonly number: number;
  readonly key: NakshatraKey;
  /** Vimshottari dasha lord. */
  readonly lord: GrahaKey;
}

// Lords repeat Ketu, Shukra, Surya, Chandra, Mangal, Rahu, Guru, Shani, Budha (astrology-rules.md 1.2).
const LORD_CYCLE: readonly GrahaKey[] = [
  'ketu',
  'shukra',
  'surya',
  'chandra',
  'mangal',
  'rahu',
  'guru',
  'shani',
  'budha',
];

export const NAKSHATRAS: readonly Nakshatra[] = deepFreeze(
  NAKSHATRA_KEYS.map((key, i) => ({ number: i + 1, key, ...bilingual('nakshatra', key), lord: LORD_CYCLE[i % 9]! })),
);
