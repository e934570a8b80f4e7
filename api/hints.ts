// Error messages that say what to do: a value close to a valid one gets the valid one named. Used by the request
// schemas (timezone, dates) and by every city_id lookup (panchang, feeds, exports, horoscope), so all say it the same way.
import { z } from 'zod';
import { slugify } from '../engine/places/fold.ts';
import { ZONE_ABBREVIATIONS } from '../tables/zone-abbreviations.ts';
import type { CityDirectory, CityRecord } from './city-directory.ts';
import { ApiError, type ErrorCode } from './gateway/errors.ts';

const quoted = (text: string): string => JSON.stringify(text.slice(0, 64));

/** Why `text` is not an IANA zone name, and which one to send instead when we can tell. */
export function timeZoneHint(text: string): string {
  const suggestion = ZONE_ABBREVIATIONS[text.trim().toUpperCase()];
  const base = `${quoted(text)} is not an IANA time zone name`;
  if (suggestion)
    return `${base}: abbreviations are ambiguous and not accepted; IANA names are required, e.g. "${suggestion}" for ${text.trim().toUpperCase()}`;
  return `${base}; send one such as "Asia/Kolkata" or "Europe/London"`;
}

const CITY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SUGGESTED = 3;
// a lone surrogate (fuzzed input) would make encodeURIComponent throw: it becomes U+FFFD first
const wellFormed = (text: string): string => text.replace(/\p{Surrogate}/gu, '\uFFFD');
const findIds = (text: string): string =>
  `GET /v1/cities?q=${encodeURIComponent(wellFormed(text.slice(0, 64)))} lists ids`;

/**
 * The ids `text` most likely meant, every one a row of the directory (so a hint never names an id that fails): the id
 * itself in another case, an older name (`bombay`, through the place alias table that `byId` reads), the slug of the
 * text, then what the directory makes of it as a place name (`New York` -> new-york-city, `Aurangabad` -> the most
 * populous namesake), then its search.
 */
export function cityIdSuggestions(directory: CityDirectory, text: string): string[] {
  const t = text.trim().slice(0, 120);
  if (!t) return [];
  const direct = directory.byId(t) ?? directory.byId(slugify(t));
  if (direct) return [direct.city_id];
  const asName = t.replace(/-/g, ' ');
  const found = directory.lookup(asName);
  if (found.kind === 'match') return [found.city.city_id];
  const near = found.candidates.length ? found.candidates : directory.search(asName, MAX_SUGGESTED);
  return [...new Set(near.map((c) => c.city_id))].slice(0, MAX_SUGGESTED);
}

/** Why `text` is not a usable city_id, naming ids that exist. */
export function cityIdMessage(directory: CityDirectory, text: string): string {
  const ids = cityIdSuggestions(directory, text).map((id) => `"${id}"`);
  if (!CITY_ID.test(text)) {
    const shape = `${quoted(text)} is not a city_id (ids are lowercase slugs)`;
    return ids.length ? `${shape}: try ${ids.join(' or ')}; ${findIds(text)}` : `${shape}; ${findIds(text)}`;
  }
  const unknown = `Unknown city_id ${quoted(text)}`;
  return ids.length ? `${unknown}; did you mean ${ids.join(', ')}? ${findIds(text)}` : `${unknown}; ${findIds(text)}`;
}

/** The shape of a city_id (published as the field's pattern). */
export const CITY_ID_PATTERN = CITY_ID.source;

/**
 * The city a `city_id` names: its exact id, or an older name's slug (`bombay`: tables/place-aliases.ts, read by the
 * directory's `byId`). With `slugOnly` (the panchang family's contract) text that is not a lowercase slug is refused
 * even when it would match in another case. Anything else throws `code` with a message naming ids that exist.
 */
export function cityOfId(directory: CityDirectory, cityId: string, code: ErrorCode, slugOnly = true): CityRecord {
  const city = slugOnly && !CITY_ID.test(cityId) ? null : directory.byId(cityId);
  if (!city) throw new ApiError(code, { message: cityIdMessage(directory, cityId) });
  return city;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Days in `month` (1-12) of `year`, reckoned as `new Date(Date.UTC(year, month, 0)).getUTCDate()` did (years 0-99
 * read as 1900-1999), without making a Date: every valid date field of every call passes here.
 */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return MONTH_DAYS[month - 1]!;
  const y = year >= 0 && year <= 99 ? 1900 + year : year;
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number): string => `${y}-${pad2(m)}-${pad2(d)}`;

/**
 * What is wrong with a date field's text, worded after the field name ("date must be..."), or null when it is a
 * real `YYYY-MM-DD` date. Three problems get three answers: another format (day/month/year, a date-time), a
 * date the calendar does not have, anything else. Whether the date is inside the served window is the route's
 * own check, with its own code (public_date_window_exceeded, free_demo_date_window_exceeded).
 */
export function dateProblem(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) {
    const [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    if (m < 1 || m > 12) return `is not a calendar date: ${quoted(text)} has month ${m} (YYYY-MM-DD)`;
    const last = daysInMonth(y, m);
    if (d < 1 || d > last)
      return `is not a calendar date: ${MONTH_NAMES[m - 1]} ${y} has ${last} days, so ${quoted(text)} does not exist (YYYY-MM-DD)`;
    return null;
  }
  const dateTime = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}/.exec(text);
  if (dateTime) return `must be a date alone in the YYYY-MM-DD format, not a date-time: send ${quoted(dateTime[1]!)}`;
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) {
    const [a, b, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
    // day first unless that cannot be (04/25/2026 is month/day/year)
    const [d, m] = a > 12 || b <= 12 ? [a, b] : [b, a];
    const order = a > 12 || b <= 12 ? 'day/month/year' : 'month/day/year';
    if (m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m))
      return `must be in the YYYY-MM-DD format; ${quoted(text)} reads as ${order}: send ${quoted(ymd(y, m, d))}`;
  }
  return `must be a date in the YYYY-MM-DD format, such as "2026-11-26"; ${quoted(text)} is not`;
}

/**
 * A `YYYY-MM-DD` field whose refusal says which problem it is (dateProblem) under `code`; an absent or non-string
 * value is `notText` when given (horoscope: invalid_birth_data). `max` bounds the text before any pattern runs.
 */
export function dateField(code: ErrorCode, notText?: ErrorCode, max = 40) {
  // without `notText`, an absent field is the route's missing-field code and a non-string its field code
  return (notText ? z.string({ error: notText }) : z.string()).max(max, { error: code }).superRefine((text, ctx) => {
    const problem = dateProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text, params: { error: code } });
  });
}
