/** Vivaha (marriage) muhurta rules: Muhurta Chintamani chapter 6 (Vivaha Prakarana), Drik Panchang for the North. */
import { deepFreeze } from '../names/types.ts';
import {
  ALL_SIGNS,
  BENEFIC_VARAS,
  COMMON_KARANA,
  COMMON_YOGAS,
  SOUTH_AVOIDED_SIGNS,
  tithisExcept,
  type ActivityRules,
} from './rules.ts';

export const MARRIAGE: ActivityRules = deepFreeze({
  activity: 'marriage',
  tithis: {
    id: 'marriage_tithi',
    source: 'Muhurta Chintamani 6: Rikta (4, 9, 14), Ashtami, Amavasya and Shukla Pratipada avoided',
    allowed: tithisExcept([1, 4, 8, 9, 14, 19, 23, 24, 29, 30]),
  },
  nakshatras: {
    id: 'marriage_nakshatra',
    source:
      'Muhurta Chintamani 6.39: Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati',
    allowed: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
  },
  varas: {
    id: 'marriage_vara',
    source: 'Muhurta Chintamani 6; Drik Panchang also lists Sundays and Saturdays, so only Tuesday is avoided',
    allowed: [0, ...BENEFIC_VARAS, 6],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'marriage_lagna',
    source:
      'Muhurta Chintamani 6 (Mithuna, Kanya, Tula best; Vrishabha, Karka, Dhanu, Meena, Kumbha accepted; Mesha, Simha, Vrischika, Makara avoided)',
    allowed: [2, 3, 4, 6, 7, 9, 11, 12],
  },
  panchakaRahita: null,
  regionalExclusions: { south: ['simhastha_jupiter'] },
  exclusions: ['kharmas', 'chaturmas', 'venus_combust', 'jupiter_combust', 'holashtak', 'adhik_maas', 'pitru_paksha'],
  sunSigns: {
    id: 'marriage_solar_month',
    source:
      'North: Drik Panchang (any month outside the exclusions); South: Tamil almanacs avoid Aadi, Purattasi, Margazhi',
    byRegion: { north: ALL_SIGNS, south: ALL_SIGNS.filter((s) => !SOUTH_AVOIDED_SIGNS.includes(s)) },
  },
  participants: 'couple',
});
