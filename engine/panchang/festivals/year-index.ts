/**
 * The place-independent candidates of one year, built once per GlobalYear and shared by every city: each tithi
 * instance with its lunar month, each sankranti, each nakshatra instance. A rule then looks only at the few days
 * around its own instances instead of testing every day of the year.
 */
import type { GlobalYear } from '../../astro/global-year.ts';
import type { TransitionSeries } from '../../astro/transitions.ts';
import { lunarMonthAt } from '../lunar-month.ts';

export interface Span {
  /** Tithi 1..30, nakshatra 1..27 or sign 1..12. */
  readonly index: number;
  readonly startUtcMs: number;
  readonly endUtcMs: number;
}

export interface TithiSpan extends Span {
  /** Amanta month of the instance, 1 = Chaitra. */
  readonly month: number;
  readonly adhik: boolean;
}

export interface YearIndex {
  readonly tithisByNumber: ReadonlyMap<number, readonly TithiSpan[]>;
  readonly nakshatrasByNumber: ReadonlyMap<number, readonly Span[]>;
  /** Sun's sidereal ingresses: `index` is the sign entered, `startUtcMs` the instant. */
  readonly sankrantis: readonly Span[];
}

const cache = new WeakMap<GlobalYear, YearIndex>();

function spansOf(series: TransitionSeries): Span[] {
  const out: Span[] = [];
  for (let i = 0; i + 1 < series.utcMs.length; i++) {
    out.push({ index: series.indices[i], startUtcMs: series.utcMs[i], endUtcMs: series.utcMs[i + 1] });
  }
  return out;
}

function groupByIndex<T extends Span>(spans: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const s of spans) {
    const list = out.get(s.index);
    if (list) list.push(s);
    else out.set(s.index, [s]);
  }
  return out;
}

/** Months are looked up once per new moon, not once per tithi: the month of a tithi is the month of its lunation. */
function tithiSpansWithMonths(year: GlobalYear): TithiSpan[] {
  const out: TithiSpan[] = [];
  let month: { amantaNumber: number; adhik: boolean; endUtcMs: number } | null = null;
  for (const s of spansOf(year.series.tithi)) {
    const mid = (s.startUtcMs + s.endUtcMs) / 2;
    if (month === null || mid >= month.endUtcMs) {
      try {
        month = lunarMonthAt(year, mid);
      } catch {
        continue; // the table's first and last partial lunations have no bracketing new moons
      }
    }
    out.push({ ...s, month: month.amantaNumber, adhik: month.adhik });
  }
  return out;
}

export function yearIndexOf(year: GlobalYear): YearIndex {
  let index = cache.get(year);
  if (!index) {
    index = {
      tithisByNumber: groupByIndex(tithiSpansWithMonths(year)),
      nakshatrasByNumber: groupByIndex(spansOf(year.series.nakshatra)),
      sankrantis: spansOf(year.series.sun_rashi).map((s) => ({
        index: s.index,
        startUtcMs: s.startUtcMs,
        endUtcMs: s.startUtcMs,
      })),
    };
    cache.set(year, index);
  }
  return index;
}
