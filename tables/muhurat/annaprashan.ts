/** Annaprashana (first rice) muhurta: Muhurta Chintamani 5. */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, type ActivityRules } from './rules.ts';

export const ANNAPRASHAN: ActivityRules = deepFreeze({
  activity: 'annaprashan',
  tithis: {
    id: 'annaprashan_tithi',
    source: RULE_SOURCES.annaprashan_tithi,
    allowed: [2, 3, 5, 7, 10, 13, 15, 17, 18, 20, 22, 25],
  },
  nakshatras: {
    id: 'annaprashan_nakshatra',
    source: RULE_SOURCES.mc5_samskara_nakshatras,
    allowed: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
  },
  varas: {
    id: 'annaprashan_vara',
    source: RULE_SOURCES.mc5_benefic_varas,
    allowed: [1, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'annaprashan_lagna',
    source: RULE_SOURCES.mc5_benefic_lagnas,
    allowed: [2, 3, 4, 6, 7, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['kharmas', 'adhik_maas', 'pitru_paksha'],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
