// The one place where an instant becomes the timestamp text a client reads (issue #28 item 4).
//
// The seeds' `DD-MM-YYYY HH:mm:ss` (local wall time, no offset) stays the default; it is ambiguous in the hour a DST
// zone repeats. `time_format=iso8601` (query parameter, or the same body field, on every route) gives
// `YYYY-MM-DDTHH:mm:ss+05:30` instead: the same wall time with the offset in force at that instant, so it is exact.
//
// The validation stage (middleware/input.ts) reads the choice and runs the rest of the request inside it, so a
// route's timestamps opt in by being formatted here (`formatStamp`, `stampFormatter`): no route passes the choice
// around. Work that runs after the handler returned (a streamed export) captures it first (`currentTimeFormat`,
// `withTimeFormat`).
import { AsyncLocalStorage } from 'node:async_hooks';
import { z } from 'zod';
import { formatLocal, formatOffset, offsetMinutesAt, spanFormatter } from '../engine/astro/zone.ts';

export const TIME_FORMATS = ['dd-mm-yyyy', 'iso8601'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const DEFAULT_TIME_FORMAT: TimeFormat = 'dd-mm-yyyy';

/** The field and query parameter, as published (`time_format`). */
export const TimeFormatField = z
  .enum(TIME_FORMATS)
  .optional()
  .describe(
    'dd-mm-yyyy (default): "DD-MM-YYYY HH:mm:ss" local wall time; iso8601: "YYYY-MM-DDTHH:mm:ss+05:30", the local time with its UTC offset (exact on DST days)',
  );

/** A timestamp in either format, for response schemas. */
export const Timestamp = z
  .string()
  .regex(/^(\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2})$/)
  .describe('DD-MM-YYYY HH:mm:ss in the zone that applies; with time_format=iso8601, YYYY-MM-DDTHH:mm:ss±HH:MM');

const storage = new AsyncLocalStorage<TimeFormat>();

export function currentTimeFormat(): TimeFormat {
  return storage.getStore() ?? DEFAULT_TIME_FORMAT;
}

export function withTimeFormat<T>(format: TimeFormat, fn: () => T): T {
  return storage.run(format, fn);
}

/** `DD-MM-YYYY HH:mm:ss` -> `YYYY-MM-DDTHH:mm:ss` followed by the offset of that instant. */
function isoFromSeed(seed: string, offsetMinutes: number): string {
  return `${seed.slice(6, 10)}-${seed.slice(3, 5)}-${seed.slice(0, 2)}T${seed.slice(11)}${formatOffset(offsetMinutes)}`;
}

function isoStamp(utcMs: number, zone: string): string {
  const rounded = Math.round(utcMs / 1000) * 1000;
  return isoFromSeed(formatLocal(rounded, zone), offsetMinutesAt(zone, rounded));
}

/** An instant as text in `zone`, in the request's format. */
export function formatStamp(utcMs: number, zone: string, format: TimeFormat = currentTimeFormat()): string {
  return format === 'iso8601' ? isoStamp(utcMs, zone) : formatLocal(utcMs, zone);
}

/**
 * A formatter for many instants of a span of days in one zone (a panchang day), in the request's format: the seed
 * format keeps the engine's fast path for a span without an offset change.
 */
export function stampFormatter(zone: string, fromUtcMs: number, toUtcMs: number): (utcMs: number) => string {
  if (currentTimeFormat() === 'iso8601') return (utcMs) => isoStamp(utcMs, zone);
  return spanFormatter(zone, fromUtcMs, toUtcMs);
}
