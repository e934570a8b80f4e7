/** Vyapara arambha (opening a business) muhurta: Muhurta Chintamani 11, Drik Panchang. */
import { deepFreeze } from '../names/types.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, tithisExcept, type ActivityRules } from './rules.ts';

export const BUSINESS_START: ActivityRules = deepFreeze({
  activity: 'business_start',
  tithis: {
    id: 'business_start_tithi',
    source: 'Muhurta Chintamani 11: Rikta, Ashtami and Amavasya avoided',
    allowed: tithisExcept([4, 8, 9, 14, 19, 23, 24, 29, 30]),
  },
  nakshatras: {
    id: 'business_start_nakshatra',
    source:
      'Muhurta Chintamani 11 (vipani): Ashwini, Rohini, Mrigashira, Pushya, Uttara Phalguni, Hasta, Chitra, Anuradha, Uttara Ashadha, Shravana, Uttara Bhadrapada, Revati',
    allowed: [1, 4, 5, 8, 12, 13, 14, 17, 21, 22, 26, 27],
  },
  varas: {
    id: 'business_start_vara',
    source: 'Muhurta Chintamani 11: Monday, Wednesday, Thursday, Friday',
    allowed: [1, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'business_start_lagna',
    source: 'Muhurta Chintamani 11: fixed and dual lagnas',
    allowed: [2, 3, 5, 6, 8, 9, 11, 12],
  },
  panchakaRahita: null,
  exclusions: ['adhik_maas'],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
