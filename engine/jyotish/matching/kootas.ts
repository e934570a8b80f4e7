// The eight kootas, each a small function of the boy's and the girl's Moon profiles.
import { VARNA_RANK } from '../../../tables/jyotish/koota-attributes.ts';
import {
  BHAKOOT_BY_COUNT,
  GANA_POINTS,
  GRAHA_MAITRI_POINTS,
  GRAHA_MAITRI_SAME_LORD,
  NADI_DIFFERENT_POINTS,
  NADI_SAME_POINTS,
  TARA_INAUSPICIOUS,
  TARA_POINTS_PER_DIRECTION,
  VASHYA_POINTS,
  YONI_POINTS,
  type BhakootDoshaKind,
  type KootaKey,
  type MaitriPair,
} from '../../../tables/jyotish/koota-points.ts';
import { relationOf } from '../relations.ts';
import { houseFrom } from '../zodiac.ts';
import type { MoonProfile } from './moon-profile.ts';

/** Varna: 1 when the boy's varna ranks at least as high as the girl's. */
export function varnaPoints(boy: MoonProfile, girl: MoonProfile): number {
  return VARNA_RANK[boy.varna] >= VARNA_RANK[girl.varna] ? 1 : 0;
}

export function vashyaPoints(boy: MoonProfile, girl: MoonProfile): number {
  return VASHYA_POINTS[boy.vashya][girl.vashya];
}

/** Tara number 1..9 counting inclusively from nakshatra `from` to nakshatra `to`. */
export function taraNumber(from: number, to: number): number {
  const count = houseFromNakshatra(to, from);
  return ((count - 1) % 9) + 1;
}

function houseFromNakshatra(to: number, from: number): number {
  return ((((to - from) % 27) + 27) % 27) + 1;
}

/** Tara: each direction (girl to boy, boy to girl) earns 1.5 unless its tara is 3, 5 or 7. */
export function taraPoints(
  boy: MoonProfile,
  girl: MoonProfile,
): { score: number; girlToBoy: number; boyToGirl: number } {
  const girlToBoy = taraNumber(girl.nakshatra, boy.nakshatra);
  const boyToGirl = taraNumber(boy.nakshatra, girl.nakshatra);
  const points = (t: number) => (TARA_INAUSPICIOUS.includes(t) ? 0 : TARA_POINTS_PER_DIRECTION);
  return { score: points(girlToBoy) + points(boyToGirl), girlToBoy, boyToGirl };
}

export function yoniPoints(boy: MoonProfile, girl: MoonProfile): number {
  return YONI_POINTS[boy.yoni][girl.yoni];
}

/** Graha Maitri: same lord 5, else the two one-way relations looked up as an unordered pair. */
export function grahaMaitriPoints(boy: MoonProfile, girl: MoonProfile): number {
  if (boy.rashiLord === girl.rashiLord) return GRAHA_MAITRI_SAME_LORD;
  const pair = [relationOf(boy.rashiLord, girl.rashiLord), relationOf(girl.rashiLord, boy.rashiLord)]
    .sort()
    .join('+') as MaitriPair;
  return GRAHA_MAITRI_POINTS[pair];
}

export function ganaPoints(boy: MoonProfile, girl: MoonProfile): number {
  return GANA_POINTS[boy.gana][girl.gana];
}

/** Bhakoot by the inclusive count from the girl's Moon sign to the boy's (its mirror is implied). */
export function bhakootPoints(
  boy: MoonProfile,
  girl: MoonProfile,
): { score: number; count: number; dosha: BhakootDoshaKind | null } {
  const count = houseFrom(boy.rashi, girl.rashi);
  const entry = BHAKOOT_BY_COUNT[count - 1];
  return { score: entry.points, count, dosha: entry.dosha };
}

export function nadiPoints(boy: MoonProfile, girl: MoonProfile): number {
  return boy.nadi === girl.nadi ? NADI_SAME_POINTS : NADI_DIFFERENT_POINTS;
}

/** All eight scores keyed by koota, the shape the exhaustive table tests walk over. */
export function kootaScores(boy: MoonProfile, girl: MoonProfile): Record<KootaKey, number> {
  return {
    varna: varnaPoints(boy, girl),
    vashya: vashyaPoints(boy, girl),
    tara: taraPoints(boy, girl).score,
    yoni: yoniPoints(boy, girl),
    graha_maitri: grahaMaitriPoints(boy, girl),
    gana: ganaPoints(boy, girl),
    bhakoot: bhakootPoints(boy, girl).score,
    nadi: nadiPoints(boy, girl),
  };
}
