/** Vivaha (marriage) muhurta rules: Muhurta Chintamani chapter 6 (Vivaha Prakarana), Drik Panchang for the North. */
import { deepFreeze } from '../names/types.ts';
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
    source:
      'Muhurta Chintamani 6 avoids the Rikta tithis and Amavasya; North almanacs list Ashtami, Navami and Krishna Chaturthi (test/fixtures/muhurat), so Shukla Pratipada, Shukla Chaturthi, both Chaturdashis and Amavasya are refused',
    allowed: tithisExcept([1, 4, 14, 29, 30]),
  },
  nakshatras: {
    id: 'marriage_nakshatra',
    source:
      'Muhurta Chintamani 6.39: Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati',
    allowed: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
  },
  varas: {
    id: 'marriage_vara',
    source:
      'Muhurta Chintamani 6 prefers benefic varas, but North almanacs list marriages on every weekday (Tuesdays included, test/fixtures/muhurat), so no vara is refused',
    allowed: [0, 1, 2, 3, 4, 5, 6],
  },
  /**
   * The nine yogas shut whole, not only their first ghatis (YOGA_PORTIONS): Drik's 2026 New Delhi marriage list
   * (test/fixtures/muhurat) takes no day whose only window lies inside Vajra, Ganda or Shula after their ghatis.
   */
  yogas: {
    id: YOGA_RULE.id,
    source:
      "Muhurta Chintamani 1.7 (the nine inauspicious yogas), each shut whole for marriage as Drik Panchang's marriage lists shut them",
    forbidden: INAUSPICIOUS_YOGAS,
  },
  karana: COMMON_KARANA,
  lagnas: {
    id: 'marriage_lagna',
    source:
      'Muhurta Chintamani 6 (Mithuna, Kanya, Tula best; Vrishabha, Karka, Dhanu, Meena, Kumbha accepted; Mesha, Simha, Vrischika, Makara avoided)',
    allowed: [2, 3, 4, 6, 7, 9, 11, 12],
  },
  panchakaRahita: null,
  regionalExclusions: { south: ['simhastha_jupiter'] },
  exclusions: ['kharmas', 'chaturmas', 'venus_combust', 'jupiter_combust', 'adhik_maas', 'pitru_paksha'],
  sunSigns: {
    id: 'marriage_solar_month',
    source:
      'North: Drik Panchang (any month outside the exclusions); South: Tamil almanacs avoid Aadi, Purattasi, Margazhi',
    byRegion: { north: ALL_SIGNS, south: ALL_SIGNS.filter((s) => !SOUTH_AVOIDED_SIGNS.includes(s)) },
  },
  participants: 'couple',
});
