/** Yatra (travel) muhurta: Muhurta Chintamani 11 (Yatra Prakarana). */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { COMMON_KARANA, COMMON_YOGAS, PANCHAKA_RULE, ANY_MONTH, type ActivityRules } from './rules.ts';

export const TRAVEL: ActivityRules = deepFreeze({
  activity: 'travel',
  tithis: {
    id: 'travel_tithi',
    source: RULE_SOURCES.travel_tithi,
    allowed: [2, 3, 5, 7, 10, 11, 13, 16, 17, 18, 20, 22, 25, 26, 28],
  },
  nakshatras: {
    id: 'travel_nakshatra',
    source: RULE_SOURCES.travel_nakshatra,
    allowed: [1, 5, 7, 8, 13, 17, 22, 23, 27],
  },
  varas: {
    id: 'travel_vara',
    source: RULE_SOURCES.mc11_benefic_varas,
    allowed: [1, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: null,
  panchakaRahita: PANCHAKA_RULE,
  exclusions: [],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
