/**
 * Solar (sankranti) days. A sankranti is the instant of the Sun's sidereal ingress, from the global table; each
 * region turns it into the civil day its solar month starts (festival-rules.md 1.8, panchang-rules.md 3.3, 6.3).
 */
import type { GlobalYear } from '../../astro/global-year.ts';
import type { SolarCalendarId } from '../../../tables/panchang/solar-calendars.ts';
import type { NakshatraRule, SolarDayRule } from '../../../tables/festivals/types.ts';
import { bengaliMonthStarts } from '../calendars.ts';
import { bsYearStarts } from '../bikram-sambat.ts';
import { solarMonthStarts } from '../solar-calendars.ts';
import { chooseDay } from './kaala.ts';
import type { PlaceYear } from './place-year.ts';
import type { Span, YearIndex } from './year-index.ts';

/** Odisha's month starts on the ingress day when the ingress is before 22:12 local time (dra8an, empirical). */
const PURNIMA = 15;
/** Odisha's cutoff, 22:12 local time. */
const ODISHA_CUTOFF_MS = (22 * 60 + 12) * 60_000;

type RegionalCalendar = SolarCalendarId | 'bengali' | 'nepali';
const CALENDAR_OF: Partial<Record<SolarDayRule, RegionalCalendar>> = {
  tamil_calendar: 'tamil',
  malayalam_calendar: 'malayalam',
  odia_calendar: 'odia',
  bengali_calendar: 'bengali',
  nepali_calendar: 'nepali',
};

/**
 * Day 1 of the Bikram Sambat month the (modern) ingress into `rashi` names: the BS month of that sign in the BS year
 * the ingress falls in (Baishakh..Poush: Gregorian year + 57; Magh, Falgun, Chaitra, from January: + 56). Nepal's
 * month starts follow the Surya Siddhanta sankranti, hours to a day from this one, so only the sign is taken.
 */
function nepaliMonthStart(ingressUtcMs: number, rashi: number): number {
  const year = new Date(ingressUtcMs).getUTCFullYear() + (rashi >= 10 ? 56 : 57);
  return bsYearStarts(year)[rashi - 1]!;
}

/** Day 1 (civil date) of the month a sankranti of the table opens in a regional calendar, or null if not the table's. */
function calendarStartIso(year: GlobalYear, calendar: RegionalCalendar, ingressUtcMs: number): string | null {
  const i = year.series.sun_rashi.utcMs.indexOf(ingressUtcMs);
  if (i < 0) return null;
  const start =
    calendar === 'nepali'
      ? nepaliMonthStart(ingressUtcMs, year.series.sun_rashi.indices[i]!)
      : calendar === 'bengali'
        ? bengaliMonthStarts(year)[i].start
        : solarMonthStarts(year, calendar)[i].start;
  return new Date(start * 86_400_000).toISOString().slice(0, 10);
}

/** Civil day index on which a region counts the sankranti (may fall outside the run). */
export function sankrantiDay(py: PlaceYear, year: GlobalYear, ingressUtcMs: number, rule: SolarDayRule): number | null {
  const calendar = CALENDAR_OF[rule];
  if (calendar) {
    // A month may begin before the run (Margazhi for a January festival): the index may fall outside it.
    const iso = calendarStartIso(year, calendar, ingressUtcMs);
    return iso === null ? null : py.indexOfDate(iso);
  }
  const c = py.civilDayOf(ingressUtcMs);
  if (!py.has(c)) return null;
  const day = py.days[c];
  switch (rule) {
    case 'sunset':
      return ingressUtcMs < day.sunsetUtcMs ? c : c + 1;
    case 'kerala': {
      const madhyahnaEnd = day.sunriseUtcMs + (3 / 5) * (day.sunsetUtcMs - day.sunriseUtcMs);
      return ingressUtcMs < madhyahnaEnd ? c : c + 1;
    }
    case 'first_sunrise':
      return ingressUtcMs < day.sunriseUtcMs ? c : c + 1;
    case 'bengal':
      return c + 1;
    case 'odisha':
      return ingressUtcMs - day.dayStartUtcMs < ODISHA_CUTOFF_MS ? c : c + 1;
    default:
      return null;
  }
}

/** First and last civil day (inclusive) of each solar month of the sign, by the region's month-start rule. */
function solarMonthSpans(
  py: PlaceYear,
  year: GlobalYear,
  index: YearIndex,
  sign: number,
  rule: SolarDayRule,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const ingresses = index.sankrantis;
  for (let i = 0; i + 1 < ingresses.length; i++) {
    if (ingresses[i].index !== sign) continue;
    const first = sankrantiDay(py, year, ingresses[i].startUtcMs, rule);
    const next = sankrantiDay(py, year, ingresses[i + 1].startUtcMs, rule);
    if (first === null || next === null || next - 1 < 0 || first >= py.length) continue;
    out.push([first, next - 1]);
  }
  return out;
}

/**
 * A nakshatra festival of a solar month (Onam: Shravana in Chingam): each instance of the nakshatra is given a day
 * by its window rule; the first such day inside the month is the festival, or, for a `nearPurnima` rule (Thaipusam,
 * Maasi Magam, Panguni Uttiram: the nakshatra with the month's full moon), the one nearest a Purnima.
 */
export function nakshatraDays(
  py: PlaceYear,
  year: GlobalYear,
  index: YearIndex,
  rule: NakshatraRule,
): Array<{ day: number; span: Span }> {
  const spans = index.nakshatrasByNumber.get(rule.nakshatra) ?? [];
  const out: Array<{ day: number; span: Span }> = [];
  for (const [first, last] of solarMonthSpans(py, year, index, rule.sunSign, rule.monthRule)) {
    const fromUtcMs = py.days[Math.max(0, first)].sunriseUtcMs - 2 * 86_400_000;
    const toUtcMs = py.days[Math.min(py.length - 1, last)].nextSunriseUtcMs + 86_400_000;
    const inMonth: Array<{ day: number; span: Span }> = [];
    for (const span of spans) {
      if (span.endUtcMs < fromUtcMs || span.startUtcMs > toUtcMs) continue;
      const choice = chooseDay(py, span, rule.kaala, rule.tie, 'nearest');
      if (choice !== null && choice.day >= first && choice.day <= last) inMonth.push({ day: choice.day, span });
    }
    const pick = rule.nearPurnima
      ? nearestPurnima(
          index,
          inMonth,
          py.days[Math.max(0, first)].dayStartUtcMs,
          py.days[Math.min(py.length - 1, last)].dayEndUtcMs,
        )
      : inMonth[0];
    if (pick) out.push(pick);
  }
  return out;
}

/** The candidate whose nakshatra span is nearest (midpoint to midpoint) a Purnima of the month (between the bounds). */
function nearestPurnima<T extends { span: Span }>(
  index: YearIndex,
  candidates: readonly T[],
  fromUtcMs: number,
  toUtcMs: number,
): T | undefined {
  const purnimas = (index.tithisByNumber.get(PURNIMA) ?? [])
    .map((p) => (p.startUtcMs + p.endUtcMs) / 2)
    .filter((mid) => mid >= fromUtcMs && mid <= toUtcMs);
  if (purnimas.length === 0) return candidates[0];
  const gap = (c: T) => Math.min(...purnimas.map((p) => Math.abs((c.span.startUtcMs + c.span.endUtcMs) / 2 - p)));
  return candidates.reduce<T | undefined>(
    (best, c) => (best === undefined || gap(c) < gap(best) ? c : best),
    undefined,
  );
}
