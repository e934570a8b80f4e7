/** Bhumi (property) purchase muhurta: Muhurta Chintamani 13 (bhumi-kraya), Drik Panchang. */
import { deepFreeze } from '../names/types.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, tithisExcept, type ActivityRules } from './rules.ts';

export const PROPERTY_PURCHASE: ActivityRules = deepFreeze({
  activity: 'property_purchase',
  tithis: {
    id: 'property_purchase_tithi',
    source: 'Muhurta Chintamani 13: Rikta, Ashtami and Amavasya avoided',
    allowed: tithisExcept([4, 8, 9, 14, 19, 23, 24, 29, 30]),
  },
  nakshatras: {
    id: 'property_purchase_nakshatra',
    source:
      'Muhurta Chintamani 13 bhumi-kraya: Rohini, Mrigashira, Ashlesha, Magha, Uttara Phalguni, Vishakha, Anuradha, Mula, Uttara Ashadha, Uttara Bhadrapada, Revati (as Drik lists them)',
    allowed: [4, 5, 9, 10, 12, 16, 17, 19, 21, 26, 27],
  },
  varas: {
    id: 'property_purchase_vara',
    source: 'Drik Panchang property purchase: Sunday and Tuesday avoided',
    allowed: [1, 3, 4, 5, 6],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'property_purchase_lagna',
    source: 'Muhurta Chintamani 13: fixed and dual lagnas',
    allowed: [2, 5, 8, 11, 3, 6, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['kharmas', 'adhik_maas', 'pitru_paksha'],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
