/**
 * Day rules that the window test alone cannot state (festival-rules.md 1.1, 1.6, 2.2 item 26, 2.3 item 35).
 * Each takes the tithi instance and returns the chosen Hindu day, or null when the instance decides nothing here.
 */
import { elementFromTable, elementsOverlapping, type GlobalYear } from '../../astro/global-year.ts';
import { EKADASHI_PATTERNS, type EkadashiPattern } from '../../../tables/festivals/ekadashi-patterns.ts';
import type { Decider } from '../../../tables/festivals/types.ts';
import { chooseDay, type DayChoice } from './kaala.ts';
import type { PlaceYear } from './place-year.ts';
import type { Span } from './year-index.ts';

const ARUNODAYA_MS = 96 * 60_000;
const ROHINI = 4;
const SHRAVANA = 22;

export interface DeciderContext {
  readonly py: PlaceYear;
  readonly year: GlobalYear;
}

/** Tithi in force at sunrise of day d, folded to 1..15 within its paksha (15 = Purnima or Amavasya). */
function pakshaTithiAtSunrise(ctx: DeciderContext, d: number): number {
  return pakshaTithiAt(ctx, ctx.py.sunriseOf(d));
}

function pakshaTithiAt(ctx: DeciderContext, utcMs: number): number {
  return ((elementFromTable(ctx.year.series.tithi, utcMs) - 1) % 15) + 1;
}

function matchPattern(ctx: DeciderContext, d: number): EkadashiPattern | null {
  const seen = [pakshaTithiAtSunrise(ctx, d), pakshaTithiAtSunrise(ctx, d + 1), pakshaTithiAtSunrise(ctx, d + 2)];
  return EKADASHI_PATTERNS.find((p) => p.sunriseTithis.every((t, i) => t === seen[i])) ?? null;
}

/**
 * Ekadashi by the tithis at three successive sunrises (jyotisha `assign_ekaadashii_vratam`, table in
 * tables/festivals/ekadashi-patterns.ts). The first day from the one Ekadashi begins in whose pattern is listed decides.
 */
export function ekadashiDays(ctx: DeciderContext, span: Span): { smarta: number; vaishnava: number } | null {
  const start = ctx.py.hinduDayOf(span.startUtcMs);
  for (let d = Math.max(0, start - 1); d <= start + 1; d++) {
    const p = matchPattern(ctx, d);
    if (!p) continue;
    const smarta = d + p.smartaOffset;
    const arunodayaTithi = pakshaTithiAt(ctx, ctx.py.sunriseOf(smarta) - ARUNODAYA_MS);
    const dashamiViddha = arunodayaTithi !== 11;
    const vaishnava = d + (dashamiViddha ? p.vaishnavaOffsetIfDashamiViddha : p.vaishnavaOffset);
    return { smarta, vaishnava };
  }
  return null;
}

/**
 * Purnima vrat: on the Chaturdashi day only when Purnima begins before that day's madhyahna ends; otherwise on the
 * day Purnima is in force at sunrise (Drik, festival-rules.md 1.6).
 */
function purnimaVrat(ctx: DeciderContext, span: Span): number | null {
  const d = ctx.py.hinduDayOf(span.startUtcMs);
  if (!ctx.py.has(d)) return null;
  const madhyahna = ctx.py.window(d, 'madhyahna');
  return madhyahna !== null && span.startUtcMs <= madhyahna.toUtcMs ? d : d + 1;
}

function nakshatraInWindow(ctx: DeciderContext, d: number, kaala: 'nishita' | 'aparahna', nakshatra: number): boolean {
  const w = ctx.py.window(d, kaala);
  if (w === null) return false;
  return elementsOverlapping(ctx.year.series.nakshatra, w.fromUtcMs, w.toUtcMs).some((s) => s.index === nakshatra);
}

/**
 * Ashtami at nishita; on both nights the night with Rohini at nishita wins, Rohini on both or neither → the second;
 * on neither night → the second (Nirnaya-sindhu summary, festival-rules.md 2.2 item 26).
 */
function janmashtamiSmarta(ctx: DeciderContext, span: Span): number | null {
  const choice = chooseDay(ctx.py, span, 'nishita', 'second', 'after');
  if (choice === null || choice.resolution !== 'vriddhi') return choice?.day ?? null;
  const second = choice.day,
    first = second - 1;
  const rohiniFirst = nakshatraInWindow(ctx, first, 'nishita', ROHINI);
  const rohiniSecond = nakshatraInWindow(ctx, second, 'nishita', ROHINI);
  return rohiniFirst && !rohiniSecond ? first : second;
}

/** Dashami at aparahna; on both days the one with Shravana in aparahna, else the first (Drik, item 35). */
function dussehra(ctx: DeciderContext, span: Span): number | null {
  const choice = chooseDay(ctx.py, span, 'aparahna', 'first', 'nearest');
  if (choice === null || choice.resolution !== 'vriddhi') return choice?.day ?? null;
  const first = choice.day,
    second = first + 1;
  const shravanaSecond = nakshatraInWindow(ctx, second, 'aparahna', SHRAVANA);
  const shravanaFirst = nakshatraInWindow(ctx, first, 'aparahna', SHRAVANA);
  return shravanaSecond && !shravanaFirst ? second : first;
}

export interface DeciderResult extends DayChoice {
  readonly alternateDay?: number;
}

export function decide(decider: Decider, ctx: DeciderContext, span: Span): DeciderResult | null {
  switch (decider) {
    case 'ekadashi_smarta':
    case 'ekadashi_vaishnava': {
      const days = ekadashiDays(ctx, span);
      if (days === null) return null;
      const [day, other] =
        decider === 'ekadashi_smarta' ? [days.smarta, days.vaishnava] : [days.vaishnava, days.smarta];
      return { day, resolution: 'single', alternateDay: other };
    }
    case 'purnima_vrat':
      return single(purnimaVrat(ctx, span));
    case 'janmashtami_smarta':
      return single(janmashtamiSmarta(ctx, span));
    case 'dussehra':
      return single(dussehra(ctx, span));
  }
}

function single(day: number | null): DeciderResult | null {
  return day === null ? null : { day, resolution: 'single' };
}
