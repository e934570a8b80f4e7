// Chara dasha (Jaimini), K. N. Rao's method (tables/jyotish/chara-dasha.ts cites it): twelve sign dashas from the
// lagna sign, each as many years as the count from the sign to its lord, then a second cycle of 12 minus those years;
// every period splits into twelve equal sub-periods of signs. Instants are UTC epoch ms, as in dasha.ts.
import {
  CHARA_CYCLE_YEARS,
  CHARA_DUAL_LORDS,
  CHARA_METHOD,
  CHARA_OWN_SIGN_YEARS,
  type CharaYearRule,
  SAVYA_RASHIS,
} from '../../tables/jyotish/chara-dasha.ts';
import { DASHA_LEVEL_NAMES, DASHA_YEAR_DAYS_DEFAULT, type DashaLevel } from '../../tables/jyotish/dasha.ts';
import { CHARA_DIRECTION_NAMES } from '../../tables/jyotish/state-names.ts';
import { tr } from '../../tables/prose/index.ts';
import { dashaBoundMs, type DashaOptions, type DashaPeriod, type PeriodWindow } from './dasha.ts';
import { dignityOf } from './dignity.ts';
import { JyotishError } from './errors.ts';
import { rashiLord, rashiRef } from './names.ts';
import type { GrahaKey, ProseLang, RashiRef } from './types.ts';
import { degreeInSign, GRAHA_KEYS, houseFrom, rashiOf, signAhead } from './zodiac.ts';

const DAY_MS = 86_400_000;

/** What chara dasha reads from a chart: the lagna and the nine grahas' sidereal longitudes. */
export interface CharaChart {
  lagnaSidDeg: number;
  grahas: Record<GrahaKey, { lonSidDeg: number }>;
}

export interface CharaOptions extends DashaOptions {
  /** `kn_rao` (default): the count alone; `exaltation`: +1 exalted lord, -1 debilitated lord. */
  yearRule?: CharaYearRule;
}

/** How one sign's years were found: the lord counted to, where it sits, the count and the years. */
export interface CharaSignYears {
  rashi: RashiRef;
  savya: boolean;
  lord: GrahaKey;
  lord_rashi: number;
  count: number;
  adjustment: -1 | 0 | 1;
  years: number;
}

export interface CharaDashaResult {
  system: 'chara';
  method: typeof CHARA_METHOD;
  year_rule: CharaYearRule;
  year_days: number;
  levels: DashaLevel;
  lagna: RashiRef;
  direction: 'direct' | 'indirect';
  /** `direction` in the reader's language. */
  direction_name: string;
  signs: CharaSignYears[];
  range: { from_utc_ms: number | null; to_utc_ms: number | null };
  periods: DashaPeriod[];
}

export const isSavya = (rashi: number): boolean => SAVYA_RASHIS.includes(rashi);

/** Dashas (and each sign's own sub-periods) run zodiacally when the 9th sign from it is savya. */
export const runsDirect = (rashi: number): boolean => isSavya(signAhead(rashi, 9));

/** Grahas other than `graha` in the sign `graha` occupies: K. N. Rao's "associated with more planets". */
function companions(graha: GrahaKey, chart: CharaChart): number {
  const sign = rashiOf(chart.grahas[graha].lonSidDeg);
  return GRAHA_KEYS.filter((g) => g !== graha && rashiOf(chart.grahas[g].lonSidDeg) === sign).length;
}

/**
 * The lord counted to for a sign. Scorpio and Aquarius (K. N. Rao): one lord in the sign, count to the other;
 * both in it, either (the count is one: 12 years); both away, the one with more grahas beside it, then the one
 * further into its sign (degrees, minutes and seconds alike); a full tie keeps the classical lord.
 */
export function charaLord(rashi: number, chart: CharaChart): GrahaKey {
  const dual = CHARA_DUAL_LORDS[rashi];
  if (!dual) return rashiLord(rashi);
  const [a, b] = dual;
  const inSign = (g: GrahaKey) => rashiOf(chart.grahas[g].lonSidDeg) === rashi;
  if (inSign(a)) return b;
  if (inSign(b)) return a;
  const byCompany = companions(a, chart) - companions(b, chart);
  if (byCompany !== 0) return byCompany > 0 ? a : b;
  return degreeInSign(chart.grahas[b].lonSidDeg) > degreeInSign(chart.grahas[a].lonSidDeg) ? b : a;
}

/** First-cycle years of one sign. */
export function charaSignYears(rashi: number, chart: CharaChart, rule: CharaYearRule, lang: ProseLang): CharaSignYears {
  const lord = charaLord(rashi, chart);
  const lordLon = chart.grahas[lord].lonSidDeg;
  const lordRashi = rashiOf(lordLon);
  const savya = isSavya(rashi);
  // Savya signs count zodiacally to the lord, apasavya signs backwards; the sign itself is 1.
  const count = savya ? houseFrom(lordRashi, rashi) : houseFrom(rashi, lordRashi);
  let adjustment: -1 | 0 | 1 = 0;
  if (rule === 'exaltation' && count !== 1) {
    const dignity = dignityOf(lord, lordLon);
    adjustment = dignity === 'exalted' ? 1 : dignity === 'debilitated' ? -1 : 0;
  }
  const years = count === 1 ? CHARA_OWN_SIGN_YEARS : count - 1 + adjustment;
  return { rashi: rashiRef(rashi, lang), savya, lord, lord_rashi: lordRashi, count, adjustment, years };
}

interface CharaWindow extends PeriodWindow {
  /** The graha each sign's years were counted to (the stronger lord for Scorpio and Aquarius). */
  lords: Map<number, GrahaKey>;
}

function signPeriod(rashi: number, level: DashaLevel, startMs: number, years: number, w: CharaWindow): DashaPeriod {
  const end = Math.round(startMs + years * w.yearMs);
  const start = Math.max(Math.round(startMs), w.birthMs);
  const ref = rashiRef(rashi, w.lang);
  const period: DashaPeriod = {
    level,
    level_key: DASHA_LEVEL_NAMES[level].key,
    level_name: tr(DASHA_LEVEL_NAMES[level], w.lang),
    lord: w.lords.get(rashi) ?? rashiLord(rashi),
    name: ref.name,
    rashi: ref,
    start_utc_ms: start,
    end_utc_ms: end,
    duration_years: (end - start) / w.yearMs,
  };
  if (level < w.maxLevel) period.sub = subPeriods(rashi, startMs, years, (level + 1) as DashaLevel, w);
  return period;
}

const overlaps = (startMs: number, endMs: number, w: CharaWindow) =>
  endMs > w.birthMs && endMs > w.fromMs && startMs < w.toMs;

/** Twelve equal parts from the sign after `rashi` (in its own direction), `rashi` itself last. */
function subPeriods(rashi: number, startMs: number, years: number, level: DashaLevel, w: CharaWindow) {
  const step = runsDirect(rashi) ? 1 : -1;
  const part = years / 12;
  const out: DashaPeriod[] = [];
  for (let k = 0; k < 12; k++) {
    const s = startMs + k * part * w.yearMs;
    if (!overlaps(s, s + part * w.yearMs, w)) continue;
    out.push(signPeriod(signAhead(rashi, 1 + step * (k + 1)), level, s, part, w));
  }
  return out;
}

/** Chara dasha of a chart: two cycles (144 years), from birth; a sign of zero years in a cycle has no period. */
export function charaDasha(chart: CharaChart, birthUtcMs: number, options: CharaOptions = {}): CharaDashaResult {
  const lang = options.lang ?? 'en';
  const levels = options.levels ?? 1;
  const yearDays = options.yearDays ?? DASHA_YEAR_DAYS_DEFAULT;
  const yearRule = options.yearRule ?? 'kn_rao';
  if (![1, 2, 3, 4, 5].includes(levels)) throw new JyotishError('invalid_option', 'levels must be 1 to 5');
  const values = [chart.lagnaSidDeg, birthUtcMs, ...GRAHA_KEYS.map((g) => chart.grahas[g]?.lonSidDeg)];
  if (!(yearDays > 0) || !values.every((v) => Number.isFinite(v))) {
    throw new JyotishError(
      'invalid_positions',
      'lagna, graha longitudes, birth instant and year length must be finite',
    );
  }
  const fromMs = dashaBoundMs(options.from, false);
  const toMs = dashaBoundMs(options.to, true);
  if (fromMs !== null && toMs !== null && fromMs > toMs) throw new JyotishError('invalid_date', '`from` is after `to`');

  const lagna = rashiOf(chart.lagnaSidDeg);
  const step = runsDirect(lagna) ? 1 : -1;
  const direction = step === 1 ? 'direct' : 'indirect';
  const order = Array.from({ length: 12 }, (_, k) => signAhead(lagna, 1 + step * k));
  const signs = order.map((r) => charaSignYears(r, chart, yearRule, lang));
  const w: CharaWindow = {
    birthMs: birthUtcMs,
    fromMs: fromMs ?? -Infinity,
    toMs: toMs ?? Infinity,
    yearMs: yearDays * DAY_MS,
    maxLevel: levels,
    lang,
    lords: new Map(signs.map((s) => [s.rashi.number, s.lord])),
  };
  const periods: DashaPeriod[] = [];
  let atMs = birthUtcMs;
  // Second cycle: each sign gets what its first-cycle years left of 12.
  for (const years of [signs.map((s) => s.years), signs.map((s) => CHARA_CYCLE_YEARS - s.years)]) {
    for (const [k, y] of years.entries()) {
      if (y <= 0) continue;
      const endMs = atMs + y * w.yearMs;
      if (overlaps(atMs, endMs, w)) periods.push(signPeriod(order[k], 1, atMs, y, w));
      atMs = endMs;
    }
  }
  return {
    system: 'chara',
    method: CHARA_METHOD,
    year_rule: yearRule,
    year_days: yearDays,
    levels,
    lagna: rashiRef(lagna, lang),
    direction,
    direction_name: tr(CHARA_DIRECTION_NAMES[direction], lang),
    signs,
    range: { from_utc_ms: fromMs, to_utc_ms: toMs },
    periods,
  };
}
