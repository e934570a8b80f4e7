// The signals of the fused forecast, each turned into score points for one domain: the running dasha lords,
// the transits from the natal Moon, the domain's natal house lord, its karakas in the navamsa, and the doshas.
// Weights live in tables/jyotish/forecast.ts; this file only applies them.
import {
  FORECAST_DOMAINS,
  GOCHARA_FAVOURABLE_HOUSES,
  HOUSE_PLACEMENT_STRENGTH,
  SADE_SATI_DOMAINS,
  SIGNAL_WEIGHTS,
  TRANSIT_WEIGHT,
  type ForecastDomain,
} from '../../../tables/jyotish/forecast.ts';
import { DIGNITIES } from '../../../tables/jyotish/grahas.ts';
import type { DoshaResult } from '../doshas/index.ts';
import type { ChartFacts } from '../doshas/chart-facts.ts';
import { dignityOf, dignityStrength } from '../dignity.ts';
import { rashiLord } from '../names.ts';
import { relationOf } from '../relations.ts';
import type { ChartPositions, GrahaKey } from '../types.ts';
import { GRAHA_KEYS, houseFrom, signAhead } from '../zodiac.ts';

export interface Signal {
  /** Phrase key stem (tables/jyotish/forecast-phrases.ts FACTOR_PHRASES without _up/_down). */
  readonly signal: string;
  readonly graha?: GrahaKey;
  /** House from the Moon, for transits. */
  readonly house?: number;
  readonly phase?: string;
  readonly points: number;
}

export interface SignalContext {
  readonly natal: ChartPositions;
  readonly facts: ChartFacts;
  readonly dasha: { readonly maha: GrahaKey | null; readonly antar: GrahaKey | null };
  /** Sign (1-12) of each graha at as_of. */
  readonly transitRashi: Readonly<Record<GrahaKey, number>>;
  /** Navamsa sign (1-12) of each natal graha. */
  readonly navamsaRashi: Readonly<Record<GrahaKey, number>>;
  readonly doshas: DoshaResult;
}

const lordOf = (f: ChartFacts, house: number): GrahaKey => rashiLord(signAhead(f.lagnaRashi, house));

/** A graha is related to a domain when it signifies it, rules one of its houses or sits in one. */
function isRelated(g: GrahaKey, domain: ForecastDomain, f: ChartFacts): boolean {
  const spec = FORECAST_DOMAINS[domain];
  return spec.karakas.includes(g) || spec.houses.some((h) => lordOf(f, h) === g || f.houseOf[g] === h);
}

/** (dignity + placement) / 2, in -1..1: how well a natal graha can deliver. */
function natalStrength(g: GrahaKey, c: SignalContext): number {
  const dignity = dignityStrength(dignityOf(g, c.natal.grahas[g].lonSidDeg));
  return (dignity + HOUSE_PLACEMENT_STRENGTH[c.facts.houseOf[g] - 1]) / 2;
}

/** Dignity by sign alone (the navamsa has no degrees worth reading). Nodes: 0. */
function signStrength(g: GrahaKey, rashi: number): number {
  if (g === 'rahu' || g === 'ketu') return 0;
  const d = DIGNITIES[g];
  if (d.exaltation?.rashi === rashi) return 1;
  if (d.debilitation?.rashi === rashi) return -1;
  if (d.own.includes(rashi)) return 0.7;
  const lord = rashiLord(rashi);
  return lord === g ? 0.7 : dignityStrength(relationOf(g, lord));
}

function dashaSignals(domain: ForecastDomain, c: SignalContext): Signal[] {
  const out: Signal[] = [];
  const levels: [string, GrahaKey | null, number][] = [
    ['maha_dasha', c.dasha.maha, SIGNAL_WEIGHTS.mahaDasha],
    ['antar_dasha', c.dasha.antar, SIGNAL_WEIGHTS.antarDasha],
  ];
  for (const [signal, lord, weight] of levels) {
    if (!lord) continue;
    const share = isRelated(lord, domain, c.facts) ? 1 : SIGNAL_WEIGHTS.unrelatedShare;
    out.push({ signal, graha: lord, points: weight * share * natalStrength(lord, c) });
  }
  return out;
}

function transitSignals(domain: ForecastDomain, c: SignalContext): Signal[] {
  const moonRashi = c.facts.rashiOf.chandra;
  return GRAHA_KEYS.map((g) => {
    const fromMoon = houseFrom(c.transitRashi[g], moonRashi);
    const fromLagna = houseFrom(c.transitRashi[g], c.facts.lagnaRashi);
    const spec = FORECAST_DOMAINS[domain];
    const relevance =
      spec.houses.includes(fromLagna) || spec.karakas.includes(g)
        ? SIGNAL_WEIGHTS.transitRelevant
        : SIGNAL_WEIGHTS.transitOther;
    const sign = GOCHARA_FAVOURABLE_HOUSES[g].includes(fromMoon) ? 1 : -1;
    return { signal: 'transit', graha: g, house: fromMoon, points: sign * TRANSIT_WEIGHT[g] * relevance };
  });
}

function natalSignals(domain: ForecastDomain, c: SignalContext): Signal[] {
  const spec = FORECAST_DOMAINS[domain];
  const lord = lordOf(c.facts, spec.houses[0]);
  const out: Signal[] = [
    { signal: 'house_lord', graha: lord, points: SIGNAL_WEIGHTS.houseLord * natalStrength(lord, c) },
  ];
  for (const k of spec.karakas) {
    const vargottama = c.navamsaRashi[k] === c.facts.rashiOf[k] ? SIGNAL_WEIGHTS.vargottamaBonus : 0;
    out.push({
      signal: 'navamsa',
      graha: k,
      points: (SIGNAL_WEIGHTS.navamsaKaraka * signStrength(k, c.navamsaRashi[k]) + vargottama) / spec.karakas.length,
    });
  }
  return out;
}

function doshaSignals(domain: ForecastDomain, c: SignalContext): Signal[] {
  const out: Signal[] = [];
  const ss = c.doshas.sade_sati;
  const share = SADE_SATI_DOMAINS.includes(domain) ? 1 : SIGNAL_WEIGHTS.sadeSatiLightShare;
  if (ss.available && ss.active && ss.phase) {
    const points = ss.phase === 'peak' ? SIGNAL_WEIGHTS.sadeSatiPeak : SIGNAL_WEIGHTS.sadeSatiOther;
    out.push({ signal: 'sade_sati', phase: ss.phase, points: points * share });
  } else if (ss.available && ss.dhaiya) {
    out.push({ signal: 'dhaiya', points: SIGNAL_WEIGHTS.dhaiya * share });
  }
  if (domain === 'relationship' && c.doshas.manglik.effective)
    out.push({ signal: 'manglik', points: SIGNAL_WEIGHTS.manglikRelationship });
  const ks = c.doshas.kaal_sarp.kind;
  if (ks !== 'none')
    out.push({
      signal: 'kaal_sarp',
      points: ks === 'full' ? SIGNAL_WEIGHTS.kaalSarpFull : SIGNAL_WEIGHTS.kaalSarpPartial,
    });
  return out;
}

/** Every signal of a domain, rounded to a tenth of a point so sums and output agree. */
export function domainSignals(domain: ForecastDomain, c: SignalContext): Signal[] {
  return [
    ...dashaSignals(domain, c),
    ...transitSignals(domain, c),
    ...natalSignals(domain, c),
    ...doshaSignals(domain, c),
  ].map((s) => ({ ...s, points: Math.round(s.points * 10) / 10 }));
}
