// Vimshottari dasha from the natal Moon: balance at birth, maha dashas over one 120-year cycle,
// antardashas (level 2) and pratyantar dashas (level 3). Instants are UTC epoch ms; the caller
// formats them in the birth zone (DESIGN.md: time is formatted only at the edge).
import type { ProseLang } from '../../tables/names/index.ts';
import {
  DASHA_LEVEL_NAMES,
  DASHA_YEAR_DAYS_DEFAULT,
  VIMSHOTTARI_CYCLE,
  VIMSHOTTARI_TOTAL_YEARS,
  type DashaLevel,
} from '../../tables/jyotish/dasha.ts';
import { JyotishError } from './errors.ts';
import { grahaName, nakshatraRef } from './names.ts';
import type { GrahaKey, NakshatraRef } from './types.ts';
import { nakshatraOf, normDeg } from './zodiac.ts';

const DAY_MS = 86_400_000;

export interface DashaOptions {
  /** 1 = maha only, 2 = with antardashas, 3 = with pratyantar dashas. Default 1. */
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
  lord: GrahaKey;
  name: string;
  start_utc_ms: number;
  end_utc_ms: number;
  /** Length actually lived (the period running at birth is cut at birth), in dasha years. */
  duration_years: number;
  sub?: DashaPeriod[];
}

export interface DashaResult {
  system: 'vimshottari';
  year_days: number;
  levels: DashaLevel;
  moon: { longitude: number; nakshatra: NakshatraRef; fraction_elapsed: number };
  balance_at_birth: { lord: GrahaKey; name: string; years: number; end_utc_ms: number };
  range: { from_utc_ms: number | null; to_utc_ms: number | null };
  periods: DashaPeriod[];
}

interface Window {
  birthMs: number;
  fromMs: number;
  toMs: number;
  yearMs: number;
  maxLevel: DashaLevel;
  lang: ProseLang;
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

function boundMs(value: string | number | undefined, endOfDay: boolean): number | null {
  if (value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new JyotishError('invalid_date', 'range bound must be finite');
    return value;
  }
  return parseIsoDateUtc(value) + (endOfDay ? DAY_MS : 0);
}

function cycleIndexOf(lord: GrahaKey): number {
  return VIMSHOTTARI_CYCLE.findIndex((c) => c.lord === lord);
}

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
  for (let k = 0; k < VIMSHOTTARI_CYCLE.length; k++) {
    const { lord, years } = VIMSHOTTARI_CYCLE[(firstIndex + k) % VIMSHOTTARI_CYCLE.length];
    const lengthYears = (parentYears * years) / VIMSHOTTARI_TOTAL_YEARS;
    const rawStart = startMs + elapsedYears * w.yearMs;
    elapsedYears += lengthYears;
    // Whole milliseconds in the output; the unrounded start still anchors the children.
    const end = Math.round(startMs + elapsedYears * w.yearMs);
    const start = Math.max(Math.round(rawStart), w.birthMs);
    if (end <= w.birthMs || end <= w.fromMs || start >= w.toMs) continue;
    const period: DashaPeriod = {
      level,
      level_key: DASHA_LEVEL_NAMES[level].key,
      lord,
      name: grahaName(lord, w.lang),
      start_utc_ms: start,
      end_utc_ms: end,
      duration_years: (end - start) / w.yearMs,
    };
    if (level < w.maxLevel) {
      period.sub = periodsFrom(cycleIndexOf(lord), rawStart, lengthYears, (level + 1) as DashaLevel, w);
    }
    out.push(period);
  }
  return out;
}

export function vimshottariDasha(moonLonSidDeg: number, birthUtcMs: number, options: DashaOptions = {}): DashaResult {
  const lang = options.lang ?? 'en';
  const levels = options.levels ?? 1;
  const yearDays = options.yearDays ?? DASHA_YEAR_DAYS_DEFAULT;
  if (![1, 2, 3].includes(levels)) throw new JyotishError('invalid_option', 'levels must be 1, 2 or 3');
  if (!(yearDays > 0) || !Number.isFinite(moonLonSidDeg) || !Number.isFinite(birthUtcMs)) {
    throw new JyotishError('invalid_positions', 'Moon longitude, birth instant and year length must be finite');
  }
  const fromMs = boundMs(options.from, false);
  const toMs = boundMs(options.to, true);
  if (fromMs !== null && toMs !== null && fromMs > toMs) throw new JyotishError('invalid_date', '`from` is after `to`');

  const yearMs = yearDays * DAY_MS;
  const longitude = normDeg(moonLonSidDeg);
  const nak = nakshatraOf(longitude);
  const ref = nakshatraRef(nak, lang);
  const firstIndex = cycleIndexOf(ref.lord_key);
  const firstYears = VIMSHOTTARI_CYCLE[firstIndex].years;
  // The first maha dasha began before birth: the Moon had already crossed `fraction` of its nakshatra.
  const cycleStartMs = birthUtcMs - nak.fraction * firstYears * yearMs;
  const balanceYears = (1 - nak.fraction) * firstYears;

  const w: Window = {
    birthMs: birthUtcMs,
    fromMs: fromMs ?? -Infinity,
    toMs: toMs ?? Infinity,
    yearMs,
    maxLevel: levels,
    lang,
  };
  return {
    system: 'vimshottari',
    year_days: yearDays,
    levels,
    moon: { longitude, nakshatra: ref, fraction_elapsed: nak.fraction },
    balance_at_birth: {
      lord: ref.lord_key,
      name: ref.lord,
      years: balanceYears,
      end_utc_ms: Math.round(cycleStartMs + firstYears * yearMs),
    },
    range: { from_utc_ms: fromMs, to_utc_ms: toMs },
    periods: periodsFrom(firstIndex, cycleStartMs, VIMSHOTTARI_TOTAL_YEARS, 1, w),
  };
}
