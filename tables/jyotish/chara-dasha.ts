// Chara dasha (Jaimini), the rules as K. N. Rao teaches them: K. N. Rao, "Predicting through Jaimini's Chara
// Dasha" (Vani Publications, New Delhi); the same rules in the Bharatiya Vidya Bhavan course text
// "Jaimini System: An Introduction", ch. "Computation of Char Dasha" I-II (futuresamachar.com/en/book/
// jaimini-system-an-introduction-329), and K. N. Rao's own chapter on the dual-lord signs reproduced at
// astrojyoti.com/calculation-of-charadas-for-scorpio-and-aquarius.htm.
// The optional exaltation/debilitation year (+1/-1) is the commentators' rule that K. N. Rao rejects (same
// astrojyoti page, "Notes"); it is stated with the dasa-length rules by P.V.R. Narasimha Rao, "Vedic Astrology:
// An Integrated Approach" (2000), 18.2.2, exceptions (2) and (3).
import { deepFreeze, type GrahaKey } from '../names/index.ts';

export const CHARA_METHOD = 'kn_rao';
export const CHARA_METHOD_TEXT =
  "K. N. Rao, Predicting through Jaimini's Chara Dasha: dashas from the lagna sign, direct when the 9th from lagna is savya, " +
  'years = count from the sign to its lord (forward for savya signs, backward for apasavya) - 1, 12 when the lord is in ' +
  'the sign, stronger of Mars/Ketu (Scorpio) and Saturn/Rahu (Aquarius); second cycle 12 - first; 12 equal antardashas ' +
  'from the next sign, the dasha sign last';

/**
 * Savya (odd-footed, counted zodiacally) signs: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius. The other six
 * (Cancer, Leo, Virgo, Capricorn, Aquarius, Pisces) are apasavya (even-footed, counted backwards).
 * Rashi numbers 1-12 from Mesha.
 */
export const SAVYA_RASHIS: readonly number[] = deepFreeze([1, 2, 3, 7, 8, 9]);

/** The signs with two lords (K. N. Rao): Scorpio Mars and Ketu, Aquarius Saturn and Rahu. */
export const CHARA_DUAL_LORDS: Readonly<Record<number, readonly [GrahaKey, GrahaKey]>> = deepFreeze({
  8: ['mangal', 'ketu'],
  11: ['shani', 'rahu'],
});

/** A sign's years when its lord sits in it (a count of one would give zero). */
export const CHARA_OWN_SIGN_YEARS = 12;
/** Years in a full cycle of twelve signs; the second cycle gives each sign 12 minus its first-cycle years. */
export const CHARA_CYCLE_YEARS = 12;

/**
 * Year rules a caller may pick (`chara_years`): `kn_rao` (default) counts only; `exaltation` also adds one year
 * when the counted lord is exalted and takes one away when it is debilitated (PVR 18.2.2). The seven grahas only:
 * the nodes' exaltation signs are disputed (astrology-rules.md 1.3), so Rahu and Ketu never move a count.
 */
export const CHARA_YEAR_RULES = deepFreeze(['kn_rao', 'exaltation'] as const);
export type CharaYearRule = (typeof CHARA_YEAR_RULES)[number];

/** `meta.calculation.dasha_method` of a chara answer: the method, its source and the year rule used. */
export const charaMethod = (rule: CharaYearRule): string =>
  `${CHARA_METHOD_TEXT}; years rule ${rule}${rule === 'exaltation' ? ' (+1 exalted, -1 debilitated lord: PVR, Vedic Astrology: An Integrated Approach 18.2.2)' : ' (no exaltation/debilitation year, as K. N. Rao)'}`;
