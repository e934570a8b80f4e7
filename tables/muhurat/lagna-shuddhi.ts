/**
 * The lagna's own doshas (issue #30, "the lagna suitability, with the lagna's own doshas"): the lagna shuddhi
 * Muhurta Chintamani asks of a marriage (Vivaha prakarana) and of griha pravesha (Vastu prakarana), as data. Houses are
 * counted from the rising sign (1 = the lagna). Malefics: Sun, Mars, Saturn, Rahu, Ketu (the Moon is judged on its
 * own). A `reject` rule shuts the window; a `caution` lowers its score (tables/muhurat/scoring.ts) and is named in
 * `cautions`. All four are cautions for now: the published North lists we compare with (test/fixtures/muhurat) print
 * windows whose lagna fails them (as rejections the 2026 marriage list's match fell below 90%), so a window keeps its
 * place and says which shuddhi it lacks; `min_quality: good` drops a window with two of them.
 */
import { deepFreeze } from '../names/types.ts';
import { RULE_SOURCES } from './sources.ts';
import type { ActivityKey, LagnaDoshaRule } from './rules.ts';

export type { LagnaDoshaCheck, LagnaDoshaRule } from './rules.ts';

const MOON_6_8_12: LagnaDoshaRule = {
  id: 'lagna_moon_not_6_8_12',
  source: RULE_SOURCES.lagna_moon_not_6_8_12,
  check: { kind: 'moon_in_houses', houses: [6, 8, 12] },
  effect: 'caution',
};
const ASHTAMA_SHUDDHI: LagnaDoshaRule = {
  id: 'lagna_ashtama_shuddhi',
  source: RULE_SOURCES.lagna_ashtama_shuddhi,
  check: { kind: 'malefic_in_houses', houses: [8] },
  effect: 'caution',
};
const PAPAKARTARI: LagnaDoshaRule = {
  id: 'lagna_papakartari',
  source: RULE_SOURCES.lagna_papakartari,
  check: { kind: 'papakartari' },
  effect: 'caution',
};

export const LAGNA_SHUDDHI: Readonly<Partial<Record<ActivityKey, readonly LagnaDoshaRule[]>>> = deepFreeze({
  marriage: [
    {
      id: 'lagna_saptama_shuddhi',
      source: RULE_SOURCES.lagna_saptama_shuddhi,
      check: { kind: 'malefic_in_houses', houses: [7] },
      effect: 'caution',
    },
    ASHTAMA_SHUDDHI,
    MOON_6_8_12,
    PAPAKARTARI,
  ],
  griha_pravesh: [ASHTAMA_SHUDDHI, MOON_6_8_12, PAPAKARTARI],
});
