// Festivals for the daily result. A shard hit brings its stored occurrences; a live day's come from the same engine
// call the pipeline makes (festivalPlaceDays, then festivalsForPlaceYear: a few ms per place-year, kept in an LRU).
// Either way the occurrences are filtered by the plan's layers and the faith filter and rendered by one function,
// so shard and live answers are byte-identical (test/pipeline/festival-parity.test.ts).
import {
  eclipseYear,
  festivalPlaceDays,
  festivalsForPlaceYear,
  FESTIVAL_RULES,
  type FestivalOccurrence,
} from '../../engine/panchang/festivals/index.ts';
import type { Conventions } from '../../engine/astro/conventions.ts';
import type { GlobalYear } from '../../engine/astro/global-year.ts';
import { FESTIVAL_NOTES } from '../../tables/festivals/index.ts';
import { durationNoteLeaf } from '../../tables/festivals/duration-notes.ts';
import { festivalName, type Lang } from '../../tables/names/index.ts';
import { tr } from '../../tables/prose/index.ts';
import { formatStamp } from '../timestamps.ts';
import type { FestivalObject } from './schema.ts';
import type { FestivalProvider, ResolvedPlace } from './service.ts';

const MAX_CACHED_PLACE_YEARS = 1_000;

export function festivalProvider(): FestivalProvider {
  const cache = new Map<string, Map<string, FestivalOccurrence[]>>();
  /** The place-year's occurrences by date, evaluated once per place, zone, year and calculation profile. */
  const liveYear = (
    place: ResolvedPlace,
    timezone: string,
    table: GlobalYear,
    conventions: Conventions,
  ): Map<string, FestivalOccurrence[]> => {
    const key = `${place.latitudeDeg},${place.longitudeDeg},${timezone},${place.regionVariant},${table.year},${conventions.profile}`;
    let year = cache.get(key);
    if (year) {
      cache.delete(key);
    } else {
      const at = { latitudeDeg: place.latitudeDeg, longitudeDeg: place.longitudeDeg, timezone };
      year = festivalsForPlaceYear({
        year: table.year,
        globalYear: table,
        placeDays: festivalPlaceDays(table, at, conventions.sunrise),
        place: { ...at, regionVariant: place.regionVariant },
      });
      if (cache.size >= MAX_CACHED_PLACE_YEARS) cache.delete(cache.keys().next().value!);
    }
    cache.set(key, year);
    return year;
  };
  return ({ place, date, table, conventions, timezone, stored, lang, layers, faith }) =>
    (stored ?? liveYear(place, timezone, table, conventions).get(date) ?? [])
      .filter(
        (o) => layers.has(FESTIVAL_RULES.layerOf(o.id)) && (faith === 'all' || FESTIVAL_RULES.faithOf(o.id) === faith),
      )
      .map((o) => festivalObject(o, timezone, lang));
}

/** An occurrence as the seed's festival object, its window in the display zone and its note in the language. */
export function festivalObject(occurrence: FestivalOccurrence, timezone: string, lang: Lang): FestivalObject {
  const row = FESTIVAL_RULES.rowOf(occurrence.id);
  const obj: FestivalObject = {
    id: String(row.id),
    name: festivalName(row.slug, row.name, lang),
    slug: row.slug,
    type: row.type,
    category: row.category,
    observed_in: [...row.observedIn],
    start: formatStamp(occurrence.startUtcMs, timezone),
    end: formatStamp(occurrence.endUtcMs, timezone),
    duration_note: durationNoteIn(row.durationNote, lang),
  };
  if (occurrence.note) obj.note = tr(FESTIVAL_NOTES[occurrence.note], lang);
  return obj;
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

function durationNoteIn(english: string, lang: Lang): string {
  const leaf = durationNoteLeaf(english);
  return leaf ? tr(leaf, lang) : english;
}
