// Black-box replays of webhook event streams: forged and stale signatures, duplicates, reordering,
// a refund of one product among three paid ones, a halted subscription, a lapsing trial. The
// entitlement table (billing's row and the gates' reading, all three products) is checked after
// every delivery, and every event id is in the ledger at most once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SandboxProvider } from '../../api/billing/sandbox.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../api/gateway/clock.ts';
import type { MeteredProduct } from '../../api/products.ts';
import { rng } from '../support/rng.ts';
import {
  accountOf,
  deliver,
  entitlements,
  eventBody,
  GATED,
  ledgerRows,
  sandboxAct,
  SECRET,
  sign,
  startBilling,
  type EntitlementRow,
} from './billing-support.ts';
import { T0, type Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  h = await startBilling();
});
test.after(async () => h.close());
test.before.each(() => h.clock.set(T0));

const FREE_ROW: EntitlementRow = { status: null, plan: 'free', gate: 'free' };
const sec = (ms: number) => Math.floor(ms / 1000);
const row = (status: string | null, plan: string, gate = plan): EntitlementRow => ({ status, plan, gate });

async function subscribe(key: string, product: MeteredProduct, plan: string): Promise<{ id: string; url: string }> {
  const r = await h.call('POST', '/v1/billing/pay/subscription', { key, body: { product, plan } });
  assert.is(r.status, 201, r.text);
  return { id: r.json.data.subscription_id, url: r.json.data.short_url };
}

/** Delivers and checks the outcome and, for the given products, the entitlement table right after. */
async function step(
  account: string,
  body: string,
  outcome: string,
  expected: Partial<Record<MeteredProduct, EntitlementRow>>,
  which: 'pay' | 'panchang' = 'pay',
) {
  const r = await deliver(h, body, which);
  assert.is(r.status, 200, r.text);
  assert.is(r.json.data.outcome, outcome, `${JSON.parse(body).event}: ${r.json.data.detail}`);
  const table = await entitlements(h, account);
  for (const [product, want] of Object.entries(expected))
    assert.equal(table[product as MeteredProduct], want, `${product} after ${JSON.parse(body).event}`);
  assert.is(await ledgerRows(h, JSON.parse(body).id), 1);
}

test('forged, missing, stale and future signatures are refused before the body is read, and change nothing', async () => {
  const key = await h.signup();
  const account = await accountOf(h, key);
  const sub = await subscribe(key, 'horoscope', 'ruby');
  const charge = (id: string, atMs: number) =>
    eventBody(id, 'subscription.charged', atMs, {
      subscription_id: sub.id,
      payment_id: `pay_${id}`,
      period_end: sec(T0 + 30 * DAY_MS),
    });
  const body = charge('evt_sig_1', T0);
  const untouched = await entitlements(h, account);
  const refusals: Array<[string, () => ReturnType<typeof deliver>]> = [
    ['missing', () => h.call('POST', '/v1/billing/pay/webhook', { body })],
    ['wrong secret', () => deliver(h, body, 'pay', sign(body, 'not-the-secret'))],
    ['another body', () => deliver(h, body, 'pay', sign(charge('evt_sig_2', T0)))],
    ['not hex', () => deliver(h, body, 'pay', 'sha256=abc')],
    [
      'wrong header for the path',
      () => h.call('POST', '/v1/billing/webhook', { body, headers: { 'X-Pay-Signature': sign(body) } }),
    ],
    ['stale (73 hours old)', () => deliver(h, charge('evt_sig_3', T0 - 73 * HOUR_MS))],
    ['dated in the future', () => deliver(h, charge('evt_sig_4', T0 + 10 * MINUTE_MS))],
  ];
  for (const [what, send] of refusals) {
    const r = await send();
    assert.equal([r.status, r.json.error], [401, 'unauthorized'], what);
    assert.equal(await entitlements(h, account), untouched, what);
  }
  for (const id of ['evt_sig_1', 'evt_sig_2', 'evt_sig_3', 'evt_sig_4']) assert.is(await ledgerRows(h, id), 0);
  const junk = await deliver(h, '{"hello":"world"}');
  assert.equal([junk.status, junk.json.error], [400, 'invalid_request'], 'signed but not an event');
  await step(account, body, 'applied', { horoscope: row('active', 'ruby'), numerology: FREE_ROW, panchang: FREE_ROW });
  // the same stream through seed 002's webhook, signed in its header
  await step(
    account,
    eventBody('evt_sig_5', 'subscription.cancelled', T0 + 1000, { subscription_id: sub.id }),
    'applied',
    { horoscope: row('cancelled', 'ruby') },
    'panchang',
  );
});

test('duplicates: at-least-once delivery applies each event once, on either path', async () => {
  const key = await h.signup();
  const account = await accountOf(h, key);
  const sub = await subscribe(key, 'numerology', 'plus');
  const first = eventBody('evt_dup_1', 'subscription.charged', T0, {
    subscription_id: sub.id,
    payment_id: 'pay_dup_1',
    amount: 99_900,
    period_end: sec(T0 + 30 * DAY_MS),
  });
  await step(account, first, 'applied', { numerology: row('active', 'plus'), horoscope: FREE_ROW });
  for (const which of ['pay', 'panchang', 'pay'] as const)
    await step(account, first, 'duplicate', { numerology: row('active', 'plus') }, which);
  const renewal = eventBody('evt_dup_2', 'subscription.charged', T0 + HOUR_MS, {
    subscription_id: sub.id,
    payment_id: 'pay_dup_2',
    period_end: sec(T0 + 60 * DAY_MS),
  });
  h.clock.advance(HOUR_MS);
  await step(account, renewal, 'applied', { numerology: row('active', 'plus') });
  await step(account, first, 'duplicate', { numerology: row('active', 'plus') });
  const ent = (await h.gateway.services.store.billing.entitlement(account, 'numerology'))!;
  assert.is(ent.periodEnd, T0 + 60 * DAY_MS, 'the period was extended once per charge');
  const receipts = (await h.call('GET', '/v1/billing/invoices?product=numerology', { key })).json.data.invoices;
  assert.equal(
    receipts.map((r: any) => r.payment_id),
    ['pay_dup_2', 'pay_dup_1'],
  );
});

/** One subscription's events as a provider would send them (positions increase). */
function stream(subId: string, tag: string): string[] {
  const at = (hours: number) => T0 + hours * HOUR_MS;
  const p = (id: string, type: string, hours: number, seq: number, payload: Record<string, unknown> = {}) =>
    eventBody(`evt_${tag}_${id}`, type, at(hours), { subscription_id: subId, ...payload }, seq);
  return [
    p('auth', 'subscription.authenticated', 0, 1, { payment_method: 'card ····4242' }),
    p('charge1', 'subscription.charged', 0, 2, { payment_id: `pay_${tag}_1`, period_end: sec(at(24 * 30)) }),
    p('change', 'plan.changed', 1, 3, { plan: 'diamond' }),
    p('failed', 'invoice.payment_failed', 2, 4, { invoice_id: `inv_${tag}_f` }),
    p('charge2', 'subscription.charged', 3, 5, {
      payment_id: `pay_${tag}_2`,
      plan: 'diamond',
      period_end: sec(at(24 * 60)),
    }),
    p('cancel', 'subscription.cancelled', 4, 6),
  ];
}

test('reordering: a stream delivered backwards ends where the ordered one does, and never moves an entitlement back', async () => {
  const keyA = await h.signup();
  const keyB = await h.signup();
  const [a, b] = [await accountOf(h, keyA), await accountOf(h, keyB)];
  const inOrder = stream((await subscribe(keyA, 'horoscope', 'ruby')).id, 'a');
  const backwards = stream((await subscribe(keyB, 'horoscope', 'ruby')).id, 'b').reverse();
  h.clock.set(T0 + 5 * HOUR_MS);
  const forwardTable = [
    row('free', 'free'),
    row('active', 'ruby'),
    row('active', 'diamond'),
    row('past_due', 'diamond'),
    row('active', 'diamond'),
    row('cancelled', 'diamond'),
  ];
  for (const [i, body] of inOrder.entries())
    await step(a, body, 'applied', { horoscope: forwardTable[i]!, numerology: FREE_ROW });
  // backwards: the cancellation first (the subscription backs nothing yet), then every older event is stale,
  // but the charges still count: access lasts to the end of what was paid
  await step(b, backwards[0]!, 'ignored', { horoscope: FREE_ROW });
  for (const body of backwards.slice(1))
    await step(b, body, 'stale', { horoscope: row('cancelled', 'diamond'), numerology: FREE_ROW });
  const strip = async (account: string) => {
    const {
      accountId: _a,
      sourceId: _s,
      updatedAt: _u,
      ...rest
    } = (await h.gateway.services.store.billing.entitlement(account, 'horoscope'))!;
    return rest;
  };
  assert.equal(await strip(b), await strip(a));
  assert.is((await GATED.horoscope(h, keyB)).status, 200);
  h.clock.set(T0 + 60 * DAY_MS);
  assert.equal(
    (await entitlements(h, b)).horoscope,
    row('cancelled', 'diamond', 'free'),
    'access ends with the paid period',
  );
});

test('random delivery orders with duplicates of a sandbox stream end in the same state as in-order delivery', async () => {
  const sandbox = new SandboxProvider(h.gateway.services.store.sandbox, SECRET, h.base);
  const random = rng(7);
  /** Runs the same provider history for a new account; returns its deliveries, undelivered. */
  const history = async () => {
    h.clock.set(T0);
    const key = await h.signup();
    const sub = await subscribe(key, 'numerology', 'plus');
    const act = async (action: 'authorize' | 'renew' | 'fail') =>
      (await sandbox.act((await sandbox.object(sub.id))!, action, h.clock.now())).deliveries;
    const out = [...(await act('authorize'))];
    h.clock.advance(DAY_MS);
    out.push(...(await sandbox.changePlan(sub.id, 'pro', 249_900, h.clock.now())));
    h.clock.advance(DAY_MS);
    out.push(...(await act('fail')), ...(await act('renew')));
    h.clock.advance(DAY_MS);
    out.push(...(await sandbox.cancelAtPeriodEnd(sub.id, h.clock.now())));
    return { account: await accountOf(h, key), key, deliveries: out };
  };
  const state = async (r: { account: string; key: string }) => {
    const {
      accountId: _a,
      sourceId: _s,
      updatedAt: _u,
      ...ent
    } = (await h.gateway.services.store.billing.entitlement(r.account, 'numerology'))!;
    const receipts = (
      await h.call('GET', '/v1/billing/invoices?product=numerology', { key: r.key })
    ).json.data.invoices.map((i: any) => [i.status, i.amount_inr, i.period_end]);
    return { ent, receipts };
  };
  const reference = await history();
  for (const d of reference.deliveries) assert.is((await deliver(h, d.body, 'pay', d.signature)).status, 200);
  const want = await state(reference);
  assert.equal([want.ent.status, want.ent.plan], ['cancelled', 'pro']);
  for (let run = 0; run < 5; run++) {
    const other = await history();
    const shuffled = [...other.deliveries, ...other.deliveries.filter(() => random() < 0.5)].sort(() => random() - 0.5);
    for (const d of shuffled) assert.is((await deliver(h, d.body, 'pay', d.signature)).status, 200);
    assert.equal(await state(other), want, `run ${run}: ${shuffled.map((d) => d.eventId.slice(-3)).join(' ')}`);
    for (const d of other.deliveries) assert.is(await ledgerRows(h, d.eventId), 1);
  }
});

test('a refund downgrades only the refunded product; the other two stay paid; the second refund notice changes nothing', async () => {
  const key = await h.signup();
  const account = await accountOf(h, key);
  const order = (await h.call('POST', '/v1/billing/pay/order', { key, body: { product: 'horoscope', plan: 'topaz' } }))
    .json.data;
  await sandboxAct(h, order.checkout_url, 'pay');
  const numerology = await subscribe(key, 'numerology', 'pro');
  await sandboxAct(h, numerology.url, 'authorize');
  const checkout = (
    await h.call('POST', '/v1/billing/checkout', {
      key,
      body: { plan: 'sapphire', return_url: 'https://shop.example.com/' },
    })
  ).json.data;
  await sandboxAct(h, checkout.checkout_url, 'authorize');
  const allPaid = {
    horoscope: row('paid', 'topaz'),
    numerology: row('active', 'pro'),
    panchang: row('active', 'sapphire'),
  };
  assert.equal(await entitlements(h, account), allPaid);
  const refunded = await sandboxAct(h, order.checkout_url, 'refund');
  assert.match(refunded.text, /refund\.created: applied.*refund\.processed: ignored/s);
  assert.equal(await entitlements(h, account), { ...allPaid, horoscope: row('refunded', 'free') });
  assert.equal(
    [
      (await GATED.horoscope(h, key)).status,
      (await GATED.numerology(h, key)).status,
      (await GATED.panchang(h, key)).status,
    ],
    [403, 200, 200],
  );
  const payment = (await h.gateway.services.store.billing.invoicesOf(account, 'numerology'))[0]!.paymentId;
  const refund = (id: string, type: string) =>
    eventBody(id, type, T0 + 1000, { payment_id: payment, refund_id: 'rfnd_x', amount: 249_900 }, 1_000_000);
  h.clock.advance(2000);
  await step(account, refund('evt_rf_1', 'refund.created'), 'applied', {
    ...allPaid,
    horoscope: row('refunded', 'free'),
    numerology: row('refunded', 'free'),
  });
  await step(account, refund('evt_rf_2', 'refund.processed'), 'ignored', {
    horoscope: row('refunded', 'free'),
    numerology: row('refunded', 'free'),
    panchang: row('active', 'sapphire'),
  });
  const receipts = (await h.call('GET', '/v1/billing/invoices?product=numerology', { key })).json.data.invoices;
  assert.equal(
    receipts.map((r: any) => r.status),
    ['refunded'],
  );
  assert.is((await h.call('GET', '/v1/usage?product=panchang', { key })).json.data.plan, 'sapphire');
});

test('a halted subscription: a failed charge keeps the plan, exhausted retries take it; an older charge does not revive it, a newer one does', async () => {
  const key = await h.signup();
  const account = await accountOf(h, key);
  const sub = await subscribe(key, 'horoscope', 'topaz');
  await sandboxAct(h, sub.url, 'authorize');
  assert.equal((await entitlements(h, account)).horoscope, row('active', 'topaz'));
  h.clock.advance(31 * DAY_MS);
  assert.match((await sandboxAct(h, sub.url, 'fail')).text, /invoice\.payment_failed: applied/);
  assert.equal((await entitlements(h, account)).horoscope, row('past_due', 'topaz'));
  assert.is((await GATED.horoscope(h, key)).status, 200, 'the plan stays while the provider retries');
  h.clock.advance(3 * DAY_MS);
  await sandboxAct(h, sub.url, 'halt');
  assert.equal(await entitlements(h, account), {
    horoscope: row('halted', 'free'),
    numerology: FREE_ROW,
    panchang: FREE_ROW,
  });
  assert.is((await GATED.horoscope(h, key)).status, 403);
  const overview = (await h.call('GET', '/v1/billing/overview?product=horoscope', { key })).json.data;
  assert.equal([overview.status, overview.plan, overview.auto_renew], ['halted', 'free', false]);
  const retry = (id: string, atMs: number) =>
    eventBody(id, 'subscription.charged', atMs, {
      subscription_id: sub.id,
      payment_id: `pay_${id}`,
      period_end: sec(atMs + 30 * DAY_MS),
    });
  await step(account, retry('evt_halt_old', h.clock.now() - DAY_MS), 'stale', { horoscope: row('halted', 'free') });
  h.clock.advance(HOUR_MS);
  await step(account, retry('evt_halt_new', h.clock.now()), 'applied', { horoscope: row('active', 'topaz') });
});

test('trial: day 8 without a payment method is free; a mandate keeps the plan; a cancelled trial ends at its end', async () => {
  const lapsing = await h.signup('amethyst');
  const kept = await h.signup('amethyst');
  const cancelled = await h.signup('amethyst');
  const ids = await Promise.all([lapsing, kept, cancelled].map((k) => accountOf(h, k)));
  const checkout = (
    await h.call('POST', '/v1/billing/checkout', {
      key: kept,
      body: { plan: 'amethyst', return_url: 'https://shop.example.com/' },
    })
  ).json.data;
  assert.is(checkout.trial, null, 'the signup trial is running: no second one');
  await step(
    ids[1]!,
    eventBody('evt_trial_mandate', 'subscription.authenticated', T0, {
      subscription_id: checkout.subscription_id,
      payment_method: 'upi ····@okbank',
    }),
    'applied',
    { panchang: row('trialing', 'amethyst') },
    'panchang',
  );
  await h.call('POST', '/v1/billing/cancel', { key: cancelled, body: {} });
  const at = async () => Promise.all(ids.map(async (id) => (await entitlements(h, id)).panchang));
  assert.equal(await at(), [row(null, 'amethyst'), row('trialing', 'amethyst'), row('cancelled', 'amethyst')]);
  h.clock.set(T0 + 7 * DAY_MS - 1);
  assert.equal(
    (await at()).map((r) => r.gate),
    ['amethyst', 'amethyst', 'amethyst'],
    'day 7: still on trial',
  );
  h.clock.set(T0 + 7 * DAY_MS);
  assert.equal(
    (await at()).map((r) => r.gate),
    ['free', 'amethyst', 'free'],
    'day 8',
  );
  assert.is((await h.call('GET', '/v1/usage?product=panchang', { key: lapsing })).json.data.plan, 'free');
  assert.is(
    (await h.call('POST', '/v1/panchang/monthly', { key: lapsing, body: { year: 2026, month: 3, city_id: 'delhi' } }))
      .status,
    403,
  );
  const views = await Promise.all(
    [lapsing, kept].map(async (key) => (await h.call('POST', '/v1/billing/subscription', { key, body: {} })).json.data),
  );
  assert.equal(
    views.map((v) => [v.status, v.plan, v.auto_renew]),
    [
      ['trial_ended', 'free', false],
      ['trialing', 'amethyst', true],
    ],
  );
  assert.equal(views[1].payment_method, { on_file: true, preview: 'upi ····@okbank' });
  const again = await h.call('POST', '/v1/billing/checkout', {
    key: lapsing,
    body: { plan: 'sapphire', return_url: 'https://shop.example.com/' },
  });
  assert.is(again.json.data.trial, null, 'one trial per account and product');
});

test('events that name nothing known are acknowledged once and change nothing', async () => {
  const key = await h.signup();
  const account = await accountOf(h, key);
  const before = await entitlements(h, account);
  for (const [id, type, payload] of [
    ['evt_unknown_type', 'payment.authorized', {}],
    ['evt_unknown_sub', 'subscription.charged', { subscription_id: 'sub_nobody' }],
    ['evt_unknown_order', 'payment.captured', { order_id: 'order_nobody' }],
    ['evt_unknown_refund', 'refund.created', { payment_id: 'pay_nobody' }],
  ] as const) {
    const body = eventBody(id, type, T0, payload);
    await step(account, body, 'ignored', before);
    await step(account, body, 'duplicate', before);
  }
});

test.run();
