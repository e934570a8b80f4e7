// The horoscope features as plain functions of validated input: birth resolution, engine call, presentation.
// The routes wrap them; the bench calls them directly.
import type { z } from 'zod';
import { trueAyanamsaDeg } from '../../engine/astro/ayanamsa.ts';
import { astroTime } from '../../engine/astro/time.ts';
import { formatLocal } from '../../engine/astro/zone.ts';
import { chartPositionsAt, coreSignIngresses, grahaPositionsAt } from '../../engine/jyotish/chart-at.ts';
import { fusedForecast } from '../../engine/jyotish/forecast/index.ts';
import {
  buildKundli,
  computeDoshas,
  divisionalChart,
  matchCharts,
  parseVarga,
  vimshottariDasha,
  type ChartPositions,
} from '../../engine/jyotish/index.ts';
import { natalPrediction, type PredictionSection } from '../../engine/jyotish/predict/index.ts';
import { rashifal, type Rashifal } from '../../engine/jyotish/rashifal.ts';
import { RASHIFAL_ZONE, type RashifalPeriod } from '../../tables/jyotish/rashifal.ts';
import { RASHIS, type ProseLang, type RashiKey } from '../../tables/names/index.ts';
import { ApiError } from '../errors.ts';
import { parseAsOf } from './as-of.ts';
import { birthBlock, parseCivilDate, resolveBirth, type BirthInput, type ResolvedBirth } from './birth.ts';
import { renderChartSvg } from './chart-svg.ts';
import { engineCall, readLang, type HoroscopeContext } from './context.ts';
import { presentInstants, roundFields } from './present.ts';
import type * as R from './responses.ts';
import type { RashifalSource } from './shard-source.ts';
import type { ChartStyle } from './schemas.ts';

/** What a route's `data` must look like; presentInstants output is cast to it and checked at runtime outside production. */
type Out<T extends z.ZodType> = z.input<T>;

export interface Natal {
  birth: ResolvedBirth;
  positions: ChartPositions;
  lang: ProseLang;
}

type WithLang = BirthInput & { lang?: string | undefined };

export function natalChart(input: WithLang, hc: HoroscopeContext, langOverride?: ProseLang): Natal {
  const lang = langOverride ?? readLang(input.lang, hc.notes);
  const birth = resolveBirth(input, hc.directory, hc.notes, hc.warnings);
  hc.births.push(birth.utcMs);
  const positions = engineCall(() => chartPositionsAt(birth.utcMs, birth.latDeg, birth.lonDeg));
  return { birth, positions, lang };
}

export function kundliData(input: WithLang, hc: HoroscopeContext): Out<typeof R.KundliData> {
  const n = natalChart(input, hc);
  const { calculation: _conventions, ...kundli } = engineCall(() => buildKundli(n.positions, n.lang));
  return {
    birth: birthBlock(n.birth),
    ...kundli,
    ayanamsa: { name: 'lahiri' as const, degree: trueAyanamsaDeg(astroTime(n.birth.utcMs)), includes_nutation: true },
  };
}

export function divisionalData(varga: string, input: WithLang, hc: HoroscopeContext): Out<typeof R.DivisionalData> {
  const code = engineCall(() => parseVarga(varga));
  const n = natalChart(input, hc);
  return { birth: birthBlock(n.birth), ...engineCall(() => divisionalChart(n.positions, code, n.lang)) };
}

const ROUNDED = new Set(['duration_years', 'years', 'fraction_elapsed']);

export interface DashaInput extends WithLang {
  levels?: 1 | 2 | 3 | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function dashaData(input: DashaInput, hc: HoroscopeContext): Out<typeof R.DashaData> {
  const n = natalChart(input, hc);
  const levels = input.levels ?? 2;
  const moon = n.positions.grahas.chandra.lonSidDeg;
  const d = engineCall(() =>
    vimshottariDasha(moon, n.birth.utcMs, { levels, from: input.from, to: input.to, lang: n.lang }),
  );
  const now = engineCall(() =>
    vimshottariDasha(moon, n.birth.utcMs, { levels: 3, from: hc.nowMs, to: hc.nowMs, lang: n.lang }),
  );
  const maha = now.periods[0];
  const strip = (p: (typeof now.periods)[number] | undefined) =>
    p ? { lord: p.lord, name: p.name, start_utc_ms: p.start_utc_ms, end_utc_ms: p.end_utc_ms } : null;
  const current = {
    as_of_utc_ms: hc.nowMs,
    maha: strip(maha),
    antar: strip(maha?.sub?.[0]),
    pratyantar: strip(maha?.sub?.[0]?.sub?.[0]),
  };
  const presented = roundFields(presentInstants({ ...d, current }, n.birth.zone), ROUNDED, 4) as Record<
    string,
    unknown
  >;
  return {
    birth: birthBlock(n.birth),
    ...presented,
    range_dates: { from: input.from ?? null, to: input.to ?? null },
  } as unknown as Out<typeof R.DashaData>;
}

export function doshaData(
  input: WithLang & { as_of?: string | undefined },
  hc: HoroscopeContext,
): Out<typeof R.DoshaData> {
  const n = natalChart(input, hc);
  const asOf = parseAsOf(input.as_of, n.birth.zone, hc.nowMs);
  const result = engineCall(() =>
    computeDoshas(n.positions, { lang: n.lang, asOfUtcMs: asOf, signIngresses: coreSignIngresses }),
  );
  return { birth: birthBlock(n.birth), ...(presentInstants(result, n.birth.zone) as object) } as unknown as Out<
    typeof R.DoshaData
  >;
}

export interface MatchingInput {
  boy: BirthInput;
  girl: BirthInput;
  include_dosha_summary?: boolean | undefined;
  lang?: string | undefined;
}

export function matchingData(input: MatchingInput, hc: HoroscopeContext): Out<typeof R.MatchingData> {
  const lang = readLang(input.lang, hc.notes);
  const side = (who: 'boy' | 'girl', person: BirthInput) => {
    const notes: typeof hc.notes = [];
    const chart = natalChart(person, { ...hc, notes }, lang);
    hc.notes.push(...notes.map((x) => ({ code: `${who}.${x.code}`, message: x.message })));
    return chart;
  };
  const boy = side('boy', input.boy);
  const girl = side('girl', input.girl);
  const result = engineCall(() =>
    matchCharts(boy.positions, girl.positions, { lang, includeDoshaSummary: input.include_dosha_summary ?? false }),
  );
  return { ...result, birth: { boy: birthBlock(boy.birth), girl: birthBlock(girl.birth) } };
}

export function natalPredictionData(
  input: WithLang & { sections?: readonly string[] | undefined },
  hc: HoroscopeContext,
): Out<typeof R.NatalData> {
  const n = natalChart(input, hc);
  const sections = input.sections as readonly PredictionSection[] | undefined;
  return { birth: birthBlock(n.birth), ...engineCall(() => natalPrediction(n.positions, { sections, lang: n.lang })) };
}

export function forecastData(
  input: WithLang & { as_of?: string | undefined },
  hc: HoroscopeContext,
): Out<typeof R.ForecastData> {
  const n = natalChart(input, hc);
  const asOf = parseAsOf(input.as_of, n.birth.zone, hc.nowMs);
  if (asOf < n.birth.utcMs) throw new ApiError('invalid_as_of', { message: 'as_of is before the birth' });
  const f = engineCall(() =>
    fusedForecast({
      natal: n.positions,
      asOfUtcMs: asOf,
      transits: grahaPositionsAt(asOf),
      signIngresses: coreSignIngresses,
      lang: n.lang,
    }),
  );
  return {
    birth: birthBlock(n.birth),
    as_of_input: input.as_of ?? null,
    ...(presentInstants(f, n.birth.zone) as object),
  } as unknown as Out<typeof R.ForecastData>;
}

/** Today's date in the service zone, `YYYY-MM-DD`. */
export function serviceToday(nowMs: number): string {
  return formatLocal(nowMs, RASHIFAL_ZONE).slice(0, 10).split('-').reverse().join('-');
}

export interface RashifalAnswer {
  readonly data: Out<typeof R.RashifalData>;
  readonly source: 'cache' | 'live';
  readonly cacheAgeSeconds: number;
}

/** The reading from the shards when they hold its period, else computed live: the same object either way. */
export function rashifalData(
  sign: string,
  period: string,
  query: { date?: string | undefined; lang?: string | undefined },
  hc: HoroscopeContext,
  stored: RashifalSource | null = null,
): RashifalAnswer {
  const lang = readLang(query.lang, hc.notes);
  const date = query.date ?? serviceToday(hc.nowMs);
  parseCivilDate(date);
  const signNo = RASHIS.findIndex((r) => r.key === sign) + 1;
  const hit = signNo > 0 ? stored?.get(signNo, period as RashifalPeriod, lang, date) : null;
  const r: Rashifal =
    hit?.reading ?? engineCall(() => rashifal(sign as RashiKey, period as RashifalPeriod, date, lang));
  return {
    data: presentInstants(r, RASHIFAL_ZONE) as unknown as Out<typeof R.RashifalData>,
    source: hit ? 'cache' : 'live',
    cacheAgeSeconds: hit ? Math.max(0, Math.floor((hc.nowMs - hit.builtAtMs) / 1000)) : 0,
  };
}

export interface ChartInput extends WithLang {
  style?: ChartStyle | undefined;
  varga?: string | undefined;
}

export function chartSvg(input: ChartInput, hc: HoroscopeContext): string {
  const code = engineCall(() => parseVarga(input.varga ?? 'D1'));
  const n = natalChart(input, hc);
  const kundli = engineCall(() => buildKundli(n.positions, n.lang));
  const chart = code === 'D1' ? kundli.charts.D1 : engineCall(() => divisionalChart(n.positions, code, n.lang));
  const retro = new Map(kundli.grahas.map((g) => [g.key, g.retrograde]));
  return renderChartSvg({
    style: input.style ?? 'north',
    lang: n.lang,
    lagnaRashi: chart.lagna.rashi.number,
    placements: chart.positions.map((p) => ({
      graha_key: p.graha_key,
      rashi: p.rashi,
      house: p.house,
      retrograde: retro.get(p.graha_key) ?? false,
    })),
    title: `${chart.varga} ${chart.name}`,
    subtitle: `${n.birth.date} ${n.birth.time} · ${n.birth.place}`,
  });
}
