import { bilingual } from './bilingual.ts';
import { RASHI_KEYS, type RashiKey } from './keys.ts';
import { deepFreeze, type DisplayName, type GrahaKey } from './types.ts';

export type { RashiKey };

export interface Rashi extends DisplayName {
  readonly number: number;
  readonly key: RashiKey;
  readonly western: string;
  /** Classical lord; Rahu/Ketu co-lordships are deliberately left out (astrology-rules.md 1.1). */
  readonly lord: GrahaKey;
  readonly element: 'fire' | 'earth' | 'air' | 'water';
  readonly modality: 'movable' | 'fixed' | 'dual';
}

type RashiTraits = Pick<Rashi, 'western' | 'lord' | 'element' | 'modality'>;

// Source: astrology-rules.md 1.1. The English display keeps the usual "Vrishchika" spelling even
// though the stable slug is the seed's "vrischika".
const TRAITS: Readonly<Record<RashiKey, RashiTraits>> = {
  mesha: { western: 'Aries', lord: 'mangal', element: 'fire', modality: 'movable' },
  vrishabha: { western: 'Taurus', lord: 'shukra', element: 'earth', modality: 'fixed' },
  mithuna: { western: 'Gemini', lord: 'budha', element: 'air', modality: 'dual' },
  karka: { western: 'Cancer', lord: 'chandra', element: 'water', modality: 'movable' },
  simha: { western: 'Leo', lord: 'surya', element: 'fire', modality: 'fixed' },
  kanya: { western: 'Virgo', lord: 'budha', element: 'earth', modality: 'dual' },
  tula: { western: 'Libra', lord: 'shukra', element: 'air', modality: 'movable' },
  vrischika: { western: 'Scorpio', lord: 'mangal', element: 'water', modality: 'fixed' },
  dhanu: { western: 'Sagittarius', lord: 'guru', element: 'fire', modality: 'dual' },
  makara: { western: 'Capricorn', lord: 'shani', element: 'earth', modality: 'movable' },
  kumbha: { western: 'Aquarius', lord: 'shani', element: 'air', modality: 'fixed' },
  meena: { western: 'Pisces', lord: 'guru', element: 'water', modality: 'dual' },
};

export const RASHIS: readonly Rashi[] = deepFreeze(
  RASHI_KEYS.map((key, i) => ({ number: i + 1, key, ...bilingual('rashi', key), ...TRAITS[key] })),
);
