// Natal prediction: every rule of the phrase bank whose conditions all hold in the D1 chart becomes a
// statement that carries its rule id and conditions, grouped by section with an outlook from the tones.
import type { ProseLang } from '../../../tables/names/index.ts';
import { tr } from '../../../tables/prose/index.ts';
import {
  OUTLOOK_NAMES,
  OUTLOOK_THRESHOLD,
  PREDICTION_DISCLAIMER,
  PREDICTION_RULES,
  PREDICTION_SECTIONS,
  SECTION_NAMES,
  TONE_SIGN,
  type Outlook,
  type PredictionRule,
  type PredictionSection,
  type RuleCondition,
  type Tone,
} from '../../../tables/jyotish/predictions/index.ts';
import { TONE_NAMES } from '../../../tables/jyotish/state-names.ts';
import { chartFacts } from '../doshas/chart-facts.ts';
import { rashiRef } from '../names.ts';
import { fillTemplate } from '../text.ts';
import type { ChartPositions, RashiRef } from '../types.ts';
import { assertPositions } from '../zodiac.ts';
import { evaluateCondition, type ChartView, type Params } from './conditions.ts';

export interface PredictionStatement {
  rule_id: string;
  tone: Tone;
  /** `tone` in the reader's language, as `outlook_label` is the section's outlook. */
  tone_label: string;
  weight: number;
  text: string;
  /** The rule's conditions as data, so a reader can check why the statement was made. */
  conditions: RuleCondition[];
}

export interface PredictionSectionResult {
  key: PredictionSection;
  name: string;
  outlook: Outlook;
  outlook_label: string;
  /** Sum of statement weights, positive minus challenging. */
  net_weight: number;
  statements: PredictionStatement[];
}

export interface NatalPrediction {
  lagna: { rashi: RashiRef };
  moon_sign: RashiRef;
  sections: PredictionSectionResult[];
  rules_evaluated: number;
  disclaimer: string;
}

export interface PredictionOptions {
  /** Subset and order of sections; all of PREDICTION_SECTIONS by default. */
  sections?: readonly PredictionSection[];
  lang?: ProseLang;
}

/** The merged template parameters when every condition holds, else null. */
function firedParams(rule: PredictionRule, view: ChartView): Params | null {
  const params: Params = {};
  for (const condition of rule.when) {
    const p = evaluateCondition(condition, view);
    if (!p) return null;
    Object.assign(params, p);
  }
  return params;
}

function outlookOf(netWeight: number): Outlook {
  if (netWeight >= OUTLOOK_THRESHOLD) return 'favourable';
  if (netWeight <= -OUTLOOK_THRESHOLD) return 'demanding';
  return 'balanced';
}

function sectionResult(section: PredictionSection, view: ChartView): PredictionSectionResult {
  const statements: PredictionStatement[] = [];
  for (const rule of PREDICTION_RULES) {
    if (rule.section !== section) continue;
    const params = firedParams(rule, view);
    if (!params) continue;
    statements.push({
      rule_id: rule.id,
      tone: rule.tone,
      tone_label: tr(TONE_NAMES[rule.tone], view.lang),
      weight: rule.weight,
      text: fillTemplate(tr(rule.text, view.lang), params),
      conditions: [...rule.when],
    });
  }
  // Heaviest first; the table order breaks ties, so the output is stable.
  statements.sort((a, b) => b.weight - a.weight);
  const net = statements.reduce((sum, s) => sum + TONE_SIGN[s.tone] * s.weight, 0);
  const outlook = outlookOf(net);
  return {
    key: section,
    name: tr(SECTION_NAMES[section], view.lang),
    outlook,
    outlook_label: tr(OUTLOOK_NAMES[outlook], view.lang),
    net_weight: net,
    statements,
  };
}

export function natalPrediction(positions: ChartPositions, options: PredictionOptions = {}): NatalPrediction {
  assertPositions(positions);
  const lang = options.lang ?? 'en';
  const view: ChartView = { facts: chartFacts(positions), positions, lang };
  const wanted = options.sections && options.sections.length > 0 ? [...new Set(options.sections)] : PREDICTION_SECTIONS;
  return {
    lagna: { rashi: rashiRef(view.facts.lagnaRashi, lang) },
    moon_sign: rashiRef(view.facts.rashiOf.chandra, lang),
    sections: wanted.map((s) => sectionResult(s, view)),
    rules_evaluated: PREDICTION_RULES.filter((r) => wanted.includes(r.section)).length,
    disclaimer: tr(PREDICTION_DISCLAIMER, lang),
  };
}

export { PREDICTION_SECTIONS };
export type { PredictionSection };
