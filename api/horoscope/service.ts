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
  parseVargaMethod,
  shodashvarga,
  type ChartPositions,
} from '../../engine/jyotish/index.ts';
import { natalPrediction, type PredictionSection } from '../../engine/jyotish/predict/index.ts';
import { rashifal, type Rashifal } from '../../engine/jyotish/rashifal.ts';
import { runningPeriods, type DashaOptions, type DashaPeriod } from '../../engine/jyotish/dasha.ts';
import type { CharaYearRule } from '../../tables/jyotish/chara-dasha.ts';
import {
  DASHA_YEAR_LENGTH_DEFAULT,
  DASHA_YEAR_LENGTHS,
  type DashaLevel,
  type DashaYearLength,
} from '../../tables/jyotish/dasha.ts';
import { RASHIFAL_ZONE, type RashifalPeriod } from '../../tables/jyotish/rashifal.ts';
import { RASHIS, type Lang, type ProseLang, type RashiKey } from '../../tables/names/index.ts';
import { ApiError } from '../gateway/errors.ts';
import { parseAsOf } from './as-of.ts';
import {
  birthBlock,
  birthPlaceIn,
  parseCivilDate,
  resolveBirth,
  type BirthInput,
  type ResolvedBirth,
} from './birth.ts';
import { renderChartSvg, vargaCaption } from './chart-svg.ts';
import { engineCall, readLang, type HoroscopeContext } from './context.ts';
import { type AnyDashaSystem, dashaOf } from './dasha-systems.ts';
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

export type WithLang = BirthInput & { lang?: Lang | undefined };

export function natalChart(input: WithLang, hc: HoroscopeContext, langOverride?: ProseLang): Natal {
  const lang = langOverride ?? readLang(input.lang, hc);
  const birth = resolveBirth(input, hc.directory, hc.notes, hc.warnings);
  hc.births.push(birth.utcMs);
  return { birth, positions: natalPositions(birth.utcMs, birth.latDeg, birth.lonDeg, hc), lang };
}

/** The chart positions of a birth, from the request's memo when it keeps one (HoroscopeContext.positions). */
export function natalPositions(utcMs: number, latDeg: number, lonDeg: number, hc: HoroscopeContext): ChartPositions {
  const key = `${utcMs}|${latDeg}|${lonDeg}`;
  const known = hc.positions?.get(key);
  if (known) return known;
  const positions = engineCall(() => chartPositionsAt(utcMs, latDeg, lonDeg));
  hc.positions?.set(key, positions);
  return positions;
}

export function kundliData(input: WithLang, hc: HoroscopeContext): Out<typeof R.KundliData> {
  const n = natalChart(input, hc);
  const { calculation: _conventions, ...kundli } = engineCall(() => buildKundli(n.positions, n.lang));
  return {
    birth: birthBlock(n.birth, n.lang),
    ...kundli,
    ayanamsa: { name: 'lahiri' as const, degree: trueAyanamsaDeg(astroTime(n.birth.utcMs)), includes_nutation: true },
  };
}

/** The varga and method a request names, checked before the birth is resolved (a bad varga is the answer). */
export function vargaChoice(varga: string, method: string | undefined) {
  const code = engineCall(() => parseVarga(varga));
  return { code, method: engineCall(() => parseVargaMethod(code, method)) };
}

export type DivisionalInput = WithLang & { method?: string | undefined };

export function divisionalData(
  varga: string,
  input: DivisionalInput,
  hc: HoroscopeContext,
): Out<typeof R.DivisionalData> {
  const { code, method } = vargaChoice(varga, input.method);
  const n = natalChart(input, hc);
  return {
    birth: birthBlock(n.birth, n.lang),
    ...engineCall(() => divisionalChart(n.positions, code, n.lang, { method })),
  };
}

export function shodashvargaData(input: WithLang, hc: HoroscopeContext): Out<typeof R.ShodashvargaData> {
  const n = natalChart(input, hc);
  return { birth: birthBlock(n.birth, n.lang), ...engineCall(() => shodashvarga(n.positions, n.lang)) };
}

const ROUNDED = new Set(['duration_years', 'years', 'fraction_elapsed']);

export interface DashaInput extends WithLang {
  system?: AnyDashaSystem | undefined;
  /** Chara dasha only: kn_rao (default) or exaltation. */
  chara_years?: CharaYearRule | undefined;
  levels?: 1 | 2 | 3 | undefined;
  /** 1-5 (maha ... prana); wins over `levels`. */
  depth?: DashaLevel | undefined;
  year_length?: DashaYearLength | undefined;
  from?: string | undefined;
  to?: string | undefined;
  as_of?: string | undefined;
}

/** The depth asked for: `depth`, else `levels`, else 2. */
export const dashaDepth = (input: { depth?: number | undefined; levels?: number | undefined }): DashaLevel =>
  (input.depth ?? input.levels ?? 2) as DashaLevel;

export function dashaData(input: DashaInput, hc: HoroscopeContext): Out<typeof R.DashaData> {
  const n = natalChart(input, hc);
  const levels = dashaDepth(input);
  const system = input.system ?? 'vimshottari';
  const dasha = (opts: DashaOptions) => dashaOf(system, n.positions, n.birth.utcMs, opts, input.chara_years);
  const yearLength = input.year_length ?? DASHA_YEAR_LENGTH_DEFAULT;
  const yearDays = DASHA_YEAR_LENGTHS[yearLength];
  const asOf = parseAsOf(input.as_of, n.birth.zone, hc.nowMs);
  const base = { lang: n.lang, yearDays };
  const d = engineCall(() => dasha({ ...base, levels, from: input.from, to: input.to }));
  // The running periods: a window of one instant keeps one branch, so five levels cost nine periods a level.
  const at = engineCall(() => dasha({ ...base, levels: 5, from: asOf, to: asOf }));
  const path = runningPeriods(at, asOf);
  const strip = (p: DashaPeriod | undefined) =>
    p ? { lord: p.lord, name: p.name, start_utc_ms: p.start_utc_ms, end_utc_ms: p.end_utc_ms } : null;
  const current = { as_of_utc_ms: asOf, maha: strip(path[0]), antar: strip(path[1]), pratyantar: strip(path[2]) };
  const running = path.map(({ sub: _sub, ...p }) => p);
  const presented = roundFields(presentInstants({ ...d, current, running }, n.birth.zone), ROUNDED, 4) as Record<
    string,
    unknown
  >;
  return {
    birth: birthBlock(n.birth, n.lang),
    ...presented,
    year_length: yearLength,
    as_of_input: input.as_of ?? null,
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
  return { birth: birthBlock(n.birth, n.lang), ...(presentInstants(result, n.birth.zone) as object) } as unknown as Out<
    typeof R.DoshaData
  >;
}

export interface MatchingInput {
  boy: BirthInput;
  girl: BirthInput;
  include_dosha_summary?: boolean | undefined;
  lang?: Lang | undefined;
}

export function matchingData(input: MatchingInput, hc: HoroscopeContext): Out<typeof R.MatchingData> {
  const lang = readLang(input.lang, hc);
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
  return { ...result, birth: { boy: birthBlock(boy.birth, lang), girl: birthBlock(girl.birth, lang) } };
}

export function natalPredictionData(
  input: WithLang & { sections?: readonly string[] | undefined },
  hc: HoroscopeContext,
): Out<typeof R.NatalData> {
  const n = natalChart(input, hc);
  const sections = input.sections as readonly PredictionSection[] | undefined;
  return {
    birth: birthBlock(n.birth, n.lang),
    ...engineCall(() => natalPrediction(n.positions, { sections, lang: n.lang })),
  };
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
    birth: birthBlock(n.birth, n.lang),
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
  query: { date?: string | undefined; lang?: Lang | undefined },
  hc: HoroscopeContext,
  stored: RashifalSource | null = null,
): RashifalAnswer {
  const lang = readLang(query.lang, hc);
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
  method?: string | undefined;
  /** Whose chart: drawn in the caption's first line (issue #28: `?name=` was accepted and not drawn). */
  name?: string | undefined;
}

/** Characters of a name the caption holds at its font size; a longer one ends in an ellipsis. */
const CAPTION_NAME_CHARS = 40;

function captionName(name: string | undefined): string | null {
  const text = name?.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const letters = [...text]; // by code point: a cut never splits a surrogate pair
  return letters.length > CAPTION_NAME_CHARS ? `${letters.slice(0, CAPTION_NAME_CHARS - 1).join('')}…` : text;
}

export function chartSvg(input: ChartInput, hc: HoroscopeContext): string {
  const { code, method } = vargaChoice(input.varga ?? 'D1', input.method);
  const n = natalChart(input, hc);
  const kundli = engineCall(() => buildKundli(n.positions, n.lang));
  const chart = engineCall(() => divisionalChart(n.positions, code, n.lang, { method }));
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
    title: [captionName(input.name), vargaCaption(chart.varga, chart.name, method, n.lang)].filter(Boolean).join(' · '),
    subtitle: `${n.birth.date} ${n.birth.time} · ${birthPlaceIn(n.birth, n.lang)}`,
  });
}
