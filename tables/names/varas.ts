import { bilingual } from './bilingual.ts';
import { VARA_KEYS, type VaraKey } from './keys.ts';
import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

export interface Vara extends DisplayName {
  /** 0 = Sunday, as JavaScript's getUTCDay and PyJHora's civil_weekday count. */
  readonly number: number;
  readonly key: VaraKey;
  /** The Sanskrit day name Drik shows ("Raviwara"): the book's `vara_almanac` section. */
  readonly sanskrit: DisplayName;
  /** The graha ruling the day's first hora, which names the day. */
  readonly lord: GrahaKey;
}

const LORDS: readonly GrahaKey[] = ['surya', 'chandra', 'mangal', 'budha', 'guru', 'shukra', 'shani'];

export const VARAS: readonly Vara[] = deepFreeze(
  VARA_KEYS.map((key, number) => ({
    number,
    key,
    ...bilingual('vara', key),
    sanskrit: bilingual('vara_almanac', key),
    lord: LORDS[number]!,
  })),
);
