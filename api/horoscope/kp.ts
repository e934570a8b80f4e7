// The KP chart as the API shows it (issue 32): lords as graha keys with display names beside them, the
// Krishnamurti ayanamsa and Placidus named in meta.calculation (routes.ts).
import { kpChart, type KpLords } from '../../engine/jyotish/kp/index.ts';
import { grahaName } from '../../engine/jyotish/names.ts';
import type { GrahaKey, ProseLang } from '../../tables/names/index.ts';
import { birthBlock } from './birth.ts';
import { engineCall, type HoroscopeContext } from './context.ts';
import type * as R from './jyotish-responses.ts';
import { natalChart, type WithLang } from './service.ts';

function named<T extends KpLords>(p: T, lang: ProseLang) {
  const name = (k: GrahaKey) => grahaName(k, lang);
  return {
    ...p,
    lords: {
      sign: name(p.sign_lord),
      star: name(p.star_lord),
      sub: name(p.sub_lord),
      sub_sub: name(p.sub_sub_lord),
    },
  };
}

export function kpChartData(input: WithLang, hc: HoroscopeContext): { data: R.KpOut; ayanamsaDeg: number } {
  const n = natalChart(input, hc);
  const chart = engineCall(() => kpChart(n.positions, n.birth.latDeg, n.birth.lonDeg, n.lang));
  return {
    ayanamsaDeg: chart.ayanamsa.degree,
    data: {
      birth: birthBlock(n.birth, n.lang),
      ayanamsa: chart.ayanamsa,
      cusps: chart.cusps.map((c) => named(c, n.lang)),
      grahas: chart.grahas.map((g) => named(g, n.lang)),
      significators: chart.significators,
    },
  };
}
