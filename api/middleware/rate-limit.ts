// Per-minute limits: per key and product for keyed routes (the plan's number; a fixed one on account and billing
// routes), per IP for keyless routes that ask for it (GET /status). Scaled by RATE_LIMIT_SCALE. Every limited answer
// carries X-RateLimit-*; a refusal adds Retry-After. Windows are fixed and aligned to the clock's minutes, so
// X-RateLimit-Reset is the same instant for every caller.
//
// The counter call also carries the quota charge of a fixed-cost route (quota.ts): one round trip to the counters
// (Redis in a fleet) per request instead of two. The quota stage reads the outcome after validation; this stage
// gives the units back if anything after it fails.
import { productError } from '../gateway/errors.ts';
import { JoinedKeys } from '../joined-keys.ts';
import { scaledPerMinute } from '../plans.ts';
import { pathsOf } from '../gateway/route-spec.ts';
import { setHeader, type Ctx, type Middleware } from './context.ts';
import { chargeOf, fixedCostOf, refundOnFailure } from './quota.ts';
import type { Next } from 'koa';
import {
  type Admission,
  type Counters,
  CountersUnavailable,
  type QuotaCharge,
  type RateHit,
} from '../counters/types.ts';

/** Per key per minute on account and billing routes (key management, usage), before scaling. */
export const ACCOUNT_CALLS_PER_MINUTE = 60;

/** A key's window per product: the same string from call to call (joined-keys.ts). */
const keyBuckets = new JoinedKeys((keyId, product) => `key:${keyId}:${product}`);

function rateHitOf(ctx: Ctx, scale: number): RateHit | null {
  const route = ctx.state.route!;
  const caller = ctx.state.caller;
  if (caller) {
    const perMinute = caller.entitlement ? caller.entitlement.plan.perMinute : ACCOUNT_CALLS_PER_MINUTE;
    return { bucket: keyBuckets.of(caller.keyId, ctx.state.product), limit: scaledPerMinute(perMinute, scale) };
  }
  if (route.ipLimitPerMinute)
    return {
      bucket: `ip:${route.method}:${pathsOf(route)[0]}:${ctx.ip}`,
      limit: scaledPerMinute(route.ipLimitPerMinute, scale),
    };
  return null;
}

/** Whole seconds until `resetMs`, at least one (Retry-After must not invite an immediate retry). */
export function retryAfterSeconds(resetMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((resetMs - nowMs) / 1000));
}

export function rateLimit(scale: number, counters: Counters): Middleware {
  return (ctx, next) => {
    const rate = rateHitOf(ctx, scale);
    const cost = fixedCostOf(ctx);
    const charge = cost === null ? null : chargeOf(ctx, cost);
    if (!rate && !charge) return next();
    // /status must tell of an outage during the outage: a public route's per-IP limit (nothing metered) is waived
    // while the counters are away, and so is a revocation's (a leaked key must be stoppable then); every other keyed
    // route is refused (503) rather than served unmetered
    const waivable = ctx.state.product === 'public' || ctx.state.route!.revokesAccess === true;
    const waived = (err: unknown) => {
      if (err instanceof CountersUnavailable && waivable && !charge) return next();
      throw err;
    };
    let admission: Admission | Promise<Admission>;
    try {
      admission = counters.admit({ nowMs: ctx.state.nowMs, ...(rate ? { rate } : {}), ...(charge ? { charge } : {}) });
    } catch (err) {
      return waived(err);
    }
    // the memory engine answers at once when its counters are loaded: no promise on the embedded hot path
    if (admission instanceof Promise) return admission.then((a) => admitted(ctx, next, counters, charge, a), waived);
    return admitted(ctx, next, counters, charge, admission);
  };
}

/** Sets the rate headers; refuses past the limit; hands a fixed-cost charge to the quota stage and refunds on failure. */
function admitted(
  ctx: Ctx,
  next: Next,
  counters: Counters,
  charge: QuotaCharge | null,
  admission: Admission,
): Promise<unknown> | void {
  const d = admission.rate;
  if (d) {
    setHeader(ctx, 'X-RateLimit-Limit', String(d.limit));
    setHeader(ctx, 'X-RateLimit-Remaining', String(d.remaining));
    setHeader(ctx, 'X-RateLimit-Reset', String(Math.ceil(d.resetMs / 1000)));
    if (!d.allowed) {
      const wait = retryAfterSeconds(d.resetMs, ctx.state.nowMs);
      throw productError(ctx.state.product, 'rateLimited', {
        message: `Per-minute limit of ${d.limit} calls reached; retry in ${wait} s.`,
        headers: { 'Retry-After': String(wait) },
      });
    }
  }
  if (!charge || !admission.charge) return next();
  ctx.state.precharge = { charge, decision: admission.charge };
  if (!admission.charge.charged) return next();
  ctx.state.charged = charge.cost;
  return refundOnFailure(ctx, counters, charge, next);
}
