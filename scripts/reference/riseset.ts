// Sun and Moon rise/set per civil date and place, searched by SE from the start of the local date.
import { Prng, hashString32 } from './prng.ts';
import type { ReferencePlace } from './places.ts';
import { RSMI_CENTRE_NO_REFRACTION, RSMI_DEFAULT, SWE_CONSTANTS as C, riseOrSetJd, type RiseOrSet } from './swe.ts';
import { MS_PER_DAY, addDays, civilDayStartMs, jdFromMs, msFromJd, utcDateOf, utcMsOfDate } from './time.ts';

export const RISESET_SEED = 0x5e_2025;
export const RANDOM_DATES_PER_PLACE = 60;
export const FIRST_DATE = '2025-01-01';
export const LAST_DATE = '2030-12-31';
export const HINDU_ROW_COUNT = 200;
/** Below this |latitude| SE uses its fast rise/set method for the Moon too, and the engine's targets apply. */
const HINDU_MAX_ABS_LAT_DEG = 60;

export interface RiseSetRow {
  place: string;
  date: string;
  dayStart: number;
  sunRise: number | null;
  sunSet: number | null;
  moonRise: number | null;
  moonSet: number | null;
}

export interface CentreSunriseRow {
  place: string;
  date: string;
  dayStart: number;
  sunRise: number | null;
  sunSet: number | null;
}

/** ~60 pseudo-random civil dates for one place (seeded by its id), plus the fixed extra dates. */
export function datesForPlace(placeId: string, extraDates: readonly string[]): string[] {
  const prng = new Prng(RISESET_SEED ^ hashString32(placeId));
  const dayCount = Math.round((utcMsOfDate(LAST_DATE) - utcMsOfDate(FIRST_DATE)) / MS_PER_DAY) + 1;
  const random = prng.distinctSorted(RANDOM_DATES_PER_PLACE, dayCount).map((offset) => addDays(FIRST_DATE, offset));
  return [...new Set([...random, ...extraDates])].sort();
}

/** The event on the civil date [dayStart, nextDayStart), or null if SE finds none before the next date. */
function eventOnDate(
  place: ReferencePlace,
  body: number,
  event: RiseOrSet,
  dayStartMs: number,
  nextDayStartMs: number,
  rsmiBits: number,
): number | null {
  const jd = riseOrSetJd(jdFromMs(dayStartMs), body, event, place.latDeg, place.lonDeg, rsmiBits);
  if (jd === null) return null;
  const eventMs = msFromJd(jd);
  if (eventMs < dayStartMs) throw new Error(`rise_trans went backwards at ${place.id} ${utcDateOf(dayStartMs)}`);
  return eventMs >= nextDayStartMs ? null : eventMs;
}

function dayBounds(place: ReferencePlace, date: string): [number, number] {
  return [civilDayStartMs(place.timezone, date), civilDayStartMs(place.timezone, addDays(date, 1))];
}

export function riseSetRow(place: ReferencePlace, date: string): RiseSetRow {
  const [start, next] = dayBounds(place, date);
  return {
    place: place.id,
    date,
    dayStart: start,
    sunRise: eventOnDate(place, C.SE_SUN, 'rise', start, next, RSMI_DEFAULT),
    sunSet: eventOnDate(place, C.SE_SUN, 'set', start, next, RSMI_DEFAULT),
    moonRise: eventOnDate(place, C.SE_MOON, 'rise', start, next, RSMI_DEFAULT),
    moonSet: eventOnDate(place, C.SE_MOON, 'set', start, next, RSMI_DEFAULT),
  };
}

export function centreSunriseRow(place: ReferencePlace, date: string): CentreSunriseRow {
  const [start, next] = dayBounds(place, date);
  return {
    place: place.id,
    date,
    dayStart: start,
    sunRise: eventOnDate(place, C.SE_SUN, 'rise', start, next, RSMI_CENTRE_NO_REFRACTION),
    sunSet: eventOnDate(place, C.SE_SUN, 'set', start, next, RSMI_CENTRE_NO_REFRACTION),
  };
}

/** A fixed-seed sample of (place, date) pairs from the main table, restricted to |lat| < 60°. */
export function centreSunriseRows(
  places: readonly ReferencePlace[],
  mainRows: readonly RiseSetRow[],
): CentreSunriseRow[] {
  const byId = new Map(places.map((p) => [p.id, p]));
  const eligible = mainRows.filter((row) => Math.abs(byId.get(row.place)!.latDeg) < HINDU_MAX_ABS_LAT_DEG);
  const picks = new Prng(RISESET_SEED + 1).distinctSorted(Math.min(HINDU_ROW_COUNT, eligible.length), eligible.length);
  return picks.map((i) => centreSunriseRow(byId.get(eligible[i].place)!, eligible[i].date));
}
