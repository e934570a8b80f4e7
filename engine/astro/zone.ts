/**
 * Civil time in IANA zones, from the platform's tz database (Intl). Pure: no clock, only values in.
 * Offsets are memoised per zone and UTC day (per hour on transition days), so formatting thousands of instants costs
 * arithmetic, not Intl calls.
 */
import { AstroInputError } from './errors.ts';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, { days: Map<number, number>; hours: Map<number, number> }>();
const validity = new Map<string, boolean>();

/** True when `zone` is an IANA name the runtime knows (abbreviations such as "IST" are rejected). */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  const known = validity.get(zone);
  if (known !== undefined) return known;
  let ok = false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    // Intl accepts a few legacy abbreviations ("EST", "UTC" is fine); IANA names are Area/Location or UTC/GMT/Etc.
    ok = /^[A-Za-z]+(?:[/_+\-A-Za-z0-9]*)$/.test(zone) && (zone.includes('/') || zone === 'UTC' || zone === 'GMT');
  } catch {
    ok = false;
  }
  validity.set(zone, ok);
  return ok;
}

export function assertTimeZone(zone: unknown): asserts zone is string {
  if (!isValidTimeZone(zone))
    throw new AstroInputError('invalid_timezone', `"${String(zone)}" is not an IANA time zone name`);
}

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

function offsetFromIntl(zone: string, utcMs: number): number {
  const parts = formatterFor(zone).formatToParts(utcMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / MS_PER_MINUTE);
}

/**
 * The zone's UTC offset in minutes at an instant (east positive). A UTC day whose start and end share an offset is
 * taken to have no transition (no tz rule changes twice within a day and back), so a year costs one Intl call per
 * day; on a transition day the hours are checked, and only the hour holding the change asks Intl for the instant.
 */
export function offsetMinutesAt(zone: string, utcMs: number): number {
  let memo = offsetCache.get(zone);
  if (!memo) {
    assertTimeZone(zone);
    memo = { days: new Map(), hours: new Map() };
    offsetCache.set(zone, memo);
  }
  const day = Math.floor(utcMs / MS_PER_DAY);
  const atDayStart = offsetAtBoundary(zone, memo.days, day, MS_PER_DAY);
  if (offsetAtBoundary(zone, memo.days, day + 1, MS_PER_DAY) === atDayStart) return atDayStart;
  const hour = Math.floor(utcMs / MS_PER_HOUR);
  const atHourStart = offsetAtBoundary(zone, memo.hours, hour, MS_PER_HOUR);
  // Zone offsets change on whole minutes past the hour: a change inside this hour shows at the hour's end.
  if (offsetAtBoundary(zone, memo.hours, hour + 1, MS_PER_HOUR) === atHourStart) return atHourStart;
  return offsetFromIntl(zone, utcMs);
}

/** The offset at the start of unit `index` (days or hours since the epoch), memoised. */
function offsetAtBoundary(zone: string, memo: Map<number, number>, index: number, unitMs: number): number {
  let offset = memo.get(index);
  if (offset === undefined) {
    offset = offsetFromIntl(zone, index * unitMs);
    memo.set(index, offset);
  }
  return offset;
}

export interface CivilDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** How a local time was mapped to UTC. */
export type LocalTimeResolution = 'exact' | 'skipped_forward' | 'ambiguous_earlier';

export interface ResolvedLocalTime {
  utcMs: number;
  offsetMinutes: number;
  resolution: LocalTimeResolution;
}

/**
 * Local civil time in `zone` → UTC. Rule for DST edges, stated so that nothing shifts silently:
 * a time that does not exist (spring-forward gap) is read with the offset in force before the gap,
 * which lands it the gap's length later on the wall clock (`skipped_forward`); a time that occurs twice
 * (fall-back overlap) is the earlier occurrence (`ambiguous_earlier`).
 */
export function localToUtc(zone: string, t: CivilDateTime): ResolvedLocalTime {
  const wallAsUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const before = offsetMinutesAt(zone, wallAsUtc - 36 * MS_PER_HOUR);
  const after = offsetMinutesAt(zone, wallAsUtc + 36 * MS_PER_HOUR);
  const candidates: number[] = [];
  for (const off of before === after ? [before] : [before, after]) {
    const utc = wallAsUtc - off * MS_PER_MINUTE;
    if (offsetMinutesAt(zone, utc) === off) candidates.push(utc);
  }
  if (candidates.length === 0) {
    // Also catches zones with a second transition inside the 72 h window: fall back to the exact offset search.
    const exact = offsetMinutesAt(zone, wallAsUtc - before * MS_PER_MINUTE);
    if (exact !== before && offsetMinutesAt(zone, wallAsUtc - exact * MS_PER_MINUTE) === exact) {
      return { utcMs: wallAsUtc - exact * MS_PER_MINUTE, offsetMinutes: exact, resolution: 'exact' };
    }
    const utcMs = wallAsUtc - before * MS_PER_MINUTE;
    return { utcMs, offsetMinutes: offsetMinutesAt(zone, utcMs), resolution: 'skipped_forward' };
  }
  candidates.sort((a, b) => a - b);
  const utcMs = candidates[0];
  return {
    utcMs,
    offsetMinutes: offsetMinutesAt(zone, utcMs),
    resolution: candidates.length > 1 ? 'ambiguous_earlier' : 'exact',
  };
}

/** UTC instant of local midnight starting a civil date (DST-aware; a midnight lost to a gap maps to the first valid instant). */
export function startOfLocalDay(zone: string, year: number, month: number, day: number): number {
  return localToUtc(zone, { year, month, day, hour: 0, minute: 0, second: 0 }).utcMs;
}

/** The civil date-time in `zone` of an instant. */
export function utcToLocal(zone: string, utcMs: number): CivilDateTime & { offsetMinutes: number } {
  const offsetMinutes = offsetMinutesAt(zone, utcMs);
  const d = new Date(utcMs + offsetMinutes * MS_PER_MINUTE);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    offsetMinutes,
  };
}

const TWO_DIGITS: readonly string[] = Array.from({ length: 60 }, (_, i) => (i < 10 ? '0' : '') + i);
const pad2 = (n: number) => (n < 60 ? TWO_DIGITS[n] : String(n));

/** Proleptic Gregorian date of a day count since 1970-01-01 (H. Hinnant's civil_from_days): no Date allocation. */
function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** `DD-MM-YYYY HH:mm:ss` in `zone` (the seeds' display convention), rounded to the nearest second. */
export function formatLocal(utcMs: number, zone: string): string {
  const rounded = Math.round(utcMs / 1000) * 1000;
  return formatWithOffset(rounded, offsetMinutesAt(zone, rounded));
}

/**
 * A formatter for instants inside [fromUtcMs, toUtcMs]: when the zone's offset is the same at both ends (no DST
 * change in a span of days), every instant is formatted with that one offset and no zone lookup at all.
 */
export function spanFormatter(zone: string, fromUtcMs: number, toUtcMs: number): (utcMs: number) => string {
  const offset = offsetMinutesAt(zone, fromUtcMs);
  if (offsetMinutesAt(zone, toUtcMs) !== offset) return (utcMs) => formatLocal(utcMs, zone);
  // A day's answer formats some 60 instants on three or four local dates: each date's `DD-MM-YYYY ` is made once.
  let prefixDay = Number.NaN,
    prefix = '';
  return (utcMs) => {
    if (utcMs < fromUtcMs || utcMs > toUtcMs) return formatLocal(utcMs, zone);
    const localSeconds = (Math.round(utcMs / 1000) * 1000 + offset * MS_PER_MINUTE) / 1000;
    const days = Math.floor(localSeconds / 86400);
    if (days !== prefixDay) {
      prefix = datePrefix(days);
      prefixDay = days;
    }
    return prefix + clockOf(localSeconds - days * 86400);
  };
}

function formatWithOffset(roundedUtcMs: number, offsetMinutes: number): string {
  const localSeconds = (roundedUtcMs + offsetMinutes * MS_PER_MINUTE) / 1000;
  const days = Math.floor(localSeconds / 86400);
  return datePrefix(days) + clockOf(localSeconds - days * 86400);
}

/** `DD-MM-YYYY ` of a local day count since 1970-01-01. */
function datePrefix(days: number): string {
  const [year, month, day] = civilFromDays(days);
  return `${pad2(day)}-${pad2(month)}-${year} `;
}

/** `HH:mm:ss` of a whole second of the local day. */
const clockOf = (secondOfDay: number): string =>
  `${pad2(Math.floor(secondOfDay / 3600))}:${pad2(Math.floor((secondOfDay % 3600) / 60))}:${pad2(secondOfDay % 60)}`;

/** `+HH:MM` / `-HH:MM` for an offset in minutes. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** `YYYY-MM-DD` of a civil date. */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}
