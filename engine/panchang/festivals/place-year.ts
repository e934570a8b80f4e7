/**
 * The Hindu days of one place: day d runs from sunrise of placeDays[d] to the next sunrise and is labelled by that
 * civil date. Windows (kaala) of a day, the day holding an instant, and the weekday of a day.
 */
import type { Kaala } from '../../../tables/festivals/types.ts';
import type { PlaceDayInputs } from '../place-day.ts';

export interface Window {
  readonly fromUtcMs: number;
  readonly toUtcMs: number;
}

const MINUTE_MS = 60_000;
/** Arunodaya: 4 ghatis (96 min) before sunrise (festival-rules.md legend). */
const ARUNODAYA_MS = 96 * MINUTE_MS;

export class PlaceYear {
  readonly days: readonly PlaceDayInputs[];
  private readonly firstDateMs: number;

  constructor(days: readonly PlaceDayInputs[]) {
    if (days.length === 0) throw new RangeError('placeDays is empty');
    this.days = days;
    this.firstDateMs = Date.parse(`${days[0].date}T00:00:00Z`);
  }

  get length(): number {
    return this.days.length;
  }

  /** The Hindu day holding an instant (sunrise_d <= t < sunrise_d+1), or −1 / length outside the run. */
  hinduDayOf(utcMs: number): number {
    return this.dayHolding(utcMs, 'sunriseUtcMs', 'nextSunriseUtcMs');
  }

  /** The civil date holding an instant (local midnight to midnight), or −1 / length outside the run. */
  civilDayOf(utcMs: number): number {
    return this.dayHolding(utcMs, 'dayStartUtcMs', 'dayEndUtcMs');
  }

  private dayHolding(
    utcMs: number,
    start: 'sunriseUtcMs' | 'dayStartUtcMs',
    end: 'nextSunriseUtcMs' | 'dayEndUtcMs',
  ): number {
    let lo = 0,
      hi = this.days.length - 1,
      found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.days[mid][start] <= utcMs) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found === this.days.length - 1 && utcMs >= this.days[found][end]) return this.days.length;
    return found;
  }

  /** Index of a `YYYY-MM-DD` date in the run (may fall outside 0..length−1). */
  indexOfDate(date: string): number {
    return Math.round((Date.parse(`${date}T00:00:00Z`) - this.firstDateMs) / 86_400_000);
  }

  has(d: number): boolean {
    return d >= 0 && d < this.days.length;
  }

  /**
   * Sunrise of day d, also a little past either end of the run: the last day's next sunrise, then whole days
   * of the last day's length (sunrise moves by under 2 min a day, enough for the tithi at a sunrise days away).
   */
  sunriseOf(d: number): number {
    if (this.has(d)) return this.days[d].sunriseUtcMs;
    const edge = d < 0 ? this.days[0] : this.days[this.days.length - 1];
    const dayMs = edge.nextSunriseUtcMs - edge.sunriseUtcMs;
    return d < 0 ? edge.sunriseUtcMs + d * dayMs : edge.nextSunriseUtcMs + (d - this.days.length) * dayMs;
  }

  /** 0 = Sunday. */
  weekday(d: number): number {
    return new Date(this.firstDateMs + d * 86_400_000).getUTCDay();
  }

  /** First moonrise inside the Hindu day (sunrise to next sunrise), from the civil-date events. */
  moonriseOf(d: number): number | null {
    const day = this.days[d];
    if (day.moonriseUtcMs !== null && day.moonriseUtcMs >= day.sunriseUtcMs) return day.moonriseUtcMs;
    const next = this.days[d + 1];
    if (next && next.moonriseUtcMs !== null && next.moonriseUtcMs < day.nextSunriseUtcMs) return next.moonriseUtcMs;
    return null;
  }

  /** The window of day d; instants come back as zero-length windows; null when the day has no moonrise. */
  window(d: number, kaala: Kaala): Window | null {
    const { sunriseUtcMs: sr, sunsetUtcMs: ss, nextSunriseUtcMs: next } = this.days[d];
    const dayMs = ss - sr,
      nightMs = next - ss;
    const daySlice = (from: number, to: number): Window => ({ fromUtcMs: sr + from * dayMs, toUtcMs: sr + to * dayMs });
    switch (kaala) {
      case 'sunrise':
        return { fromUtcMs: sr, toUtcMs: sr };
      case 'sunset':
        return { fromUtcMs: ss, toUtcMs: ss };
      case 'arunodaya':
        return { fromUtcMs: sr - ARUNODAYA_MS, toUtcMs: sr };
      case 'pratah':
        return daySlice(0, 1 / 5);
      case 'first_muhurtas':
        return daySlice(0, 3 / 15);
      case 'purvahna':
        return daySlice(0, 1 / 2);
      case 'madhyahna':
        return daySlice(2 / 5, 3 / 5);
      case 'aparahna':
        return daySlice(3 / 5, 4 / 5);
      case 'sayahna':
        return daySlice(4 / 5, 1);
      case 'pradosh':
        return { fromUtcMs: ss, toUtcMs: ss + nightMs / 5 };
      case 'nishita':
        return { fromUtcMs: ss + (7 * nightMs) / 15, toUtcMs: ss + (8 * nightMs) / 15 };
      case 'moonrise': {
        const t = this.moonriseOf(d);
        return t === null ? null : { fromUtcMs: t, toUtcMs: t };
      }
    }
  }
}
