/** Vidyarambha (start of learning) muhurta: Muhurta Chintamani 5. */
import { deepFreeze } from '../names/types.ts';
import { COMMON_KARANA, COMMON_YOGAS, ANY_MONTH, type ActivityRules } from './rules.ts';

export const VIDYARAMBHA: ActivityRules = deepFreeze({
  activity: 'vidyarambha',
  tithis: {
    id: 'vidyarambha_tithi',
    source: 'Muhurta Chintamani 5 (vidyarambha): 2, 3, 5, 6, 10, 11, 12',
    allowed: [2, 3, 5, 6, 10, 11, 12, 17, 18, 20, 21, 25, 26, 27],
  },
  nakshatras: {
    id: 'vidyarambha_nakshatra',
    source:
      'Muhurta Chintamani 5 (vidyarambha): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Anuradha, Purva Ashadha, Shravana, Dhanishta, Shatabhisha, Purva Bhadrapada, Revati',
    allowed: [1, 5, 7, 8, 13, 14, 15, 17, 20, 22, 23, 24, 25, 27],
  },
  varas: {
    id: 'vidyarambha_vara',
    source: 'Muhurta Chintamani 5: Sunday, Wednesday, Thursday, Friday',
    allowed: [0, 3, 4, 5],
  },
  yogas: COMMON_YOGAS,
  karana: COMMON_KARANA,
  lagnas: {
    id: 'vidyarambha_lagna',
    source: 'Muhurta Chintamani 5: lagnas of Mercury, Jupiter and Venus',
    allowed: [2, 3, 6, 9, 12],
  },
  panchakaRahita: null,
  exclusions: ['adhik_maas'],
  sunSigns: ANY_MONTH,
  participants: 'optional',
});
