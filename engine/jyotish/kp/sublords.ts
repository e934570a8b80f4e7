// The KP sub-lord table: each nakshatra (13°20′, star lord by Vimshottari) is divided among the nine Vimshottari
// lords in proportion to their years, starting from the star lord (K.S. Krishnamurti, KP Reader I, "Sub"
// table). 27 x 9 = 243 subs; the six that straddle a sign boundary are split there, giving the 249 parts of the
// classical table. A sub is divided again the same way for the sub-sub lord.
import { VIMSHOTTARI_CYCLE, VIMSHOTTARI_TOTAL_YEARS } from '../../../tables/jyotish/dasha.ts';
import { RASHIS, type GrahaKey } from '../../../tables/names/index.ts';
import { normDeg } from '../zodiac.ts';

const NAK_DEG = 360 / 27;
const EPS = 1e-9;

export interface KpPart {
  /** 1-249 from 0° Mesha. */
  index: number;
  startDeg: number;
  endDeg: number;
  signLord: GrahaKey;
  starLord: GrahaKey;
  subLord: GrahaKey;
}

function buildParts(): KpPart[] {
  const parts: KpPart[] = [];
  for (let n = 0; n < 27; n++) {
    const starIdx = n % 9;
    let start = n * NAK_DEG;
    for (let k = 0; k < 9; k++) {
      const sub = VIMSHOTTARI_CYCLE[(starIdx + k) % 9]!;
      const end = start + (NAK_DEG * sub.years) / VIMSHOTTARI_TOTAL_YEARS;
      // Split where a sign boundary falls strictly inside the sub.
      const cuts = [start];
      const boundary = Math.ceil((start + EPS) / 30) * 30;
      if (boundary < end - EPS) cuts.push(boundary);
      cuts.push(end);
      for (let c = 0; c + 1 < cuts.length; c++) {
        const from = cuts[c]!;
        parts.push({
          index: parts.length + 1,
          startDeg: from,
          endDeg: cuts[c + 1]!,
          signLord: RASHIS[Math.floor((from + EPS) / 30) % 12]!.lord,
          starLord: VIMSHOTTARI_CYCLE[starIdx]!.lord,
          subLord: sub.lord,
        });
      }
      start = end;
    }
  }
  return parts;
}

export const KP_PARTS: readonly KpPart[] = Object.freeze(buildParts());

/** The part holding a longitude (binary search on the part starts). */
export function kpPartOf(lonDeg: number): KpPart {
  const lon = normDeg(lonDeg);
  let [lo, hi] = [0, KP_PARTS.length - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (KP_PARTS[mid]!.startDeg <= lon) lo = mid;
    else hi = mid - 1;
  }
  return KP_PARTS[lo]!;
}

/** Sub-sub lord: the sub (as a whole, across a sign split) divided again from its own lord. */
export function subSubLordOf(lonDeg: number): GrahaKey {
  const lon = normDeg(lonDeg);
  const n = Math.min(26, Math.floor(lon / NAK_DEG));
  const starIdx = n % 9;
  let start = n * NAK_DEG;
  for (let k = 0; k < 9; k++) {
    const subIdx = (starIdx + k) % 9;
    const span = (NAK_DEG * VIMSHOTTARI_CYCLE[subIdx]!.years) / VIMSHOTTARI_TOTAL_YEARS;
    if (lon < start + span || k === 8) {
      let s = start;
      for (let j = 0; j < 9; j++) {
        const e = VIMSHOTTARI_CYCLE[(subIdx + j) % 9]!;
        const len = (span * e.years) / VIMSHOTTARI_TOTAL_YEARS;
        if (lon < s + len || j === 8) return e.lord;
        s += len;
      }
    }
    start += span;
  }
  throw new Error('unreachable: a longitude always falls in a sub');
}
