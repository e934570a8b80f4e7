// Birth input -> an instant and a place. The place comes from `city_id` (exact), `city`/`place` (the
// directory's fuzzy lookup) or `lat` + `lon` + `tz` (IANA only; a zone is never guessed from coordinates).
// Local civil time becomes UTC by the time module's DST rule (engine/astro/zone.ts localToUtc). A place read from
// free text by a guess (a misspelling, the most populous of namesakes) is reported in the answer's top-level
// `warnings` (the rule: engine/places/match-rule.ts); a local-time oddity goes to dev_notes.
import { MAX_SUPPORTED_UTC_MS, MIN_SUPPORTED_UTC_MS } from '../../engine/astro/time.ts';
import { formatOffset, isValidTimeZone, localToUtc, type LocalTimeResolution } from '../../engine/astro/zone.ts';
import type { CityDirectory, CityRecord } from '../cities.ts';
import { ApiError } from '../gateway/errors.ts';
import { cityOfId } from '../hints.ts';
import type { Lang } from '../../tables/names/index.ts';
import { cityDisplayName } from '../../tables/places/city-names.ts';
import { formatStamp } from '../timestamps.ts';
import { timeZoneHint } from '../hints.ts';
import type { DevNote } from '../gateway/route-spec.ts';

export interface BirthInput {
  date: string;
  time: string;
  city?: string | undefined;
  place?: string | undefined;
  city_id?: string | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
  tz?: string | undefined;
}

export interface ResolvedBirth {
  date: string;
  /** `HH:mm:ss`. */
  time: string;
  utcMs: number;
  latDeg: number;
  lonDeg: number;
  zone: string;
  place: string;
  cityId: string | null;
  resolvedVia: 'city_id' | 'exact_match' | 'fuzzy_match' | 'coordinates';
  offsetMinutes: number;
  resolution: LocalTimeResolution;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Calendar-valid `YYYY-MM-DD` inside the engine's span, as [year, month, day]; else invalid_date. */
export function parseCivilDate(date: string): [number, number, number] {
  const m = DATE_RE.exec(date);
  if (!m)
    throw new ApiError('invalid_date', {
      message: `date must be YYYY-MM-DD, got ${JSON.stringify(date).slice(0, 40)}`,
    });
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new ApiError('invalid_date', { message: `${date} is not a calendar date` });
  }
  if (ms < MIN_SUPPORTED_UTC_MS + 86_400_000 || ms >= MAX_SUPPORTED_UTC_MS - 86_400_000) {
    throw new ApiError('invalid_date', { message: 'dates are supported from 1800-01-02 to 2099-12-30' });
  }
  return [y, mo, d];
}

function parseTime(time: string): [number, number, number] {
  const m = TIME_RE.exec(time);
  if (!m) throw new ApiError('invalid_birth_data', { message: 'time must be HH:mm or HH:mm:ss (24-hour)' });
  return [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
}

const placeLabel = (c: CityRecord): string => [c.name, c.admin1, c.country_code].filter((x) => x).join(', ');

interface Place {
  latDeg: number;
  lonDeg: number;
  zone: string;
  place: string;
  cityId: string | null;
  resolvedVia: ResolvedBirth['resolvedVia'];
}

function fromCity(city: CityRecord, via: ResolvedBirth['resolvedVia']): Place {
  return {
    latDeg: city.lat,
    lonDeg: city.lon,
    zone: city.timezone,
    place: placeLabel(city),
    cityId: city.city_id,
    resolvedVia: via,
  };
}

function fromCoordinates(input: BirthInput): Place {
  if (input.lat === undefined || input.lon === undefined) {
    throw new ApiError('invalid_birth_data', { message: 'give city, place or city_id, or both lat and lon with tz' });
  }
  if (input.tz === undefined)
    throw new ApiError('invalid_timezone', {
      message: 'coordinates need tz, an IANA zone name; it is never inferred from coordinates',
    });
  if (!isValidTimeZone(input.tz)) throw new ApiError('invalid_timezone', { message: timeZoneHint(input.tz) });
  return {
    latDeg: input.lat,
    lonDeg: input.lon,
    zone: input.tz,
    place: `${input.lat.toFixed(4)}, ${input.lon.toFixed(4)}`,
    cityId: null,
    resolvedVia: 'coordinates',
  };
}

/** A caveat about the answer that the caller should act on (top-level `warnings`): never buried in dev_notes. */
export interface PlaceWarning {
  readonly code: 'ambiguous_place' | 'place_fuzzy_match';
  readonly message: string;
  /** The other cities the text could mean, to pass as `city_id` instead. */
  readonly candidates: readonly PlaceCandidate[];
}

export interface PlaceCandidate {
  readonly city_id: string;
  readonly place: string;
  readonly population: number;
}

const candidate = (c: CityRecord): PlaceCandidate => ({
  city_id: c.city_id,
  place: placeLabel(c),
  population: c.population,
});
const MAX_LISTED = 5;

/** "Springfield, Missouri, US (springfield); ...": what a refusal or warning names. */
const listed = (cities: readonly CityRecord[]): string =>
  cities
    .slice(0, MAX_LISTED)
    .map((c) => `${placeLabel(c)} (city_id ${c.city_id})`)
    .join('; ');

/** Free text -> a city by the directory's rule (engine/places/match-rule.ts); no guess is silent. */
function placeFromText(text: string, directory: CityDirectory, warnings: PlaceWarning[]): Place {
  const shown = JSON.stringify(text.slice(0, 80));
  const found = directory.lookup(text);
  if (found.kind === 'none') {
    const near = found.candidates.length ? ` Nearest: ${listed(found.candidates)}.` : '';
    throw new ApiError('unknown_place', {
      message: `No city matches ${shown} closely enough.${near} Send one as city_id, or search GET /v1/cities?q=.`,
      details: found.candidates
        .slice(0, MAX_LISTED)
        .map((c) => ({ path: 'city', message: `candidate: ${listed([c])}` })),
    });
  }
  if (found.kind === 'ambiguous') {
    throw new ApiError('unknown_place', {
      message: `${shown} names several cities of similar size: ${listed(found.candidates)}. Add the country or state ("${text.slice(0, 40)}, <state>") or send city_id.`,
      details: found.candidates
        .slice(0, MAX_LISTED)
        .map((c) => ({ path: 'city', message: `candidate: ${listed([c])}` })),
    });
  }
  if (found.resolvedVia === 'fuzzy_match')
    warnings.push({
      code: 'place_fuzzy_match',
      message: `${shown} is not a directory name; it was read as ${placeLabel(found.city)} (city_id ${found.city.city_id}). Send city_id to be sure.`,
      candidates: [candidate(found.city)],
    });
  if (found.others.length)
    warnings.push({
      code: 'ambiguous_place',
      message: `${shown} also names ${listed(found.others)}; the most populous, ${placeLabel(found.city)}, was used. Send city_id or add the country to choose another.`,
      candidates: found.others.slice(0, MAX_LISTED).map(candidate),
    });
  return fromCity(found.city, found.resolvedVia);
}

function resolvePlace(input: BirthInput, directory: CityDirectory, warnings: PlaceWarning[]): Place {
  if (input.city_id !== undefined) {
    // horoscope has always read city_id in any case ("Mumbai"); a miss names ids that exist
    return fromCity(cityOfId(directory, input.city_id, 'unknown_place', false), 'city_id');
  }
  const text = input.city ?? input.place;
  if (text !== undefined) return placeFromText(text, directory, warnings);
  return fromCoordinates(input);
}

const RESOLUTION_NOTES: Readonly<Record<Exclude<LocalTimeResolution, 'exact'>, string>> = {
  skipped_forward:
    'the birth time falls in a daylight-saving gap; it was read with the offset before the gap (the wall clock lands later by the gap)',
  ambiguous_earlier: 'the birth time occurs twice (daylight-saving fall-back); the earlier occurrence was used',
};

export function resolveBirth(
  input: BirthInput,
  directory: CityDirectory,
  notes: DevNote[],
  warnings: PlaceWarning[] = [],
): ResolvedBirth {
  const [year, month, day] = parseCivilDate(input.date);
  const [hour, minute, second] = parseTime(input.time);
  const place = resolvePlace(input, directory, warnings);
  if (place.resolvedVia !== 'coordinates') {
    if (input.tz !== undefined && !isValidTimeZone(input.tz))
      throw new ApiError('invalid_timezone', { message: timeZoneHint(input.tz) });
    if (input.tz !== undefined && input.tz !== place.zone)
      notes.push({ code: 'tz_ignored', message: `tz ${input.tz} was ignored: the city's zone ${place.zone} applies` });
    if (input.lat !== undefined || input.lon !== undefined)
      notes.push({ code: 'coordinates_ignored', message: 'lat/lon were ignored: the city was used' });
  }
  const local = localToUtc(place.zone, { year, month, day, hour, minute, second });
  if (local.resolution !== 'exact')
    notes.push({ code: `local_time_${local.resolution}`, message: RESOLUTION_NOTES[local.resolution] });
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    ...place,
    date: input.date,
    time: `${pad(hour)}:${pad(minute)}:${pad(second)}`,
    utcMs: local.utcMs,
    offsetMinutes: local.offsetMinutes,
    resolution: local.resolution,
  };
}

/**
 * The birth place as a reader of `lang` sees it (issue 44): in another language the city's name in its script alone
 * (states and country codes have no script names yet); the English label in English, where the table has no row,
 * or for coordinates.
 */
export const birthPlaceIn = (b: Pick<ResolvedBirth, 'cityId' | 'place'>, lang: Lang): string =>
  cityDisplayName(b.cityId, b.place, lang);

/** The `birth` block every birth-based answer starts with (seed 000 Kundli `birth`, plus how it was resolved). */
export function birthBlock(b: ResolvedBirth, lang: Lang) {
  return {
    date: b.date,
    time: b.time,
    place: birthPlaceIn(b, lang),
    resolved_timezone: b.zone,
    lat: b.latDeg,
    lon: b.lonDeg,
    city_id: b.cityId,
    resolved_via: b.resolvedVia,
    utc: new Date(b.utcMs).toISOString(),
    utc_offset: formatOffset(b.offsetMinutes),
    local: formatStamp(b.utcMs, b.zone),
    time_resolution: b.resolution,
  };
}
