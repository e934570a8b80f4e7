/** Vyapara arambha (opening a business) muhurta: Muhurta Chintamani 11, Drik Panchang. */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, tithisExcept, type ActivityRules } from './rules.ts';

export const BUSINESS_START: ActivityRules = deepFreeze({
  activity: 'business_start',
  tithis: {
    id: 'business_start_tithi',
    source: RULE_SOURCES.mc11_no_rikta,
    allowed: tithisExcept([4, 8, 9, 14, 19, 23, 24, 29, 30]),
  },
  nakshatras: {
    id: 'business_start_nakshatra',
    source: RULE_SOURCES.business_start_nakshatra,
    allowed: [1, 4, 5, 8, 12, 13, 14, 17, 21, 22, 26, 27],
  },
  varas: {
    id: 'business_start_vara',
    source: RULE_SOURCES.mc11_benefic_varas,
    allowed: [1, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'business_start_lagna',
    source: RULE_SOURCES.business_start_lagna,
    allowed: [2, 3, 5, 6, 8, 9, 11, 12],
  },
  panchakaRahita: null,
  exclusions: ['adhik_maas'],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
