// Time enters the gateway through a Clock so tests can move it (trial expiry, rate windows, key grace).
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock the caller sets and advances by hand. */
export class ManualClock implements Clock {
  private ms: number;
  constructor(startMs: number) {
    this.ms = startMs;
  }
  now(): number {
    return this.ms;
  }
  set(ms: number): void {
    this.ms = ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export interface UtcMonth {
  /** `YYYY-MM` */
  readonly key: string;
  readonly startMs: number;
  /** First instant of the next month (exclusive). */
  readonly endMs: number;
}

// Every metered request asks for its month; nearly all ask for the same one as the last request.
let lastMonth: UtcMonth = { key: '', startMs: 0, endMs: 0 };

/** The UTC calendar month holding `ms`: quota periods. */
export function utcMonth(ms: number): UtcMonth {
  if (ms >= lastMonth.startMs && ms < lastMonth.endMs) return lastMonth;
  const d = new Date(ms);
  const startMs = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const endMs = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  lastMonth = { key: new Date(startMs).toISOString().slice(0, 7), startMs, endMs };
  return lastMonth;
}

// Every answer formats a few instants, nearly all on the same few UTC days: the `YYYY-MM-DDT` part of each day is
// kept, and only the time of day is formatted (Date#toISOString is several times slower).
const dayPrefixes = new Map<number, string>();
const MAX_DAY_PREFIXES = 64;
// Years 0000..9999 only: toISOString writes the others with a sign and six digits.
const FIRST_FOUR_DIGIT_MS = Date.parse('0000-01-01T00:00:00.000Z');
const LAST_FOUR_DIGIT_MS = Date.parse('9999-12-31T23:59:59.999Z');

function dayPrefix(dayStartMs: number): string {
  let prefix = dayPrefixes.get(dayStartMs);
  if (prefix === undefined) {
    if (dayPrefixes.size >= MAX_DAY_PREFIXES) dayPrefixes.clear();
    prefix = new Date(dayStartMs).toISOString().slice(0, 11);
    dayPrefixes.set(dayStartMs, prefix);
  }
  return prefix;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/** `YYYY-MM-DDTHH:mm:ss.sssZ`: every instant the API reports. */
export function isoInstant(ms: number): string {
  if (!Number.isInteger(ms) || ms < FIRST_FOUR_DIGIT_MS || ms > LAST_FOUR_DIGIT_MS) return new Date(ms).toISOString();
  const inDay = ((ms % DAY_MS) + DAY_MS) % DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return `${dayPrefix(ms - inDay)}${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}.${pad3(inDay % 1000)}Z`;
}

// Every metered request asks for its UTC day (the coverage meter's buckets), nearly always the last one asked for.
let lastDay = { startMs: 0, endMs: 0, date: '' };

/** `YYYY-MM-DD`, the UTC calendar date holding `ms`. */
export function isoUtcDate(ms: number): string {
  if (ms >= lastDay.startMs && ms < lastDay.endMs) return lastDay.date;
  const date = isoInstant(ms).slice(0, 10);
  if (!Number.isInteger(ms)) return date;
  const startMs = ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
  lastDay = { startMs, endMs: startMs + DAY_MS, date };
  return date;
}

/** `count` consecutive UTC dates (YYYY-MM-DD) from `first`: the dates a call covers, as the coverage meter counts them. */
export function isoDatesFrom(first: string, count: number): string[] {
  const firstMs = Date.parse(first);
  return Array.from({ length: count }, (_, i) => isoUtcDate(firstMs + i * DAY_MS));
}
