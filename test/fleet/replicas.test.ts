// Two gateways sharing one PostgreSQL and one Redis (both real servers started for this suite), each with its own
// connections, caches and data folder, driven by one manual clock: what a load balancer in front of two replicas
// must see. Skipped with the reason printed when the servers cannot be installed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../api/gateway/clock.ts';
import type { Harness } from '../http/harness.ts';
import { twoReplicaSuite } from './two-replicas.ts';

let A: Harness, B: Harness;
const { clock, fleetTest } = twoReplicaSuite('replicas', [], (a, b) => {
  A = a;
  B = b;
});
const daily = (h: Harness, key: string, date = '2026-03-10') =>
  h.call('POST', '/v1/panchang/daily', { key, body: { date, city_id: 'delhi' } });
const used = async (h: Harness, key: string) =>
  (await h.call('GET', '/v1/usage?product=panchang', { key })).json.data.calls_used as number;
const nextMinute = () => clock.set(Math.ceil((clock.now() + 1) / MINUTE_MS) * MINUTE_MS + 5_000);

fleetTest('a key made on A works on B', async () => {
  const key = await A.signup('free');
  assert.is((await daily(B, key)).status, 200);
});

fleetTest(
  'the free per-minute limit holds across A and B together: the 11th call is refused wherever it lands',
  async () => {
    nextMinute();
    const key = await A.signup('free');
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await daily(i % 2 ? A : B, key)).status);
    assert.equal(statuses.slice(0, 10), Array(10).fill(200));
    assert.equal(statuses.slice(10), [429, 429, 429, 429]);
    const refused = await daily(A, key);
    assert.is(refused.json.error, 'rate_limit_exceeded');
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    assert.is(refused.headers.get('x-ratelimit-remaining'), '0');
  },
);

fleetTest('quota and coverage count both replicas exactly, and /v1/usage on either reports the sum', async () => {
  nextMinute();
  const key = await A.signup('amethyst');
  const calls = 37;
  const dates = new Set<string>();
  await Promise.all(
    Array.from({ length: calls }, (_, i) => {
      const date = `2026-03-${String(1 + (i % 20)).padStart(2, '0')}`;
      dates.add(date);
      return daily(i % 2 ? A : B, key, date).then((r) => assert.is(r.status, 200, r.text));
    }),
  );
  assert.is(await used(A, key), calls);
  assert.is(await used(B, key), calls);
  // the coverage buckets, as both replicas' counters wrote them to the shared store
  await Promise.all([A, B].map((h) => h.gateway.services.counters.flush()));
  const { store } = A.gateway.services;
  const accountId = (await store.keys.get(key.split('.')[0]!))!.accountId;
  const month = await store.loadCoverage(accountId, 'loc_date_month', '2026-03');
  assert.equal(month.sort(), [...dates].map((d) => `delhi|${d}`).sort());
  assert.is((await store.loadCoverage(accountId, 'date_day', '2026-03-10')).length, dates.size);
  assert.is(await store.loadUsage(accountId, 'panchang', '2026-03'), calls);
});

fleetTest('a key revoked on A is refused on B within 1 s', async () => {
  const admin = await A.signup('free');
  const made = await A.call('POST', '/v1/keys', { key: admin, body: { name: 'second', scope: 'read' } });
  const second = made.json.data.api_key as string;
  assert.is((await B.call('GET', '/v1/usage?product=panchang', { key: second })).status, 200, 'cached on B first');
  assert.is(
    (await A.call('POST', '/v1/keys/revoke', { key: admin, body: { key_id: made.json.data.key_id } })).status,
    200,
  );
  const t0 = Date.now();
  let status = 200;
  while (status !== 401 && Date.now() - t0 < 1_000) {
    status = (await B.call('GET', '/v1/usage?product=panchang', { key: second })).status;
    if (status !== 401) await new Promise((r) => setTimeout(r, 20));
  }
  assert.is(status, 401, 'B still accepted the revoked key after 1 s');
});

fleetTest('a rotated key: the old secret works on both replicas for 24 h, then on neither', async () => {
  const admin = await A.signup('free');
  const made = await A.call('POST', '/v1/keys', { key: admin, body: { name: 'rotating', scope: 'read' } });
  const old = made.json.data.api_key as string;
  assert.is((await B.call('GET', '/v1/usage?product=panchang', { key: old })).status, 200);
  const rotated = await B.call('POST', '/v1/keys/rotate', { key: admin, body: { key_id: made.json.data.key_id } });
  assert.is(rotated.status, 201, rotated.text);
  const fresh = rotated.json.data.api_key as string;
  await new Promise((r) => setTimeout(r, 300));
  for (const h of [A, B]) {
    assert.is((await h.call('GET', '/v1/usage?product=panchang', { key: old })).status, 200);
    assert.is((await h.call('GET', '/v1/usage?product=panchang', { key: fresh })).status, 200);
  }
  clock.advance(DAY_MS - MINUTE_MS);
  for (const h of [A, B])
    assert.is((await h.call('GET', '/v1/usage?product=panchang', { key: old })).status, 200, 'inside the grace');
  clock.advance(2 * MINUTE_MS);
  for (const h of [A, B]) {
    const r = await h.call('GET', '/v1/usage?product=panchang', { key: old });
    assert.is(r.status, 401);
    assert.match(r.json.message, /rotated/, 'refused as a rotated key past its grace');
    assert.is((await h.call('GET', '/v1/usage?product=panchang', { key: fresh })).status, 200);
  }
  clock.advance(HOUR_MS);
});

// Issue #31: an account's default calculation profile lives in PostgreSQL, and each replica caches it beside the
// key's plan; a change on one replica reaches the other's cache through the bus.
const profileOf = (r: { json: any }) => r.json.data.metadata.conventions.profile as string;
const setDefault = (h: Harness, key: string, profile: string | null) =>
  h.call('POST', '/v1/account/settings', { key, body: { default_calculation_profile: profile } });

fleetTest(
  'default_calculation_profile on one replica (PostgreSQL): set, applied, a request field still wins',
  async () => {
    const admin = await A.signup('emerald');
    assert.is(profileOf(await daily(A, admin, '2026-06-02')), 'swiss_ephemeris');
    assert.is((await setDefault(A, admin, 'drik')).status, 200);
    assert.is(profileOf(await daily(A, admin, '2026-06-02')), 'drik');
    const own = await A.call('POST', '/v1/panchang/daily', {
      key: admin,
      body: { date: '2026-06-02', city_id: 'delhi', calculation_profile: 'swiss_ephemeris' },
    });
    assert.is(profileOf(own), 'swiss_ephemeris');
    const made = await A.call('POST', '/v1/keys', { key: admin, body: { default_calculation_profile: null } });
    assert.is(made.status, 201);
    assert.is(
      profileOf(await daily(A, made.json.data.api_key, '2026-06-02')),
      'swiss_ephemeris',
      'cleared by /v1/keys',
    );
  },
);

fleetTest('default_calculation_profile set on A reaches B, which had cached the old one, within 1 s', async () => {
  const admin = await A.signup('emerald');
  assert.is(profileOf(await daily(B, admin, '2026-06-02')), 'swiss_ephemeris', 'cached on B first');
  assert.is((await setDefault(A, admin, 'drik')).status, 200);
  const t0 = Date.now();
  let profile = '';
  while (profile !== 'drik' && Date.now() - t0 < 1_000) {
    profile = profileOf(await daily(B, admin, '2026-06-02'));
    if (profile !== 'drik') await new Promise((r) => setTimeout(r, 20));
  }
  assert.is(profile, 'drik', 'B still answered with the old default after 1 s');
  assert.is((await setDefault(B, admin, null)).status, 200);
  const back = Date.now();
  while (profile !== 'swiss_ephemeris' && Date.now() - back < 1_000) {
    profile = profileOf(await daily(A, admin, '2026-06-02'));
    if (profile !== 'swiss_ephemeris') await new Promise((r) => setTimeout(r, 20));
  }
  assert.is(profile, 'swiss_ephemeris', 'A still answered drik after B cleared it');
});

test.run();
