import { bilingual } from './bilingual.ts';
import { GRAHA_KEYS } from './keys.ts';
import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

export interface Graha extends DisplayName {
  readonly key: GrahaKey;
  /** English planet name; the nodes have none, so they are named as nodes. */
  readonly western: string;
  /** The graha name exactly as the horoscope seed (000) lists it. */
  readonly seed: string;
}

const WESTERN: Readonly<Record<GrahaKey, string>> = {
  surya: 'Sun',
  chandra: 'Moon',
  mangal: 'Mars',
  budha: 'Mercury',
  guru: 'Jupiter',
  shukra: 'Venus',
  shani: 'Saturn',
  rahu: 'North Node',
  ketu: 'South Node',
};

// The seed's spelling is the English book's (Surya .. Ketu).
export const GRAHAS: readonly Graha[] = deepFreeze(
  GRAHA_KEYS.map((key) => {
    const names = bilingual('graha', key);
    return { key, seed: names.en, ...names, western: WESTERN[key] };
  }),
);
