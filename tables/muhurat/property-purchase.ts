/** Bhumi (property) purchase muhurta: Muhurta Chintamani 13 (bhumi-kraya), Drik Panchang. */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, tithisExcept, type ActivityRules } from './rules.ts';

export const PROPERTY_PURCHASE: ActivityRules = deepFreeze({
  activity: 'property_purchase',
  tithis: {
    id: 'property_purchase_tithi',
    source: RULE_SOURCES.property_purchase_tithi,
    allowed: tithisExcept([4, 8, 9, 14, 19, 23, 24, 29, 30]),
  },
  nakshatras: {
    id: 'property_purchase_nakshatra',
    source: RULE_SOURCES.property_purchase_nakshatra,
    allowed: [4, 5, 9, 10, 12, 16, 17, 19, 21, 26, 27],
  },
  varas: {
    id: 'property_purchase_vara',
    source: RULE_SOURCES.property_purchase_vara,
    allowed: [1, 3, 4, 5, 6],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'property_purchase_lagna',
    source: RULE_SOURCES.property_purchase_lagna,
    allowed: [2, 5, 8, 11, 3, 6, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['kharmas', 'adhik_maas', 'pitru_paksha'],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
