// Everything Ashtakoot needs from one Moon longitude.
import {
  GANA_BY_NAKSHATRA,
  NADI_BY_NAKSHATRA,
  VARNA_BY_RASHI,
  VASHYA_BY_RASHI,
  VASHYA_SPLIT_DEG,
  YONI_BY_NAKSHATRA,
  type Gana,
  type Nadi,
  type Varna,
  type Vashya,
  type Yoni,
} from '../../../tables/jyotish/koota-attributes.ts';
import { rashiLord } from '../names.ts';
import type { GrahaKey } from '../types.ts';
import { degreeInSign, nakshatraOf, navamsaRashiOf, normDeg, rashiOf } from '../zodiac.ts';

export interface MoonProfile {
  longitude: number;
  rashi: number;
  nakshatra: number;
  pada: number;
  rashiLord: GrahaKey;
  navamsaRashi: number;
  navamsaLord: GrahaKey;
  varna: Varna;
  vashya: Vashya;
  gana: Gana;
  yoni: Yoni;
  nadi: Nadi;
}

export function moonProfile(moonLonSidDeg: number): MoonProfile {
  const longitude = normDeg(moonLonSidDeg);
  const rashi = rashiOf(longitude);
  const { number: nakshatra, pada } = nakshatraOf(longitude);
  const navamsaRashi = navamsaRashiOf(longitude);
  const half = degreeInSign(longitude) < VASHYA_SPLIT_DEG ? 0 : 1;
  return {
    longitude,
    rashi,
    nakshatra,
    pada,
    rashiLord: rashiLord(rashi),
    navamsaRashi,
    navamsaLord: rashiLord(navamsaRashi),
    varna: VARNA_BY_RASHI[rashi - 1],
    vashya: VASHYA_BY_RASHI[rashi - 1][half],
    gana: GANA_BY_NAKSHATRA[nakshatra - 1],
    yoni: YONI_BY_NAKSHATRA[nakshatra - 1],
    nadi: NADI_BY_NAKSHATRA[nakshatra - 1],
  };
}
