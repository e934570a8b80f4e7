// Ashtakavarga as the API shows it (issue 32): rows keyed by the English planet name (sun..saturn, the issue's
// machine keys), twelve bindus per row from Mesha, the sign and graha names in the request's language.
import { ashtakavarga } from '../../engine/jyotish/ashtakavarga.ts';
import { grahaName } from '../../engine/jyotish/names.ts';
import type { AshtakavargaTable } from '../../tables/jyotish/ashtakavarga.ts';
import { CLASSICAL_GRAHAS, type ClassicalGraha } from '../../tables/jyotish/grahas.ts';
import { GRAHAS, RASHIS, nameOf } from '../../tables/names/index.ts';
import { birthBlock } from './birth.ts';
import { engineCall, type HoroscopeContext } from './context.ts';
import type * as R from './jyotish-responses.ts';
import { natalChart, type WithLang } from './service.ts';

const WESTERN = new Map(GRAHAS.map((g) => [g.key as string, g.western.toLowerCase()]));
const english = (key: string) => WESTERN.get(key) ?? key;

type Planet = 'sun' | 'moon' | 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';

/** The seven rows keyed sun..saturn (GRAHAS' western names, lower case). */
function byEnglish<T, U>(rows: Record<ClassicalGraha, T>, map: (row: T) => U): Record<Planet, U> {
  return Object.fromEntries(CLASSICAL_GRAHAS.map((g) => [english(g), map(rows[g])])) as Record<Planet, U>;
}

export function ashtakavargaData(
  input: WithLang & { tables?: AshtakavargaTable },
  hc: HoroscopeContext,
): R.AshtakavargaOut {
  const n = natalChart(input, hc);
  const a = engineCall(() => ashtakavarga(n.positions, input.tables ?? 'parashara'));
  const { sarva: sarvaTotal, ...perGraha } = a.totals;
  return {
    birth: birthBlock(n.birth, n.lang),
    signs: RASHIS.map((r) => ({ number: r.number, key: r.key, name: nameOf(n.lang, 'rashi', r.key) })),
    grahas: CLASSICAL_GRAHAS.map((g) => ({ key: english(g), graha_key: g, name: grahaName(g, n.lang) })),
    bhinna: byEnglish(a.bhinna, (row) => row),
    sarva: a.sarva,
    totals: { ...byEnglish(perGraha, (t) => t), sarva: sarvaTotal },
    contributors: byEnglish(a.contributors, (cells) => cells.map((c) => c.map(english))),
    reduced: {
      trikona: byEnglish(a.reduced.trikona, (row) => row),
      ekadhipatya: byEnglish(a.reduced.ekadhipatya, (row) => row),
      sarva: a.reduced.sarva,
    },
  };
}
