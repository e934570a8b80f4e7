// What porutham matching reads from two births (issue 38): Kerala's papasamyam and the chevvai (Mars) dosha as
// South Indian almanacs count it. Per-system data; the engine reads it and never branches on the system's name.
// Reasoning: tables/jyotish/README.md, "Porutham".
import { deepFreeze, type GrahaKey } from '../names/index.ts';
import type { PoruthamSystem } from './porutham.ts';

export type PapaReference = 'lagna' | 'chandra' | 'shukra';
export const PAPA_REFERENCES: readonly PapaReference[] = deepFreeze(['lagna', 'chandra', 'shukra'] as const);
/** The five malefics of papasamyam, in the order Kerala reports print them. */
export const PAPA_GRAHAS: readonly GrahaKey[] = deepFreeze(['mangal', 'shani', 'surya', 'rahu', 'ketu'] as const);

export interface PapasamyamRule {
  /** Whether the system weighs papasamyam at all. */
  readonly counted: boolean;
  /** Houses (counted inclusively from the reference's sign) where a malefic brings papam. */
  readonly houses: readonly number[];
  /** Points for one malefic in one of those houses, by the reference it is counted from. */
  readonly weights: Readonly<Record<PapaReference, number>>;
  /** Balanced when his total is at least hers minus this margin (0: his at least hers). */
  readonly margin: number;
  readonly source: string;
  readonly alternatives: readonly string[];
}

const KERALA_PAPA: PapasamyamRule = {
  counted: true,
  houses: [1, 2, 4, 7, 8, 12],
  weights: { lagna: 1, chandra: 0.5, shukra: 0.25 },
  margin: 0,
  source:
    "Kerala practice (the papasamyam of Malayalam matching reports): Mars, Saturn, the Sun, Rahu and Ketu in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna (full), the Moon (half) and Venus (a quarter); the groom's total should equal or exceed the bride's",
  alternatives: [
    'equal weights from all three references (some Kerala tables)',
    "the Sun and the nodes at half a malefic's weight",
    'balanced when the two totals are within a quarter point of each other',
  ],
};

export const PAPASAMYAM_RULES: Readonly<Record<PoruthamSystem, PapasamyamRule>> = deepFreeze({
  // Tamil almanacs print no papasamyam; it is still computed (births given) but never decides the verdict.
  tamil: { ...KERALA_PAPA, counted: false },
  kerala: KERALA_PAPA,
});

export interface ChevvaiRule {
  /** Houses of Mars, counted from each reference, that raise the dosha. */
  readonly houses: readonly number[];
  readonly references: readonly PapaReference[];
  /** Mars in house `house` (from the reference) in one of `rashis` raises no dosha there. */
  readonly houseSignExceptions: readonly { readonly house: number; readonly rashis: readonly number[] }[];
  /** Lagnas for which Mars, lord of a kendra and a trikona, raises no dosha (Kataka, Simha). */
  readonly exemptLagnas: readonly number[];
  readonly source: string;
  readonly alternatives: readonly string[];
}

/**
 * Tamil almanacs: Mars in the 2nd, 4th, 7th, 8th or 12th from the lagna or the Moon; the house-by-sign exceptions
 * (2nd in Mithuna or Kanya, 4th in Mesha or Vrischika, 7th in Kataka or Makara, 8th in Dhanu or Meena, 12th in
 * Vrishabha or Tula) and the Kataka and Simha lagnas, as the panchangams' matching pages list them.
 */
const HOUSE_SIGN_EXCEPTIONS = [
  { house: 2, rashis: [3, 6] },
  { house: 4, rashis: [1, 8] },
  { house: 7, rashis: [4, 10] },
  { house: 8, rashis: [9, 12] },
  { house: 12, rashis: [2, 7] },
];

export const CHEVVAI_RULES: Readonly<Record<PoruthamSystem, ChevvaiRule>> = deepFreeze({
  tamil: {
    houses: [2, 4, 7, 8, 12],
    references: ['lagna', 'chandra'],
    houseSignExceptions: HOUSE_SIGN_EXCEPTIONS,
    exemptLagnas: [4, 5],
    source: 'Tamil panchangams: Mars in 2, 4, 7, 8, 12 from the lagna or the Moon, with their sign exceptions',
    alternatives: ['the 1st house too (North Indian manglik)', 'counted from Venus as well'],
  },
  kerala: {
    houses: [2, 4, 7, 8, 12],
    references: ['lagna', 'chandra', 'shukra'],
    houseSignExceptions: HOUSE_SIGN_EXCEPTIONS,
    exemptLagnas: [4, 5],
    source: 'Kerala practice (chovva dosham): the same houses from the lagna, the Moon and Venus',
    alternatives: ['the 1st house too (North Indian manglik)'],
  },
});
