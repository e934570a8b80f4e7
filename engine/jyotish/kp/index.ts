// KP (Krishnamurti Paddhati) chart: Krishnamurti ayanamsa, Placidus cusps, sign/star/sub/sub-sub lords of every
// cusp and graha by the 249-part table, and the four-level significators (K.S. Krishnamurti, KP Reader I and IV):
// for each house, (1) grahas in the star of its occupants, (2) its occupants, (3) grahas in the star of its
// owner, (4) its owner; a graha signifies every house it appears under. Occupancy is by Placidus bhava (from a
// cusp to the next); the owner is the sign lord of the cusp. Rahu and Ketu are treated as the other grahas here
// (the node-as-agent additions some KP schools make are not applied).
import { meanAyanamsaDeg } from '../../astro/ayanamsa.ts';
import { astroTime } from '../../astro/time.ts';
import { AYANAMSAS } from '../../../tables/ayanamsa.ts';
import type { ProseLang } from '../../../tables/names/index.ts';
import { grahaName, rashiRef } from '../names.ts';
import type { ChartPositions, GrahaKey, RashiRef } from '../types.ts';
import { GRAHA_KEYS, assertPositions, normDeg, rashiOf } from '../zodiac.ts';
import { placidusCusps } from './placidus.ts';
import { KP_PARTS, kpPartOf, subSubLordOf } from './sublords.ts';

export { KP_PARTS, kpPartOf, subSubLordOf } from './sublords.ts';

export interface KpLords {
  sign_lord: GrahaKey;
  star_lord: GrahaKey;
  sub_lord: GrahaKey;
  sub_sub_lord: GrahaKey;
  /** 1-249 */
  part: number;
}

export interface KpPoint extends KpLords {
  longitude: number;
  rashi: RashiRef;
  degree_in_sign: number;
}

export interface KpChart {
  /** The true (nutated) Krishnamurti ayanamsa subtracted. */
  ayanamsa: { name: 'krishnamurti'; degree: number };
  cusps: (KpPoint & { house: number })[];
  grahas: (KpPoint & { graha: string; graha_key: GrahaKey; house: number; retrograde: boolean })[];
  significators: {
    houses: { house: number; level_1: GrahaKey[]; level_2: GrahaKey[]; level_3: GrahaKey[]; level_4: GrahaKey[] }[];
    grahas: { graha_key: GrahaKey; houses: number[] }[];
  };
}

function lordsOf(lonDeg: number): KpLords {
  const p = kpPartOf(lonDeg);
  return {
    sign_lord: p.signLord,
    star_lord: p.starLord,
    sub_lord: p.subLord,
    sub_sub_lord: subSubLordOf(lonDeg),
    part: p.index,
  };
}

function point(lonDeg: number, lang: ProseLang): KpPoint {
  const longitude = normDeg(lonDeg);
  return {
    longitude,
    rashi: rashiRef(rashiOf(longitude), lang),
    degree_in_sign: longitude % 30,
    ...lordsOf(longitude),
  };
}

/** Placidus bhava (1-12) of a longitude: the cusp at or before it, going round from cusp 1. */
function bhavaOf(lonDeg: number, cusps: readonly number[]): number {
  for (let h = 0; h < 12; h++) {
    const start = cusps[h]!;
    const span = normDeg(cusps[(h + 1) % 12]! - start);
    if (normDeg(lonDeg - start) < span) return h + 1;
  }
  return 12;
}

/** Lahiri positions moved onto the Krishnamurti zodiac: both true ayanamsas carry the same nutation. */
export function kpChart(positions: ChartPositions, latDeg: number, lonDeg: number, lang: ProseLang = 'en'): KpChart {
  assertPositions(positions);
  const t = astroTime(positions.utcMs);
  const shift = meanAyanamsaDeg(t, AYANAMSAS.lahiri) - meanAyanamsaDeg(t, AYANAMSAS.krishnamurti);
  const tropical = placidusCusps(positions.utcMs, latDeg, lonDeg);
  // Sidereal cusps: tropical minus the true Krishnamurti ayanamsa = tropical minus Lahiri's true, plus the shift.
  const lahiriTrue = normDeg(tropical.cusps[0]! - positions.lagnaSidDeg);
  const cuspLons = tropical.cusps.map((c) => normDeg(c - lahiriTrue + shift));
  const grahaLon = (k: GrahaKey) => normDeg(positions.grahas[k].lonSidDeg + shift);
  const houseOf = new Map(GRAHA_KEYS.map((k) => [k, bhavaOf(grahaLon(k), cuspLons)]));
  const starOf = new Map(GRAHA_KEYS.map((k) => [k, kpPartOf(grahaLon(k)).starLord]));
  const inStarOf = (lords: readonly GrahaKey[]) => GRAHA_KEYS.filter((g) => lords.includes(starOf.get(g)!));
  const houses = cuspLons.map((c, i) => {
    const occupants = GRAHA_KEYS.filter((g) => houseOf.get(g) === i + 1);
    const owner = kpPartOf(c).signLord;
    return {
      house: i + 1,
      level_1: inStarOf(occupants),
      level_2: occupants,
      level_3: inStarOf([owner]),
      level_4: [owner],
    };
  });
  return {
    ayanamsa: { name: 'krishnamurti', degree: normDeg(lahiriTrue - shift) },
    cusps: cuspLons.map((c, i) => ({ house: i + 1, ...point(c, lang) })),
    grahas: GRAHA_KEYS.map((k) => ({
      graha: grahaName(k, lang),
      graha_key: k,
      house: houseOf.get(k)!,
      retrograde: positions.grahas[k].speedDegPerDay < 0,
      ...point(grahaLon(k), lang),
    })),
    significators: {
      houses,
      grahas: GRAHA_KEYS.map((g) => ({
        graha_key: g,
        houses: houses
          .filter(
            (h) => h.level_1.includes(g) || h.level_2.includes(g) || h.level_3.includes(g) || h.level_4.includes(g),
          )
          .map((h) => h.house),
      })),
    },
  };
}

export const KP_PART_COUNT = KP_PARTS.length;
