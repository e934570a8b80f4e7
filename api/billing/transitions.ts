// What an event does, as pure functions of the records it touches; ledger.ts reads the records,
// calls these and writes the results in one transaction. The rules are tabled in
// api/billing/README.md ("Transitions").
//
// Delivery order must not matter, so a subscription is merged, not replayed: its status and its plan
// each come from the newest event that set them (provider time, then sequence; on a tie the further
// status or the higher plan), and what it paid for runs to the furthest period any charge covered.
// The entitlement of the product the subscription backs is then derived from that record alone.
import { FREE_PLAN, planOf } from '../plans.ts';
import type {
  EntitlementRecord,
  InvoiceRecord,
  InvoiceStatus,
  OrderRecord,
  PaymentState,
  SubscriptionRecord,
  SubscriptionStatus,
} from '../store/billing.ts';
import { isLive } from './entitlement.ts';
import { isOlder, type BillingEvent, type EventType, type StreamPosition } from './events.ts';
import { addCycle, CURRENCY, priceInr, toPaise } from './prices.ts';

/** The entitlement after an event, or why it stays as it was. */
export type Effect = { readonly entitlement: EntitlementRecord } | { readonly unchanged: string };

const unchanged = (reason: string): Effect => ({ unchanged: reason });

/** The subscription status each event of a subscription's stream states (null: it states none). */
const SUBSCRIPTION_STATUS: Readonly<Record<EventType, SubscriptionStatus | null>> = {
  'subscription.authenticated': 'authenticated',
  'subscription.activated': 'active',
  'subscription.charged': 'active',
  'subscription.renewed': 'active',
  'invoice.paid': 'active',
  'payment.captured': 'active',
  'invoice.payment_failed': 'past_due',
  'subscription.halted': 'halted',
  'subscription.cancelled': 'cancelled',
  'refund.created': 'refunded',
  'refund.processed': 'refunded',
  'plan.changed': null,
};

/** Events that carry a payment and the period it paid for. */
const CHARGES: ReadonlySet<EventType> = new Set([
  'subscription.activated',
  'subscription.charged',
  'subscription.renewed',
  'invoice.paid',
  'payment.captured',
]);
/** Events that may put a subscription behind a product's plan: a mandate or a payment. */
const STARTS: ReadonlySet<string> = new Set([...CHARGES, 'subscription.authenticated']);

/** On a tie of stream positions, the status further along wins, so ties resolve the same in any order. */
const STATUS_RANK: Readonly<Record<SubscriptionStatus, number>> = {
  created: 0,
  authenticated: 1,
  active: 2,
  past_due: 3,
  halted: 4,
  cancelled: 5,
  refunded: 6,
};

const isPaidPlanOf = (sub: SubscriptionRecord, plan: string | null): plan is string =>
  plan !== null && plan !== FREE_PLAN && planOf(sub.product, plan) !== undefined;

/** A plan.changed event must name a paid plan of the subscription's product. */
export function changedPlanProblem(sub: SubscriptionRecord, e: BillingEvent): string | null {
  return e.type === 'plan.changed' && !isPaidPlanOf(sub, e.plan)
    ? `plan.changed names no paid ${sub.product} plan`
    : null;
}

const positionOf = (e: BillingEvent): StreamPosition => ({ at: e.createdAtMs, seq: e.sequence });

/** Whether the event's status loses to the one the subscription holds (it is older). */
export function isStale(sub: SubscriptionRecord, e: BillingEvent): boolean {
  return isOlder(positionOf(e), { at: sub.statusAt, seq: sub.statusSeq });
}

/** The subscription with a status stated at `position`, if that is the newest statement. */
function withStatus(sub: SubscriptionRecord, status: SubscriptionStatus, position: StreamPosition): SubscriptionRecord {
  const held = { at: sub.statusAt, seq: sub.statusSeq };
  const tie = !isOlder(position, held) && !isOlder(held, position);
  const wins = isOlder(held, position) || (tie && STATUS_RANK[status] > STATUS_RANK[sub.status]);
  return wins ? { ...sub, status, statusAt: position.at, statusSeq: position.seq } : sub;
}

/** The subscription with a plan stated at `position`, if that is the newest statement. */
function withPlan(sub: SubscriptionRecord, plan: string, position: StreamPosition): SubscriptionRecord {
  const held = { at: sub.planAt, seq: sub.planSeq };
  const tie = !isOlder(position, held) && !isOlder(held, position);
  const higher = (planOf(sub.product, plan)?.rank ?? 0) > (planOf(sub.product, sub.plan)?.rank ?? 0);
  return isOlder(held, position) || (tie && higher)
    ? { ...sub, plan, planAt: position.at, planSeq: position.seq }
    : sub;
}

/** End of what a charge paid for: the period it names, or one cycle from its start. */
const paidThroughOf = (sub: SubscriptionRecord, e: BillingEvent): number =>
  e.periodEndMs ?? addCycle(e.periodStartMs ?? e.createdAtMs, sub.cycle);

/** The subscription after an event of its stream, in whatever order the events arrive. */
export function mergeEvent(
  sub: SubscriptionRecord,
  e: BillingEvent & { type: EventType },
  nowMs: number,
): SubscriptionRecord {
  const at = positionOf(e);
  const status = SUBSCRIPTION_STATUS[e.type];
  let next = status === null ? sub : withStatus(sub, status, at);
  // every event that names the plan states it as of its time (a renewal after a change carries the new one)
  if (isPaidPlanOf(sub, e.plan)) next = withPlan(next, e.plan, at);
  if (CHARGES.has(e.type)) next = { ...next, paidThrough: Math.max(sub.paidThrough ?? 0, paidThroughOf(sub, e)) };
  return { ...next, paymentMethod: e.paymentMethod ?? sub.paymentMethod, updatedAt: nowMs };
}

/** The receipt status a subscription event proves, if any. */
export function receiptStatusOf(type: EventType): InvoiceStatus | null {
  if (type === 'invoice.payment_failed') return 'failed';
  if (type === 'refund.created' || type === 'refund.processed') return 'refunded';
  return CHARGES.has(type) ? 'paid' : null;
}

type Derivation = (ent: EntitlementRecord, sub: SubscriptionRecord) => EntitlementRecord;

const charging: Derivation = (ent, sub) => ({
  ...ent,
  status: sub.status === 'past_due' ? 'past_due' : 'active',
  plan: sub.plan,
  cycle: sub.cycle,
  periodEnd: sub.paidThrough,
  paymentMethod: true,
});

/** The last payment's fate, from the subscription alone. */
function paymentStateOf(sub: SubscriptionRecord, ent: EntitlementRecord): PaymentState {
  if (sub.status === 'refunded') return 'refunded';
  if (sub.status === 'past_due') return 'failed';
  return sub.paidThrough === null ? ent.paymentState : 'captured';
}

/** The entitlement a subscription gives the product it backs, by the subscription's status. */
const FROM_SUBSCRIPTION: Readonly<Record<SubscriptionStatus, Derivation>> = {
  created: (ent) => ent,
  // a mandate: a payment method on file, which also keeps a running trial past its end
  authenticated: (ent, sub) =>
    sub.paidThrough !== null
      ? charging(ent, sub)
      : { ...ent, paymentMethod: true, plan: ent.status === 'trialing' ? sub.plan : ent.plan },
  active: charging,
  // a retry follows: the plan stays while the provider retries
  past_due: charging,
  // retries exhausted: nothing pays for the plan any more
  halted: (ent, sub) => ({
    ...ent,
    status: 'halted',
    plan: FREE_PLAN,
    cycle: sub.cycle,
    periodEnd: sub.paidThrough,
    paymentMethod: false,
  }),
  // auto-renewal stops; the plan lasts until the end of what was paid (or of the trial)
  cancelled: (ent, sub) =>
    sub.paidThrough === null
      ? cancelledEntitlement(ent)
      : {
          ...ent,
          status: 'cancelled',
          plan: sub.plan,
          cycle: sub.cycle,
          periodEnd: sub.paidThrough,
          paymentMethod: false,
        },
  refunded: (ent) => refundedEntitlement(ent),
};

/** A refund takes the product back to free, whatever backed it. */
function refundedEntitlement(ent: EntitlementRecord): EntitlementRecord {
  return {
    ...ent,
    status: 'refunded',
    plan: FREE_PLAN,
    periodEnd: null,
    paymentMethod: false,
    paymentState: 'refunded',
  };
}

/** Auto-renewal stops; the plan lasts until the end of what was paid (or of the trial). */
export function cancelledEntitlement(ent: EntitlementRecord): EntitlementRecord {
  return {
    ...ent,
    status: 'cancelled',
    periodEnd: ent.status === 'trialing' ? ent.trialEndsAt : ent.periodEnd,
    paymentMethod: false,
  };
}

export function entitlementFrom(ent: EntitlementRecord, sub: SubscriptionRecord): EntitlementRecord {
  if (sub.status === 'created') return ent;
  return { ...FROM_SUBSCRIPTION[sub.status](ent, sub), sourceId: sub.id, paymentState: paymentStateOf(sub, ent) };
}

/**
 * The entitlement after an event of `sub` (already merged). A subscription that does not back the
 * plan takes it over on a mandate or a payment, unless another subscription is charging for it.
 */
export function subscriptionEffect(ent: EntitlementRecord, sub: SubscriptionRecord, type: string): Effect {
  if (ent.sourceId !== sub.id) {
    if (!STARTS.has(type)) return unchanged('the subscription does not back the current plan');
    if (isLive(ent)) return unchanged('another live subscription backs the current plan');
  }
  return { entitlement: entitlementFrom(ent, sub) };
}

/**
 * A one-time payment: the order's plan for one cycle from the capture, or from the end of the
 * running period when it pays for the same plan again (a second month stacks on the first).
 */
export function orderEffect(ent: EntitlementRecord, order: OrderRecord, capturedAtMs: number): Effect {
  if (isLive(ent) && ent.sourceId !== order.id)
    return unchanged('a live subscription backs the current plan; the payment is recorded');
  const stacks =
    ent.status === 'paid' && ent.plan === order.plan && ent.periodEnd !== null && ent.periodEnd > capturedAtMs;
  return {
    entitlement: {
      ...ent,
      status: 'paid',
      plan: order.plan,
      cycle: order.cycle,
      periodEnd: addCycle(stacks ? ent.periodEnd! : capturedAtMs, order.cycle),
      sourceId: order.id,
      paymentMethod: false,
      paymentState: 'captured',
    },
  };
}

/** A refunded one-time payment downgrades its product if the order still backs the plan; other products are untouched. */
export function orderRefundEffect(ent: EntitlementRecord, orderId: string): Effect {
  if (ent.sourceId !== orderId) return unchanged('the refunded payment does not back the current plan');
  return { entitlement: refundedEntitlement(ent) };
}

// A receipt only moves forward: a late "failed" never overwrites "paid", nothing overwrites "refunded".
const RECEIPT_RANK: Readonly<Record<InvoiceStatus, number>> = { failed: 0, paid: 1, refunded: 2 };

export interface ReceiptSource {
  readonly id: string;
  readonly accountId: string;
  readonly product: SubscriptionRecord['product'];
  readonly plan: string;
  readonly cycle: SubscriptionRecord['cycle'];
}

/** The receipt an event proves, merged into the one already stored; null when the event names no charge. */
export function receiptAfter(
  existing: InvoiceRecord | undefined,
  source: ReceiptSource,
  e: BillingEvent,
  status: InvoiceStatus,
): InvoiceRecord | null {
  const id = existing?.id ?? e.invoiceId ?? (e.paymentId ? `inv_${e.paymentId}` : null);
  if (id === null) return null;
  const incoming: InvoiceRecord = {
    id,
    accountId: source.accountId,
    product: source.product,
    plan: e.plan !== null && planOf(source.product, e.plan) ? e.plan : source.plan,
    cycle: source.cycle,
    amountPaise: e.amountPaise ?? toPaise(priceInr(source.product, source.plan, source.cycle) ?? 0),
    currency: e.currency ?? CURRENCY,
    status,
    paymentId: e.paymentId,
    sourceId: source.id,
    periodStart: e.periodStartMs,
    periodEnd: e.periodEndMs,
    issuedAt: e.createdAtMs,
    refundedAt: status === 'refunded' ? e.createdAtMs : null,
  };
  if (!existing) return incoming;
  const forward = RECEIPT_RANK[status] > RECEIPT_RANK[existing.status];
  return {
    ...existing,
    status: forward ? status : existing.status,
    paymentId: existing.paymentId ?? e.paymentId,
    periodStart: existing.periodStart ?? e.periodStartMs,
    periodEnd: existing.periodEnd ?? e.periodEndMs,
    refundedAt: existing.refundedAt ?? (status === 'refunded' ? e.createdAtMs : null),
  };
}
