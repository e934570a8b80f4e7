// Which plan an account has right now, per product. A paid plan chosen at signup is a 7-day trial;
// from day 8 an account without a payment method is on free (seed 002 "States and transitions").
// Computed on read from the stored row and the clock, so no background job has to run on time.
import { DAY_MS } from './gateway/clock.ts';
import { FREE_PLAN, requirePlan, type Plan } from './plans.ts';
import type { MeteredProduct } from './products.ts';
import type { PlanRow } from './store/accounts.ts';

export interface Entitlement {
  readonly plan: Plan;
  /** The running trial, if any. */
  readonly trial: { readonly plan: string; readonly endsAt: number } | null;
  /** Set when a trial ended without a payment method and the account fell back to free. */
  readonly trialEndedFrom: string | null;
  /** The end of a paid period that will not renew (one-time payment, cancelled subscription), if any. */
  readonly paidUntil: number | null;
}

export function entitlementAt(product: MeteredProduct, row: PlanRow, nowMs: number): Entitlement {
  const stored = requirePlan(product, row.plan);
  if (row.trialEndsAt === null || row.paymentMethod)
    return { plan: stored, trial: null, trialEndedFrom: null, paidUntil: null };
  if (nowMs < row.trialEndsAt) {
    return row.endIsTrial
      ? { plan: stored, trial: { plan: stored.name, endsAt: row.trialEndsAt }, trialEndedFrom: null, paidUntil: null }
      : { plan: stored, trial: null, trialEndedFrom: null, paidUntil: row.trialEndsAt };
  }
  return {
    plan: requirePlan(product, FREE_PLAN),
    trial: null,
    trialEndedFrom: row.endIsTrial ? stored.name : null,
    paidUntil: null,
  };
}

/** The row a new trial of `plan` writes. */
export function trialRow(plan: Plan, nowMs: number): PlanRow {
  return { plan: plan.name, trialEndsAt: nowMs + plan.trialDays * DAY_MS, endIsTrial: true, paymentMethod: false };
}
