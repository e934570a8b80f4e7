// A failure in the middle of handling an event leaves the old state or the new one, never a mix:
// the ledger row, the subscription, the receipt, the entitlement and the plan row the gates read
// commit together. Both an exception (rolled back in process) and a process that dies mid-way.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS } from '../../api/gateway/clock.ts';
import {
  accountOf,
  deliver,
  entitlements,
  eventBody,
  GATED,
  ledgerRows,
  SECRET,
  sign,
  startBilling,
} from './billing-support.ts';
import { T0, type Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  h = await startBilling();
});
test.after(async () => h.close());

const CHILD = fileURLToPath(new URL('./billing-crash-child.ts', import.meta.url));

/** Everything billing keeps for one account, to compare before and after. */
async function snapshot(account: string) {
  const db = h.gateway.services.store.db.q;
  type Table =
    | 'billing_entitlements'
    | 'billing_subscriptions'
    | 'billing_invoices'
    | 'billing_events'
    | 'account_plans';
  const all = (table: Table, order: 'product' | 'id') =>
    db
      .selectFrom(table as 'billing_invoices')
      .selectAll()
      .where('account_id', '=', account)
      .orderBy(order)
      .execute();
  return {
    entitlements: await all('billing_entitlements', 'product'),
    subscriptions: await all('billing_subscriptions', 'id'),
    invoices: await all('billing_invoices', 'id'),
    events: await all('billing_events', 'id'),
    plans: await all('account_plans', 'product'),
  };
}

async function paidSubscriptionEvent(id: string) {
  const key = await h.signup();
  const sub = (
    await h.call('POST', '/v1/billing/pay/subscription', { key, body: { product: 'horoscope', plan: 'ruby' } })
  ).json.data.subscription_id;
  const body = eventBody(id, 'subscription.charged', T0, {
    subscription_id: sub,
    payment_id: `pay_${id}`,
    period_end: Math.floor((T0 + 30 * DAY_MS) / 1000),
  });
  return { key, account: await accountOf(h, key), body };
}

test('an exception after the billing rows were written rolls everything back, the cached plan included', async () => {
  const { key, account, body } = await paidSubscriptionEvent('evt_throw_1');
  assert.is((await GATED.horoscope(h, key)).status, 403, 'the free plan row is cached now');
  const before = await snapshot(account);
  const accounts = h.gateway.services.store.accounts;
  const setPlan = accounts.setPlan;
  // `this` is the accounts store of the transaction (a view of this one), so the write lands inside it
  accounts.setPlan = async function (this: typeof accounts, ...args) {
    await setPlan.apply(this, args);
    throw new Error('disk full, say');
  };
  try {
    const r = await deliver(h, body);
    assert.equal([r.status, r.json.error], [500, 'internal_error']);
  } finally {
    accounts.setPlan = setPlan;
  }
  assert.equal(await snapshot(account), before);
  assert.is(await ledgerRows(h, 'evt_throw_1'), 0, 'not recorded: the redelivery will apply it');
  assert.equal((await entitlements(h, account)).horoscope, { status: null, plan: 'free', gate: 'free' });
  assert.is((await GATED.horoscope(h, key)).status, 403, 'the gates still read the old plan');
  const again = await deliver(h, body);
  assert.is(again.json.data.outcome, 'applied');
  assert.equal((await entitlements(h, account)).horoscope, { status: 'active', plan: 'ruby', gate: 'ruby' });
  assert.is((await GATED.horoscope(h, key)).status, 200);
});

test('a process killed in the middle of an event leaves the old state; the redelivery applies it once', async () => {
  const { key, account, body } = await paidSubscriptionEvent('evt_crash_1');
  const before = await snapshot(account);
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', CHILD, h.dataDir, h.databaseUrl ?? '', SECRET, body, sign(body), String(h.clock.now())],
    { encoding: 'utf8', timeout: 60_000 },
  );
  assert.is(child.status, 9, child.stderr);
  assert.match(child.stdout, /wrote horoscope active ruby/, 'it died after writing inside the transaction');
  assert.equal(await snapshot(account), before);
  assert.is(await ledgerRows(h, 'evt_crash_1'), 0);
  const r = await deliver(h, body);
  assert.is(r.json.data.outcome, 'applied');
  assert.is((await deliver(h, body)).json.data.outcome, 'duplicate');
  assert.equal((await entitlements(h, account)).horoscope, { status: 'active', plan: 'ruby', gate: 'ruby' });
  assert.is((await h.call('GET', '/v1/usage?product=horoscope', { key })).json.data.plan, 'ruby');
  assert.is((await snapshot(account)).invoices.length, 1);
});

test.run();
