// Festivals for the daily result: the rule engine evaluated once per place and year (a few ms) and kept in an LRU,
// then filtered by the plan's layers and the faith filter. Shard hits and live days share it, so both answer alike.
import { eclipseYear, festivalObject, festivalsForPlaceYear, FESTIVAL_RULES, type FestivalOccurrence } from '../../engine/panchang/festivals/index.ts';
import { addDays, computePlaceDays } from '../../engine/panchang/place-day.ts';
import type { FestivalProvider } from './service.ts';

const MAX_CACHED_PLACE_YEARS = 1_000;

export function festivalProvider(): FestivalProvider {
  const cache = new Map<string, Map<string, FestivalOccurrence[]>>();
  return ({ place, date, table, timezone, lang, layers, faith }) => {
    const key = `${place.latitudeDeg},${place.longitudeDeg},${timezone},${place.regionVariant},${table.year}`;
    let year = cache.get(key);
    if (year) {
      cache.delete(key);
    } else {
      // Every civil date of the year plus one day each side: rules compare a day with its neighbours.
      const first = addDays({ year: table.year, month: 1, day: 1 }, -1);
      const days = (Date.UTC(table.year + 1, 0, 1) - Date.UTC(table.year, 0, 1)) / 86_400_000 + 2;
      const placeDays = computePlaceDays(table, { latitudeDeg: place.latitudeDeg, longitudeDeg: place.longitudeDeg, timezone }, first, days);
      year = festivalsForPlaceYear({ year: table.year, globalYear: table, placeDays, place: { latitudeDeg: place.latitudeDeg, longitudeDeg: place.longitudeDeg, timezone, regionVariant: place.regionVariant } });
      if (cache.size >= MAX_CACHED_PLACE_YEARS) cache.delete(cache.keys().next().value!);
    }
    cache.set(key, year);
    return (year.get(date) ?? [])
      .filter((o) => layers.has(FESTIVAL_RULES.layerOf(o.id)) && (faith === 'all' || FESTIVAL_RULES.faithOf(o.id) === faith))
      .map((o) => festivalObject(o, timezone, lang));
  };
}

/**
 * Finds the eclipses of each year from `firstYear` to `lastYear` (the place-independent search, about 20 ms a year),
 * one year per turn of the event loop, so the first lookup of a year does not pay for it. Call once after listening.
 */
export function warmFestivalYears(firstYear: number, lastYear: number): void {
  if (firstYear > lastYear) return;
  setImmediate(() => {
    eclipseYear(firstYear);
    warmFestivalYears(firstYear + 1, lastYear);
  }).unref();
}
