/** Vidyarambha (start of learning) muhurta: Muhurta Chintamani 5. */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, type ActivityRules } from './rules.ts';

export const VIDYARAMBHA: ActivityRules = deepFreeze({
  activity: 'vidyarambha',
  tithis: {
    id: 'vidyarambha_tithi',
    source: RULE_SOURCES.vidyarambha_tithi,
    allowed: [2, 3, 5, 6, 10, 11, 12, 17, 18, 20, 21, 25, 26, 27],
  },
  nakshatras: {
    id: 'vidyarambha_nakshatra',
    source: RULE_SOURCES.vidyarambha_nakshatra,
    allowed: [1, 5, 7, 8, 13, 14, 15, 17, 20, 22, 23, 24, 25, 27],
  },
  varas: {
    id: 'vidyarambha_vara',
    source: RULE_SOURCES.vidyarambha_vara,
    allowed: [0, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'vidyarambha_lagna',
    source: RULE_SOURCES.vidyarambha_lagna,
    allowed: [2, 3, 6, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['adhik_maas'],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
