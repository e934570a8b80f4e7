// Per-minute limits: per key and product for keyed routes (the plan's number; a fixed one on account
// and billing routes), per IP for keyless routes that ask for it (GET /status). Scaled by
// RATE_LIMIT_SCALE. Every limited answer carries X-RateLimit-*; a refusal adds Retry-After.
import { productError } from '../errors.ts';
import { scaledPerMinute } from '../plans.ts';
import { FixedWindowLimiter, retryAfterSeconds } from '../rate-limiter.ts';
import { pathsOf } from '../route-spec.ts';
import { setHeader, type Ctx, type Middleware } from './context.ts';

/** Per key per minute on account and billing routes (key management, usage), before scaling. */
export const ACCOUNT_CALLS_PER_MINUTE = 60;

function bucketAndLimit(ctx: Ctx): { bucket: string; perMinute: number } | null {
  const route = ctx.state.route!;
  const caller = ctx.state.caller;
  if (caller) {
    const perMinute = caller.entitlement ? caller.entitlement.plan.perMinute : ACCOUNT_CALLS_PER_MINUTE;
    return { bucket: `key:${caller.keyId}:${ctx.state.product}`, perMinute };
  }
  if (route.ipLimitPerMinute) return { bucket: `ip:${route.method}:${pathsOf(route)[0]}:${ctx.ip}`, perMinute: route.ipLimitPerMinute };
  return null;
}

export function rateLimit(scale: number, limiter = new FixedWindowLimiter()): Middleware {
  return (ctx, next) => {
    const which = bucketAndLimit(ctx);
    if (!which) return next();
    const now = ctx.state.nowMs;
    const d = limiter.hit(which.bucket, scaledPerMinute(which.perMinute, scale), now);
    setHeader(ctx, 'X-RateLimit-Limit', String(d.limit));
    setHeader(ctx, 'X-RateLimit-Remaining', String(d.remaining));
    setHeader(ctx, 'X-RateLimit-Reset', String(Math.ceil(d.resetMs / 1000)));
    if (!d.allowed) {
      const wait = retryAfterSeconds(d.resetMs, now);
      throw productError(ctx.state.product, 'rateLimited', {
        message: `Per-minute limit of ${d.limit} calls reached; retry in ${wait} s.`,
        headers: { 'Retry-After': String(wait) },
      });
    }
    return next();
  };
}
