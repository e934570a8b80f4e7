import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

/** The seed's sign slugs (000, "Signs and periods"); note `vrischika` without the h. */
export type RashiKey =
  | 'mesha'
  | 'vrishabha'
  | 'mithuna'
  | 'karka'
  | 'simha'
  | 'kanya'
  | 'tula'
  | 'vrischika'
  | 'dhanu'
  | 'makara'
  | 'kumbha'
  | 'meena';

export interface Rashi extends DisplayName {
  readonly number: number;
  readonly key: RashiKey;
  readonly western: string;
  /** Classical lord; Rahu/Ketu co-lordships are deliberately left out (astrology-rules.md 1.1). */
  readonly lord: GrahaKey;
  readonly element: 'fire' | 'earth' | 'air' | 'water';
  readonly modality: 'movable' | 'fixed' | 'dual';
}

// Source: astrology-rules.md 1.1. The English display keeps the usual "Vrishchika" spelling even
// though the stable slug is the seed's "vrischika".
export const RASHIS: readonly Rashi[] = deepFreeze([
  {
    number: 1,
    key: 'mesha',
    en: 'Mesha',
    hi: 'मेष',
    western: 'Aries',
    lord: 'mangal',
    element: 'fire',
    modality: 'movable',
  },
  {
    number: 2,
    key: 'vrishabha',
    en: 'Vrishabha',
    hi: 'वृषभ',
    western: 'Taurus',
    lord: 'shukra',
    element: 'earth',
    modality: 'fixed',
  },
  {
    number: 3,
    key: 'mithuna',
    en: 'Mithuna',
    hi: 'मिथुन',
    western: 'Gemini',
    lord: 'budha',
    element: 'air',
    modality: 'dual',
  },
  {
    number: 4,
    key: 'karka',
    en: 'Karka',
    hi: 'कर्क',
    western: 'Cancer',
    lord: 'chandra',
    element: 'water',
    modality: 'movable',
  },
  {
    number: 5,
    key: 'simha',
    en: 'Simha',
    hi: 'सिंह',
    western: 'Leo',
    lord: 'surya',
    element: 'fire',
    modality: 'fixed',
  },
  {
    number: 6,
    key: 'kanya',
    en: 'Kanya',
    hi: 'कन्या',
    western: 'Virgo',
    lord: 'budha',
    element: 'earth',
    modality: 'dual',
  },
  {
    number: 7,
    key: 'tula',
    en: 'Tula',
    hi: 'तुला',
    western: 'Libra',
    lord: 'shukra',
    element: 'air',
    modality: 'movable',
  },
  {
    number: 8,
    key: 'vrischika',
    en: 'Vrishchika',
    hi: 'वृश्चिक',
    western: 'Scorpio',
    lord: 'mangal',
    element: 'water',
    modality: 'fixed',
  },
  {
    number: 9,
    key: 'dhanu',
    en: 'Dhanu',
    hi: 'धनु',
    western: 'Sagittarius',
    lord: 'guru',
    element: 'fire',
    modality: 'dual',
  },
  {
    number: 10,
    key: 'makara',
    en: 'Makara',
    hi: 'मकर',
    western: 'Capricorn',
    lord: 'shani',
    element: 'earth',
    modality: 'movable',
  },
  {
    number: 11,
    key: 'kumbha',
    en: 'Kumbha',
    hi: 'कुम्भ',
    western: 'Aquarius',
    lord: 'shani',
    element: 'air',
    modality: 'fixed',
  },
  {
    number: 12,
    key: 'meena',
    en: 'Meena',
    hi: 'मीन',
    western: 'Pisces',
    lord: 'guru',
    element: 'water',
    modality: 'dual',
  },
]);
