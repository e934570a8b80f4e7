// Failed API keys throttled per client address: after FAILED_KEYS_PER_MINUTE failures within any
// minute (RATE_LIMIT_SCALE applies), the address is answered with the product's rate-limited code and
// Retry-After until its oldest failure leaves the window. The count lives in the shared counters
// (a sliding window, fleet-wide); each replica also remembers the refusal locally so that, while
// refused, a malformed key is turned away without touching the shared counters. The refusal answers
// failures only: a key that checks out always answers, cached or not (issue #28 F7), because behind
// a load balancer (TRUST_PROXY=false) every customer shares one address, and one client looping on a
// revoked key must not lock out the rest. A well-formed unknown key id costs one primary-key read,
// as it did before the address was refused; the connection pool bounds how many run at once.
import { MINUTE_MS } from '../gateway/clock.ts';
import type { Counters } from '../counters/types.ts';
import { productError, type ApiError } from '../gateway/errors.ts';
import { scaledPerMinute } from '../plans.ts';
import { retryAfterSeconds } from './rate-limit.ts';
import type { Ctx } from './context.ts';

export const FAILED_KEYS_PER_MINUTE = 20;
/** Addresses remembered as refused per replica; beyond it the oldest are forgotten (the shared count remains). */
const MAX_REMEMBERED = 10_000;

export class FailedKeyThrottle {
  private readonly refusedUntil = new Map<string, number>();
  private readonly limit: number;

  private readonly counters: Counters;

  constructor(counters: Counters, scale: number) {
    this.counters = counters;
    this.limit = scaledPerMinute(FAILED_KEYS_PER_MINUTE, scale);
  }

  /** The refusal to answer now, when the address is over its failures; null otherwise. Synchronous. */
  refusal(ctx: Ctx): ApiError | null {
    // nearly always: no address is refused, and the client's address (Koa's ctx.ip getter) is not worth reading
    if (this.refusedUntil.size === 0) return null;
    const until = this.refusedUntil.get(ctx.ip);
    if (until === undefined) return null;
    if (until <= ctx.state.nowMs) {
      this.refusedUntil.delete(ctx.ip);
      return null;
    }
    return this.refused(ctx, until);
  }

  /** Counts one failed key for the address; throws `failure`, or the rate-limited refusal once over. */
  async failed(ctx: Ctx, failure: ApiError): Promise<never> {
    const nowMs = ctx.state.nowMs;
    const d = await this.counters.hitSliding([{ bucket: `badkey:ip:${ctx.ip}`, limit: this.limit }], MINUTE_MS, nowMs);
    if (d.allowed) throw failure;
    if (this.refusedUntil.size >= MAX_REMEMBERED) this.refusedUntil.delete(this.refusedUntil.keys().next().value!);
    this.refusedUntil.set(ctx.ip, d.retryAtMs);
    throw this.refused(ctx, d.retryAtMs);
  }

  private refused(ctx: Ctx, untilMs: number): ApiError {
    const wait = retryAfterSeconds(untilMs, ctx.state.nowMs);
    return productError(ctx.state.product, 'rateLimited', {
      message: `Too many failed keys or passwords from this address (at most ${this.limit} a minute); retry in ${wait} s.`,
      headers: { 'Retry-After': String(wait) },
    });
  }
}
