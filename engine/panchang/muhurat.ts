/** Muhurta windows of one Hindu day as UTC instants; rules in tables/panchang/muhurat.ts. */
import type { ElementSpan } from '../astro/global-year.ts';
import {
  ABHIJIT_DAY_MUHURTA,
  ABHIJIT_SKIPPED_WEEKDAY,
  AMRIT_KALAM_START_GHATIS,
  AMRIT_SIDDHI_NAKSHATRA,
  BRAHMA_MUHURTA_BEFORE_SUNRISE,
  DUR_MUHURTA,
  GULIKA_KAAL_PART,
  NAKSHATRA_WINDOW_GHATIS,
  RAHU_KAAL_PART,
  VARJYAM_START_GHATIS,
  VIJAYA_DAY_MUHURTA,
  YAMAGANDA_PART,
} from '../../tables/panchang/muhurat.ts';

export interface Window {
  readonly startUtcMs: number;
  readonly endUtcMs: number;
}

/** Sunrise to next sunrise, with the sunsets on either side and the Hindu weekday (0 = Sunday). */
export interface DayFrame {
  readonly prevSunsetUtcMs: number;
  readonly sunriseUtcMs: number;
  readonly sunsetUtcMs: number;
  readonly nextSunriseUtcMs: number;
  readonly weekday: number;
}

const dayLength = (f: DayFrame) => f.sunsetUtcMs - f.sunriseUtcMs;
const nightLength = (f: DayFrame) => f.nextSunriseUtcMs - f.sunsetUtcMs;

/** The part-th (0-based) of `parts` equal divisions of the daytime. */
function dayPart(f: DayFrame, part: number, parts: number): Window {
  const size = dayLength(f) / parts;
  return { startUtcMs: f.sunriseUtcMs + part * size, endUtcMs: f.sunriseUtcMs + (part + 1) * size };
}

function nightPart(f: DayFrame, part: number, parts: number): Window {
  const size = nightLength(f) / parts;
  return { startUtcMs: f.sunsetUtcMs + part * size, endUtcMs: f.sunsetUtcMs + (part + 1) * size };
}

export const rahuKaal = (f: DayFrame) => dayPart(f, RAHU_KAAL_PART[f.weekday], 8);
export const gulikaKaal = (f: DayFrame) => dayPart(f, GULIKA_KAAL_PART[f.weekday], 8);
export const yamagandaKaal = (f: DayFrame) => dayPart(f, YAMAGANDA_PART[f.weekday], 8);

export function abhijit(f: DayFrame): Window | null {
  return f.weekday === ABHIJIT_SKIPPED_WEEKDAY ? null : dayPart(f, ABHIJIT_DAY_MUHURTA - 1, 15);
}

export const vijaya = (f: DayFrame) => dayPart(f, VIJAYA_DAY_MUHURTA - 1, 15);

/** Brahma muhurta sized by the night that ends at this sunrise. */
export function brahma(f: DayFrame): Window {
  const nm = (f.sunriseUtcMs - f.prevSunsetUtcMs) / 15;
  return {
    startUtcMs: f.sunriseUtcMs - BRAHMA_MUHURTA_BEFORE_SUNRISE.fromMuhurtas * nm,
    endUtcMs: f.sunriseUtcMs - BRAHMA_MUHURTA_BEFORE_SUNRISE.toMuhurtas * nm,
  };
}

/** Every Dur Muhurtam window of the day, day ones first; consecutive muhurtas (Saturday's 1st and 2nd) stay separate as Drik prints them. */
export function durMuhurtas(f: DayFrame): Window[] {
  const rule = DUR_MUHURTA[f.weekday];
  return [...rule.day.map((m) => dayPart(f, m - 1, 15)), ...rule.night.map((m) => nightPart(f, m - 1, 15))];
}

/** Windows of 4 nakshatra-ghatis at the given offsets of each nakshatra overlapping the day; kept when they start inside it. */
function nakshatraWindows(
  f: DayFrame,
  nakshatras: ElementSpan[],
  offsetsOf: (nakshatra: number) => readonly number[],
): Window[] {
  const out: Window[] = [];
  for (const span of nakshatras) {
    const ghati = (span.endUtcMs - span.startUtcMs) / 60;
    for (const g of offsetsOf(span.index)) {
      const startUtcMs = span.startUtcMs + g * ghati;
      if (startUtcMs >= f.sunriseUtcMs && startUtcMs < f.nextSunriseUtcMs)
        out.push({ startUtcMs, endUtcMs: startUtcMs + NAKSHATRA_WINDOW_GHATIS * ghati });
    }
  }
  return out.sort((a, b) => a.startUtcMs - b.startUtcMs);
}

export const varjyams = (f: DayFrame, nakshatras: ElementSpan[]) =>
  nakshatraWindows(f, nakshatras, (n) => VARJYAM_START_GHATIS[n - 1]);
export const amritKalams = (f: DayFrame, nakshatras: ElementSpan[]) =>
  nakshatraWindows(f, nakshatras, (n) => [AMRIT_KALAM_START_GHATIS[n - 1]]);

/** Amrita Siddhi Yoga: the weekday's nakshatra, clipped to the Hindu day; null when that nakshatra is not in the day. */
export function amritSiddhi(f: DayFrame, nakshatras: ElementSpan[]): Window | null {
  const wanted = AMRIT_SIDDHI_NAKSHATRA[f.weekday];
  const span = nakshatras.find((s) => s.index === wanted);
  if (!span) return null;
  return {
    startUtcMs: Math.max(span.startUtcMs, f.sunriseUtcMs),
    endUtcMs: Math.min(span.endUtcMs, f.nextSunriseUtcMs),
  };
}
