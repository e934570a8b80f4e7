// Fixed one-minute windows aligned to the clock's minutes: X-RateLimit-Reset is the end of the
// window, the same instant for every caller, which is what clients can plan around. The counters
// live in memory; losing them on a restart forgives at most one minute of calls.
import { MINUTE_MS } from './clock.ts';

export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Epoch ms when the window ends and the count starts over. */
  readonly resetMs: number;
}

/** Entries beyond this trigger a sweep of windows that have already ended. */
const SWEEP_THRESHOLD = 50_000;

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly windowMs: number = MINUTE_MS) {}

  /** Counts one call against `bucket`; a refused call is not counted. */
  hit(bucket: string, limit: number, nowMs: number): RateDecision {
    const start = nowMs - (nowMs % this.windowMs);
    let w = this.windows.get(bucket);
    if (!w || w.start !== start) {
      if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(start);
      w = { start, count: 0 };
      this.windows.set(bucket, w);
    }
    const allowed = w.count < limit;
    if (allowed) w.count++;
    return { allowed, limit, remaining: Math.max(0, limit - w.count), resetMs: start + this.windowMs };
  }

  private sweep(currentStart: number): void {
    for (const [bucket, w] of this.windows) if (w.start < currentStart) this.windows.delete(bucket);
  }
}

/** Whole seconds until `resetMs`, at least one (Retry-After must not invite an immediate retry). */
export function retryAfterSeconds(resetMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((resetMs - nowMs) / 1000));
}
