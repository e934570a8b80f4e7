/** Vivaha (marriage) muhurta rules: Muhurta Chintamani chapter 6 (Vivaha Prakarana), Drik Panchang for the North. */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import {
  ALL_SIGNS,
  COMMON_KARANA,
  INAUSPICIOUS_YOGAS,
  SOUTH_AVOIDED_SIGNS,
  YOGA_RULE,
  tithisExcept,
  type ActivityRules,
} from './rules.ts';

/** Holashtak is not a marriage exclusion here: the North list (test/fixtures/muhurat) has 24-26 Feb and 1, 3 Mar 2026. */
export const MARRIAGE: ActivityRules = deepFreeze({
  activity: 'marriage',
  tithis: {
    id: 'marriage_tithi',
    source: RULE_SOURCES.marriage_tithi,
    allowed: tithisExcept([1, 4, 14, 29, 30]),
  },
  nakshatras: {
    id: 'marriage_nakshatra',
    source: RULE_SOURCES.marriage_nakshatra,
    allowed: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
  },
  varas: {
    id: 'marriage_vara',
    source: RULE_SOURCES.marriage_vara,
    allowed: [0, 1, 2, 3, 4, 5, 6],
  },
  /**
   * The nine yogas shut whole, not only their first ghatis (YOGA_PORTIONS): Drik's 2026 New Delhi marriage list
   * (test/fixtures/muhurat) takes no day whose only window lies inside Vajra, Ganda or Shula after their ghatis.
   */
  yogas: {
    id: YOGA_RULE.id,
    source: RULE_SOURCES.marriage_yoga,
    forbidden: INAUSPICIOUS_YOGAS,
  },
  karana: COMMON_KARANA,
  lagnas: {
    id: 'marriage_lagna',
    source: RULE_SOURCES.marriage_lagna,
    allowed: [2, 3, 4, 6, 7, 9, 11, 12],
  },
  panchakaRahita: null,
  regionalExclusions: { south: ['simhastha_jupiter'] },
  exclusions: ['kharmas', 'chaturmas', 'venus_combust', 'jupiter_combust', 'adhik_maas', 'pitru_paksha'],
  sunSigns: {
    id: 'marriage_solar_month',
    source: RULE_SOURCES.marriage_solar_month,
    byRegion: { north: ALL_SIGNS, south: ALL_SIGNS.filter((s) => !SOUTH_AVOIDED_SIGNS.includes(s)) },
  },
  participants: 'couple',
});
