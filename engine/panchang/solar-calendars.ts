/**
 * The Tamil, Malayalam and Odia sidereal solar calendars (tables/panchang/solar-calendars.ts holds the rules and
 * their sources). A month's day 1 is the civil day, on the rule city's clock, that its sankranti opens: the day the
 * sankranti falls on when it comes before the calendar's critical time, else the next day. Tamil and Malayalam are
 * decided at the requested place, as Drik Panchang computes them for its reader's city (sunset and daytime are the
 * place's; the civil day is counted on IST in India, on the place's own clock elsewhere); without a place, and for
 * Odia (a clock time at Bhubaneswar), at the rule's city (tables/panchang/solar-calendars.ts).
 */
import { meanAyanamsaDeg } from '../astro/ayanamsa.ts';
import { type BodyGrid, buildBodyGrid } from '../astro/ephemeris-grid.ts';
import { type GlobalYear, siderealLongitudesAt } from '../astro/global-year.ts';
import { findRiseSet, makeObserver } from '../astro/riseset.ts';
import { astroTime } from '../astro/time.ts';
import { MS_PER_DAY, offsetMinutesAt } from '../astro/zone.ts';
import {
  IST_OFFSET_MINUTES,
  SOLAR_CALENDARS,
  TAMIL_SAMVATSARA_SAKA_OFFSET,
  type SolarCalendarId,
  type SolarCalendarRule,
} from '../../tables/panchang/solar-calendars.ts';

export interface SolarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface AlmanacSankranti {
  readonly utcMs: number;
  /** Rashi entered (1 = Mesha). */
  readonly rashi: number;
}

interface MonthStart {
  /** Day number (days since 1970-01-01) of day 1. */
  readonly start: number;
  readonly rashi: number;
}

const DHANU = 9;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
/** Half a step of the 3-hour longitude grid: the Sun's rate is taken across the step around the instant. */
const RATE_HALF_SPAN_MS = 90 * 60_000;

/** Civil day number of an instant on the IST clock (the almanacs' clock, fixed +05:30 even in 1942-45's war time). */
export const istDayOf = (utcMs: number): number => Math.floor((utcMs + IST_OFFSET_MS) / MS_PER_DAY);
/** UTC instant of IST midnight opening a civil day number. */
export const istMidnightUtcMs = (civilDay: number): number => civilDay * MS_PER_DAY - IST_OFFSET_MS;

/** Where a regional date is decided, and the clock its civil days are counted on. */
export interface CalendarPlace {
  readonly key: string;
  readonly latitudeDeg: number;
  readonly longitudeDeg: number;
  /** Minutes east of UTC of the clock (IST's 330 in India, whatever the zone's history says: the almanacs' clock). */
  readonly clockOffsetMinutes: number;
}

/** Zones on Indian Standard Time: their almanacs count days on IST. */
const IST_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

/** The calendar place of a requested place: its coordinates, on IST in India, else its zone's offset at that instant. */
export function calendarPlace(
  place: { latitudeDeg: number; longitudeDeg: number; timezone: string },
  atUtcMs: number,
): CalendarPlace {
  const clockOffsetMinutes = IST_ZONES.has(place.timezone)
    ? IST_OFFSET_MINUTES
    : offsetMinutesAt(place.timezone, atUtcMs);
  return {
    key: `${place.latitudeDeg},${place.longitudeDeg},${clockOffsetMinutes}`,
    latitudeDeg: place.latitudeDeg,
    longitudeDeg: place.longitudeDeg,
    clockOffsetMinutes,
  };
}

/** A rule's own city, on IST (the reference files' place for Tamil and Malayalam, Bhubaneswar for Odia). */
const ruleCity = (rule: SolarCalendarRule): CalendarPlace => ({
  key: rule.city.key,
  latitudeDeg: rule.city.latitudeDeg,
  longitudeDeg: rule.city.longitudeDeg,
  clockOffsetMinutes: IST_OFFSET_MINUTES,
});
/** Where a rule is decided for a requested place (none: the rule's city). */
const decidingPlace = (rule: SolarCalendarRule, place?: CalendarPlace) =>
  place && rule.decidedAt === 'requested_place' ? place : ruleCity(rule);

const dayOn = (place: CalendarPlace, utcMs: number) =>
  Math.floor((utcMs + place.clockOffsetMinutes * 60_000) / MS_PER_DAY);
const midnightOn = (place: CalendarPlace, civilDay: number) =>
  civilDay * MS_PER_DAY - place.clockOffsetMinutes * 60_000;

const almanacCache = new WeakMap<GlobalYear, readonly AlmanacSankranti[]>();

/**
 * The sankrantis as the regional almanacs place them: apparent Sun minus the mean Lahiri ayanamsa (nutation kept,
 * as Drik Panchang's regional calendars imply: the reference files' Odia cutoff is a clean 22:12 IST only so, and
 * 1900-2024 swing by ±7 min otherwise). Derived from the table's own sankrantis, whatever its profile: the table
 * subtracts its ayanamsa sample, so the almanac longitude is the table's plus (sample − mean Lahiri); the ingress
 * moves by that over the Sun's rate (under a second of error: both change negligibly across minutes).
 */
export function almanacSankrantis(table: GlobalYear): readonly AlmanacSankranti[] {
  let out = almanacCache.get(table);
  if (!out) {
    const signs = table.series.sun_rashi;
    out = Array.from(signs.utcMs, (t, i) => {
      const shiftDeg = siderealLongitudesAt(table, t).ayanamsaDeg - meanAyanamsaDeg(astroTime(t));
      const before = siderealLongitudesAt(table, t - RATE_HALF_SPAN_MS).sunDeg;
      const after = siderealLongitudesAt(table, t + RATE_HALF_SPAN_MS).sunDeg;
      const rateDegPerMs = (((after - before + 540) % 360) - 180) / (2 * RATE_HALF_SPAN_MS);
      return { utcMs: Math.round(t - shiftDeg / rateDegPerMs), rashi: signs.indices[i] };
    });
    almanacCache.set(table, out);
  }
  return out;
}

/** Does the grid hold [from, to] with the interpolation's spare nodes? */
const covers = (grid: BodyGrid, from: number, to: number) =>
  from >= grid.startUtcMs + 2 * grid.stepMs && to <= grid.startUtcMs + (grid.count - 4) * grid.stepMs;

/**
 * Sunrise and sunset at a place on a civil day: on the year table's Sun grid when it holds the day (a new place costs
 * a dozen rise/set solutions a year, well under a millisecond), else on a small grid of their own (the sankrantis of
 * the table's margins, outside its rise/set span).
 */
function daylight(place: CalendarPlace, civilDay: number, yearGrid?: BodyGrid): { rise: number; set: number } {
  const dayStart = midnightOn(place, civilDay);
  const grid =
    yearGrid && covers(yearGrid, dayStart, dayStart + MS_PER_DAY)
      ? yearGrid
      : buildBodyGrid('sun', dayStart - MS_PER_DAY, dayStart + 2 * MS_PER_DAY);
  const obs = makeObserver(place);
  const rise = findRiseSet(grid, obs, 'rise', dayStart, dayStart + MS_PER_DAY);
  const set = rise === null ? null : findRiseSet(grid, obs, 'set', rise, dayStart + MS_PER_DAY);
  if (rise === null || set === null) throw new RangeError(`no sunrise or sunset at ${place.key}`);
  return { rise, set };
}

/**
 * The critical instant of a civil day: a sankranti at or before it opens the month that day. Decided at `place` when
 * the rule follows the requested place (Tamil, Malayalam), else at the rule's city.
 */
export function criticalTimeUtcMs(
  rule: SolarCalendarRule,
  civilDay: number,
  place?: CalendarPlace,
  sunGrid?: BodyGrid,
): number {
  const at = decidingPlace(rule, place);
  const c = rule.criticalTime;
  if (c.kind === 'clock') return midnightOn(at, civilDay) + c.minutesAfterMidnight * 60_000;
  const { rise, set } = daylight(at, civilDay, sunGrid);
  const t = c.kind === 'sunset' ? set : rise + c.fraction * (set - rise);
  return t + c.offsetMinutes * 60_000;
}

/** Day number of day 1 of the month a sankranti opens (`sunGrid`: a Sun grid to solve sunrise and sunset on). */
export function monthStartDay(
  rule: SolarCalendarRule,
  sankrantiUtcMs: number,
  place?: CalendarPlace,
  sunGrid?: BodyGrid,
): number {
  const day = dayOn(decidingPlace(rule, place), sankrantiUtcMs);
  return sankrantiUtcMs <= criticalTimeUtcMs(rule, day, place, sunGrid) ? day : day + 1;
}

/**
 * Per calendar and table, each deciding place's month starts, filled as they are asked for: a date needs one or two
 * sankrantis' sunsets, so a new place costs a few rise/set solutions, not a year's.
 */
const cache: Record<SolarCalendarId, WeakMap<GlobalYear, Map<string, (number | undefined)[]>>> = {
  tamil: new WeakMap(),
  malayalam: new WeakMap(),
  odia: new WeakMap(),
};
/** Places remembered per table and calendar; past it the oldest is dropped (a request's cities, not a directory's). */
const PLACES_PER_TABLE = 256;

/** Day 1 of the month the table's i-th almanac sankranti opens, decided at `at`. */
function monthStartOf(table: GlobalYear, id: SolarCalendarId, at: CalendarPlace, i: number): number {
  const byPlace = cache[id].get(table) ?? cache[id].set(table, new Map()).get(table)!;
  let starts = byPlace.get(at.key);
  if (!starts) {
    if (byPlace.size >= PLACES_PER_TABLE) byPlace.delete(byPlace.keys().next().value!);
    starts = [];
    byPlace.set(at.key, starts);
  }
  starts[i] ??= monthStartDay(SOLAR_CALENDARS[id], almanacSankrantis(table)[i].utcMs, at, table.sunGrid);
  return starts[i];
}

/** Day 1 of every month the table's sankrantis open, decided at `place` (default: the rule's city). */
export function solarMonthStarts(table: GlobalYear, id: SolarCalendarId, place?: CalendarPlace): readonly MonthStart[] {
  const at = decidingPlace(SOLAR_CALENDARS[id], place);
  return almanacSankrantis(table).map(({ rashi }, i) => ({ start: monthStartOf(table, id, at, i), rashi }));
}

/** Regional month number (1-12) of the month a rashi opens. */
export function regionalMonth(rule: SolarCalendarRule, rashi: number): number {
  return ((rashi - rule.firstRashi + 12) % 12) + 1;
}

/**
 * Regional date of a civil day (a day number); `table` must hold the sankrantis of the ~32 days before it (a year's
 * table holds 70). Months up to the one Dhanu opens begin in the Gregorian year the era counts from; the later ones
 * (Makara onwards, January) belong to the era year that began the Gregorian year before.
 */
export function solarDate(table: GlobalYear, id: SolarCalendarId, civilDay: number, place?: CalendarPlace): SolarDate {
  const rule = SOLAR_CALENDARS[id];
  const at = decidingPlace(rule, place);
  const sankrantis = almanacSankrantis(table);
  for (let i = sankrantis.length - 1; i >= 0; i--) {
    // a month opens on its sankranti's day or the next: a sankranti after the date opens none before it
    if (dayOn(at, sankrantis[i].utcMs) > civilDay) continue;
    const start = monthStartOf(table, id, at, i);
    if (start > civilDay) continue;
    const { rashi } = sankrantis[i];
    const month = regionalMonth(rule, rashi);
    const startYear = new Date(start * MS_PER_DAY).getUTCFullYear();
    const late = month > regionalMonth(rule, DHANU) ? 1 : 0;
    return { year: startYear - rule.eraOffset - late, month, day: civilDay - start + 1 };
  }
  throw new RangeError('no sankranti before the date in the table');
}

/** The 60-year cycle's number (1 = Prabhava) of a Tamil year: it turns at Chithirai 1 with the Saka year. */
export const tamilSamvatsara = (tamilYear: number): number => ((tamilYear + TAMIL_SAMVATSARA_SAKA_OFFSET) % 60) + 1;

export interface RegionalSolarDates {
  readonly tamil: SolarDate & { readonly samvatsara: number };
  readonly malayalam: SolarDate;
  readonly odia: SolarDate;
}

/** The three regional dates of one civil day (a day number), Tamil and Malayalam decided at `place` when given. */
export function regionalSolarDates(table: GlobalYear, civilDay: number, place?: CalendarPlace): RegionalSolarDates {
  const tamil = solarDate(table, 'tamil', civilDay, place);
  return {
    tamil: { ...tamil, samvatsara: tamilSamvatsara(tamil.year) },
    malayalam: solarDate(table, 'malayalam', civilDay, place),
    odia: solarDate(table, 'odia', civilDay, place),
  };
}
