// Error messages that say what to do: a value close to a valid one gets the valid one named. Used by the request
// schemas (panchang's city_id and timezone) and by the horoscope's birth-place checks, so both say it the same way.
import { slugify } from '../engine/places/fold.ts';
import { ZONE_ABBREVIATIONS } from '../tables/zone-abbreviations.ts';

const quoted = (text: string): string => JSON.stringify(text.slice(0, 64));

/** Why `text` is not an IANA zone name, and which one to send instead when we can tell. */
export function timeZoneHint(text: string): string {
  const suggestion = ZONE_ABBREVIATIONS[text.trim().toUpperCase()];
  const base = `${quoted(text)} is not an IANA time zone name`;
  if (suggestion)
    return `${base}: abbreviations are ambiguous and not accepted; IANA names are required, e.g. "${suggestion}" for ${text.trim().toUpperCase()}`;
  return `${base}; send one such as "Asia/Kolkata" or "Europe/London"`;
}

/** Why `text` is not a city_id, with the slug it would have been when it reads as a city name ("Mumbai" -> mumbai). */
export function cityIdHint(text: string): string {
  const slug = slugify(text);
  const find = `GET /v1/cities?q=${encodeURIComponent(text.slice(0, 64))} lists ids`;
  if (!slug) return `${quoted(text)} is not a city_id; ${find}`;
  return `${quoted(text)} is not a city_id (ids are lowercase slugs): try "${slug}"; ${find}`;
}
