// Evaluates one rule condition (tables/jyotish/predictions/types.ts) on a D1 chart. A condition that holds
// returns the template parameters it knows; one that does not returns null.
import type { ProseLang } from '../../../tables/names/index.ts';
import { tr } from '../../../tables/prose/index.ts';
import { DIGNITY_NAMES, HOUSE_ORDINALS, type RuleCondition } from '../../../tables/jyotish/predictions/index.ts';
import { RASHIS } from '../../../tables/names/index.ts';
import { dignityOf } from '../dignity.ts';
import { aspectsSign, type ChartFacts } from '../doshas/chart-facts.ts';
import { grahaName, grahaNames, rashiLord, rashiRef } from '../names.ts';
import type { ChartPositions, GrahaKey } from '../types.ts';
import { GRAHA_KEYS, signAhead } from '../zodiac.ts';

export type Params = Record<string, string>;

export interface ChartView {
  readonly facts: ChartFacts;
  readonly positions: ChartPositions;
  readonly lang: ProseLang;
}

const houseRashi = (v: ChartView, house: number): number => signAhead(v.facts.lagnaRashi, house);
export const lordOfHouse = (v: ChartView, house: number): GrahaKey => rashiLord(houseRashi(v, house));
const ordinal = (v: ChartView, house: number): string => tr(HOUSE_ORDINALS[house - 1], v.lang);
const signName = (v: ChartView, rashi: number): string => rashiRef(rashi, v.lang).name;
const occupants = (v: ChartView, house: number): GrahaKey[] => GRAHA_KEYS.filter((g) => v.facts.houseOf[g] === house);

function dignityParams(v: ChartView, graha: GrahaKey, allowed: readonly string[]): Params | null {
  const dignity = dignityOf(graha, v.positions.grahas[graha].lonSidDeg);
  return dignity !== null && allowed.includes(dignity) ? { dignity: tr(DIGNITY_NAMES[dignity], v.lang) } : null;
}

function lordParams(v: ChartView, house: number): Params {
  const lord = lordOfHouse(v, house);
  return {
    lord: grahaName(lord, v.lang),
    lord_house: ordinal(v, v.facts.houseOf[lord]),
    sign: signName(v, houseRashi(v, house)),
  };
}

function grahaParams(v: ChartView, graha: GrahaKey): Params {
  return { graha: grahaName(graha, v.lang), graha_house: ordinal(v, v.facts.houseOf[graha]) };
}

function listParams(v: ChartView, house: number, grahas: GrahaKey[]): Params | null {
  return grahas.length === 0 ? null : { grahas: grahaNames(grahas, v.lang), sign: signName(v, houseRashi(v, house)) };
}

export function evaluateCondition(c: RuleCondition, v: ChartView): Params | null {
  switch (c.kind) {
    case 'lord_in':
      return c.houses.includes(v.facts.houseOf[lordOfHouse(v, c.house)]) ? lordParams(v, c.house) : null;
    case 'lord_dignity': {
      const d = dignityParams(v, lordOfHouse(v, c.house), c.dignities);
      return d && { ...lordParams(v, c.house), ...d };
    }
    case 'graha_dignity': {
      const d = dignityParams(v, c.graha, c.dignities);
      return d && { ...grahaParams(v, c.graha), ...d };
    }
    case 'graha_in':
      return c.houses.includes(v.facts.houseOf[c.graha]) ? grahaParams(v, c.graha) : null;
    case 'occupied_by':
      return listParams(
        v,
        c.house,
        occupants(v, c.house).filter((g) => c.grahas.includes(g)),
      );
    case 'aspected_by': {
      const target = houseRashi(v, c.house);
      return listParams(
        v,
        c.house,
        c.grahas.filter((g) => v.facts.houseOf[g] !== c.house && aspectsSign(v.facts, g, target)),
      );
    }
    case 'sign_element': {
      const rashi = c.of === 'lagna' ? v.facts.lagnaRashi : v.facts.rashiOf.chandra;
      return RASHIS[rashi - 1].element === c.element ? { sign: signName(v, rashi) } : null;
    }
    case 'lords_together': {
      const [a, b] = c.houses.map((h) => lordOfHouse(v, h));
      return a !== b && v.facts.rashiOf[a] === v.facts.rashiOf[b] ? { grahas: grahaNames([a, b], v.lang) } : null;
    }
    case 'conjunct':
      return v.facts.rashiOf[c.a] === v.facts.rashiOf[c.b] ? { grahas: grahaNames([c.a, c.b], v.lang) } : null;
    case 'empty':
      return occupants(v, c.house).length === 0
        ? { sign: signName(v, houseRashi(v, c.house)), lord: grahaName(lordOfHouse(v, c.house), v.lang) }
        : null;
  }
}
