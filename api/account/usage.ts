// GET /v1/usage: calls used and left this UTC month for one product (default panchang).
// Panchang adds overage_units and overage_inr; its calls_remaining goes negative in overage.
import { isoInstant, utcMonth } from '../gateway/clock.ts';
import { entitlementAt } from '../entitlements.ts';
import { overageOf, scaledPerMinute } from '../plans.ts';
import { defineRoute } from '../gateway/route-spec.ts';
import { UsageData, UsageQuery } from './schemas.ts';

export const usageRoute = defineRoute({
  product: 'account',
  method: 'GET',
  path: '/v1/usage',
  auth: 'key',
  cost: 0,
  summary: 'Usage and remaining quota for the current period',
  description:
    'Per product (`?product=panchang|horoscope|numerology`, default panchang); periods are UTC calendar months.',
  request: { query: UsageQuery },
  response: UsageData,
  fieldErrors: { product: 'invalid_product' },
  handler: async ({ query }, ctx) => {
    const { store, counters, config } = ctx.services;
    const accountId = ctx.caller!.accountId;
    const product = query.product;
    const { plan, trial, paidUntil } = entitlementAt(product, await store.accounts.plan(accountId, product), ctx.nowMs);
    const month = utcMonth(ctx.nowMs);
    const used = await counters.used({ accountId, product, period: month.key }, ctx.nowMs);
    const over = overageOf(plan, used);
    return {
      data: {
        product,
        plan: plan.name,
        period_start: isoInstant(month.startMs),
        period_end: isoInstant(month.endMs),
        calls_used: used,
        calls_included: plan.monthlyCalls,
        calls_remaining: plan.monthlyCalls - used,
        rate_limit_per_minute: scaledPerMinute(plan.perMinute, config.rateLimitScale),
        trial_ends_at: trial ? isoInstant(trial.endsAt) : null,
        plan_ends_at: paidUntil === null ? null : isoInstant(paidUntil),
        ...(product === 'panchang' ? { overage_units: over.units, overage_inr: over.inr } : {}),
      },
    };
  },
});
