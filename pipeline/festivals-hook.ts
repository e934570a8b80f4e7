/**
 * Where the festival rules plug into the city job. For each city and year the city job calls
 * `festivalsForPlaceYear(globalYear, placeDays, city)` with:
 *   - globalYear: the year's global table (read from the global shard, never recomputed);
 *   - placeDays: every civil date of the year plus one day of margin each side (`festivalPlaceDays`, the run the
 *     API computes for a live day too), whole seconds as computePlaceDays gives them;
 *   - city: the directory row (coordinates, zone, region_variant).
 * It returns the festival occurrences per civil date (`YYYY-MM-DD`): stable uint16 ids with their instants or
 * windows (whole seconds) and note, each date's list in display order. The function must be pure: the same inputs
 * give the same occurrences, or shards stop being reproducible. They go into the `festivals` blob of the city_year
 * row (SHARD-FORMAT.md), and the API renders a shard hit's festivals from them.
 *
 * This file is an entry of the city job's code hash (plan.ts JOB_CODE_ENTRIES), so the festival engine and the
 * rule tables it imports join every city shard's inputs_hash: editing a rule table rebuilds city shards only.
 */
import type { GlobalYear } from '../engine/astro/global-year.ts';
import {
  festivalsForPlaceYear as evaluateFestivals,
  type FestivalOccurrence,
} from '../engine/panchang/festivals/index.ts';
import type { PlaceDayInputs } from '../engine/panchang/place-day.ts';
import type { CityRow } from '../engine/places/index.ts';

export { festivalPlaceDays } from '../engine/panchang/festivals/index.ts';

export function festivalsForPlaceYear(
  globalYear: GlobalYear,
  placeDays: readonly PlaceDayInputs[],
  city: CityRow,
): ReadonlyMap<string, FestivalOccurrence[]> {
  const place = {
    latitudeDeg: city.lat,
    longitudeDeg: city.lon,
    timezone: city.timezone,
    regionVariant: city.region_variant,
  };
  return evaluateFestivals({ year: globalYear.year, globalYear, placeDays, place });
}
