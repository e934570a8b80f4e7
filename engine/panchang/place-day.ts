/**
 * The place-dependent instants of one civil date: the only per-city work of the panchang. Everything else
 * (elements, months, sankrantis) comes from the year's global table.
 */
import { AstroInputError } from '../astro/errors.ts';
import type { GlobalYear } from '../astro/global-year.ts';
import { DEFAULT_CONVENTIONS, type SunriseConvention } from '../astro/conventions.ts';
import { findRiseSet, makeObserver, type Observer, type Place } from '../astro/riseset.ts';
import { isoDate, startOfLocalDay } from '../astro/zone.ts';

export interface PlaceDayInputs {
  /** `YYYY-MM-DD`, the civil date in the place's zone. */
  readonly date: string;
  readonly dayStartUtcMs: number;
  readonly dayEndUtcMs: number;
  /** Sunset of the previous civil date: the night before sunrise sizes the Brahma muhurta. */
  readonly prevSunsetUtcMs: number;
  readonly sunriseUtcMs: number;
  readonly sunsetUtcMs: number;
  /** Sunrise of the next civil date: the Hindu day runs sunrise to next sunrise. */
  readonly nextSunriseUtcMs: number;
  /**
   * Moonrise and moonset of the date, null when there is none: the civil date's, or under a convention with the Hindu
   * day's window (`drik`) the first after the date's sunrise and before the next (conventions.ts MoonriseConvention).
   */
  readonly moonriseUtcMs: number | null;
  readonly moonsetUtcMs: number | null;
}

/** The observer a sunrise convention describes (SE's default horizon reproduces SE's 36.73′ exactly: riseset.ts). */
export function observerFor(place: Place, sunrise: SunriseConvention): Observer {
  const refractionDeg = sunrise === DEFAULT_CONVENTIONS.sunrise ? undefined : sunrise.refractionArcmin / 60;
  const sunSemidiameterDeg = sunrise.sunSemidiameterArcmin === undefined ? null : sunrise.sunSemidiameterArcmin / 60;
  const moon = {
    geocentricCentre: sunrise.moon?.point === 'geocentric_centre',
    deltaT: sunrise.moon?.deltaT ?? null,
  };
  return makeObserver(place, refractionDeg, sunrise.limb, sunSemidiameterDeg, sunrise.transitLagDays ?? 0, moon);
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Instants are kept to the whole second: what the API shows and what a shard stores, so live and stored days agree. */
const toSecond = (ms: number): number => Math.round(ms / 1000) * 1000;
const toSecondOrNull = (ms: number | null): number | null => (ms === null ? null : toSecond(ms));

export function parseIsoDate(date: string): CivilDate {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** The civil date `days` after `d` (negative allowed). */
export function addDays(d: CivilDate, days: number): CivilDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

function sunriseOn(
  year: GlobalYear,
  obs: Observer,
  timezone: string,
  d: CivilDate,
): { start: number; end: number; sunrise: number } {
  const next = addDays(d, 1);
  const start = startOfLocalDay(timezone, d.year, d.month, d.day);
  const end = startOfLocalDay(timezone, next.year, next.month, next.day);
  const sunrise = findRiseSet(year.sunGrid, obs, 'rise', start, end);
  if (sunrise === null)
    throw new AstroInputError('no_sunrise', `no sunrise on ${isoDate(d.year, d.month, d.day)} at this latitude`);
  return { start, end, sunrise };
}

/**
 * Instants for every civil date from `first` for `count` days. Each date's next sunrise is the following date's
 * sunrise, so a run of days solves one sunrise per day. `year` must be the global year holding these dates
 * (its grids carry a few days' margin for the last next-sunrise).
 */
export function computePlaceDays(
  year: GlobalYear,
  place: Place & { timezone: string },
  first: CivilDate,
  count: number,
  sunrise: SunriseConvention = DEFAULT_CONVENTIONS.sunrise,
): PlaceDayInputs[] {
  const obs = observerFor(place, sunrise);
  // Drik's window: the first rise and set after the date's sunrise and before the next. Either window partitions
  // time, and the Moon rises at most once in a day of either kind, so every event is shown once, on one date.
  const hinduDay = sunrise.moon?.window === 'sunrise_to_sunrise';
  const out: PlaceDayInputs[] = [];
  const sunsetBetween = (from: number, to: number, d: CivilDate) => {
    const t = findRiseSet(year.sunGrid, obs, 'set', from, to);
    if (t === null)
      throw new AstroInputError('no_sunrise', `no sunset on ${isoDate(d.year, d.month, d.day)} at this latitude`);
    return t;
  };
  const before = sunriseOn(year, obs, place.timezone, addDays(first, -1));
  let today = sunriseOn(year, obs, place.timezone, first);
  let prevSunset = sunsetBetween(before.sunrise, today.sunrise, first);
  for (let i = 0; i < count; i++) {
    const d = addDays(first, i);
    const tomorrow = sunriseOn(year, obs, place.timezone, addDays(d, 1));
    const sunset = sunsetBetween(today.sunrise, tomorrow.sunrise, d);
    const [from, to] = hinduDay ? [today.sunrise, tomorrow.sunrise] : [today.start, today.end];
    out.push({
      date: isoDate(d.year, d.month, d.day),
      dayStartUtcMs: toSecond(today.start),
      dayEndUtcMs: toSecond(today.end),
      prevSunsetUtcMs: toSecond(prevSunset),
      sunriseUtcMs: toSecond(today.sunrise),
      sunsetUtcMs: toSecond(sunset),
      nextSunriseUtcMs: toSecond(tomorrow.sunrise),
      moonriseUtcMs: toSecondOrNull(findRiseSet(year.moonGrid, obs, 'rise', from, to)),
      moonsetUtcMs: toSecondOrNull(findRiseSet(year.moonGrid, obs, 'set', from, to)),
    });
    today = tomorrow;
    prevSunset = sunset;
  }
  return out;
}
