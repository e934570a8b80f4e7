// Pitra dosha indicators (astrology-rules.md 7.4). There is no standard definition, so every
// indicator found is reported with the grahas and houses involved and no single verdict is claimed.
import type { ProseLang } from '../../../tables/names/index.ts';
import { PITRA_INDICATORS, type PitraIndicator } from '../../../tables/jyotish/doshas.ts';
import { PITRA_FACTOR_PHRASES } from '../../../tables/jyotish/phrases.ts';
import { grahaName, grahaNames, rashiLord } from '../names.ts';
import { phrase } from '../text.ts';
import type { ChartPositions, GrahaKey } from '../types.ts';
import { assertPositions, signAhead } from '../zodiac.ts';
import { areConjunct, aspectsSign, chartFacts, type ChartFacts } from './chart-facts.ts';

export interface PitraFactor {
  key: string;
  grahas: GrahaKey[];
  houses: number[];
  text: string;
}
export interface PitraResult {
  /** At least one indicator is present; sources differ on what that means, hence no severity. */
  indicated: boolean;
  factors: PitraFactor[];
}

interface Match {
  grahas: GrahaKey[];
  houses: number[];
  params: Record<string, string>;
}

function evaluate(rule: PitraIndicator, f: ChartFacts, lang: ProseLang): Match | null {
  switch (rule.kind) {
    case 'conjunction': {
      const partners = rule.with.filter((w) => areConjunct(f, rule.graha, w));
      if (partners.length === 0) return null;
      return {
        grahas: [rule.graha, ...partners],
        houses: [f.houseOf[rule.graha]],
        params: { grahas: grahaNames(partners, lang) },
      };
    }
    case 'in_house': {
      const inside = rule.grahas.filter((g) => f.houseOf[g] === rule.house);
      if (inside.length === 0) return null;
      return { grahas: inside, houses: [rule.house], params: { grahas: grahaNames(inside, lang) } };
    }
    case 'lord_afflicted': {
      const lord = rashiLord(signAhead(f.lagnaRashi, rule.house));
      const by = rule.by.filter((g) => g !== lord && (areConjunct(f, g, lord) || aspectsSign(f, g, f.rashiOf[lord])));
      if (by.length === 0) return null;
      return {
        grahas: [lord, ...by],
        houses: [rule.house, f.houseOf[lord]],
        params: { lord: grahaName(lord, lang), grahas: grahaNames(by, lang) },
      };
    }
    case 'afflicted_in_house': {
      if (f.houseOf[rule.graha] !== rule.house) return null;
      const opposite = signAhead(f.rashiOf[rule.graha], 7);
      const by = [
        ...new Set([
          ...rule.conjunct.filter((g) => areConjunct(f, rule.graha, g)),
          ...rule.opposed.filter((g) => f.rashiOf[g] === opposite),
        ]),
      ];
      if (by.length === 0) return null;
      return { grahas: [rule.graha, ...by], houses: [rule.house], params: { grahas: grahaNames(by, lang) } };
    }
  }
}

export function pitra(positions: ChartPositions, lang: ProseLang = 'en'): PitraResult {
  assertPositions(positions);
  const f = chartFacts(positions);
  const factors: PitraFactor[] = [];
  for (const rule of PITRA_INDICATORS) {
    const m = evaluate(rule, f, lang);
    if (m)
      factors.push({
        key: rule.key,
        grahas: m.grahas,
        houses: [...new Set(m.houses)],
        text: phrase(PITRA_FACTOR_PHRASES, rule.key, lang, m.params),
      });
  }
  return { indicated: factors.length > 0, factors };
}
