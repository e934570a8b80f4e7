// Black-box: plan gates, per-minute rate limits, monthly quotas (hard caps and panchang overage),
// trial expiry, all with each product's codes, driven by the injected clock.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS, MINUTE_MS } from '../../api/gateway/clock.ts';
import { fakeHoroscope, fakeNumerology, fakePanchang } from './fake-products.ts';
import { planOf } from '../../api/plans.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
test.before(async () => {
  h = await startHarness({ routes: [...fakePanchang, ...fakeHoroscope, ...fakeNumerology] });
});
test.after(async () => h.close());

const birth = { date: '1990-05-15', time: '10:30', city_id: 'delhi' };
const daily = (key: string, extra: object = {}) =>
  h.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-03-10', city_id: 'delhi', ...extra } });
const kundli = (key: string, extra: object = {}) => h.call('POST', '/v1/kundli', { key, body: { ...birth, ...extra } });
const core = (key: string, extra: object = {}) =>
  h.call('POST', '/v1/numerology/core', {
    key,
    body: { full_name: 'Asha Rao', date_of_birth: '1990-01-01', systems: ['pythagorean'], ...extra },
  });
const usage = async (key: string, product: string) =>
  (await h.call('GET', `/v1/usage?product=${product}`, { key })).json.data;

/** Starts each test at the top of a fresh minute so windows do not carry over. */
const nextMinute = () => h.clock.set(Math.ceil((h.clock.now() + 1) / MINUTE_MS) * MINUTE_MS);

test('plan gates per product; entitlements are isolated per product', async () => {
  const free = await h.signup('free');
  const monthly = await h.call('POST', '/v1/panchang/monthly', {
    key: free,
    body: { year: 2026, month: 3, city_id: 'delhi' },
  });
  assert.is(monthly.status, 403);
  assert.is(monthly.json.error, 'plan_required');
  const topaz = await h.signup('topaz');
  assert.is((await h.call('POST', '/v1/dasha', { key: topaz, body: birth })).status, 200);
  const dashaFree = await h.call('POST', '/v1/horoscope/dasha', { key: free, body: birth });
  assert.is(dashaFree.json.error, 'plan_required');
  // a paid horoscope plan buys nothing in panchang
  assert.is(
    (await h.call('POST', '/v1/panchang/monthly', { key: topaz, body: { year: 2026, month: 3, city_id: 'delhi' } }))
      .json.error,
    'plan_required',
  );
  const compat = await h.call('POST', '/v1/numerology/compatibility', { key: free, body: {} });
  assert.is(compat.status, 402);
  assert.is(compat.json.error, 'upgrade_required');
  const pro = await h.signup('pro');
  assert.is((await h.call('POST', '/v1/numerology/compatibility', { key: pro, body: {} })).status, 200);
  const sapphire = await h.signup('sapphire');
  const yearly = await h.call('POST', '/v1/panchang/yearly?year=2028', {
    key: sapphire,
    body: { year: 1999, city_id: 'delhi' },
  });
  assert.is(yearly.status, 200);
  assert.is(yearly.headers.get('x-quota-cost'), '12');
  assert.is(yearly.json.data.year, 2028, 'query values win over body values');
});

test('per-minute limit: free panchang 10/min, then 429 rate_limit_exceeded with Retry-After; next window resets', async () => {
  nextMinute();
  h.clock.advance(15_000);
  const free = await h.signup('free');
  for (let i = 0; i < 10; i++) {
    const r = await daily(free);
    assert.is(r.status, 200, `call ${i + 1}`);
    assert.is(r.headers.get('x-ratelimit-limit'), '10');
    assert.is(r.headers.get('x-ratelimit-remaining'), String(9 - i));
  }
  const limited = await daily(free);
  assert.is(limited.status, 429);
  assert.is(limited.json.error, 'rate_limit_exceeded');
  assert.is(limited.headers.get('retry-after'), '45');
  assert.is(limited.headers.get('x-ratelimit-remaining'), '0');
  assert.is(Number(limited.headers.get('x-ratelimit-reset')) * 1000, Math.ceil(h.clock.now() / MINUTE_MS) * MINUTE_MS);
  // rate limits are per product: the same key still reaches horoscope
  assert.is((await kundli(free)).status, 200);
  h.clock.advance(45_000);
  assert.is((await daily(free)).status, 200);
});

test('rate-limit codes per product: horoscope and numerology rate_limited', async () => {
  nextMinute();
  const free = await h.signup('free');
  for (const [call, code, product] of [
    [kundli, 'rate_limited', 'horoscope'],
    [core, 'rate_limited', 'numerology'],
  ] as const) {
    let limited = null;
    const perMinute = planOf(product, 'free')!.perMinute;
    for (let i = 0; i <= perMinute && !limited; i++) {
      const r = await call(free);
      if (r.status === 429) limited = r;
    }
    assert.ok(limited);
    assert.is(limited!.json.error, code);
    assert.ok(Number(limited!.headers.get('retry-after')) >= 1);
  }
});

test('per key: a second key of the same account has its own window', async () => {
  nextMinute();
  const admin = await h.signup('free');
  const second = (await h.call('POST', '/v1/keys', { key: admin, body: {} })).json.data.api_key;
  for (let i = 0; i < 10; i++) await daily(admin);
  assert.is((await daily(admin)).status, 429);
  assert.is((await daily(second)).status, 200);
});

test("monthly quota, hard cap: each product's code, Retry-After to the month's end, failed calls refunded", async () => {
  nextMinute();
  const free = await h.signup('free');
  // units lets one call spend many quota units: free panchang has 2,000 a month
  assert.is((await daily(free, { units: 1999 })).status, 200);
  const failed = await daily(free, { fail: true });
  assert.is(failed.status, 403);
  assert.is((await usage(free, 'panchang')).calls_used, 1999, 'a failed call is not charged');
  assert.is((await daily(free)).status, 200);
  const over = await daily(free);
  assert.is(over.status, 429);
  assert.is(over.json.error, 'monthly_limit_exceeded');
  const monthEnd = Date.UTC(2026, 3, 1);
  assert.is(Number(over.headers.get('retry-after')), Math.ceil((monthEnd - h.clock.now()) / 1000));
  const u = await usage(free, 'panchang');
  assert.is(u.calls_used, 2000);
  assert.is(u.calls_remaining, 0);
  assert.is((await kundli(free, { units: 1000 })).status, 200);
  assert.is((await kundli(free)).json.error, 'quota_exceeded');
  assert.is((await core(free, { units: 1000 })).status, 200);
  const n = await core(free);
  assert.is(n.status, 429);
  assert.is(n.json.error, 'rate_limited');
});

test('a cache hit still counts against the quota', async () => {
  nextMinute();
  const key = await h.signup('free');
  await daily(key, { source: 'cache' });
  await daily(key, { source: 'cache' });
  assert.is((await usage(key, 'panchang')).calls_used, 2);
});

test('panchang overage on paid plans: allowed, usage shows overage_units/inr and negative calls_remaining', async () => {
  nextMinute();
  const key = await h.signup('amethyst');
  assert.is((await daily(key, { units: 50_000 })).status, 200);
  const beyond = await daily(key, { units: 1500 });
  assert.is(beyond.status, 200);
  assert.ok(beyond.json.dev_notes.some((n: any) => n.code === 'overage'));
  const u = await usage(key, 'panchang');
  assert.is(u.calls_used, 51_500);
  assert.is(u.calls_remaining, -1500);
  assert.is(u.overage_units, 1500);
  assert.is(u.overage_inr, 15);
  const hu = await usage(key, 'horoscope');
  assert.is(hu.overage_units, undefined, "overage fields are panchang's");
});

test('quota periods are UTC calendar months: a new month starts from zero', async () => {
  nextMinute();
  const free = await h.signup('free');
  await daily(free, { units: 2000 });
  assert.is((await daily(free)).status, 429);
  const saved = h.clock.now();
  h.clock.set(Date.UTC(2026, 3, 1, 0, 0, 1));
  try {
    assert.is((await daily(free)).status, 200);
    const u = await usage(free, 'panchang');
    assert.is(u.period_start, '2026-04-01T00:00:00.000Z');
    assert.is(u.period_end, '2026-05-01T00:00:00.000Z');
    assert.is(u.calls_used, 1);
  } finally {
    h.clock.set(saved);
  }
});

test('trial: a paid plan at signup is a 7-day trial; day 8 without a payment method is free', async () => {
  const start = h.clock.now();
  const signup = await h.call('POST', '/v1/signup', {
    body: { email: `trial${start}@example.com`, password: 'correct horse battery', plan: 'sapphire' },
  });
  const key = signup.json.data.api_key;
  assert.equal(signup.json.data.account.trial, {
    product: 'panchang',
    plan: 'sapphire',
    ends_at: new Date(start + 7 * DAY_MS).toISOString(),
  });
  try {
    h.clock.set(start + 7 * DAY_MS - 1000);
    const during = await h.call('POST', '/v1/panchang/monthly', {
      key,
      body: { year: 2026, month: 3, city_id: 'delhi' },
    });
    assert.is(during.status, 200);
    assert.ok(during.json.dev_notes.some((n: any) => n.code === 'trial_active'));
    h.clock.set(start + 7 * DAY_MS);
    const after = await h.call('POST', '/v1/panchang/monthly', {
      key,
      body: { year: 2026, month: 3, city_id: 'delhi' },
    });
    assert.is(after.status, 403);
    assert.is(after.json.error, 'plan_required');
    const d = await daily(key);
    assert.is(d.headers.get('x-ratelimit-limit'), '10', 'free limits apply');
    assert.ok(d.json.dev_notes.some((n: any) => n.code === 'trial_ended'));
    const u = await usage(key, 'panchang');
    assert.is(u.plan, 'free');
    assert.is(u.trial_ends_at, null);
    // with a payment method on file the plan stays
    await h.gateway.services.store.accounts.setPaymentMethod(
      signup.json.data.account.id,
      'panchang',
      true,
      h.clock.now(),
    );
    assert.is((await usage(key, 'panchang')).plan, 'sapphire');
  } finally {
    h.clock.set(start);
  }
});

test('RATE_LIMIT_SCALE multiplies every per-minute limit', async () => {
  const scaled = await startHarness({ routes: fakePanchang, env: { RATE_LIMIT_SCALE: '2.5' } });
  try {
    const key = await scaled.signup('free');
    const r = await scaled.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-03-10', city_id: 'delhi' } });
    assert.is(r.headers.get('x-ratelimit-limit'), '25');
    assert.is((await scaled.call('GET', '/v1/usage', { key })).headers.get('x-ratelimit-limit'), '150');
  } finally {
    await scaled.close();
  }
});

test.run();
