// Black-box: the billing routes of seeds 000/001 and 002 through the sandbox provider, the way a
// customer uses them (order -> hosted page -> verify; subscription -> short_url -> authorize;
// checkout with its trial; change; cancel; receipts), with /v1/usage and the gates checked at once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { billingRoutes } from '../../api/billing/index.ts';
import { SandboxProvider } from '../../api/billing/sandbox.ts';
import { DAY_MS } from '../../api/gateway/clock.ts';
import { schemaGaps } from '../../api/openapi.ts';
import { accountOf, deliver, entitlements, GATED, sandboxAct, SECRET, startBilling } from './billing-support.ts';
import type { Harness } from './harness.ts';

let h: Harness;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
test.before(async () => {
  h = await startBilling();
});
test.after(async () => h.close());

const usagePlan = async (key: string, product: string) =>
  (await h.call('GET', `/v1/usage?product=${product}`, { key })).json.data.plan;

test('every billing route documents its schemas', () => {
  assert.equal(schemaGaps(billingRoutes()), []);
});

test('plans: prices in INR per plan and cycle, scoped by product; an unknown product is invalid_product', async () => {
  const key = await h.signup();
  const horoscope = await h.call('GET', '/v1/billing/plans?product=horoscope', { key });
  assert.is(horoscope.status, 200);
  assert.is(horoscope.json.data.currency, 'INR');
  const ruby = horoscope.json.data.plans.find((p: any) => p.plan === 'ruby');
  assert.equal(ruby.cycles.monthly, { available: true, amount_inr: 1499, amount_paise: 149_900 });
  assert.equal(horoscope.json.data.plans.find((p: any) => p.plan === 'infinity').cycles.monthly.available, false);
  assert.ok(horoscope.json.data.plans.every((p: any) => p.product === 'horoscope'));
  const all = await h.call('GET', '/v1/billing/plans', { key });
  assert.equal([...new Set(all.json.data.plans.map((p: any) => p.product))], ['panchang', 'horoscope', 'numerology']);
  // a price list is read before signing up (issue 44): the same answer without a key
  const keyless = await h.call('GET', '/v1/billing/plans', {});
  assert.is(keyless.status, 200);
  assert.equal(keyless.json.data, all.json.data);
  const bad = [
    ['GET', '/v1/billing/plans?product=tarot', undefined],
    ['GET', '/v1/billing/overview', undefined],
    ['GET', '/v1/billing/invoices?product=Horoscope', undefined],
    ['POST', '/v1/billing/pay/order', { product: 'tarot', plan: 'ruby' }],
    ['POST', '/v1/billing/pay/subscription', { plan: 'ruby' }],
    ['POST', '/v1/billing/subscription/change', { product: 'x', plan: 'ruby' }],
    ['POST', '/v1/billing/subscription/cancel', { product: 7 }],
  ] as const;
  for (const [method, path, body] of bad) {
    const r = await h.call(method, path, { key, body });
    assert.equal([r.status, r.json.error], [400, 'invalid_product'], `${method} ${path}`);
  }
  const noKey = await h.call('GET', '/v1/billing/overview?product=horoscope');
  assert.equal([noKey.status, noKey.json.error], [401, 'missing_api_key']);
});

test('panchang billing (seed 002) needs an admin key; checkout needs an HTTPS return_url and a panchang plan', async () => {
  const admin = await h.signup();
  const read = (await h.call('POST', '/v1/keys', { key: admin, body: { scope: 'read' } })).json.data.api_key;
  for (const path of ['/v1/billing/subscription', '/v1/billing/invoices', '/v1/billing/cancel']) {
    const r = await h.call('POST', path, { key: read, body: {} });
    assert.equal([r.status, r.json.error], [403, 'insufficient_scope'], path);
  }
  assert.is((await h.call('POST', '/v1/billing/subscription', { key: admin, body: {} })).status, 200);
  assert.is((await h.call('POST', '/v1/billing/subscription', { key: admin })).status, 200, 'no body at all is fine');
  const http = await h.call('POST', '/v1/billing/checkout', {
    key: admin,
    body: { plan: 'sapphire', return_url: 'http://shop.example.com/back' },
  });
  assert.equal([http.status, http.json.error], [400, 'invalid_request']);
  const other = await h.call('POST', '/v1/billing/checkout', {
    key: admin,
    body: { plan: 'ruby', return_url: 'https://shop.example.com/back' },
  });
  assert.equal([other.status, other.json.error], [400, 'invalid_plan']);
  const missing = await h.call('POST', '/v1/billing/checkout', { key: admin, body: { plan: 'sapphire' } });
  assert.is(missing.status, 400);
});

test('checkout: a 7-day trial at once, no card; completing the hosted page converts it; the trial is given once', async () => {
  const key = await h.signup();
  const account = await accountOf(h, key);
  assert.is((await GATED.panchang(h, key)).status, 403);
  const co = await h.call('POST', '/v1/billing/checkout', {
    key,
    body: { plan: 'sapphire', return_url: 'https://shop.example.com/done' },
  });
  assert.is(co.status, 201);
  assert.match(
    co.json.data.checkout_url,
    /\/v1\/billing\/sandbox\/subscriptions\/sub_sbx[0-9a-f]{20}\?exp=\d+&sig=[0-9a-f]{64}$/,
  );
  assert.equal(co.json.data.trial, { plan: 'sapphire', ends_at: new Date(h.clock.now() + 7 * DAY_MS).toISOString() });
  assert.equal((await entitlements(h, account)).panchang, { status: 'trialing', plan: 'sapphire', gate: 'sapphire' });
  assert.is((await GATED.panchang(h, key)).status, 200, 'the trial opens the gate at once');
  const link = new URL(co.json.data.checkout_url);
  const page = await h.call('GET', `${link.pathname}${link.search}`);
  assert.equal([page.status, page.headers.get('content-type')], [200, 'text/html; charset=utf-8']);
  assert.match(page.text, /Authorize the mandate/);
  const done = await sandboxAct(h, co.json.data.checkout_url, 'authorize');
  assert.is(done.status, 200);
  assert.match(done.text, /subscription\.activated: applied/);
  assert.match(done.text, /href="https:\/\/shop\.example\.com\/done"/);
  h.clock.advance(10 * DAY_MS);
  const sub = (await h.call('POST', '/v1/billing/subscription', { key, body: {} })).json.data;
  assert.equal(
    [sub.plan, sub.status, sub.auto_renew, sub.payment_method],
    ['sapphire', 'active', true, { on_file: true, preview: 'card ····4242' }],
  );
  assert.equal(sub.trial, { plan: null, ends_at: co.json.data.trial.ends_at, active: false });
  assert.is(await usagePlan(key, 'panchang'), 'sapphire');
  h.clock.advance(-10 * DAY_MS);
  const again = await h.call('POST', '/v1/billing/checkout', {
    key,
    body: { plan: 'emerald', return_url: 'https://shop.example.com/done' },
  });
  assert.equal(
    [again.status, again.json.error],
    [400, 'invalid_request'],
    'a live subscription is changed, not bought twice',
  );
});

test('one-time order: pay on the hosted page, pay/verify returns the key on the upgraded plan; usage and gate move at once', async () => {
  const key = await h.signup();
  const account = await accountOf(h, key);
  assert.is((await GATED.horoscope(h, key)).status, 403);
  const order = await h.call('POST', '/v1/billing/pay/order', {
    key,
    body: { product: 'horoscope', plan: 'topaz', cycle: 'yearly' },
  });
  assert.is(order.status, 201);
  assert.equal([order.json.data.amount, order.json.data.amount_inr, order.json.data.currency], [499_000, 4990, 'INR']);
  const paid = await sandboxAct(h, order.json.data.checkout_url, 'pay');
  const paymentId = /id="payment-id">([^<]+)/.exec(paid.text)![1];
  const signature = /id="payment-signature">([^<]+)/.exec(paid.text)![1];
  const forged = await h.call('POST', '/v1/billing/pay/verify', {
    key,
    body: {
      product: 'horoscope',
      pay_order_id: order.json.data.pay_order_id,
      payment_id: paymentId,
      signature: '0'.repeat(64),
    },
  });
  assert.equal([forged.status, forged.json.error], [400, 'invalid_request']);
  const stranger = await h.signup();
  const theirs = await h.call('POST', '/v1/billing/pay/verify', {
    key: stranger,
    body: { product: 'horoscope', pay_order_id: order.json.data.pay_order_id, payment_id: paymentId, signature },
  });
  assert.equal([theirs.status, theirs.json.error], [400, 'invalid_request'], 'an order of another account');
  const verified = await h.call('POST', '/v1/billing/pay/verify', {
    key,
    body: { product: 'horoscope', pay_order_id: order.json.data.pay_order_id, payment_id: paymentId, signature },
  });
  assert.is(verified.status, 200);
  const { api_key, plan, status, access_until } = verified.json.data;
  assert.equal(
    [plan, status, api_key.plan, api_key.key_id, api_key.scope],
    ['topaz', 'paid', 'topaz', key.split('.')[0], 'admin'],
  );
  assert.not.ok(JSON.stringify(verified.json).includes(key.split('.')[1]!), 'the secret is never sent back');
  assert.is(access_until, new Date(Date.UTC(2027, 2, 10, 12)).toISOString());
  assert.is(await usagePlan(key, 'horoscope'), 'topaz');
  const usage = (await h.call('GET', '/v1/usage?product=horoscope', { key })).json.data;
  assert.equal([usage.trial_ends_at, usage.plan_ends_at], [null, access_until], 'a paid year is not a trial');
  const gated = await GATED.horoscope(h, key);
  assert.is(gated.status, 200);
  assert.not.ok(
    gated.json.dev_notes.some((n: { code: string }) => n.code.startsWith('trial')),
    'no trial note on a paid plan',
  );
  const twice = await h.call('POST', '/v1/billing/pay/verify', {
    key,
    body: { product: 'horoscope', pay_order_id: order.json.data.pay_order_id, payment_id: paymentId, signature },
  });
  assert.is(twice.json.data.access_until, access_until, 'verify and the webhook together apply the payment once');
  assert.equal((await entitlements(h, account)).horoscope, { status: 'paid', plan: 'topaz', gate: 'topaz' });
  assert.equal(
    (await entitlements(h, account)).numerology,
    { status: null, plan: 'free', gate: 'free' },
    'other products untouched',
  );
  h.clock.advance(366 * DAY_MS);
  assert.is(await usagePlan(key, 'horoscope'), 'free', 'a one-time year ends by itself');
  h.clock.advance(-366 * DAY_MS);
});

test('pay/verify upgrades by itself when the webhook is late; the capture that follows is not applied again', async () => {
  const key = await h.signup();
  const account = await accountOf(h, key);
  const order = (
    await h.call('POST', '/v1/billing/pay/order', { key, body: { product: 'numerology', plan: 'starter' } })
  ).json.data;
  const sandbox = new SandboxProvider(h.gateway.services.store.sandbox, SECRET, h.base);
  const paid = await sandbox.act((await sandbox.object(order.pay_order_id))!, 'pay', h.clock.now());
  const verified = await h.call('POST', '/v1/billing/pay/verify', {
    key,
    body: {
      product: 'numerology',
      pay_order_id: order.pay_order_id,
      payment_id: paid.payment!.id,
      signature: paid.payment!.signature,
    },
  });
  assert.equal([verified.status, verified.json.data.plan], [200, 'starter']);
  assert.equal((await entitlements(h, account)).numerology, { status: 'paid', plan: 'starter', gate: 'starter' });
  const periodEnd = (await h.gateway.services.store.billing.entitlement(account, 'numerology'))!.periodEnd;
  const late = await deliver(h, paid.deliveries[0]!.body, 'pay', paid.deliveries[0]!.signature);
  assert.equal([late.json.data.outcome, late.json.data.detail], ['ignored', 'order already paid']);
  assert.is((await h.gateway.services.store.billing.entitlement(account, 'numerology'))!.periodEnd, periodEnd);
  assert.is((await h.call('GET', '/v1/billing/invoices?product=numerology', { key })).json.data.invoices.length, 1);
});

test('subscription: short_url, renewals, a plan change and a cancel that keeps access until the period end', async () => {
  const key = await h.signup();
  const account = await accountOf(h, key);
  const created = await h.call('POST', '/v1/billing/pay/subscription', {
    key,
    body: { product: 'numerology', plan: 'plus' },
  });
  assert.is(created.status, 201);
  assert.equal(
    [created.json.data.status, created.json.data.amount_inr, created.json.data.cycle],
    ['created', 999, 'monthly'],
  );
  const shortUrl = created.json.data.short_url;
  await sandboxAct(h, shortUrl, 'authorize');
  assert.equal((await entitlements(h, account)).numerology, { status: 'active', plan: 'plus', gate: 'plus' });
  const second = await h.call('POST', '/v1/billing/pay/subscription', {
    key,
    body: { product: 'numerology', plan: 'pro' },
  });
  assert.equal([second.status, second.json.error], [400, 'invalid_request']);
  const changed = await h.call('POST', '/v1/billing/subscription/change', {
    key,
    body: { product: 'numerology', plan: 'pro' },
  });
  assert.equal([changed.status, changed.json.data.plan], [200, 'pro']);
  assert.is(await usagePlan(key, 'numerology'), 'pro');
  assert.is((await GATED.numerology(h, key)).status, 200, 'compatibility needs pro: the gate moved at once');
  const noPlan = await h.call('POST', '/v1/billing/subscription/change', {
    key,
    body: { product: 'numerology', plan: 'emerald' },
  });
  assert.equal([noPlan.status, noPlan.json.error], [400, 'invalid_plan']);
  h.clock.advance(31 * DAY_MS);
  await sandboxAct(h, shortUrl, 'renew');
  const renewed = (await h.call('GET', '/v1/billing/overview?product=numerology', { key })).json.data;
  assert.equal(
    [renewed.status, renewed.plan, renewed.renewal_date],
    ['active', 'pro', new Date(Date.UTC(2026, 4, 10, 12)).toISOString()],
  );
  assert.ok(renewed.history.some((e: any) => e.type === 'plan.changed' && e.outcome === 'applied'));
  const cancelled = await h.call('POST', '/v1/billing/subscription/cancel', { key, body: { product: 'numerology' } });
  assert.equal(
    [cancelled.json.data.status, cancelled.json.data.auto_renew, cancelled.json.data.access_until],
    ['cancelled', false, renewed.renewal_date],
  );
  const again = await h.call('POST', '/v1/billing/subscription/cancel', { key, body: { product: 'numerology' } });
  assert.equal(again.json.data.status, 'cancelled', 'cancelling twice is harmless');
  h.clock.set(Date.UTC(2026, 4, 10, 11, 59));
  assert.is(await usagePlan(key, 'numerology'), 'pro', 'access kept until the period end');
  h.clock.set(Date.UTC(2026, 4, 10, 12));
  assert.is(await usagePlan(key, 'numerology'), 'free');
  assert.equal((await entitlements(h, account)).numerology, { status: 'cancelled', plan: 'pro', gate: 'free' });
  assert.is((await h.call('GET', '/v1/billing/overview?product=numerology', { key })).json.data.status, 'expired');
  const nothing = await h.call('POST', '/v1/billing/subscription/cancel', { key, body: { product: 'numerology' } });
  assert.equal([nothing.status, nothing.json.error], [400, 'invalid_request']);
  h.clock.set(Date.UTC(2026, 2, 10, 12));
});

test('receipts: product-scoped, newest first, with a PDF the same key can fetch and nobody else', async () => {
  const key = await h.signup();
  const created = await h.call('POST', '/v1/billing/pay/subscription', {
    key,
    body: { product: 'horoscope', plan: 'ruby' },
  });
  await sandboxAct(h, created.json.data.short_url, 'authorize');
  h.clock.advance(31 * DAY_MS);
  await sandboxAct(h, created.json.data.short_url, 'renew');
  h.clock.advance(-31 * DAY_MS);
  const list = (await h.call('GET', '/v1/billing/invoices?product=horoscope', { key })).json.data;
  assert.is(list.invoices.length, 2);
  assert.ok(list.invoices[0].issued_at > list.invoices[1].issued_at);
  assert.equal(
    [list.invoices[0].amount_inr, list.invoices[0].currency, list.invoices[0].status],
    [1499, 'INR', 'paid'],
  );
  assert.is((await h.call('GET', '/v1/billing/invoices?product=numerology', { key })).json.data.invoices.length, 0);
  const pdfPath = new URL(list.invoices[0].pdf_url).pathname;
  const pdf = await h.call('GET', pdfPath, { key });
  assert.equal([pdf.status, pdf.headers.get('content-type')], [200, 'application/pdf']);
  assert.ok(pdf.text.startsWith('%PDF-1.4') && pdf.text.includes('INR 1499.00'));
  const other = await h.call('GET', pdfPath, { key: await h.signup() });
  assert.equal([other.status, other.json.error], [404, 'not_found']);
  assert.is((await h.call('POST', '/v1/billing/invoices', { key, body: {} })).json.data.product, 'panchang');
});

test('in production without a provider: nothing can be bought, the rest answers; no WEBHOOK_SECRET refuses every delivery', async () => {
  const prod = await startBilling({ NODE_ENV: 'production', WEBHOOK_SECRET: '' });
  try {
    const key = await prod.signup();
    assert.is((await prod.call('GET', '/v1/billing/plans?product=numerology', { key })).status, 200);
    assert.is((await prod.call('GET', '/v1/billing/overview?product=numerology', { key })).json.data.provider, null);
    const order = await prod.call('POST', '/v1/billing/pay/order', {
      key,
      body: { product: 'numerology', plan: 'plus' },
    });
    assert.equal([order.status, order.json.error], [503, 'service_unavailable']);
    const page = await prod.call('GET', '/v1/billing/sandbox/orders/order_sbx0000000001');
    assert.is(page.status, 404);
    const hook = await prod.call('POST', '/v1/billing/pay/webhook', {
      body: '{}',
      headers: { 'X-Pay-Signature': '0'.repeat(64) },
    });
    assert.equal([hook.status, hook.json.error], [503, 'service_unavailable']);
  } finally {
    await prod.close();
  }
});

test('sandbox pages act only on a link signed for that id: another account cannot touch a subscription', async () => {
  const owner = await h.signup();
  const ownerAccount = await accountOf(h, owner);
  const co = await h.call('POST', '/v1/billing/checkout', {
    key: owner,
    body: { plan: 'sapphire', return_url: 'https://shop.example.com/done' },
  });
  const link = new URL(co.json.data.checkout_url);
  const before = await entitlements(h, ownerAccount);
  const other = await h.signup();
  const theirs = await h.call('POST', '/v1/billing/checkout', {
    key: other,
    body: { plan: 'sapphire', return_url: 'https://shop.example.com/done' },
  });
  const theirLink = new URL(theirs.json.data.checkout_url);
  const tries: Array<[string, string, string | undefined]> = [
    ['no link proof', link.pathname, undefined],
    ["no link proof, with the other account's key", link.pathname, other],
    ["another subscription's proof", `${link.pathname}${theirLink.search}`, other],
    ['a forged signature', `${link.pathname}?exp=${link.searchParams.get('exp')}&sig=${'0'.repeat(64)}`, other],
  ];
  for (const [what, path, key] of tries) {
    for (const [method, target] of [
      ['GET', path],
      ['POST', `${path.replace(/\?.*$/, '')}/authorize${path.includes('?') ? path.slice(path.indexOf('?')) : ''}`],
    ] as const) {
      const r = await h.call(method, target, method === 'POST' ? { key, body: '', headers: FORM } : { key });
      assert.equal([r.status, r.json?.error], [404, 'not_found'], `${what} ${method}`);
    }
  }
  assert.equal(await entitlements(h, ownerAccount), before);
  h.clock.advance(25 * 3600 * 1000);
  assert.is((await h.call('GET', `${link.pathname}${link.search}`)).status, 404, 'expired after 24 hours');
});

test.run();
