/** Namakarana (naming) muhurta: Muhurta Chintamani 5 (Samskara Prakarana). */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, tithisExcept, type ActivityRules } from './rules.ts';

export const NAMAKARANA: ActivityRules = deepFreeze({
  activity: 'namakarana',
  tithis: {
    id: 'namakarana_tithi',
    source: RULE_SOURCES.namakarana_tithi,
    allowed: tithisExcept([4, 8, 9, 14, 19, 23, 24, 29, 30]),
  },
  nakshatras: {
    id: 'namakarana_nakshatra',
    source: RULE_SOURCES.mc5_samskara_nakshatras,
    allowed: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
  },
  varas: { id: 'namakarana_vara', source: RULE_SOURCES.namakarana_vara, allowed: [1, 3, 4, 5] },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'namakarana_lagna',
    source: RULE_SOURCES.mc5_benefic_lagnas,
    allowed: [2, 3, 4, 6, 7, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['adhik_maas'],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
