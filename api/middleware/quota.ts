// Monthly quota per account and product (UTC calendar month). The charge is made before the route runs and given
// back if the request then fails, so a refused or failed call costs nothing and concurrent calls cannot overshoot a
// hard cap. A cache hit is a successful call and is charged like any other.
//
// A route whose cost is a fixed number is charged in the rate-limit stage's own counter call (one round trip to
// Redis instead of two); this stage, after input validation, only reads that outcome, so an invalid request still
// answers 400 before a quota refusal and is never charged (its charge goes back). A route whose cost depends on the
// validated input is charged here.
import { utcMonth } from '../gateway/clock.ts';
import type { ChargeDecision, Counters, QuotaCharge } from '../counters/types.ts';
import { productError } from '../gateway/errors.ts';
import { overageOf } from '../plans.ts';
import { isMeteredProduct } from '../products.ts';
import type { RouteInput } from '../gateway/route-spec.ts';
import type { Ctx, Middleware } from './context.ts';
import type { Next } from 'koa';

/** What a request is charged, once known: the month's counter, the units and the plan's hard cap (null: overage). */
export function chargeOf(ctx: Ctx, cost: number): QuotaCharge | null {
  const product = ctx.state.product;
  const entitlement = ctx.state.caller?.entitlement;
  if (!isMeteredProduct(product) || !entitlement || cost === 0) return null;
  const plan = entitlement.plan;
  return {
    accountId: ctx.state.caller!.accountId,
    product,
    period: utcMonth(ctx.state.nowMs).key,
    cost,
    cap: plan.overageInrPer1000 === null ? plan.monthlyCalls : null,
  };
}

/** The route's cost when it is a fixed number (chargeable before validation), else null. */
export function fixedCostOf(ctx: Ctx): number | null {
  const cost = ctx.state.route!.cost;
  return typeof cost === 'number' ? checkedUnits(cost) : null;
}

function checkedUnits(units: number): number {
  if (!Number.isInteger(units) || units < 0) throw new Error(`route cost must be a whole number >= 0, got ${units}`);
  return units;
}

/** Runs the rest of the chain; a failure gives the charged units back before it propagates. */
export async function refundOnFailure(ctx: Ctx, counters: Counters, charge: QuotaCharge, next: Next): Promise<void> {
  try {
    await next();
  } catch (err) {
    if (ctx.state.charged > 0) {
      ctx.state.charged = 0;
      await counters.refund(charge, charge.cost, ctx.state.nowMs);
    }
    throw err;
  }
}

export function quota(counters: Counters): Middleware {
  return (ctx, next) => {
    const pre = ctx.state.precharge;
    if (pre) return settle(ctx, pre.charge, pre.decision, next);
    if (fixedCostOf(ctx) !== null) return next();
    return chargeByInput(ctx, counters, next);
  };
}

/** A route whose cost depends on its validated input is charged here, in a counter call of its own. */
async function chargeByInput(ctx: Ctx, counters: Counters, next: Next): Promise<void> {
  const cost = ctx.state.route!.cost as (input: RouteInput<unknown, unknown, unknown>) => number;
  const charge = chargeOf(ctx, checkedUnits(cost(ctx.state.input as RouteInput<unknown, unknown, unknown>)));
  if (!charge) return next();
  const { charge: decision } = await counters.admit({ nowMs: ctx.state.nowMs, charge });
  if (decision?.charged) ctx.state.charged = charge.cost;
  settle(ctx, charge, decision!, undefined);
  return refundOnFailure(ctx, counters, charge, next);
}

/** A refused charge answers the product's quota error; an accepted one notes any overage. */
function settle(
  ctx: Ctx,
  charge: QuotaCharge,
  decision: ChargeDecision,
  next: Next | undefined,
): Promise<unknown> | void {
  const plan = ctx.state.caller!.entitlement!.plan;
  if (!decision.charged) {
    const month = utcMonth(ctx.state.nowMs);
    const wait = Math.ceil((month.endMs - ctx.state.nowMs) / 1000);
    throw productError(charge.product, 'quotaExceeded', {
      message: `The ${plan.name} plan's ${plan.monthlyCalls} calls for ${month.key} are used up; the quota resets at ${new Date(month.endMs).toISOString()}.`,
      headers: { 'Retry-After': String(wait) },
    });
  }
  const over = overageOf(plan, decision.used);
  if (over.units > 0) {
    ctx.state.notes.push({
      code: 'overage',
      message: `${over.units} calls beyond the ${plan.name} plan this month, ${over.inr} INR so far (${plan.overageInrPer1000} INR per 1,000).`,
    });
  }
  return next?.();
}
