/**
 * The generic day selection of festival-rules.md section 0: "the tithi prevails during window K". The days whose
 * window the span touches are the candidates; one candidate decides; two are settled by the row's tie rule
 * (vriddhi); none by its fallback (kshaya with respect to the window).
 */
import type { Fallback, Kaala, Tie } from '../../../tables/festivals/types.ts';
import type { PlaceYear, Window } from './place-year.ts';
import type { Span } from './year-index.ts';

const GHATI_MS = 24 * 60_000;

export interface Coverage {
  readonly day: number;
  /** Overlap of the span with the window, ms (1 for an instant inside the span). */
  readonly overlapMs: number;
  /** True when the span covers the whole window. */
  readonly full: boolean;
}

export type Resolution = 'single' | 'vriddhi' | 'kshaya';
export interface DayChoice {
  readonly day: number;
  readonly resolution: Resolution;
}

function coverageOn(py: PlaceYear, d: number, kaala: Kaala, span: Span): Coverage | null {
  const w = py.window(d, kaala);
  if (w === null) return null;
  if (w.fromUtcMs === w.toUtcMs) {
    const inside = span.startUtcMs <= w.fromUtcMs && w.fromUtcMs < span.endUtcMs;
    return inside ? { day: d, overlapMs: 1, full: true } : null;
  }
  const overlapMs = Math.min(w.toUtcMs, span.endUtcMs) - Math.max(w.fromUtcMs, span.startUtcMs);
  if (overlapMs <= 0) return null;
  return { day: d, overlapMs, full: span.startUtcMs <= w.fromUtcMs && span.endUtcMs >= w.toUtcMs };
}

/** The days around a span whose window might touch it: from the day before its start to the day after its end. */
export function candidateDays(py: PlaceYear, span: Span): number[] {
  const startDay = py.hinduDayOf(span.startUtcMs),
    endDay = py.hinduDayOf(span.endUtcMs);
  if (endDay < 0 || startDay >= py.length) return [];
  const first = Math.max(0, startDay - 1);
  const last = Math.min(py.length - 1, endDay + 1);
  const out: number[] = [];
  for (let d = first; d <= last; d++) out.push(d);
  return out;
}

export function coverages(py: PlaceYear, kaala: Kaala, span: Span): Coverage[] {
  const out: Coverage[] = [];
  for (const d of candidateDays(py, span)) {
    const c = coverageOn(py, d, kaala, span);
    if (c) out.push(c);
  }
  return out;
}

function settleTie(a: Coverage, b: Coverage, tie: Tie): number {
  switch (tie) {
    case 'first':
      return a.day;
    case 'second':
      return b.day;
    case 'max':
      return b.overlapMs > a.overlapMs ? b.day : a.day;
    case 'second_if_full':
      return b.full ? b.day : a.day;
    case 'second_if_ghati':
      return b.overlapMs >= GHATI_MS ? b.day : a.day;
  }
}

function gapTo(w: Window, span: Span): { before: number; after: number } {
  return { before: span.startUtcMs - w.toUtcMs, after: w.fromUtcMs - span.endUtcMs };
}

/** No window touches the span: pick the day whose window lies just before it, just after it, or nearest. */
function settleKshaya(py: PlaceYear, kaala: Kaala, span: Span, fallback: Fallback): number | null {
  let before: { day: number; gap: number } | null = null;
  let after: { day: number; gap: number } | null = null;
  for (const d of candidateDays(py, span)) {
    const w = py.window(d, kaala);
    if (w === null) continue;
    const g = gapTo(w, span);
    if (g.before >= 0 && (before === null || g.before < before.gap)) before = { day: d, gap: g.before };
    if (g.after >= 0 && (after === null || g.after < after.gap)) after = { day: d, gap: g.after };
  }
  if (fallback === 'before') return before?.day ?? null;
  if (fallback === 'after') return after?.day ?? null;
  if (before === null) return after?.day ?? null;
  if (after === null) return before.day;
  return after.gap < before.gap ? after.day : before.day;
}

/** Default fallback: an instant-window rule keeps the day the tithi runs in; a span-window rule the nearest day. */
export function defaultFallback(kaala: Kaala): Fallback {
  return kaala === 'sunrise' ? 'before' : kaala === 'moonrise' ? 'after' : 'nearest';
}

export function chooseDay(py: PlaceYear, span: Span, kaala: Kaala, tie: Tie, fallback: Fallback): DayChoice | null {
  const covered = coverages(py, kaala, span);
  if (covered.length === 1) return { day: covered[0].day, resolution: 'single' };
  if (covered.length >= 2) return { day: settleTie(covered[0], covered[1], tie), resolution: 'vriddhi' };
  const day = settleKshaya(py, kaala, span, fallback);
  return day === null ? null : { day, resolution: 'kshaya' };
}
