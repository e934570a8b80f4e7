/** Chudakarana (mundan) muhurta: Muhurta Chintamani 5. */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { COMMON_KARANA, COMMON_YOGAS, SAMSKARA_MONTHS, type ActivityRules } from './rules.ts';

export const MUNDAN: ActivityRules = deepFreeze({
  activity: 'mundan',
  tithis: {
    id: 'mundan_tithi',
    source: RULE_SOURCES.mundan_tithi,
    allowed: [2, 3, 5, 7, 10, 11, 12, 13, 17, 18, 20, 22, 25, 26, 27, 28],
  },
  nakshatras: {
    id: 'mundan_nakshatra',
    source: RULE_SOURCES.mundan_nakshatra,
    allowed: [1, 5, 7, 8, 13, 14, 15, 22, 23, 24, 27],
  },
  varas: {
    id: 'mundan_vara',
    source: RULE_SOURCES.mc5_benefic_varas,
    allowed: [1, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'mundan_lagna',
    source: RULE_SOURCES.mc5_benefic_lagnas,
    allowed: [2, 3, 4, 6, 7, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['kharmas', 'chaturmas', 'adhik_maas', 'pitru_paksha'],
  sunSigns: SAMSKARA_MONTHS,
  participants: 'optional',
});
