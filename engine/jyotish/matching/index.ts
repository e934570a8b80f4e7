// Matching of two charts: Ashtakoot from the Moons, plus (on request) both partners' Manglik status
// and the mutual-cancellation rule that only a pair of charts can decide.
import type { ProseLang } from '../../../tables/names/index.ts';
import { tr } from '../../../tables/prose/index.ts';
import { LABELS, MANGLIK_CANCELLATION_PHRASES, MATCH_PHRASES } from '../../../tables/jyotish/phrases.ts';
import { manglik, type ManglikResult } from '../doshas/manglik.ts';
import { phrase } from '../text.ts';
import type { ChartPositions } from '../types.ts';
import { assertPositions } from '../zodiac.ts';
import { ashtakoot, type AshtakootResult } from './ashtakoot.ts';

export interface ManglikPairSummary {
  boy: ManglikResult;
  girl: ManglikResult;
  /** Both charts carry the dosha (before single-chart cancellations), the one rule all sources list. */
  mutual_cancellation: boolean;
  notes: string[];
}

export interface MatchResult extends AshtakootResult {
  manglik?: ManglikPairSummary;
}

export interface MatchOptions {
  lang?: ProseLang;
  /** Adds the Manglik summary of both charts (seed: include_dosha_summary). */
  includeDoshaSummary?: boolean;
}

function manglikPair(boy: ChartPositions, girl: ChartPositions, lang: ProseLang): ManglikPairSummary {
  const b = manglik(boy, lang);
  const g = manglik(girl, lang);
  const both = b.present && g.present;
  const notes = both
    ? [phrase(MATCH_PHRASES, 'manglik_both', lang), phrase(MANGLIK_CANCELLATION_PHRASES, 'both_partners_manglik', lang)]
    : b.present || g.present
      ? [phrase(MATCH_PHRASES, 'manglik_one', lang, { who: tr(LABELS[b.present ? 'boy' : 'girl'], lang) })]
      : [phrase(MATCH_PHRASES, 'manglik_none', lang)];
  return { boy: b, girl: g, mutual_cancellation: both, notes };
}

export function matchCharts(boy: ChartPositions, girl: ChartPositions, options: MatchOptions = {}): MatchResult {
  assertPositions(boy);
  assertPositions(girl);
  const lang = options.lang ?? 'en';
  const result: MatchResult = ashtakoot(boy.grahas.chandra.lonSidDeg, girl.grahas.chandra.lonSidDeg, lang);
  if (options.includeDoshaSummary) {
    const pair = manglikPair(boy, girl, lang);
    result.manglik = pair;
    result.notes = [...result.notes, ...pair.notes];
  }
  return result;
}

export { ashtakoot };
export type { AshtakootResult };
