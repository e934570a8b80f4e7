// The billing operations a key holder starts: orders, payment verification, subscriptions, the
// hosted checkout, plan changes and cancellation. Each checks what it may do from the entitlement,
// asks the provider first (a provider failure changes nothing here), then writes its records and the
// plan row in one transaction; events the provider emits at once go through the webhook handler.
import { trialRow } from '../entitlements.ts';
import { ApiError } from '../gateway/errors.ts';
import { FREE_PLAN, planOf, requirePlan } from '../plans.ts';
import type { MeteredProduct } from '../products.ts';
import type { GatewayServices } from '../gateway/route-spec.ts';
import type { Cycle, EntitlementRecord, OrderRecord, SubscriptionRecord } from '../store/billing.ts';
import { isLive, viewAt } from './entitlement.ts';
import { later, type StreamPosition } from './events.ts';
import { captureOrder, currentEntitlement, writeEntitlement } from './ledger.ts';
import { CURRENCY, isPurchasable, priceInr, toPaise } from './prices.ts';
import type { HostedPurchase, PaymentProvider, SignedDelivery } from './provider.ts';
import { deliverNow } from './service.ts';
import { cancelledEntitlement, entitlementFrom } from './transitions.ts';

/** Who acts, when, through which provider. */
export interface Actor {
  readonly services: GatewayServices;
  readonly accountId: string;
  readonly nowMs: number;
  readonly provider: PaymentProvider | null;
}

const invalid = (message: string) => new ApiError('invalid_request', { message });

function needProvider(a: Actor): PaymentProvider {
  if (a.provider) return a.provider;
  throw new ApiError('service_unavailable', {
    message:
      'No payment provider is configured on this server (BILLING_PROVIDER=sandbox enables the test sandbox outside production).',
  });
}

function requirePurchasable(product: MeteredProduct, plan: string, cycle: Cycle): number {
  if (plan === FREE_PLAN || !planOf(product, plan))
    throw new ApiError('invalid_plan', { message: `${plan} is not a paid ${product} plan.` });
  if (!isPurchasable(product, plan, cycle))
    throw new ApiError('invalid_plan', { message: `The ${product} ${plan} plan is not sold ${cycle}.` });
  return toPaise(priceInr(product, plan, cycle)!);
}

function refuseSecondSubscription(ent: EntitlementRecord): void {
  if (isLive(ent)) {
    throw invalid(
      `A subscription already pays for the ${ent.product} ${ent.plan} plan: change it with POST /v1/billing/subscription/change, or cancel it first.`,
    );
  }
}

/**
 * An API action comes after every event already merged, so what it states holds from the newest
 * position seen (or its own second): a provider event sent after it still overrides it.
 */
const actionPosition = (held: StreamPosition, nowMs: number): StreamPosition =>
  later(held, { at: Math.floor(nowMs / 1000) * 1000, seq: 0 });

function cancelledNow(sub: SubscriptionRecord, nowMs: number): SubscriptionRecord {
  const at = actionPosition({ at: sub.statusAt, seq: sub.statusSeq }, nowMs);
  return { ...sub, status: 'cancelled', statusAt: at.at, statusSeq: at.seq };
}

function planNow(sub: SubscriptionRecord, plan: string, nowMs: number): SubscriptionRecord {
  const at = actionPosition({ at: sub.planAt, seq: sub.planSeq }, nowMs);
  return { ...sub, plan, planAt: at.at, planSeq: at.seq };
}

export async function createOrder(
  a: Actor,
  product: MeteredProduct,
  plan: string,
  cycle: Cycle,
): Promise<{ order: OrderRecord; hosted: HostedPurchase }> {
  const amountPaise = requirePurchasable(product, plan, cycle);
  const { store } = a.services;
  refuseSecondSubscription(await currentEntitlement(store, a.accountId, product, a.nowMs));
  const hosted = await needProvider(a).createOrder({
    accountId: a.accountId,
    product,
    plan,
    cycle,
    amountPaise,
    nowMs: a.nowMs,
  });
  const order: OrderRecord = {
    id: hosted.id,
    accountId: a.accountId,
    product,
    plan,
    cycle,
    amountPaise,
    currency: CURRENCY,
    status: 'created',
    paymentId: null,
    createdAt: a.nowMs,
    paidAt: null,
  };
  await store.billing.putOrder(order);
  return { order, hosted };
}

/** pay/verify: the client's proof of payment upgrades at once (the webhook that follows is then a no-op). */
export async function verifyOrder(
  a: Actor,
  product: MeteredProduct,
  orderId: string,
  paymentId: string,
  signature: string,
): Promise<EntitlementRecord> {
  const { store } = a.services;
  const order = await store.billing.order(orderId);
  if (!order || order.accountId !== a.accountId || order.product !== product)
    throw invalid(`No ${product} order ${orderId} on this account.`);
  if (!needProvider(a).verifyPayment(orderId, paymentId, signature))
    throw invalid('The payment signature does not match this order and payment.');
  await store.transaction((tx) => captureOrder(tx, order, paymentId, a.nowMs, a.nowMs));
  return currentEntitlement(store, a.accountId, product, a.nowMs);
}

/**
 * A paid plan chosen at checkout starts the 7-day trial (seed 002), once per account and product;
 * a running trial moves to the chosen plan. Null when the trial does not change.
 */
function trialFor(ent: EntitlementRecord, plan: string, nowMs: number): EntitlementRecord | null {
  if (viewAt(ent, nowMs).state === 'trialing') return ent.plan === plan ? null : { ...ent, plan };
  if (ent.status !== 'free' || ent.trialEndsAt !== null) return null;
  const { trialEndsAt } = trialRow(requirePlan(ent.product, plan), nowMs);
  return { ...ent, status: 'trialing', plan, trialEndsAt, paymentMethod: false };
}

export interface NewSubscription {
  readonly subscription: SubscriptionRecord;
  readonly hosted: HostedPurchase;
  readonly trial: EntitlementRecord | null;
  readonly amountPaise: number;
}

export async function createSubscription(
  a: Actor,
  product: MeteredProduct,
  plan: string,
  cycle: Cycle,
  checkout: { readonly returnUrl: string } | null,
): Promise<NewSubscription> {
  const amountPaise = requirePurchasable(product, plan, cycle);
  const { store } = a.services;
  const ent = await currentEntitlement(store, a.accountId, product, a.nowMs);
  refuseSecondSubscription(ent);
  const returnUrl = checkout?.returnUrl ?? null;
  const hosted = await needProvider(a).createSubscription({
    accountId: a.accountId,
    product,
    plan,
    cycle,
    amountPaise,
    nowMs: a.nowMs,
    returnUrl,
  });
  const subscription: SubscriptionRecord = {
    id: hosted.id,
    accountId: a.accountId,
    product,
    plan,
    cycle,
    status: 'created',
    paymentMethod: null,
    statusAt: 0,
    statusSeq: 0,
    planAt: 0,
    planSeq: 0,
    paidThrough: null,
    createdAt: a.nowMs,
    updatedAt: a.nowMs,
  };
  const trial = checkout ? trialFor(ent, plan, a.nowMs) : null;
  await store.transaction(async (tx) => {
    await tx.billing.putSubscription(subscription);
    if (trial) await writeEntitlement(tx, trial, a.nowMs);
  });
  return { subscription, hosted, trial, amountPaise };
}

/** Writes a subscription and entitlement change together, then delivers what the provider emitted. */
async function commit(
  a: Actor,
  ent: EntitlementRecord,
  sub: SubscriptionRecord | undefined,
  deliveries: readonly SignedDelivery[],
): Promise<void> {
  const { store } = a.services;
  await store.transaction(async (tx) => {
    if (sub) await tx.billing.putSubscription({ ...sub, updatedAt: a.nowMs });
    await writeEntitlement(tx, sub ? entitlementFrom(ent, sub) : ent, a.nowMs);
  });
  await deliverNow(a.services, deliveries, a.nowMs);
}

async function subscriptionBehind(a: Actor, ent: EntitlementRecord): Promise<SubscriptionRecord | undefined> {
  return ent.sourceId ? await a.services.store.billing.subscription(ent.sourceId) : undefined;
}

/** An upgrade or downgrade of a live subscription (no proration) or of a running trial, effective at once. */
export async function changePlan(a: Actor, product: MeteredProduct, plan: string): Promise<void> {
  const ent = await currentEntitlement(a.services.store, a.accountId, product, a.nowMs);
  const state = viewAt(ent, a.nowMs).state;
  if (!isLive(ent) && state !== 'trialing') {
    throw invalid(
      `Nothing to change: no live ${product} subscription or trial. Start one with POST /v1/billing/pay/subscription.`,
    );
  }
  const sub = await subscriptionBehind(a, ent);
  const amountPaise = requirePurchasable(product, plan, sub?.cycle ?? ent.cycle ?? 'monthly');
  if (plan === ent.plan) return;
  const deliveries = sub ? await needProvider(a).changePlan(sub.id, plan, amountPaise, a.nowMs) : [];
  await commit(a, { ...ent, plan }, sub && planNow(sub, plan, a.nowMs), deliveries);
}

/** Stops auto-renewal; the plan stays until the end of the paid period or trial. Cancelling twice is harmless. */
export async function cancel(a: Actor, product: MeteredProduct): Promise<void> {
  const ent = await currentEntitlement(a.services.store, a.accountId, product, a.nowMs);
  const state = viewAt(ent, a.nowMs).state;
  if (state === 'cancelled' || state === 'paid') return;
  if (state !== 'active' && state !== 'past_due' && state !== 'trialing') {
    throw invalid(`Nothing to cancel: the ${product} plan is ${state === 'free' ? 'free' : state.replace('_', ' ')}.`);
  }
  const sub = await subscriptionBehind(a, ent);
  const deliveries = sub ? await needProvider(a).cancelAtPeriodEnd(sub.id, a.nowMs) : [];
  await commit(a, cancelledEntitlement(ent), sub && cancelledNow(sub, a.nowMs), deliveries);
}
