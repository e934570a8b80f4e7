import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../gateway/clock.ts';
import { entitlementAt } from '../entitlements.ts';
import type { EntitlementRecord, InvoiceRecord, SubscriptionRecord } from '../store/billing.ts';
import { initialEntitlement, planRowOf, viewAt } from './entitlement.ts';
import { rng } from '../../test/support/rng.ts';
import type { BillingEvent, EventType } from './events.ts';
import { addCycle } from './prices.ts';
import {
  cancelledEntitlement,
  isStale,
  mergeEvent,
  orderEffect,
  orderRefundEffect,
  receiptAfter,
  subscriptionEffect,
  type Effect,
} from './transitions.ts';

const T = Date.UTC(2026, 2, 10, 12);
const FREE = initialEntitlement(
  'acct_1',
  'horoscope',
  { plan: 'free', trialEndsAt: null, endIsTrial: false, paymentMethod: false },
  T,
);
const SUB: SubscriptionRecord = {
  id: 'sub_1',
  accountId: 'acct_1',
  product: 'horoscope',
  plan: 'ruby',
  cycle: 'monthly',
  status: 'created',
  paymentMethod: null,
  statusAt: 0,
  statusSeq: 0,
  planAt: 0,
  planSeq: 0,
  paidThrough: null,
  createdAt: T,
  updatedAt: T,
};

function event(type: string, atMs: number, extra: Partial<BillingEvent> = {}): BillingEvent {
  return {
    id: `evt_${type}_${atMs}`,
    type,
    createdAtMs: atMs,
    sequence: 0,
    subscriptionId: SUB.id,
    orderId: null,
    paymentId: null,
    invoiceId: null,
    plan: null,
    amountPaise: null,
    currency: null,
    periodStartMs: null,
    periodEndMs: null,
    paymentMethod: null,
    ...extra,
  };
}

/** Applies a subscription event the way the ledger does: merge into the subscription, then derive. */
function apply(
  ent: EntitlementRecord,
  sub: SubscriptionRecord,
  e: BillingEvent,
): { ent: EntitlementRecord; sub: SubscriptionRecord; effect: Effect } {
  const merged = mergeEvent(sub, e as BillingEvent & { type: EventType }, e.createdAtMs);
  const effect = subscriptionEffect(ent, merged, e.type);
  return { ent: 'entitlement' in effect ? effect.entitlement : ent, sub: merged, effect };
}

const active = () =>
  apply(FREE, SUB, event('subscription.charged', T, { paymentId: 'pay_1', periodEndMs: T + 30 * DAY_MS }));

test('a charge puts the subscription behind the plan: active, paid through the period, mandate on file', () => {
  const { ent, sub } = active();
  assert.equal(
    [ent.status, ent.plan, ent.sourceId, ent.paymentMethod, ent.periodEnd, ent.paymentState],
    ['active', 'ruby', 'sub_1', true, T + 30 * DAY_MS, 'captured'],
  );
  assert.is(sub.status, 'active');
  assert.equal(planRowOf(ent), { plan: 'ruby', trialEndsAt: T + 30 * DAY_MS, endIsTrial: false, paymentMethod: true });
  // the mandate keeps the plan past the period end until an event says otherwise
  assert.is(viewAt(ent, T + 40 * DAY_MS).plan, 'ruby');
});

test('a charge never shortens what was paid; without period_end it pays one cycle from its start', () => {
  const { ent, sub } = active();
  const shorter = apply(ent, sub, event('subscription.charged', T + DAY_MS, { periodEndMs: T + 10 * DAY_MS }));
  assert.is(shorter.ent.periodEnd, T + 30 * DAY_MS);
  const implicit = apply(FREE, SUB, event('subscription.renewed', T, { periodStartMs: T + DAY_MS }));
  assert.is(implicit.ent.periodEnd, addCycle(T + DAY_MS, 'monthly'));
});

test('failed charge: past_due with the plan kept; halted: free at once', () => {
  const { ent, sub } = active();
  const failed = apply(ent, sub, event('invoice.payment_failed', T + DAY_MS));
  assert.equal(
    [failed.ent.status, failed.ent.plan, failed.ent.paymentState, failed.sub.status],
    ['past_due', 'ruby', 'failed', 'past_due'],
  );
  const halted = apply(failed.ent, failed.sub, event('subscription.halted', T + 2 * DAY_MS));
  assert.equal([halted.ent.status, halted.ent.plan, halted.ent.paymentMethod], ['halted', 'free', false]);
  assert.equal(planRowOf(halted.ent), { plan: 'free', trialEndsAt: null, endIsTrial: false, paymentMethod: false });
});

test('cancelled: the plan stays until the period end, then the gates fall back to free by themselves', () => {
  const { ent, sub } = active();
  const cancelled = apply(ent, sub, event('subscription.cancelled', T + DAY_MS)).ent;
  assert.is(cancelled.status, 'cancelled');
  assert.equal(viewAt(cancelled, T + 29 * DAY_MS), {
    plan: 'ruby',
    state: 'cancelled',
    autoRenew: false,
    renewsAt: null,
    accessUntil: T + 30 * DAY_MS,
  });
  assert.equal(viewAt(cancelled, T + 30 * DAY_MS), {
    plan: 'free',
    state: 'expired',
    autoRenew: false,
    renewsAt: null,
    accessUntil: null,
  });
  assert.is(entitlementAt('horoscope', planRowOf(cancelled), T + 30 * DAY_MS).plan.name, 'free');
  assert.equal(cancelledEntitlement(cancelled), cancelled, 'cancelling twice changes nothing');
});

test('trial: a mandate keeps it past day 7; cancelling it ends access at the trial end; without either it lapses on day 8', () => {
  const trial = initialEntitlement(
    'acct_1',
    'panchang',
    { plan: 'sapphire', trialEndsAt: T + 7 * DAY_MS, endIsTrial: true, paymentMethod: false },
    T,
  );
  assert.equal(viewAt(trial, T + 7 * DAY_MS - 1).state, 'trialing');
  assert.equal([viewAt(trial, T + 7 * DAY_MS).state, viewAt(trial, T + 7 * DAY_MS).plan], ['trial_ended', 'free']);
  const sub = { ...SUB, product: 'panchang' as const, plan: 'emerald' };
  const mandate = apply(trial, sub, event('subscription.authenticated', T + DAY_MS)).ent;
  assert.equal([mandate.status, mandate.plan, mandate.paymentMethod], ['trialing', 'emerald', true]);
  assert.equal(viewAt(mandate, T + 9 * DAY_MS).plan, 'emerald');
  const cancelled = cancelledEntitlement(mandate);
  assert.equal([viewAt(cancelled, T + 6 * DAY_MS).plan, viewAt(cancelled, T + 7 * DAY_MS).plan], ['emerald', 'free']);
});

test('events of a subscription that does not back the plan: only a start event of a new one is adopted', () => {
  const { ent } = active();
  const other = { ...SUB, id: 'sub_2', plan: 'diamond' };
  assert.ok('unchanged' in apply(ent, other, event('subscription.cancelled', T + DAY_MS)).effect);
  assert.ok('unchanged' in apply(ent, other, event('subscription.charged', T + DAY_MS)).effect, 'sub_1 is live');
  const lapsed = { ...ent, status: 'cancelled' as const };
  const adopted = apply(lapsed, other, event('subscription.charged', T + DAY_MS)).ent;
  assert.equal([adopted.sourceId, adopted.plan, adopted.status], ['sub_2', 'diamond', 'active']);
});

test('subscription record: a late mandate notice keeps it charging; a tie goes to the further status; events name the plan', () => {
  const { sub } = active();
  const late = event('subscription.authenticated', T - 1000);
  assert.ok(isStale(sub, late));
  assert.equal(mergeEvent(sub, late as never, T).status, 'active');
  const tie = mergeEvent(sub, event('subscription.authenticated', T) as never, T);
  assert.is(tie.status, 'active');
  const cancelTie = mergeEvent(sub, event('subscription.cancelled', T) as never, T);
  assert.is(cancelTie.status, 'cancelled');
  assert.is(
    mergeEvent(sub, event('subscription.renewed', T + DAY_MS, { plan: 'diamond' }) as never, T).plan,
    'diamond',
  );
  assert.is(
    mergeEvent(sub, event('subscription.renewed', T + DAY_MS, { plan: 'emerald' }) as never, T).plan,
    'ruby',
    'a panchang plan never lands on a horoscope subscription',
  );
  const older = mergeEvent(
    sub,
    event('subscription.charged', T - DAY_MS, { periodEndMs: T + 60 * DAY_MS, plan: 'topaz' }) as never,
    T,
  );
  assert.equal(
    [older.status, older.plan, older.paidThrough],
    ['active', 'topaz', T + 60 * DAY_MS],
    'an old charge still pays; its plan is the newest statement of one',
  );
});

const replay = (start: EntitlementRecord, sub: SubscriptionRecord, events: readonly BillingEvent[]) =>
  events.reduce((acc, e) => apply(acc.ent, acc.sub, e), { ent: start, sub, effect: { unchanged: '' } as Effect });

const TRIAL = initialEntitlement(
  'acct_1',
  'horoscope',
  { plan: 'ruby', trialEndsAt: T + 7 * DAY_MS, endIsTrial: true, paymentMethod: false },
  T,
);

/** Streams as a provider sends them (positions increase), each from where the account stood. */
const STREAMS: ReadonlyArray<{
  name: string;
  start: EntitlementRecord;
  events: BillingEvent[];
  final: [string, string, number | null];
}> = [
  {
    name: 'mandate, charge, plan change, failed retry, renewal, cancel',
    start: FREE,
    events: [
      event('subscription.authenticated', T, { sequence: 1, paymentMethod: 'card ····4242' }),
      event('subscription.charged', T, { sequence: 2, paymentId: 'pay_1', periodEndMs: T + 31 * DAY_MS }),
      event('plan.changed', T + DAY_MS, { sequence: 3, plan: 'diamond' }),
      event('invoice.payment_failed', T + 31 * DAY_MS, { sequence: 4 }),
      event('subscription.charged', T + 32 * DAY_MS, {
        sequence: 5,
        paymentId: 'pay_2',
        periodEndMs: T + 61 * DAY_MS,
        plan: 'diamond',
      }),
      event('subscription.cancelled', T + 40 * DAY_MS, { sequence: 6 }),
    ],
    final: ['cancelled', 'diamond', T + 61 * DAY_MS],
  },
  {
    name: 'trial converted, renewed, failed, halted',
    start: TRIAL,
    events: [
      event('subscription.activated', T + DAY_MS, { sequence: 1, paymentId: 'pay_1', periodEndMs: T + 32 * DAY_MS }),
      event('subscription.renewed', T + 32 * DAY_MS, { sequence: 2, paymentId: 'pay_2', periodEndMs: T + 62 * DAY_MS }),
      event('invoice.payment_failed', T + 62 * DAY_MS, { sequence: 3 }),
      event('subscription.halted', T + 65 * DAY_MS, { sequence: 4 }),
    ],
    final: ['halted', 'free', T + 62 * DAY_MS],
  },
  {
    name: 'charge, refund announced twice, a new charge',
    start: FREE,
    events: [
      event('subscription.charged', T, { sequence: 1, paymentId: 'pay_1', periodEndMs: T + 31 * DAY_MS }),
      event('refund.created', T + DAY_MS, { sequence: 2, paymentId: 'pay_1' }),
      event('refund.processed', T + DAY_MS, { sequence: 3, paymentId: 'pay_1' }),
      event('subscription.charged', T + 3 * DAY_MS, { sequence: 4, paymentId: 'pay_2', periodEndMs: T + 34 * DAY_MS }),
    ],
    final: ['active', 'ruby', T + 34 * DAY_MS],
  },
];

test('any delivery order of a stream, duplicates included, ends in the same subscription and entitlement', () => {
  const random = rng(20260310);
  for (const stream of STREAMS) {
    const inOrder = replay(stream.start, SUB, stream.events);
    assert.equal([inOrder.ent.status, inOrder.ent.plan, inOrder.ent.periodEnd], stream.final, stream.name);
    for (let run = 0; run < 200; run++) {
      const deliveries = [...stream.events, ...stream.events.filter(() => random() < 0.3)];
      for (let i = deliveries.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
      }
      const got = replay(stream.start, SUB, deliveries);
      const order = deliveries.map((e) => e.sequence).join(',');
      assert.equal({ ...got.sub, updatedAt: 0 }, { ...inOrder.sub, updatedAt: 0 }, `${stream.name}, order ${order}`);
      assert.equal(got.ent, inOrder.ent, `${stream.name}, order ${order}`);
    }
  }
});

test('one-time orders: a second month of the same plan stacks; another plan starts afresh; a live subscription wins', () => {
  const order = {
    id: 'order_1',
    accountId: 'acct_1',
    product: 'horoscope' as const,
    plan: 'topaz',
    cycle: 'monthly' as const,
    amountPaise: 49_900,
    currency: 'INR',
    status: 'created' as const,
    paymentId: null,
    createdAt: T,
    paidAt: null,
  };
  const first = orderEffect(FREE, order, T);
  assert.ok('entitlement' in first);
  const paid = (first as { entitlement: EntitlementRecord }).entitlement;
  assert.equal(
    [paid.status, paid.plan, paid.periodEnd, paid.paymentMethod],
    ['paid', 'topaz', addCycle(T, 'monthly'), false],
  );
  const second = orderEffect(paid, { ...order, id: 'order_2' }, T + DAY_MS) as { entitlement: EntitlementRecord };
  assert.is(second.entitlement.periodEnd, addCycle(addCycle(T, 'monthly'), 'monthly'));
  const other = orderEffect(paid, { ...order, id: 'order_3', plan: 'ruby' }, T + DAY_MS) as {
    entitlement: EntitlementRecord;
  };
  assert.is(other.entitlement.periodEnd, addCycle(T + DAY_MS, 'monthly'));
  assert.ok('unchanged' in orderEffect(active().ent, order, T));
});

test('a refund downgrades only when the refunded payment backs the plan; a newer charge restores it', () => {
  const { ent, sub } = active();
  assert.ok('unchanged' in orderRefundEffect(ent, 'order_9'));
  const refunded = apply(ent, sub, event('refund.created', T + DAY_MS, { paymentId: 'pay_1' }));
  assert.equal([refunded.ent.status, refunded.ent.plan, refunded.ent.paymentState], ['refunded', 'free', 'refunded']);
  const lateCharge = apply(refunded.ent, refunded.sub, event('subscription.charged', T + 1000, { paymentId: 'pay_1' }));
  assert.is(lateCharge.ent.status, 'refunded', 'a charge older than the refund does not undo it');
  const newCharge = apply(
    refunded.ent,
    refunded.sub,
    event('subscription.charged', T + 2 * DAY_MS, { paymentId: 'pay_2' }),
  );
  assert.equal([newCharge.ent.status, newCharge.ent.plan], ['active', 'ruby']);
});

test('receipts move forward only: failed < paid < refunded', () => {
  const source = {
    id: 'sub_1',
    accountId: 'acct_1',
    product: 'horoscope' as const,
    plan: 'ruby',
    cycle: 'monthly' as const,
  };
  const paid = receiptAfter(
    undefined,
    source,
    event('invoice.paid', T, { invoiceId: 'inv_1', paymentId: 'pay_1' }),
    'paid',
  )!;
  assert.equal([paid.id, paid.amountPaise, paid.currency, paid.status], ['inv_1', 149_900, 'INR', 'paid']);
  const failedLate = receiptAfter(
    paid,
    source,
    event('invoice.payment_failed', T + 1, { invoiceId: 'inv_1' }),
    'failed',
  ) as InvoiceRecord;
  assert.is(failedLate.status, 'paid');
  const refunded = receiptAfter(
    paid,
    source,
    event('refund.created', T + 2, { paymentId: 'pay_1' }),
    'refunded',
  ) as InvoiceRecord;
  assert.equal([refunded.status, refunded.refundedAt], ['refunded', T + 2]);
  assert.is(
    receiptAfter(refunded, source, event('invoice.paid', T + 3, { invoiceId: 'inv_1' }), 'paid')!.status,
    'refunded',
  );
  assert.is(
    receiptAfter(undefined, source, event('subscription.activated', T), 'paid'),
    null,
    'no payment, no receipt',
  );
});

test.run();
