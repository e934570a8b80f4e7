// Receiving webhook events: the signature is checked before anything in the body is believed; then,
// in one transaction, the event id is looked up in the ledger (a redelivery changes nothing), the
// event is applied through the rules of transitions.ts, and the ledger row, the billing records and
// the plan row the gates read are written together. A crash before the commit leaves the old state
// and no ledger row, so the provider's next delivery applies the event then.
import { HOUR_MS, MINUTE_MS } from '../gateway/clock.ts';
import type { Config } from '../gateway/config.ts';
import { ApiError } from '../gateway/errors.ts';
import type { MeteredProduct } from '../products.ts';
import type {
  EntitlementRecord,
  EventOutcome,
  InvoiceStatus,
  OrderRecord,
  SubscriptionRecord,
} from '../store/billing.ts';
import type { Store } from '../store/index.ts';
import { initialEntitlement, planRowOf } from './entitlement.ts';
import { isEventType, parseEvent, type BillingEvent, type EventType } from './events.ts';
import { signatureMatches, webhookSecretOf } from './signature.ts';
import {
  changedPlanProblem,
  isStale,
  mergeEvent,
  orderEffect,
  orderRefundEffect,
  receiptAfter,
  receiptStatusOf,
  subscriptionEffect,
  type Effect,
  type ReceiptSource,
} from './transitions.ts';

/**
 * How old an event may be when it arrives. The signature covers the body, so a retry carries its
 * first created_at: the window spans a provider's retry schedule (about a day), with margin. Older
 * deliveries are refused as replays; within the window the ledger makes a replay a no-op.
 */
export const MAX_EVENT_AGE_MS = 72 * HOUR_MS;
/** Provider clocks may run a little ahead of ours. */
export const MAX_CLOCK_SKEW_MS = 5 * MINUTE_MS;

export interface DeliveryResult {
  readonly eventId: string;
  readonly type: string;
  /** `duplicate`: the id was seen before and nothing was done this time. */
  readonly outcome: EventOutcome | 'duplicate';
  readonly detail: string;
}

interface Handled {
  readonly outcome: EventOutcome;
  readonly detail: string;
  readonly accountId: string | null;
  readonly product: MeteredProduct | null;
}

const ignored = (detail: string): Handled => ({ outcome: 'ignored', detail, accountId: null, product: null });

/** The entitlement billing holds, or the one the plan row implies before billing's first write. */
export async function currentEntitlement(
  store: Store,
  accountId: string,
  product: MeteredProduct,
  nowMs: number,
): Promise<EntitlementRecord> {
  return (
    (await store.billing.entitlement(accountId, product)) ??
    initialEntitlement(accountId, product, await store.accounts.plan(accountId, product), nowMs)
  );
}

/**
 * Stores the entitlement and the plan row derived from it. Called once per product in a transaction:
 * setPlan drops the cached plan row, so a rollback leaves the cache to reload the old one.
 */
export async function writeEntitlement(store: Store, entitlement: EntitlementRecord, nowMs: number): Promise<void> {
  await store.billing.putEntitlement({ ...entitlement, updatedAt: nowMs });
  await store.accounts.setPlan(entitlement.accountId, entitlement.product, planRowOf(entitlement), nowMs);
}

async function settle(store: Store, before: EntitlementRecord, effect: Effect, nowMs: number): Promise<Handled> {
  const where = { accountId: before.accountId, product: before.product };
  if ('unchanged' in effect) return { outcome: 'ignored', detail: effect.unchanged, ...where };
  await writeEntitlement(store, effect.entitlement, nowMs);
  const { plan, status } = effect.entitlement;
  return {
    outcome: 'applied',
    detail: `${before.product}: ${before.status} ${before.plan} -> ${status} ${plan}`,
    ...where,
  };
}

async function storeReceipt(
  store: Store,
  source: ReceiptSource,
  e: BillingEvent,
  status: InvoiceStatus,
): Promise<void> {
  const existing =
    (e.invoiceId ? await store.billing.invoice(e.invoiceId) : undefined) ??
    (e.paymentId ? await store.billing.invoiceByPayment(e.paymentId) : undefined);
  const receipt = receiptAfter(existing, source, e, status);
  if (receipt) await store.billing.putInvoice(receipt);
}

/**
 * An event of a subscription's stream (refunds of its payments included): the subscription record
 * merges it whatever its age, and the entitlement follows the merged record. An event whose status
 * lost to a newer one is reported stale; the period and receipt it proves are kept all the same.
 */
async function handleSubscriptionEvent(
  store: Store,
  e: BillingEvent & { type: EventType },
  sub: SubscriptionRecord,
  nowMs: number,
): Promise<Handled> {
  const where = { accountId: sub.accountId, product: sub.product };
  const problem = changedPlanProblem(sub, e);
  if (problem) return { outcome: 'ignored', detail: problem, ...where };
  const receipt = receiptStatusOf(e.type);
  if (receipt) await storeReceipt(store, sub, e, receipt);
  const stale = isStale(sub, e);
  const merged = mergeEvent(sub, e, nowMs);
  await store.billing.putSubscription(merged);
  const before = await currentEntitlement(store, sub.accountId, sub.product, nowMs);
  const done = await settle(store, before, subscriptionEffect(before, merged, e.type), nowMs);
  return stale ? { ...done, outcome: 'stale', detail: `older than the subscription's status; ${done.detail}` } : done;
}

/** A one-time order's payment, from the webhook or from pay/verify: applied once per order. */
export async function captureOrder(
  store: Store,
  order: OrderRecord,
  paymentId: string | null,
  capturedAtMs: number,
  nowMs: number,
): Promise<Handled> {
  const where = { accountId: order.accountId, product: order.product };
  if (order.status !== 'created') return { outcome: 'ignored', detail: `order already ${order.status}`, ...where };
  await store.billing.putOrder({ ...order, status: 'paid', paymentId, paidAt: capturedAtMs });
  const e = chargeOf(order, paymentId, capturedAtMs);
  await storeReceipt(store, order, e, 'paid');
  const before = await currentEntitlement(store, order.accountId, order.product, nowMs);
  return settle(store, before, orderEffect(before, order, capturedAtMs), nowMs);
}

/** The charge an order's capture amounts to, in the shape receipts are built from. */
function chargeOf(order: OrderRecord, paymentId: string | null, atMs: number): BillingEvent {
  return {
    id: order.id,
    type: 'payment.captured',
    createdAtMs: atMs,
    sequence: 0,
    subscriptionId: null,
    orderId: order.id,
    paymentId,
    invoiceId: null,
    plan: order.plan,
    amountPaise: order.amountPaise,
    currency: order.currency,
    periodStartMs: null,
    periodEndMs: null,
    paymentMethod: null,
  };
}

/** A refund: of a subscription's payment (part of its stream) or of a one-time order (final). */
async function handleRefund(store: Store, e: BillingEvent & { type: EventType }, nowMs: number): Promise<Handled> {
  const receipt = e.paymentId ? await store.billing.invoiceByPayment(e.paymentId) : undefined;
  const sourceId = receipt?.sourceId ?? e.orderId ?? e.subscriptionId;
  const sub = sourceId ? await store.billing.subscription(sourceId) : undefined;
  if (receipt?.status === 'refunded')
    return {
      outcome: 'ignored',
      detail: 'payment already refunded',
      accountId: receipt.accountId,
      product: receipt.product,
    };
  if (sub) return handleSubscriptionEvent(store, e, sub, nowMs);
  const order = sourceId ? await store.billing.order(sourceId) : undefined;
  if (!order) return ignored('no known payment, order or subscription in the payload');
  // an order refunded before its capture arrived stays refunded when the capture comes
  await store.billing.putOrder({ ...order, status: 'refunded' });
  await storeReceipt(store, order, e, 'refunded');
  const before = await currentEntitlement(store, order.accountId, order.product, nowMs);
  return settle(store, before, orderRefundEffect(before, order.id), nowMs);
}

async function handle(store: Store, e: BillingEvent, nowMs: number): Promise<Handled> {
  if (!isEventType(e.type)) return ignored(`unhandled event type ${e.type}`);
  const typed = { ...e, type: e.type };
  if (typed.type === 'refund.created' || typed.type === 'refund.processed') return handleRefund(store, typed, nowMs);
  if (typed.type === 'payment.captured' && e.orderId !== null) {
    const order = await store.billing.order(e.orderId);
    return order
      ? captureOrder(store, order, e.paymentId, e.createdAtMs, nowMs)
      : ignored('no known order in the payload');
  }
  const sub = e.subscriptionId ? await store.billing.subscription(e.subscriptionId) : undefined;
  return sub ? handleSubscriptionEvent(store, typed, sub, nowMs) : ignored('no known subscription in the payload');
}

/** Applies a verified event at most once; the whole of it or nothing. */
export function applyEvent(store: Store, e: BillingEvent, body: string, nowMs: number): Promise<DeliveryResult> {
  return store.transaction(async (tx): Promise<DeliveryResult> => {
    const seen = await tx.billing.event(e.id);
    if (seen)
      return { eventId: e.id, type: seen.type, outcome: 'duplicate', detail: `first delivery was ${seen.outcome}` };
    const done = await handle(tx, e, nowMs);
    await tx.billing.insertEvent({
      id: e.id,
      type: e.type,
      createdAt: e.createdAtMs,
      sequence: e.sequence,
      receivedAt: nowMs,
      accountId: done.accountId,
      product: done.product,
      outcome: done.outcome,
      detail: done.detail,
      body,
    });
    return { eventId: e.id, type: e.type, outcome: done.outcome, detail: done.detail };
  });
}

const refused = (message: string) => new ApiError('unauthorized', { message });

/** A webhook delivery: signature, then shape, then age, then the event. */
export async function receiveDelivery(
  store: Store,
  config: Config,
  body: string,
  signature: string,
  headerName: string,
  nowMs: number,
): Promise<DeliveryResult> {
  const secret = webhookSecretOf(config);
  if (secret === null)
    throw new ApiError('service_unavailable', {
      message: 'Webhooks are not configured on this server (WEBHOOK_SECRET is unset).',
    });
  if (!signature) throw refused(`The ${headerName} header is missing: a webhook must be signed.`);
  if (!signatureMatches(secret, body, signature))
    throw refused(`The ${headerName} header does not match the body (HMAC-SHA256, hex, of the raw body).`);
  const e = parseEvent(body);
  if ('error' in e) throw new ApiError('invalid_request', { message: `Signed, but not an event: ${e.error}.` });
  if (nowMs - e.createdAtMs > MAX_EVENT_AGE_MS)
    throw refused('The event is too old to be accepted (a replayed delivery).');
  if (e.createdAtMs - nowMs > MAX_CLOCK_SKEW_MS) throw refused('The event is dated in the future.');
  return applyEvent(store, e, body, nowMs);
}
