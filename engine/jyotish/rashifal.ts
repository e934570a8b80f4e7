// Rashifal: the daily, weekly or monthly reading of one sign, from the transits of that period counted from
// the sign (tables/jyotish/rashifal.ts says which grahas each period reads). A pure function of its four
// arguments: the same sign, period, anchor date and language always give the same text and scores.
import {
  FORECAST_DOMAINS,
  GOCHARA_FAVOURABLE_HOUSES,
  SIGNAL_WEIGHTS,
  bandOf,
  BAND_NAMES,
  type ForecastDomain,
  type ScoreBand,
} from '../../tables/jyotish/forecast.ts';
import { DOMAIN_BAND_PHRASES } from '../../tables/jyotish/forecast-phrases.ts';
import { HOUSE_ORDINALS } from '../../tables/jyotish/predictions/index.ts';
import {
  GRAHA_LUCK,
  HOUSE_THEMES,
  PERIOD_SPECS,
  RASHIFAL_DOMAINS,
  RASHIFAL_PHRASES,
  RASHIFAL_ZONE,
  type RashifalPeriod,
} from '../../tables/jyotish/rashifal.ts';
import { RASHIS, type ProseLang, type RashiKey } from '../../tables/names/index.ts';
import { tr } from '../../tables/prose/index.ts';
import { signIngresses } from '../astro/ingress.ts';
import { formatLocal, localToUtc, MS_PER_DAY } from '../astro/zone.ts';
import { grahaPositionsAt } from './chart-at.ts';
import { parseIsoDateUtc } from './dasha.ts';
import { grahaName, rashiLord, rashiRef } from './names.ts';
import { phrase } from './text.ts';
import type { GrahaKey, RashiRef } from './types.ts';
import { houseFrom, rashiOf } from './zodiac.ts';

export interface RashifalTransit {
  graha: GrahaKey;
  name: string;
  role: 'main' | 'background';
  rashi: RashiRef;
  house_from_sign: number;
  favourable: boolean;
  retrograde: boolean;
}
export interface RashifalDomain {
  key: ForecastDomain;
  name: string;
  score: number;
  band: ScoreBand;
  band_label: string;
  text: string;
}
export interface RashifalIngress {
  graha: GrahaKey;
  name: string;
  utc_ms: number;
  rashi: RashiRef;
}

export interface Rashifal {
  sign: RashiRef;
  period: RashifalPeriod;
  lang: ProseLang;
  window: {
    anchor_date: string;
    start_date: string;
    end_date: string;
    start_utc_ms: number;
    end_utc_ms: number;
    reference_utc_ms: number;
    timezone: string;
  };
  headline: string;
  text: string;
  overall: { score: number; band: ScoreBand; band_label: string };
  domains: RashifalDomain[];
  lucky: { number: number; colour: { key: string; name: string }; graha: { key: GrahaKey; name: string } };
  transits: RashifalTransit[];
  ingresses: RashifalIngress[];
}

interface Window {
  startMs: number;
  endMs: number;
  referenceMs: number;
  firstDayMs: number;
  lastDayMs: number;
}

const civil = (utcDayMs: number) => {
  const d = new Date(utcDayMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const midnight = (utcDayMs: number): number =>
  localToUtc(RASHIFAL_ZONE, { ...civil(utcDayMs), hour: 0, minute: 0, second: 0 }).utcMs;

/** First and next-after-last civil day (as UTC day numbers in ms) of the period holding the anchor date. */
function periodDays(period: RashifalPeriod, anchorDayMs: number): [number, number] {
  if (period === 'daily') return [anchorDayMs, anchorDayMs + MS_PER_DAY];
  if (period === 'weekly') {
    const sinceMonday = (new Date(anchorDayMs).getUTCDay() + 6) % 7;
    const monday = anchorDayMs - sinceMonday * MS_PER_DAY;
    return [monday, monday + 7 * MS_PER_DAY];
  }
  const { year, month } = civil(anchorDayMs);
  return [Date.UTC(year, month - 1, 1), Date.UTC(year, month, 1)];
}

function periodWindow(period: RashifalPeriod, anchorDayMs: number): Window {
  const [first, next] = periodDays(period, anchorDayMs);
  const spec = PERIOD_SPECS[period];
  const referenceMs = midnight(first + spec.referenceDay * MS_PER_DAY) + spec.referenceHour * 3_600_000;
  return {
    startMs: midnight(first),
    endMs: midnight(next),
    referenceMs,
    firstDayMs: first,
    lastDayMs: next - MS_PER_DAY,
  };
}

/** `DD-MM-YYYY` of an instant in the service zone (display). */
const localDate = (utcMs: number): string => formatLocal(utcMs, RASHIFAL_ZONE).slice(0, 10);
/** `YYYY-MM-DD` of a UTC day number (machine fields). */
const isoDay = (dayMs: number): string => new Date(dayMs).toISOString().slice(0, 10);
const displayDay = (dayMs: number): string => isoDay(dayMs).split('-').reverse().join('-');

function signNumber(sign: RashiKey | number): number {
  const n = typeof sign === 'number' ? sign : RASHIS.findIndex((r) => r.key === sign) + 1;
  if (!Number.isInteger(n) || n < 1 || n > 12) throw new RangeError(`unknown sign ${String(sign)}`);
  return n;
}

interface Weighted {
  graha: GrahaKey;
  weight: number;
  role: 'main' | 'background';
}

function weightedGrahas(period: RashifalPeriod): Weighted[] {
  const spec = PERIOD_SPECS[period];
  const list = (m: Readonly<Partial<Record<GrahaKey, number>>>, role: Weighted['role']) =>
    (Object.entries(m) as [GrahaKey, number][]).map(([graha, weight]) => ({ graha, weight, role }));
  return [...list(spec.main, 'main'), ...list(spec.background, 'background')];
}

function domainScore(domain: ForecastDomain, transits: RashifalTransit[], weights: Weighted[], scale: number): number {
  const spec = FORECAST_DOMAINS[domain];
  let points = 0;
  for (const t of transits) {
    const w = weights.find((x) => x.graha === t.graha)!.weight;
    const relevance =
      spec.houses.includes(t.house_from_sign) || spec.karakas.includes(t.graha)
        ? SIGNAL_WEIGHTS.transitRelevant
        : SIGNAL_WEIGHTS.transitOther;
    points += (t.favourable ? 1 : -1) * w * relevance * scale;
  }
  return Math.max(0, Math.min(100, Math.round(50 + points)));
}

/** The ISO date (`YYYY-MM-DD`) of the first civil day of the period that holds `anchorDate`. */
export function rashifalPeriodStart(period: RashifalPeriod, anchorDate: string): string {
  if (!Object.hasOwn(PERIOD_SPECS, period)) throw new RangeError(`unknown period ${String(period)}`);
  return isoDay(periodDays(period, parseIsoDateUtc(anchorDate))[0]);
}

/**
 * What a period's readings share whatever the sign and language: the window, the graha positions at its
 * reference instant and the main grahas' sign ingresses. Computing it once serves all twelve signs in both
 * languages (the rashifal job does that); the astronomy is nearly all of a reading's cost.
 */
export interface RashifalSky {
  readonly period: RashifalPeriod;
  readonly anchorDate: string;
  readonly window: Window;
  readonly positions: ReturnType<typeof grahaPositionsAt>;
  readonly ingresses: readonly { graha: GrahaKey; utcMs: number; rashi: number }[];
}

export function rashifalSky(period: RashifalPeriod, anchorDate: string): RashifalSky {
  if (!Object.hasOwn(PERIOD_SPECS, period)) throw new RangeError(`unknown period ${String(period)}`);
  const window = periodWindow(period, parseIsoDateUtc(anchorDate));
  const ingresses = Object.keys(PERIOD_SPECS[period].main).flatMap((graha) =>
    signIngresses(graha as GrahaKey, window.startMs, window.endMs - 1).map((i) => ({
      graha: graha as GrahaKey,
      utcMs: i.utcMs,
      rashi: i.rashi,
    })),
  );
  return { period, anchorDate, window, positions: grahaPositionsAt(window.referenceMs), ingresses };
}

export function rashifal(
  sign: RashiKey | number,
  period: RashifalPeriod,
  anchorDate: string,
  lang: ProseLang = 'en',
): Rashifal {
  const signNo = signNumber(sign);
  return rashifalReading(rashifalSky(period, anchorDate), signNo, lang);
}

/** One sign's reading in one language from its period's sky. */
export function rashifalReading(sky: RashifalSky, sign: RashiKey | number, lang: ProseLang): Rashifal {
  const signNo = signNumber(sign);
  const { period, anchorDate, positions } = sky;
  const w = sky.window;
  const weights = weightedGrahas(period);
  const transits: RashifalTransit[] = weights.map(({ graha, role }) => {
    const rashi = rashiOf(positions[graha].lonSidDeg);
    const house = houseFrom(rashi, signNo);
    return {
      graha,
      name: grahaName(graha, lang),
      role,
      rashi: rashiRef(rashi, lang),
      house_from_sign: house,
      favourable: GOCHARA_FAVOURABLE_HOUSES[graha].includes(house),
      retrograde: positions[graha].speedDegPerDay < 0,
    };
  });
  const scale = PERIOD_SPECS[period].scale;
  const domains = RASHIFAL_DOMAINS.map((key) => {
    const score = domainScore(key, transits, weights, scale);
    const band = bandOf(score);
    return {
      key,
      name: tr(FORECAST_DOMAINS[key].name, lang),
      score,
      band,
      band_label: tr(BAND_NAMES[band], lang),
      text: tr(DOMAIN_BAND_PHRASES[key][band], lang),
    };
  });
  const overallScore = Math.round(domains.reduce((s, d) => s + d.score, 0) / domains.length);
  const overallBand = bandOf(overallScore);
  const ingresses = sky.ingresses.map((i) => ({
    graha: i.graha,
    name: grahaName(i.graha, lang),
    utc_ms: i.utcMs,
    rashi: rashiRef(i.rashi, lang),
  }));
  // The lucky graha is the one helping most; with none helping, the sign's own lord.
  const helpers = transits
    .filter((t) => t.favourable)
    .map((t) => ({ t, w: weights.find((x) => x.graha === t.graha)!.weight }))
    .sort((a, b) => b.w - a.w);
  const luckyGraha = helpers[0]?.t.graha ?? rashiLord(signNo);
  const luck = GRAHA_LUCK[luckyGraha];
  const signRef = rashiRef(signNo, lang);
  const range = {
    sign: signRef.name,
    start: displayDay(w.firstDayMs),
    end: displayDay(w.lastDayMs),
    band: tr(BAND_NAMES[overallBand], lang),
  };
  const headline = phrase(RASHIFAL_PHRASES, `headline_${period}`, lang, range);
  const sentences = [
    headline,
    ...transits
      .filter((t) => t.role === 'main')
      .map((t) =>
        phrase(RASHIFAL_PHRASES, t.favourable ? 'transit_favourable' : 'transit_unfavourable', lang, {
          graha: t.name,
          house: tr(HOUSE_ORDINALS[t.house_from_sign - 1], lang),
          theme: tr(HOUSE_THEMES[t.house_from_sign - 1], lang),
        }),
      ),
    ...ingresses.map((i) =>
      phrase(RASHIFAL_PHRASES, 'ingress', lang, { graha: i.name, rashi: i.rashi.name, date: localDate(i.utc_ms) }),
    ),
    ...domains.map((d) => d.text),
    phrase(RASHIFAL_PHRASES, 'lucky', lang, { number: luck.number, colour: tr(luck.colour, lang) }),
  ];
  return {
    sign: signRef,
    period,
    lang,
    window: {
      anchor_date: anchorDate,
      start_date: isoDay(w.firstDayMs),
      end_date: isoDay(w.lastDayMs),
      start_utc_ms: w.startMs,
      end_utc_ms: w.endMs,
      reference_utc_ms: w.referenceMs,
      timezone: RASHIFAL_ZONE,
    },
    headline,
    text: sentences.join(' '),
    overall: { score: overallScore, band: overallBand, band_label: range.band },
    domains,
    lucky: {
      number: luck.number,
      colour: { key: luck.colour.key, name: tr(luck.colour, lang) },
      graha: { key: luckyGraha, name: grahaName(luckyGraha, lang) },
    },
    transits,
    ingresses,
  };
}
