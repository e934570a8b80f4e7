// Nakshatra dashas from the natal Moon: Vimshottari (120 years) and Yogini (36 years). Balance at birth, maha
// dashas over one cycle, and sub-periods to five levels (antar, pratyantar, sookshma, prana), each level
// dividing its parent in the cycle's proportions from the parent's own lord. Instants are UTC epoch ms; the caller
// formats them in the birth zone (DESIGN.md: time is formatted only at the edge).
import type { ProseLang } from '../../tables/names/index.ts';
import {
  DASHA_LEVEL_NAMES,
  DASHA_YEAR_DAYS_DEFAULT,
  VIMSHOTTARI_CYCLE,
  VIMSHOTTARI_TOTAL_YEARS,
  ASHTOTTARI_CYCLE,
  ASHTOTTARI_TOTAL_YEARS,
  YOGINI_CYCLE,
  YOGINI_TOTAL_YEARS,
  type DashaLevel,
} from '../../tables/jyotish/dasha.ts';
import { YOGINI_NAMES, type YoginiKey } from '../../tables/jyotish/state-names.ts';
import { tr } from '../../tables/prose/index.ts';
import { JyotishError } from './errors.ts';
import { grahaName, nakshatraRef } from './names.ts';
import type { GrahaKey, NakshatraRef, RashiRef } from './types.ts';
import { nakshatraOf, normDeg, type NakshatraPosition } from './zodiac.ts';

const DAY_MS = 86_400_000;

export interface DashaOptions {
  /** 1 = maha only, 2 = antar, 3 = pratyantar, 4 = sookshma, 5 = prana. Default 1. */
  levels?: DashaLevel;
  /** `YYYY-MM-DD` (from 00:00 UTC of that day) or UTC ms: keep periods ending after it. */
  from?: string | number;
  /** `YYYY-MM-DD` (through 24:00 UTC of that day) or UTC ms: keep periods starting before it. */
  to?: string | number;
  /** Days per dasha year; default 365.25 (tables/jyotish/dasha.ts says why). */
  yearDays?: number;
  lang?: ProseLang;
}

export interface DashaPeriod {
  level: DashaLevel;
  level_key: string;
  /** The level (maha, antar ...) in the reader's language. */
  level_name: string;
  lord: GrahaKey;
  name: string;
  /** Yogini dasha: the yogini's machine key (mangala ... sankata). */
  yogini?: string;
  /** Yogini dasha: the yogini's name in the reader's language. */
  yogini_name?: string;
  /** Chara dasha: the period's sign (`lord` is the graha its years were counted to). */
  rashi?: RashiRef;
  start_utc_ms: number;
  end_utc_ms: number;
  /** Length actually lived (the period running at birth is cut at birth), in dasha years. */
  duration_years: number;
  sub?: DashaPeriod[];
}

export type DashaSystem = 'vimshottari' | 'yogini' | 'ashtottari';

export interface DashaResult {
  system: DashaSystem;
  year_days: number;
  levels: DashaLevel;
  moon: { longitude: number; nakshatra: NakshatraRef; fraction_elapsed: number };
  balance_at_birth: {
    lord: GrahaKey;
    name: string;
    yogini?: string;
    yogini_name?: string;
    years: number;
    end_utc_ms: number;
  };
  range: { from_utc_ms: number | null; to_utc_ms: number | null };
  periods: DashaPeriod[];
}

interface CycleEntry {
  readonly lord: GrahaKey;
  readonly years: number;
  readonly key?: string;
}

/** The span a dasha listing keeps (periods overlapping from..to, after birth) and how deep it goes. */
export interface PeriodWindow {
  birthMs: number;
  fromMs: number;
  toMs: number;
  yearMs: number;
  maxLevel: DashaLevel;
  lang: ProseLang;
}

interface Window extends PeriodWindow {
  cycle: readonly CycleEntry[];
  totalYears: number;
  /** How many maha periods the top level lists: the cycle once, or repeated (Yogini) to cover a life. */
  mahaCount: number;
}

/** Parses `YYYY-MM-DD` strictly (calendar-valid) to 00:00 UTC of that day. */
export function parseIsoDateUtc(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new JyotishError('invalid_date', `expected YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new JyotishError('invalid_date', `not a calendar date: ${date}`);
  }
  return ms;
}

/** A `from`/`to` bound as UTC ms: a date is 00:00 UTC of that day, or 24:00 with `endOfDay`. */
export function dashaBoundMs(value: string | number | undefined, endOfDay: boolean): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new JyotishError('invalid_date', 'range bound must be finite');
    return value;
  }
  return parseIsoDateUtc(value) + (endOfDay ? DAY_MS : 0);
}

/** A yogini's key and its name in the reader's language. */
const yogini = (key: string, lang: ProseLang) => ({
  yogini: key,
  yogini_name: tr(YOGINI_NAMES[key as YoginiKey], lang),
});

/**
 * Children of a period lasting `parentYears` that starts (unclipped) at `startMs`: they begin with
 * the parent's own lord and go round the cycle, each taking parentYears x years(lord) / 120.
 * Boundaries come from cumulative sums so rounding never drifts across a cycle.
 */
function periodsFrom(
  firstIndex: number,
  startMs: number,
  parentYears: number,
  level: DashaLevel,
  w: Window,
): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  let elapsedYears = 0;
  const n = w.cycle.length;
  const count = level === 1 ? w.mahaCount : n;
  for (let k = 0; k < count; k++) {
    const index = (firstIndex + k) % n;
    const { lord, years, key } = w.cycle[index];
    const lengthYears = (parentYears * years) / w.totalYears;
    const rawStart = startMs + elapsedYears * w.yearMs;
    elapsedYears += lengthYears;
    // Whole milliseconds in the output; the unrounded start still anchors the children.
    const end = Math.round(startMs + elapsedYears * w.yearMs);
    const start = Math.max(Math.round(rawStart), w.birthMs);
    if (end <= w.birthMs || end <= w.fromMs || start >= w.toMs) continue;
    const period: DashaPeriod = {
      level,
      level_key: DASHA_LEVEL_NAMES[level].key,
      level_name: tr(DASHA_LEVEL_NAMES[level], w.lang),
      lord,
      name: grahaName(lord, w.lang),
      start_utc_ms: start,
      end_utc_ms: end,
      duration_years: (end - start) / w.yearMs,
    };
    if (key !== undefined) Object.assign(period, yogini(key, w.lang));
    if (level < w.maxLevel) {
      period.sub = periodsFrom(index, rawStart, lengthYears, (level + 1) as DashaLevel, w);
    }
    out.push(period);
  }
  return out;
}

interface SystemSpec {
  system: DashaSystem;
  cycle: readonly CycleEntry[];
  totalYears: number;
  /**
   * Years after birth the maha periods must reach. Unset: one cycle (Vimshottari's 120 years, Ashtottari's 108). Yogini's
   * 36-year cycle repeats (BPHS; Jagannatha Hora and the almanacs list its third and fourth rounds), so it runs on to
   * the same 120 years Vimshottari gives a life.
   */
  coverYearsAfterBirth?: number;
  /** The maha dasha running at birth (index in `cycle`) and the share of its span the Moon had crossed. */
  locate: (moonLonDeg: number, nak: NakshatraPosition, lord: GrahaKey) => { index: number; fraction: number };
}

const VIMSHOTTARI: SystemSpec = {
  system: 'vimshottari',
  cycle: VIMSHOTTARI_CYCLE,
  totalYears: VIMSHOTTARI_TOTAL_YEARS,
  locate: (_lon, nak, lord) => ({ index: VIMSHOTTARI_CYCLE.findIndex((c) => c.lord === lord), fraction: nak.fraction }),
};

const YOGINI: SystemSpec = {
  system: 'yogini',
  cycle: YOGINI_CYCLE,
  totalYears: YOGINI_TOTAL_YEARS,
  coverYearsAfterBirth: VIMSHOTTARI_TOTAL_YEARS,
  // (nakshatra + 3) mod 8, counting 1..8 with 0 as the 8th: index (nakshatra + 2) mod 8 from 0.
  locate: (_lon, nak) => ({ index: (nak.number + 2) % 8, fraction: nak.fraction }),
};

const NAK_DEG = 360 / 27;

/** Ashtottari: the lord whose group of nakshatras holds the Moon, and the share of the whole group crossed. */
function ashtottariLocate(lonDeg: number): { index: number; fraction: number } {
  for (const [index, g] of ASHTOTTARI_CYCLE.entries()) {
    const elapsed = normDeg(lonDeg - (g.firstNakshatra - 1) * NAK_DEG);
    if (elapsed < g.stars * NAK_DEG) return { index, fraction: elapsed / (g.stars * NAK_DEG) };
  }
  throw new Error('unreachable: the eight groups cover the zodiac');
}

const ASHTOTTARI: SystemSpec = {
  system: 'ashtottari',
  cycle: ASHTOTTARI_CYCLE,
  totalYears: ASHTOTTARI_TOTAL_YEARS,
  locate: (lon) => ashtottariLocate(lon),
};

/** Maha periods from the one running at birth until the listing reaches `coverYearsAfterBirth` (or one cycle). */
function mahaCount(spec: SystemSpec, firstIndex: number, fraction: number): number {
  const n = spec.cycle.length;
  if (spec.coverYearsAfterBirth === undefined) return n;
  // years from the first maha's start (before birth) that the listing must reach
  let needed = fraction * spec.cycle[firstIndex].years + spec.coverYearsAfterBirth;
  let count = 0;
  while (needed > 1e-9) needed -= spec.cycle[(firstIndex + count++) % n].years;
  return count;
}

function nakshatraDasha(spec: SystemSpec, moonLonSidDeg: number, birthUtcMs: number, options: DashaOptions) {
  const lang = options.lang ?? 'en';
  const levels = options.levels ?? 1;
  const yearDays = options.yearDays ?? DASHA_YEAR_DAYS_DEFAULT;
  if (![1, 2, 3, 4, 5].includes(levels)) throw new JyotishError('invalid_option', 'levels must be 1 to 5');
  if (!(yearDays > 0) || !Number.isFinite(moonLonSidDeg) || !Number.isFinite(birthUtcMs)) {
    throw new JyotishError('invalid_positions', 'Moon longitude, birth instant and year length must be finite');
  }
  const fromMs = dashaBoundMs(options.from, false);
  const toMs = dashaBoundMs(options.to, true);
  if (fromMs !== null && toMs !== null && fromMs > toMs) throw new JyotishError('invalid_date', '`from` is after `to`');

  const yearMs = yearDays * DAY_MS;
  const longitude = normDeg(moonLonSidDeg);
  const nak = nakshatraOf(longitude);
  const ref = nakshatraRef(nak, lang);
  const { index: firstIndex, fraction } = spec.locate(longitude, nak, ref.lord_key);
  const first = spec.cycle[firstIndex];
  // The first maha dasha began before birth: the Moon had already crossed `fraction` of its span.
  const cycleStartMs = birthUtcMs - fraction * first.years * yearMs;
  const balanceYears = (1 - fraction) * first.years;

  const w: Window = {
    cycle: spec.cycle,
    totalYears: spec.totalYears,
    mahaCount: mahaCount(spec, firstIndex, fraction),
    birthMs: birthUtcMs,
    fromMs: fromMs ?? -Infinity,
    toMs: toMs ?? Infinity,
    yearMs,
    maxLevel: levels,
    lang,
  };
  return {
    system: spec.system,
    year_days: yearDays,
    levels,
    moon: { longitude, nakshatra: ref, fraction_elapsed: nak.fraction },
    balance_at_birth: {
      lord: first.lord,
      name: grahaName(first.lord, lang),
      ...(first.key === undefined ? {} : yogini(first.key, lang)),
      years: balanceYears,
      end_utc_ms: Math.round(cycleStartMs + first.years * yearMs),
    },
    range: { from_utc_ms: fromMs, to_utc_ms: toMs },
    periods: periodsFrom(firstIndex, cycleStartMs, spec.totalYears, 1, w),
  };
}

export function vimshottariDasha(moonLonSidDeg: number, birthUtcMs: number, options: DashaOptions = {}): DashaResult {
  return nakshatraDasha(VIMSHOTTARI, moonLonSidDeg, birthUtcMs, options);
}

export function ashtottariDasha(moonLonSidDeg: number, birthUtcMs: number, options: DashaOptions = {}): DashaResult {
  return nakshatraDasha(ASHTOTTARI, moonLonSidDeg, birthUtcMs, options);
}

export function yoginiDasha(moonLonSidDeg: number, birthUtcMs: number, options: DashaOptions = {}): DashaResult {
  return nakshatraDasha(YOGINI, moonLonSidDeg, birthUtcMs, options);
}

/** The period running at `atMs` at every level the result holds (maha first); empty before birth or past the cycle. */
export function runningPeriods(result: { periods: DashaPeriod[] }, atMs: number): DashaPeriod[] {
  const path: DashaPeriod[] = [];
  let level: DashaPeriod[] | undefined = result.periods;
  while (level) {
    const hit: DashaPeriod | undefined = level.find((p) => p.start_utc_ms <= atMs && atMs < p.end_utc_ms);
    if (!hit) break;
    path.push(hit);
    level = hit.sub;
  }
  return path;
}
