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

/** `YYYY-MM-DDTHH:mm:ss.sssZ`: every instant the API reports. */
export const isoInstant = (ms: number): string => new Date(ms).toISOString();

/** `YYYY-MM-DD`, the UTC calendar date holding `ms`. */
export const isoUtcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
