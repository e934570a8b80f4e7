// The fused forecast at one instant: D1 and D9 of the birth chart, the running maha/antar/pratyantar dasha,
// the doshas with Sade Sati, and the transits, turned into per-domain scores (0-100) with phrase-bank text.
// Pure: the same natal positions, instant and sky give the same result.
import {
  bandOf,
  BAND_NAMES,
  FORECAST_DOMAIN_KEYS,
  FORECAST_DOMAINS,
  GOCHARA_FAVOURABLE_HOUSES,
  type ForecastDomain,
  type ScoreBand,
} from '../../../tables/jyotish/forecast.ts';
import {
  DOMAIN_BAND_PHRASES,
  FACTOR_PHRASES,
  FORECAST_DISCLAIMER,
  OVERALL_PHRASES,
  SADE_SATI_PHASE_NAMES,
} from '../../../tables/jyotish/forecast-phrases.ts';
import { HOUSE_ORDINALS } from '../../../tables/jyotish/predictions/index.ts';
import type { ProseLang } from '../../../tables/names/index.ts';
import { tr } from '../../../tables/prose/index.ts';
import { vimshottariDasha, type DashaPeriod } from '../dasha.ts';
import { chartFacts } from '../doshas/chart-facts.ts';
import { computeDoshas, type DoshaResult, type SignIngressFn } from '../doshas/index.ts';
import { grahaName, rashiRef } from '../names.ts';
import { phrase } from '../text.ts';
import type { ChartPositions, GrahaKey, GrahaPosition, RashiRef } from '../types.ts';
import { assertPositions, GRAHA_KEYS, houseFrom, navamsaRashiOf, rashiOf } from '../zodiac.ts';
import { domainSignals, type Signal, type SignalContext } from './signals.ts';

export interface ForecastInput {
  natal: ChartPositions;
  asOfUtcMs: number;
  /** The nine grahas at as_of. */
  transits: Readonly<Record<GrahaKey, GrahaPosition>>;
  /** Saturn's sign ingresses (for Sade Sati). */
  signIngresses: SignIngressFn;
  lang?: ProseLang;
}

export interface ForecastFactor {
  signal: string;
  graha: GrahaKey | null;
  points: number;
  text: string;
}
export interface DomainForecast {
  key: ForecastDomain;
  name: string;
  score: number;
  band: ScoreBand;
  band_label: string;
  text: string;
  factors: ForecastFactor[];
}
export interface RunningPeriod {
  lord: GrahaKey;
  name: string;
  start_utc_ms: number;
  end_utc_ms: number;
}
export interface TransitEntry {
  graha: GrahaKey;
  name: string;
  rashi: RashiRef;
  house_from_moon: number;
  house_from_lagna: number;
  favourable: boolean;
  retrograde: boolean;
}

export interface ForecastResult {
  as_of_utc_ms: number;
  overall: { score: number; band: ScoreBand; band_label: string; text: string };
  domains: DomainForecast[];
  dasha: { maha: RunningPeriod | null; antar: RunningPeriod | null; pratyantar: RunningPeriod | null };
  doshas: DoshaResult;
  transits: TransitEntry[];
  navamsa: { lagna: RashiRef; vargottama: GrahaKey[]; vargottama_names: string[] };
  disclaimer: string;
}

const running = (p: DashaPeriod | undefined): RunningPeriod | null =>
  p ? { lord: p.lord, name: p.name, start_utc_ms: p.start_utc_ms, end_utc_ms: p.end_utc_ms } : null;

function runningDasha(natal: ChartPositions, asOfUtcMs: number, lang: ProseLang): ForecastResult['dasha'] {
  if (asOfUtcMs < natal.utcMs) return { maha: null, antar: null, pratyantar: null };
  const d = vimshottariDasha(natal.grahas.chandra.lonSidDeg, natal.utcMs, {
    levels: 3,
    from: asOfUtcMs,
    to: asOfUtcMs,
    lang,
  });
  const maha = d.periods[0];
  const antar = maha?.sub?.[0];
  return { maha: running(maha), antar: running(antar), pratyantar: running(antar?.sub?.[0]) };
}

function factorText(s: Signal, lang: ProseLang): string {
  const params: Record<string, string> = {};
  if (s.graha) params.graha = grahaName(s.graha, lang);
  if (s.house) params.house = tr(HOUSE_ORDINALS[s.house - 1], lang);
  if (s.phase) params.phase = tr(SADE_SATI_PHASE_NAMES[s.phase], lang);
  return phrase(FACTOR_PHRASES, `${s.signal}_${s.points >= 0 ? 'up' : 'down'}`, lang, params);
}

function domainForecast(domain: ForecastDomain, ctx: SignalContext, lang: ProseLang): DomainForecast {
  const signals = domainSignals(domain, ctx).filter((s) => s.points !== 0);
  const score = Math.max(0, Math.min(100, Math.round(50 + signals.reduce((sum, s) => sum + s.points, 0))));
  const band = bandOf(score);
  const factors = signals
    .map((s) => ({ signal: s.signal, graha: s.graha ?? null, points: s.points, text: factorText(s, lang) }))
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
  const best = factors.find((f) => f.points > 0);
  const worst = factors.find((f) => f.points < 0);
  const text = [
    tr(DOMAIN_BAND_PHRASES[domain][band], lang),
    ...[best, worst].filter((f) => f).map((f) => f!.text),
  ].join(' ');
  return {
    key: domain,
    name: tr(FORECAST_DOMAINS[domain].name, lang),
    score,
    band,
    band_label: tr(BAND_NAMES[band], lang),
    text,
    factors,
  };
}

function transitEntries(
  natalMoonRashi: number,
  lagnaRashi: number,
  transits: ForecastInput['transits'],
  lang: ProseLang,
): TransitEntry[] {
  return GRAHA_KEYS.map((g) => {
    const rashi = rashiOf(transits[g].lonSidDeg);
    const fromMoon = houseFrom(rashi, natalMoonRashi);
    return {
      graha: g,
      name: grahaName(g, lang),
      rashi: rashiRef(rashi, lang),
      house_from_moon: fromMoon,
      house_from_lagna: houseFrom(rashi, lagnaRashi),
      favourable: GOCHARA_FAVOURABLE_HOUSES[g].includes(fromMoon),
      retrograde: transits[g].speedDegPerDay < 0,
    };
  });
}

export function fusedForecast(input: ForecastInput): ForecastResult {
  assertPositions(input.natal);
  const lang = input.lang ?? 'en';
  const facts = chartFacts(input.natal);
  const dasha = runningDasha(input.natal, input.asOfUtcMs, lang);
  const doshas = computeDoshas(input.natal, { lang, asOfUtcMs: input.asOfUtcMs, signIngresses: input.signIngresses });
  const byGraha = <T>(f: (g: GrahaKey) => T) =>
    Object.fromEntries(GRAHA_KEYS.map((g) => [g, f(g)])) as Record<GrahaKey, T>;
  const ctx: SignalContext = {
    natal: input.natal,
    facts,
    dasha: { maha: dasha.maha?.lord ?? null, antar: dasha.antar?.lord ?? null },
    transitRashi: byGraha((g) => rashiOf(input.transits[g].lonSidDeg)),
    navamsaRashi: byGraha((g) => navamsaRashiOf(input.natal.grahas[g].lonSidDeg)),
    doshas,
  };
  const domains = FORECAST_DOMAIN_KEYS.map((d) => domainForecast(d, ctx, lang));
  const overallScore = Math.round(domains.reduce((s, d) => s + d.score, 0) / domains.length);
  const overallBand = bandOf(overallScore);
  const vargottama = GRAHA_KEYS.filter((g) => ctx.navamsaRashi[g] === facts.rashiOf[g]);
  return {
    as_of_utc_ms: input.asOfUtcMs,
    overall: {
      score: overallScore,
      band: overallBand,
      band_label: tr(BAND_NAMES[overallBand], lang),
      text: tr(OVERALL_PHRASES[overallBand], lang),
    },
    domains,
    dasha,
    doshas,
    transits: transitEntries(facts.rashiOf.chandra, facts.lagnaRashi, input.transits, lang),
    navamsa: {
      lagna: rashiRef(navamsaRashiOf(input.natal.lagnaSidDeg), lang),
      vargottama,
      vargottama_names: vargottama.map((g) => grahaName(g, lang)),
    },
    disclaimer: tr(FORECAST_DISCLAIMER, lang),
  };
}
