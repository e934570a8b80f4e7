// Refusals a plan lifts say how to get that plan (issue 28, item 3): `plan_required`, numerology's
// `upgrade_required`, the free window and coordinates name the plan, the route that buys it and the guide; following
// the hint (order, sandbox payment) turns the refusal into a 200. A free key's panchang day says in `meta.notes` which
// layers the plan leaves out, instead of a silent `festivals.total: 0`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startExamplesGateway } from '../support/examples-replay.ts';
import { sandboxAct } from './billing-support.ts';
import type { Harness } from './harness.ts';

let h: Harness;
const keys: Record<string, string> = {};
test.before(async () => {
  h = await startExamplesGateway(); // every product, and the sandbox payment provider
  for (const plan of ['free', 'amethyst', 'sapphire']) keys[plan] = await h.signup(plan);
});
test.after(async () => h?.close());

const DIWALI = { date: '2026-11-08', city_id: 'new-delhi' };

/** The hint's order body, read back out of the message: the hint must be something a client can send. */
function orderIn(message: string): { product: string; plan: string } {
  const m = /POST \/v1\/billing\/pay\/order with (\{[^}]+\})/.exec(message);
  assert.ok(m, `no upgrade route in: ${message}`);
  return JSON.parse(m![1]!);
}

function assertHint(reply: { status: number; json: any }, status: number, code: string, product: string, plan: string) {
  assert.is(reply.status, status, JSON.stringify(reply.json));
  assert.is(reply.json.error, code);
  const { message } = reply.json;
  assert.equal(orderIn(message), { product, plan }, message);
  assert.match(message, `${new URL(reply.json.docs_url).origin}/docs#/billing`);
  assert.match(message, 'GET /v1/billing/plans');
  assert.match(message, `sign up a new account with "plan":"${plan}" for a 7-day trial`);
}

test('plan_required names the plan, the upgrade route and the guide, per product', async () => {
  const body = { year: 2026, month: 3, city_id: 'mumbai' };
  assertHint(
    await h.call('POST', '/v1/panchang/monthly', { key: keys.free, body }),
    403,
    'plan_required',
    'panchang',
    'amethyst',
  );
  const birth = { date: '1990-05-15', time: '10:30', city_id: 'new-delhi' };
  assertHint(
    await h.call('POST', '/v1/dasha', { key: keys.free, body: birth }),
    403,
    'plan_required',
    'horoscope',
    'topaz',
  );
  const pair = {
    person_a: { full_name: 'Asha Rao', date_of_birth: '1988-11-29' },
    person_b: { full_name: 'Ravi Kumar', date_of_birth: '1987-02-03' },
  };
  assertHint(
    await h.call('POST', '/v1/numerology/compatibility', { key: keys.free, body: pair }),
    402,
    'upgrade_required',
    'numerology',
    'pro',
  );
  const feed = { city_id: 'new-delhi', layers: ['eclipses'] };
  assertHint(
    await h.call('POST', '/v1/feeds', { key: keys.amethyst, body: feed }),
    403,
    'plan_required',
    'panchang',
    'sapphire',
  );
});

test('the free window and coordinates say which plan covers them', async () => {
  const far = await h.call('POST', '/v1/panchang/daily', {
    key: keys.free,
    body: { date: '2026-06-01', city_id: 'mumbai' },
  });
  assertHint(far, 403, 'free_demo_date_window_exceeded', 'panchang', 'amethyst');
  assert.match(
    far.json.message,
    /^The free plan covers 2026-03-07 through 2026-03-17; the amethyst plan and above cover 2025-01-01 through 2030-12-31\./,
  );
  const coords = await h.call('POST', '/v1/panchang/daily', {
    key: keys.free,
    body: { date: '2026-03-10', lat: 19.07, lon: 72.88 },
  });
  assertHint(coords, 403, 'coordinate_access_restricted', 'panchang', 'amethyst');
});

test('following the hint works: the order it names, paid in the sandbox, lifts the refusal', async () => {
  const key = await h.signup('free');
  const body = { year: 2026, month: 3, city_id: 'mumbai' };
  const refused = await h.call('POST', '/v1/panchang/monthly', { key, body });
  const order = await h.call('POST', '/v1/billing/pay/order', { key, body: orderIn(refused.json.message) });
  assert.is(order.status, 201, order.text);
  assert.is((await sandboxAct(h, order.json.data.checkout_url, 'pay')).status, 200);
  const monthly = await h.call('POST', '/v1/panchang/monthly', { key, body });
  assert.is(monthly.status, 200, monthly.text);
});

test("meta.notes: a free key's day names the festival layers and muhurat it leaves out; the top plan has none", async () => {
  h.clock.set(Date.UTC(2026, 10, 7, 12));
  // fresh accounts: a paid plan at signup is a 7-day trial, and the suite's first keys are months old by now
  for (const plan of ['free', 'amethyst', 'sapphire']) keys[plan] = await h.signup(plan);
  const free = await h.call('POST', '/v1/panchang/daily', { key: keys.free, body: DIWALI });
  assert.is(free.status, 200, free.text);
  assert.is(free.json.data.festivals.total, 0);
  assert.equal(
    free.json.meta.notes.map((n: { code: string }) => n.code),
    ['festivals_not_in_plan', 'muhurat_not_in_plan'],
  );
  assert.match(free.json.meta.notes[0].message, /amethyst/);
  const amethyst = await h.call('POST', '/v1/panchang/daily', { key: keys.amethyst, body: DIWALI });
  assert.ok(amethyst.json.data.festivals.total > 0);
  assert.equal(
    amethyst.json.meta.notes.map((n: { code: string }) => n.code),
    ['festival_layers_not_in_plan'],
  );
  const sapphire = await h.call('POST', '/v1/panchang/daily', { key: keys.sapphire, body: DIWALI });
  assert.is(sapphire.json.meta.notes, undefined);
  const monthly = await h.call('POST', '/v1/panchang/monthly', {
    key: keys.amethyst,
    body: { year: 2026, month: 11, city_id: 'new-delhi' },
  });
  assert.equal(
    monthly.json.meta.notes.map((n: { code: string }) => n.code),
    ['festival_layers_not_in_plan'],
  );
});

test.run();
