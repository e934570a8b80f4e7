// Issue #28, the locks probed with two replicas on one PostgreSQL and one Redis (real servers; skipped with the reason
// when they cannot be had). F7: a client looping on a revoked key behind one address (a load balancer with
// TRUST_PROXY=false) must not lock out the working keys sharing that address. F10: the 20-active-feed cap holds
// when creates race across replicas. Revocation during a Redis outage: accepted, and the key stops on both replicas.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { MINUTE_MS } from '../../api/gateway/clock.ts';
import { MAX_ACTIVE_FEEDS } from '../../api/feeds/manage.ts';
import { feedRoutes } from '../../api/feeds/routes.ts';
import { FAILED_KEYS_PER_MINUTE } from '../../api/middleware/failed-keys.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { FLEET_CACHE } from '../../api/store/replica-cache.ts';
import type { FleetEngines } from '../support/fleet.ts';
import type { Harness } from '../http/harness.ts';
import { twoReplicaSuite } from './two-replicas.ts';

let A: Harness, B: Harness, engines: FleetEngines;
const feedService = panchangRoutes({ shardsDir: '/nonexistent-shards', nowMs: () => clock.now() }).service;
const { clock, fleetTest } = twoReplicaSuite('locks', feedRoutes(feedService), (a, b, e) => {
  A = a;
  B = b;
  engines = e;
});
const usage = (h: Harness, key: string) => h.call('GET', '/v1/usage?product=panchang', { key });
const nextMinute = () => clock.set(Math.ceil((clock.now() + 1) / MINUTE_MS) * MINUTE_MS + 5_000);

/** Moves both replicas' key and plan caches `ms` ahead, as if that much time had passed since a row was read. */
function ageCaches(ms: number) {
  for (const h of [A, B]) {
    const policy = { ...FLEET_CACHE, wallClock: () => Date.now() + ms };
    h.gateway.services.store.keys.cache.policy = policy;
    h.gateway.services.store.accounts.planCache.policy = policy;
  }
}

fleetTest(
  'F7: 20 calls with a revoked key from one address lock out neither a fresh key nor one idle for 65 s',
  async () => {
    nextMinute();
    const idle = await A.signup('free');
    for (const h of [A, B]) assert.is((await usage(h, idle)).status, 200, 'the idle key, used once on each');
    const made = await A.call('POST', '/v1/keys', { key: idle, body: { name: 'looping', scope: 'read' } });
    const revoked = made.json.data.api_key as string;
    const revoke = await A.call('POST', '/v1/keys/revoke', { key: idle, body: { key_id: made.json.data.key_id } });
    assert.is(revoke.status, 200);
    const statuses: number[] = [];
    for (let i = 0; i <= FAILED_KEYS_PER_MINUTE; i++) statuses.push((await usage(i % 2 ? A : B, revoked)).status);
    assert.equal(statuses.slice(0, FAILED_KEYS_PER_MINUTE), Array(FAILED_KEYS_PER_MINUTE).fill(401));
    assert.is(statuses.at(-1), 429, 'the looping client itself is refused');
    for (const h of [A, B]) assert.is((await usage(h, revoked)).status, 429, 'and stays refused on both');
    try {
      ageCaches(65_000);
      const fresh = await B.signup('free');
      for (const [h, name] of [
        [A, 'A'],
        [B, 'B'],
      ] as const) {
        const f = await usage(h, fresh);
        assert.is(f.status, 200, `a fresh key on ${name}: ${f.text}`);
        const i = await usage(h, idle);
        assert.is(i.status, 200, `a key idle for 65 s on ${name}: ${i.text}`);
      }
      const forged = `${fresh.split('.')[0]}.${'B'.repeat(43)}`;
      assert.is((await usage(A, forged)).status, 429, 'a wrong secret from the address is still refused');
    } finally {
      ageCaches(0);
    }
  },
);

fleetTest('F10: 60 concurrent feed creates across A and B leave exactly 20 active feeds', async () => {
  nextMinute();
  const key = await A.signup('sapphire');
  const body = { city_id: 'delhi', layers: ['festivals'] };
  const replies = await Promise.all(
    Array.from({ length: 60 }, (_, i) => (i % 2 ? A : B).call('POST', '/v1/feeds', { key, body })),
  );
  const statuses = replies.map((r) => r.status);
  assert.is(statuses.filter((s) => s === 201).length, MAX_ACTIVE_FEEDS, statuses.join(','));
  assert.ok(
    replies.every((r) => r.status === 201 || (r.status === 409 && r.json.error === 'feed_limit_reached')),
    statuses.join(','),
  );
  const accountId = (await A.gateway.services.store.keys.get(key.split('.')[0]!))!.accountId;
  const rows = await engines.sql(
    `SELECT count(*)::int AS n FROM panchang_feeds WHERE account_id = '${accountId}' AND revoked_at IS NULL`,
  );
  assert.is(rows[0]!.n, MAX_ACTIVE_FEEDS);
  const listed = await B.call('POST', '/v1/feeds/list', { key, body: {} });
  assert.is(listed.json.data.feeds.length, MAX_ACTIVE_FEEDS);
});

fleetTest(
  'with Redis down a key can still be revoked: refused at once where revoked, on the other replica after its cache re-read',
  async () => {
    const admin = await A.signup('free');
    const made = await A.call('POST', '/v1/keys', { key: admin, body: { name: 'leaked', scope: 'read' } });
    const leaked = made.json.data.api_key as string;
    for (const h of [A, B]) assert.is((await usage(h, leaked)).status, 200, 'in use on both');
    await engines.redis.stop();
    try {
      const revoked = await A.call('POST', '/v1/keys/revoke', { key: admin, body: { key_id: made.json.data.key_id } });
      assert.is(revoked.status, 200, revoked.text);
      assert.is((await usage(A, leaked)).status === 200, false, 'refused where it was revoked');
      // B heard nothing (no bus): it trusts its cached row for at most FLEET_CACHE.revalidateMs, then reads it again
      ageCaches(FLEET_CACHE.revalidateMs + 1_000);
      assert.is((await usage(B, leaked)).status === 200, false, 'refused on B once its cached row is re-read');
    } finally {
      ageCaches(0);
      await engines.redis.restart();
    }
    // the replicas recover by themselves (outage.test.ts measures it); leave the suite's servers as they were
    const t0 = Date.now();
    while ((await usage(A, admin)).status !== 200 && Date.now() - t0 < 10_000)
      await new Promise((r) => setTimeout(r, 200));
    assert.is((await usage(A, admin)).status, 200, 'recovered');
  },
);

test.run();
