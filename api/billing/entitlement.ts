// A product's billing entitlement and the plan row the gates read. Billing keeps the full state
// (status, period, source); account_plans keeps what entitlementAt needs, written through
// AccountStore.setPlan so the cached row is dropped. A period that ends without renewal needs no job:
// the plan row carries its end, and entitlementAt falls back to free from that instant on.
import { entitlementAt } from '../entitlements.ts';
import { FREE_PLAN } from '../plans.ts';
import type { MeteredProduct } from '../products.ts';
import type { PlanRow } from '../store/accounts.ts';
import type { EntitlementRecord, EntitlementStatus } from '../store/billing.ts';

export const FREE_ROW: PlanRow = Object.freeze({
  plan: FREE_PLAN,
  trialEndsAt: null,
  endIsTrial: false,
  paymentMethod: false,
});

/** What billing knows before its first event for the product: the plan row signup wrote. */
export function initialEntitlement(
  accountId: string,
  product: MeteredProduct,
  row: PlanRow,
  nowMs: number,
): EntitlementRecord {
  const paid = row.plan !== FREE_PLAN;
  const trial = paid && row.trialEndsAt !== null && row.endIsTrial;
  return {
    accountId,
    product,
    plan: row.plan,
    status: !paid ? 'free' : trial ? 'trialing' : 'active',
    cycle: null,
    periodEnd: null,
    trialEndsAt: trial ? row.trialEndsAt : null,
    sourceId: null,
    paymentMethod: row.paymentMethod,
    paymentState: 'none',
    updatedAt: nowMs,
  };
}

/** Until when the plan lasts without another payment; null: no end (auto-renewing) or nothing to end. */
function accessEnd(e: EntitlementRecord): number | null {
  return e.status === 'trialing' ? e.trialEndsAt : e.periodEnd;
}

// Per stored status, the plan row the gates read. A row with an end and no payment method lapses
// to free at that end on its own (entitlementAt); a mandate on file keeps the plan until an event.
const PLAN_ROWS: Readonly<Record<EntitlementStatus, (e: EntitlementRecord) => PlanRow>> = {
  free: () => FREE_ROW,
  halted: () => FREE_ROW,
  refunded: () => FREE_ROW,
  trialing: (e) => ({ plan: e.plan, trialEndsAt: e.trialEndsAt, endIsTrial: true, paymentMethod: e.paymentMethod }),
  active: (e) => ({ plan: e.plan, trialEndsAt: e.periodEnd, endIsTrial: false, paymentMethod: true }),
  past_due: (e) => ({ plan: e.plan, trialEndsAt: e.periodEnd, endIsTrial: false, paymentMethod: true }),
  paid: (e) => endingRow(e),
  cancelled: (e) => endingRow(e),
};

function endingRow(e: EntitlementRecord): PlanRow {
  const end = accessEnd(e);
  return e.plan === FREE_PLAN || end === null
    ? FREE_ROW
    : { plan: e.plan, trialEndsAt: end, endIsTrial: e.status === 'trialing', paymentMethod: false };
}

export function planRowOf(e: EntitlementRecord): PlanRow {
  return PLAN_ROWS[e.status](e);
}

/** Statuses read at an instant: a lapsed trial and a period that ended are not stored, they happen. */
export type EntitlementState = EntitlementStatus | 'trial_ended' | 'expired';

export interface EntitlementView {
  /** The plan the gates apply right now. */
  readonly plan: string;
  readonly state: EntitlementState;
  readonly autoRenew: boolean;
  /** Next charge while auto-renewing. */
  readonly renewsAt: number | null;
  /** When the plan ends without another payment (a cancelled or one-time period, a trial). */
  readonly accessUntil: number | null;
}

/** The entitlement at `nowMs`, through the same function the gates use, so the two cannot disagree. */
export function viewAt(e: EntitlementRecord, nowMs: number): EntitlementView {
  const row = planRowOf(e);
  const plan = entitlementAt(e.product, row, nowMs).plan.name;
  const lapsed = row.plan !== FREE_PLAN && plan === FREE_PLAN;
  const state: EntitlementState = lapsed ? (e.status === 'trialing' ? 'trial_ended' : 'expired') : e.status;
  const autoRenew = !lapsed && row.paymentMethod && row.plan !== FREE_PLAN;
  const end = accessEnd(e);
  return {
    plan,
    state,
    autoRenew,
    renewsAt: autoRenew ? end : null,
    accessUntil: !lapsed && !autoRenew && row.plan !== FREE_PLAN ? end : null,
  };
}

/** A subscription that charges on its own: another one for the product would bill twice. */
export const isLive = (e: EntitlementRecord): boolean =>
  (e.status === 'active' || e.status === 'past_due') && e.sourceId !== null;
