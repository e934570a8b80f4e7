/** Annaprashana (first rice) muhurta: Muhurta Chintamani 5. */
import { deepFreeze } from '../names/types.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, type ActivityRules } from './rules.ts';

export const ANNAPRASHAN: ActivityRules = deepFreeze({
  activity: 'annaprashan',
  tithis: {
    id: 'annaprashan_tithi',
    source: 'Muhurta Chintamani 5 (annaprashana): 2, 3, 5, 7, 10, 13, 15',
    allowed: [2, 3, 5, 7, 10, 13, 15, 17, 18, 20, 22, 25],
  },
  nakshatras: {
    id: 'annaprashan_nakshatra',
    source: 'Muhurta Chintamani 5: the fixed, soft, light and movable stars',
    allowed: [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
  },
  varas: {
    id: 'annaprashan_vara',
    source: 'Muhurta Chintamani 5: Monday, Wednesday, Thursday, Friday',
    allowed: [1, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'annaprashan_lagna',
    source: 'Muhurta Chintamani 5: benefic-owned lagnas',
    allowed: [2, 3, 4, 6, 7, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['kharmas', 'adhik_maas', 'pitru_paksha'],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
