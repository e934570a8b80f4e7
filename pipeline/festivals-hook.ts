/**
 * Where the festival rules plug into the city job. For each city and year the city job calls
 * `festivalsForPlaceYear(globalYear, placeDays, city)` with:
 *   - globalYear: the year's global table (read from the global shard, never recomputed);
 *   - placeDays: the stored civil days plus one day of margin on each side (rules compare a day with its
 *     neighbours), whole seconds as computePlaceDays gives them: exactly the instants a reader gets back;
 *   - city: the directory row (coordinates, zone, region_variant).
 * It returns the festival ids per civil date (`YYYY-MM-DD`); dates outside the stored run are ignored. Ids are
 * uint16 (the rule table's stable ids), each date's list in display order, and the function must be pure: the
 * same inputs give the same ids, or shards stop being reproducible. The ids go into the `festivals` blob of
 * the city_year row (SHARD-FORMAT.md).
 *
 * This file is an entry of the city job's code hash (plan.ts JOB_CODE_ENTRIES), so the festival engine and the
 * rule tables it imports join every city shard's inputs_hash: editing a rule table rebuilds city shards only.
 */
import type { GlobalYear } from '../engine/astro/global-year.ts';
import { festivalsForPlaceYear as evaluateFestivals } from '../engine/panchang/festivals/index.ts';
import type { PlaceDayInputs } from '../engine/panchang/place-day.ts';
import type { CityRow } from '../engine/places/index.ts';
import type { FestivalIds } from './city-year-codec.ts';

export type FestivalsForPlaceYear = (globalYear: GlobalYear, placeDays: readonly PlaceDayInputs[], city: CityRow) => ReadonlyMap<string, FestivalIds>;

/** The festival rule engine (engine/panchang/festivals) evaluated for the city's year; only the ids are stored. */
export const festivalsForPlaceYear: FestivalsForPlaceYear = (globalYear, placeDays, city) => {
  const place = { latitudeDeg: city.lat, longitudeDeg: city.lon, timezone: city.timezone, regionVariant: city.region_variant };
  const byDate = evaluateFestivals({ year: globalYear.year, globalYear, placeDays, place });
  return new Map([...byDate].map(([date, hits]) => [date, hits.map((h) => h.id)]));
};
