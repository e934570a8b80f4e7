// Time helpers for the reference builder: Julian day <-> epoch ms, civil dates, and the start of a
// civil date in an IANA zone (found with Intl, i.e. the zone's real offset on that day).

export const MS_PER_DAY = 86_400_000;
/** JD of the Unix epoch 1970-01-01T00:00Z. */
const JD_UNIX_EPOCH = 2440587.5;

/** UTC is taken as UT (|UT1-UTC| < 0.9 s), the same simplification the engine makes. */
export function jdFromMs(utcMs: number): number {
  return JD_UNIX_EPOCH + utcMs / MS_PER_DAY;
}

export function msFromJd(jdUt: number): number {
  return Math.round((jdUt - JD_UNIX_EPOCH) * MS_PER_DAY);
}

/** 'YYYY-MM-DD' -> epoch ms of that date's 00:00 UTC. */
export function utcMsOfDate(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`bad date ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Epoch ms -> 'YYYY-MM-DD' of its UTC date. */
export function utcDateOf(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return utcDateOf(utcMsOfDate(date) + days * MS_PER_DAY);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Local wall-clock time in `timeZone` at `utcMs`, expressed as if it were a UTC epoch ms. */
export function wallClockMs(timeZone: string, utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of dateFormatter(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wholeSecondMs = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wholeSecondMs + (((utcMs % 1000) + 1000) % 1000);
}

/** UTC offset of `timeZone` at `utcMs`, in minutes (east positive). */
export function utcOffsetMinutes(timeZone: string, utcMs: number): number {
  return Math.round((wallClockMs(timeZone, utcMs) - utcMs) / 60_000);
}

/** 'YYYY-MM-DD' of the civil date in `timeZone` at `utcMs`. */
export function localDateOf(timeZone: string, utcMs: number): string {
  return utcDateOf(wallClockMs(timeZone, utcMs));
}

// Offsets lie within -12 h .. +14 h, so a civil date begins inside this window around its UTC midnight.
const EARLIEST_START_MS = -15 * 3_600_000;
const LATEST_START_MS = 13 * 3_600_000;

/**
 * First UTC instant (whole second) whose civil date in `timeZone` is `date` or later.
 * Normally that is local midnight; where a DST jump skips midnight (e.g. America/Santiago)
 * it is the instant of the jump. Bisection works because the civil date never moves backwards
 * across a midnight in the zones used here.
 */
export function civilDayStartMs(timeZone: string, date: string): number {
  const wallMidnight = utcMsOfDate(date);
  const direct = wallMidnight - utcOffsetMinutes(timeZone, wallMidnight) * 60_000;
  const corrected = wallMidnight - utcOffsetMinutes(timeZone, direct) * 60_000;
  if (wallClockMs(timeZone, corrected) === wallMidnight && localDateOf(timeZone, corrected - 1000) < date) {
    return corrected;
  }
  let lowS = (wallMidnight + EARLIEST_START_MS) / 1000; // civil date still before `date`
  let highS = (wallMidnight + LATEST_START_MS) / 1000; // civil date already `date` or later
  while (highS - lowS > 1) {
    const midS = Math.floor((lowS + highS) / 2);
    if (localDateOf(timeZone, midS * 1000) >= date) highS = midS;
    else lowS = midS;
  }
  return highS * 1000;
}
