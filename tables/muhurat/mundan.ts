/** Chudakarana (mundan) muhurta: Muhurta Chintamani 5. */
import { deepFreeze } from '../names/types.ts';
import { COMMON_KARANA, COMMON_YOGAS, SAMSKARA_MONTHS, type ActivityRules } from './rules.ts';

export const MUNDAN: ActivityRules = deepFreeze({
  activity: 'mundan',
  tithis: {
    id: 'mundan_tithi',
    source: 'Muhurta Chintamani 5 (chaula): 2, 3, 5, 7, 10, 11, 12, 13 of both pakshas',
    allowed: [2, 3, 5, 7, 10, 11, 12, 13, 17, 18, 20, 22, 25, 26, 27, 28],
  },
  nakshatras: {
    id: 'mundan_nakshatra',
    source:
      'Muhurta Chintamani 5 (chaula): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Shravana, Dhanishta, Shatabhisha, Revati',
    allowed: [1, 5, 7, 8, 13, 14, 15, 22, 23, 24, 27],
  },
  varas: {
    id: 'mundan_vara',
    source: 'Muhurta Chintamani 5: Monday, Wednesday, Thursday, Friday',
    allowed: [1, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'mundan_lagna',
    source: 'Muhurta Chintamani 5: benefic-owned lagnas',
    allowed: [2, 3, 4, 6, 7, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['kharmas', 'chaturmas', 'adhik_maas', 'pitru_paksha'],
  sunSigns: SAMSKARA_MONTHS,
  participants: 'optional',
});
