// Monthly quota per account and product (UTC calendar month). The charge is reserved before the
// route runs and given back if it fails, so a refused or failed call costs nothing and concurrent
// calls cannot overshoot a hard cap. A cache hit is a successful call and is charged like any other.
import { utcMonth } from '../clock.ts';
import { productError } from '../errors.ts';
import { overageOf } from '../plans.ts';
import { isMeteredProduct, type MeteredProduct } from '../products.ts';
import type { RouteInput } from '../route-spec.ts';
import type { Store } from '../store/index.ts';
import type { Ctx, Middleware } from './context.ts';

function costOf(ctx: Ctx): number {
  const cost = ctx.state.route!.cost;
  const units = typeof cost === 'function' ? cost(ctx.state.input as RouteInput<unknown, unknown, unknown>) : cost;
  if (!Number.isInteger(units) || units < 0) throw new Error(`route cost must be a whole number >= 0, got ${units}`);
  return units;
}

export function quota(store: Store): Middleware {
  return async (ctx, next) => {
    const product = ctx.state.product;
    const caller = ctx.state.caller;
    if (!isMeteredProduct(product) || !caller?.entitlement) return next();
    const cost = costOf(ctx);
    if (cost === 0) return next();
    const plan = caller.entitlement.plan;
    const month = utcMonth(ctx.state.nowMs);
    const cap = plan.overageInrPer1000 === null ? plan.monthlyCalls : null;
    const used = await store.usage.tryCharge(caller.accountId, product, month.key, cost, cap);
    if (used === null) {
      const wait = Math.ceil((month.endMs - ctx.state.nowMs) / 1000);
      throw productError(product, 'quotaExceeded', {
        message: `The ${plan.name} plan's ${plan.monthlyCalls} calls for ${month.key} are used up; the quota resets at ${new Date(month.endMs).toISOString()}.`,
        headers: { 'Retry-After': String(wait) },
      });
    }
    ctx.state.charged = cost;
    const over = overageOf(plan, used);
    if (over.units > 0) {
      ctx.state.notes.push({
        code: 'overage',
        message: `${over.units} calls beyond the ${plan.name} plan this month, ${over.inr} INR so far (${plan.overageInrPer1000} INR per 1,000).`,
      });
    }
    try {
      await next();
    } catch (err) {
      await store.usage.refund(caller.accountId, product as MeteredProduct, month.key, cost);
      ctx.state.charged = 0;
      throw err;
    }
  };
}
