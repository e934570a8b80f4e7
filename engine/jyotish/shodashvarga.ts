// Shodasavarga: the sixteen vargas of BPHS ch. 6 for one birth, and each classical graha's vimshopaka bala
// (BPHS ch. 7): in each varga the graha scores by its compound relation (panchadha maitri) to the lord of the
// varga sign it occupies, weighted by the varga's share of twenty.
import type { ClassicalGraha } from '../../tables/jyotish/grahas.ts';
import { CLASSICAL_GRAHAS } from '../../tables/jyotish/grahas.ts';
import {
  SHODASAVARGA_WEIGHTS,
  VIMSHOPAKA_POINTS,
  type VargaCode,
  type VimshopakaRelation,
} from '../../tables/jyotish/vargas.ts';
import { VIMSHOPAKA_RELATION_NAMES } from '../../tables/jyotish/state-names.ts';
import type { ProseLang } from '../../tables/names/index.ts';
import { tr } from '../../tables/prose/index.ts';
import { divisionalChart, vargaPoint } from './divisional.ts';
import { grahaName, rashiLord } from './names.ts';
import { relationOf } from './relations.ts';
import type { ChartPositions, DivisionalChart, GrahaKey } from './types.ts';
import { assertPositions, houseFrom, rashiOf } from './zodiac.ts';

export const SHODASAVARGAS = Object.keys(SHODASAVARGA_WEIGHTS) as VargaCode[];

/** Tatkalika (temporal) friends: grahas in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from one another in D1. */
const TEMPORAL_FRIEND_HOUSES = new Set([2, 3, 4, 10, 11, 12]);

/** Panchadha maitri: natural relation combined with the temporal one from the rashi chart (BPHS ch. 3). */
export function compoundRelation(
  a: ClassicalGraha,
  b: ClassicalGraha,
  d1Rashi: Readonly<Record<ClassicalGraha, number>>,
): Exclude<VimshopakaRelation, 'own'> {
  const natural = relationOf(a, b);
  const temporalFriend = TEMPORAL_FRIEND_HOUSES.has(houseFrom(d1Rashi[b], d1Rashi[a]));
  if (natural === 'friend') return temporalFriend ? 'great_friend' : 'neutral';
  if (natural === 'enemy') return temporalFriend ? 'neutral' : 'great_enemy';
  return temporalFriend ? 'friend' : 'enemy';
}

export interface VimshopakaEntry {
  graha: string;
  graha_key: GrahaKey;
  /** 0-20. */
  score: number;
  by_varga: {
    varga: VargaCode;
    relation: VimshopakaRelation;
    /** `relation` in the reader's language. */
    relation_name: string;
    points: number;
    weight: number;
  }[];
}

export interface Shodashvarga {
  charts: DivisionalChart[];
  vimshopaka: VimshopakaEntry[];
}

function vimshopakaOf(
  graha: ClassicalGraha,
  positions: ChartPositions,
  d1Rashi: Record<ClassicalGraha, number>,
  lang: ProseLang,
): VimshopakaEntry {
  const lon = positions.grahas[graha].lonSidDeg;
  const byVarga = SHODASAVARGAS.map((varga) => {
    const lord = rashiLord(vargaPoint(lon, varga).rashi) as ClassicalGraha;
    const relation: VimshopakaRelation = lord === graha ? 'own' : compoundRelation(graha, lord, d1Rashi);
    return {
      varga,
      relation,
      relation_name: tr(VIMSHOPAKA_RELATION_NAMES[relation], lang),
      points: VIMSHOPAKA_POINTS[relation],
      weight: SHODASAVARGA_WEIGHTS[varga] ?? 0,
    };
  });
  const score = byVarga.reduce((sum, v) => sum + (v.points * v.weight) / 20, 0);
  return { graha: grahaName(graha, lang), graha_key: graha, score, by_varga: byVarga };
}

/** The sixteen Parashara charts and the seven grahas' vimshopaka bala (the nodes own no sign and are not scored). */
export function shodashvarga(positions: ChartPositions, lang: ProseLang = 'en'): Shodashvarga {
  assertPositions(positions);
  const d1Rashi = Object.fromEntries(
    CLASSICAL_GRAHAS.map((g) => [g, rashiOf(positions.grahas[g].lonSidDeg)]),
  ) as Record<ClassicalGraha, number>;
  return {
    charts: SHODASAVARGAS.map((v) => divisionalChart(positions, v, lang)),
    vimshopaka: CLASSICAL_GRAHAS.map((g) => vimshopakaOf(g, positions, d1Rashi, lang)),
  };
}
