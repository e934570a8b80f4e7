/** Griha pravesha muhurta: Muhurta Chintamani chapter 13 (Vastu/Griha Pravesha), Drik Panchang for the North. */
import { deepFreeze } from '../names/types.ts';
import { COMMON_KARANA, COMMON_YOGAS, SAMSKARA_MONTHS, tithisExcept, type ActivityRules } from './rules.ts';

export const GRIHA_PRAVESH: ActivityRules = deepFreeze({
  activity: 'griha_pravesh',
  tithis: {
    id: 'griha_pravesh_tithi',
    source:
      'Muhurta Chintamani 13: Shukla 2, 3, 5, 6, 7, 10, 11, 12, 13, 15 and the Krishna ones to Dashami bar Rikta and Ashtami',
    allowed: tithisExcept([1, 4, 8, 9, 14, 16, 19, 23, 24, 29, 30]),
  },
  nakshatras: {
    id: 'griha_pravesh_nakshatra',
    source:
      'Muhurta Chintamani 13: the fixed and soft stars (Rohini, Uttara Phalguni, Uttara Ashadha, Uttara Bhadrapada; Mrigashira, Chitra, Anuradha, Revati) with Dhanishta and Shatabhisha',
    allowed: [4, 5, 12, 14, 17, 21, 23, 24, 26, 27],
  },
  varas: {
    id: 'griha_pravesh_vara',
    source: 'Muhurta Chintamani 13: Sunday and Tuesday avoided',
    allowed: [1, 3, 4, 5, 6],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'griha_pravesh_lagna',
    source: 'Muhurta Chintamani 13: fixed (sthira) lagnas best, dual ones accepted; movable lagnas avoided',
    allowed: [2, 5, 8, 11, 3, 6, 9, 12],
  },
  /**
   * No Panchaka Rahita: the panchaka prohibitions (PANCHAKA_RULE's source) are roofing, southward travel and gathering
   * wood, not entering a house; Drik Panchang's 2026 New Delhi list enters on Uttara Bhadrapada and Revati days (19-21 Feb,
   * 13 May, 6 Jul, 21 Nov; test/fixtures/muhurat). Holashtak is not applied either: the same list has 25 and 26 Feb.
   */
  panchakaRahita: null,
  exclusions: ['kharmas', 'chaturmas', 'venus_combust', 'jupiter_combust', 'adhik_maas', 'pitru_paksha'],
  sunSigns: SAMSKARA_MONTHS,
  participants: 'none',
});
