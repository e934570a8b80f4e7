// What porutham matching reads from two births (issue 38): each chart's chevvai (Mars) dosha as South Indian
// almanacs count it, and Kerala's papasamyam (malefic points) with the comparison of the two totals. The rules
// (houses, references, weights, exceptions) are the system's data in tables/jyotish/porutham-doshas.ts.
import {
  CHEVVAI_RULES,
  PAPA_GRAHAS,
  PAPA_REFERENCES,
  PAPASAMYAM_RULES,
  type PapaReference,
} from '../../../tables/jyotish/porutham-doshas.ts';
import type { PoruthamSystem } from '../../../tables/jyotish/porutham.ts';
import { CHEVVAI_TEXTS, PAPASAMYAM_TEXTS, type ChevvaiPairKey } from '../../../tables/jyotish/porutham-verdicts.ts';
import type { GrahaKey, Lang } from '../../../tables/names/index.ts';
import { chartFacts, type ChartFacts } from '../doshas/chart-facts.ts';
import { fillTemplate } from '../text.ts';
import type { ChartPositions } from '../types.ts';
import { houseFrom } from '../zodiac.ts';

function referenceRashi(f: ChartFacts, ref: PapaReference): number {
  return ref === 'lagna' ? f.lagnaRashi : f.rashiOf[ref];
}

export interface ChevvaiFrom {
  reference: PapaReference;
  /** Mars' house counted from the reference. */
  house: number;
  /** The house raises the dosha from this reference. */
  raises: boolean;
  /** Raised, but Mars' sign in that house is one of the almanac exceptions. */
  excused: boolean;
}
export interface ChevvaiStatus {
  /** absent: Mars in none of the houses; cancelled: raised only where an exception excuses it; present. */
  status: 'absent' | 'present' | 'cancelled';
  mars_rashi: number;
  from: ChevvaiFrom[];
  /** The lagna is one of the exempt lagnas (Kataka, Simha). */
  lagna_exempt: boolean;
}

export function chevvai(positions: ChartPositions, system: PoruthamSystem): ChevvaiStatus {
  const rule = CHEVVAI_RULES[system];
  const f = chartFacts(positions);
  const marsRashi = f.rashiOf.mangal;
  const from = rule.references.map((reference): ChevvaiFrom => {
    const house = houseFrom(marsRashi, referenceRashi(f, reference));
    const raises = rule.houses.includes(house);
    const excused = raises && rule.houseSignExceptions.some((e) => e.house === house && e.rashis.includes(marsRashi));
    return { reference, house, raises, excused };
  });
  const lagnaExempt = rule.exemptLagnas.includes(f.lagnaRashi);
  const raised = from.filter((x) => x.raises);
  const status =
    raised.length === 0 ? 'absent' : lagnaExempt || raised.every((x) => x.excused) ? 'cancelled' : 'present';
  return { status, mars_rashi: marsRashi, from, lagna_exempt: lagnaExempt };
}

export interface ChevvaiPair {
  boy: ChevvaiStatus | null;
  girl: ChevvaiStatus | null;
  /** none | both | boy_only | girl_only | needs_birth (tables/jyotish/porutham-verdicts.ts). */
  outcome: ChevvaiPairKey;
  /** Both or neither carry an uncancelled dosha (the almanacs' balance); null without both births. */
  balanced: boolean | null;
  note: string;
  source: string;
}

export function chevvaiPair(
  boy: ChartPositions | null,
  girl: ChartPositions | null,
  system: PoruthamSystem,
  lang: Lang,
): ChevvaiPair {
  const b = boy ? chevvai(boy, system) : null;
  const g = girl ? chevvai(girl, system) : null;
  const has = (s: ChevvaiStatus) => s.status === 'present';
  const outcome: ChevvaiPairKey =
    !b || !g ? 'needs_birth' : has(b) && has(g) ? 'both' : has(b) ? 'boy_only' : has(g) ? 'girl_only' : 'none';
  return {
    boy: b,
    girl: g,
    outcome,
    balanced: outcome === 'needs_birth' ? null : outcome === 'both' || outcome === 'none',
    note: CHEVVAI_TEXTS[outcome][lang],
    source: CHEVVAI_RULES[system].source[lang],
  };
}

export interface PapaPoints {
  graha: GrahaKey;
  /** Points from each reference (0 when the graha is outside the houses counted from it). */
  lagna: number;
  chandra: number;
  shukra: number;
  total: number;
}
export interface Papam {
  total: number;
  points: PapaPoints[];
}

/** Sums of multiples of 1/4 are exact in binary floating point, so totals compare without rounding. */
export function papam(positions: ChartPositions, system: PoruthamSystem): Papam {
  const rule = PAPASAMYAM_RULES[system];
  const f = chartFacts(positions);
  const points = PAPA_GRAHAS.map((graha): PapaPoints => {
    const by = Object.fromEntries(
      PAPA_REFERENCES.map((ref) => [
        ref,
        rule.houses.includes(houseFrom(f.rashiOf[graha], referenceRashi(f, ref))) ? rule.weights[ref] : 0,
      ]),
    ) as Record<PapaReference, number>;
    return { graha, ...by, total: by.lagna + by.chandra + by.shukra };
  });
  return { total: points.reduce((s, p) => s + p.total, 0), points };
}

export interface Papasamyam {
  /** Both births given: the totals were computed. */
  available: boolean;
  boy: Papam | null;
  girl: Papam | null;
  /** His total at least hers (less the rule's margin); null without both births. */
  matched: boolean | null;
  houses: number[];
  weights: Record<PapaReference, number>;
  note: string;
  source: string;
}

/** Null when the system does not weigh papasamyam (Tamil almanacs print none). */
export function papasamyam(
  boy: ChartPositions | null,
  girl: ChartPositions | null,
  system: PoruthamSystem,
  lang: Lang,
): Papasamyam | null {
  const rule = PAPASAMYAM_RULES[system];
  if (!rule.counted) return null;
  const common = { houses: [...rule.houses], weights: { ...rule.weights }, source: rule.source[lang] };
  if (!boy || !girl)
    return {
      available: false,
      boy: null,
      girl: null,
      matched: null,
      note: PAPASAMYAM_TEXTS.needs_birth[lang],
      ...common,
    };
  const b = papam(boy, system);
  const g = papam(girl, system);
  const matched = b.total >= g.total - rule.margin;
  const note = fillTemplate(PAPASAMYAM_TEXTS[matched ? 'balanced' : 'unbalanced'][lang], {
    boy: b.total,
    girl: g.total,
  });
  return { available: true, boy: b, girl: g, matched, note, ...common };
}
