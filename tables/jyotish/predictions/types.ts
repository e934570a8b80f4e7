// Shapes of the natal prediction rules. A rule is data: the conditions that must all hold in the D1 chart,
// a tone, a weight and its text in English and Hindi. engine/jyotish/predict/ evaluates them; nothing there
// knows any particular rule.
import type { DisplayName, GrahaKey } from '../../names/index.ts';

export type PredictionSection =
  | 'personality'
  | 'career'
  | 'finance'
  | 'relationship'
  | 'health'
  | 'education'
  | 'spirituality';
export type Tone = 'positive' | 'neutral' | 'challenging';
export type DignityKey = 'exalted' | 'moolatrikona' | 'own' | 'friend' | 'neutral' | 'enemy' | 'debilitated';
export type Element = 'fire' | 'earth' | 'air' | 'water';

/**
 * Conditions on the whole-sign D1 chart; houses are counted from the lagna.
 * - lord_in: the lord of `house` sits in one of `houses`;
 * - lord_dignity / graha_dignity: the lord of `house` (or `graha`) has one of `dignities` where it sits;
 * - graha_in: `graha` sits in one of `houses`;
 * - occupied_by: at least one of `grahas` sits in `house`;
 * - aspected_by: at least one of `grahas` casts a whole-sign drishti on `house` (conjunction excluded);
 * - sign_element: the sign of the lagna (or of the Moon) has `element`;
 * - lords_together: the lords of the two houses are different grahas in one sign;
 * - conjunct: grahas `a` and `b` share a sign;
 * - empty: no graha sits in `house`.
 * Template parameters: lord_in and lord_dignity give {lord} {lord_house} {sign} {dignity}; graha_in and
 * graha_dignity give {graha} {graha_house} {dignity}; occupied_by and aspected_by give {grahas} {sign};
 * sign_element gives {sign}; empty gives {sign} {lord}; lords_together gives {grahas}.
 */
export type RuleCondition =
  | { readonly kind: 'lord_in'; readonly house: number; readonly houses: readonly number[] }
  | { readonly kind: 'lord_dignity'; readonly house: number; readonly dignities: readonly DignityKey[] }
  | { readonly kind: 'graha_dignity'; readonly graha: GrahaKey; readonly dignities: readonly DignityKey[] }
  | { readonly kind: 'graha_in'; readonly graha: GrahaKey; readonly houses: readonly number[] }
  | { readonly kind: 'occupied_by'; readonly house: number; readonly grahas: readonly GrahaKey[] }
  | { readonly kind: 'aspected_by'; readonly house: number; readonly grahas: readonly GrahaKey[] }
  | { readonly kind: 'sign_element'; readonly of: 'lagna' | 'chandra'; readonly element: Element }
  | { readonly kind: 'lords_together'; readonly houses: readonly [number, number] }
  | { readonly kind: 'conjunct'; readonly a: GrahaKey; readonly b: GrahaKey }
  | { readonly kind: 'empty'; readonly house: number };

export interface PredictionRule {
  /** Stable id, `<section>.<name>`; every statement carries it so it can be traced to this rule. */
  readonly id: string;
  readonly section: PredictionSection;
  readonly tone: Tone;
  /** 1 (minor) to 3 (major): orders the statements and weighs the section outlook. */
  readonly weight: 1 | 2 | 3;
  readonly when: readonly RuleCondition[];
  readonly text: DisplayName;
}

/** House groups used by the lord-placement rules (astrology-rules.md 3.2 counts houses; the groups are classical). */
export const HOUSE_GROUPS = {
  kendra: [1, 4, 7, 10],
  trikona: [5, 9],
  dusthana: [6, 8, 12],
  other: [2, 3, 11],
} as const;
export type HouseGroup = keyof typeof HOUSE_GROUPS;

/**
 * Four rules that together cover every house the lord of `house` can occupy, so each section always says
 * something: kendra (angular, strong), trikona (fortunate), dusthana (difficult), and the rest.
 */
export function lordPlacementRules(
  section: PredictionSection,
  house: number,
  texts: Readonly<Record<HouseGroup, DisplayName>>,
  tones: Readonly<Record<HouseGroup, Tone>> = {
    kendra: 'positive',
    trikona: 'positive',
    dusthana: 'challenging',
    other: 'neutral',
  },
): PredictionRule[] {
  return (Object.keys(HOUSE_GROUPS) as HouseGroup[]).map((group) => ({
    id: `${section}.lord_${house}_in_${group}`,
    section,
    tone: tones[group],
    weight: 2,
    when: [{ kind: 'lord_in', house, houses: HOUSE_GROUPS[group] }],
    text: texts[group],
  }));
}
