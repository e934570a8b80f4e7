/** Upanayana (sacred thread) muhurta: Muhurta Chintamani 5 (Upanayana). */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { COMMON_KARANA, COMMON_YOGAS, SAMSKARA_MONTHS, type ActivityRules } from './rules.ts';

export const UPANAYANA: ActivityRules = deepFreeze({
  activity: 'upanayana',
  tithis: {
    id: 'upanayana_tithi',
    source: RULE_SOURCES.upanayana_tithi,
    allowed: [2, 3, 5, 10, 11, 12, 17, 18, 20],
  },
  nakshatras: {
    id: 'upanayana_nakshatra',
    source: RULE_SOURCES.upanayana_nakshatra,
    allowed: [1, 5, 7, 8, 12, 13, 14, 15, 21, 22, 23, 24, 26, 27],
  },
  varas: {
    id: 'upanayana_vara',
    source: RULE_SOURCES.mc5_benefic_varas,
    allowed: [1, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'upanayana_lagna',
    source: RULE_SOURCES.mc5_benefic_lagnas,
    allowed: [2, 3, 4, 6, 7, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['kharmas', 'chaturmas', 'venus_combust', 'jupiter_combust', 'adhik_maas', 'pitru_paksha'],
  sunSigns: SAMSKARA_MONTHS,
  participants: 'optional',
});
