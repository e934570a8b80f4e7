// A fleet engine goes away under two replicas and comes back. Redis stopped: metered calls answer the seed's 503 codes
// with X-Degraded-*, /health and /status say so, nothing answers 500, and service resumes within seconds of Redis's
// return, with no restart. PostgreSQL stopped: keys and plans already cached keep serving (README: for at most ten
// minutes), new signups answer 503, and it recovers the same way. Real servers (support/fleet.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeNumerology } from '../http/fake-products.ts';
import type { Harness, Reply } from '../http/harness.ts';
import type { FleetEngines } from '../support/fleet.ts';
import { twoReplicaSuite } from './two-replicas.ts';

let A: Harness, B: Harness;
let engines: FleetEngines;
const { fleetTest } = twoReplicaSuite('outage', fakeNumerology, (a, b, e) => {
  A = a;
  B = b;
  engines = e;
});
const daily = (h: Harness, key: string) =>
  h.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-03-10', city_id: 'delhi' } });
const core = (h: Harness, key: string) =>
  h.call('POST', '/v1/numerology/core', { key, body: { full_name: 'Asha Rao', date_of_birth: '1990-01-01' } });
const degraded = (r: Reply) => [...r.headers.keys()].some((h) => h.startsWith('x-degraded'));

async function until(what: string, ok: () => Promise<boolean>, withinMs: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < withinMs) {
    if (await ok()) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not within ${withinMs} ms`);
}

fleetTest(
  'Redis stopped: 503 with the seed codes and X-Degraded, /health and /status tell, never 500; back within seconds',
  async () => {
    const key = await A.signup('emerald');
    assert.is((await daily(B, key)).status, 200);
    await engines.redis.stop();
    try {
      await redisDown(key);
    } finally {
      await engines.redis.restart();
    }
    const ms = await until(
      'service back on both',
      async () => (await daily(A, key)).status === 200 && (await daily(B, key)).status === 200,
      10_000,
    );
    process.stdout.write(`  Redis back: both replicas answering in ${ms} ms\n`);
    await until(
      '/status shows redis ok',
      async () => {
        await A.gateway.services.health.refresh();
        return (
          (await A.call('GET', '/status')).json.data.components.find((c: { name: string }) => c.name === 'redis')
            .status === 'ok'
        );
      },
      5_000,
    );
  },
);

async function redisDown(key: string): Promise<void> {
  await until(
    'both replicas see Redis down',
    async () => {
      await Promise.all([A, B].map((h) => h.gateway.services.health.refresh()));
      return (
        (await A.call('GET', '/health')).json.redis !== 'ok' && (await B.call('GET', '/health')).json.redis !== 'ok'
      );
    },
    8_000,
  );
  for (const h of [A, B]) {
    const p = await daily(h, key);
    assert.is(p.status, 503, p.text);
    assert.is(p.json.error, 'coverage_enforcement_unavailable');
    assert.ok(degraded(p), 'X-Degraded-* on the refusal');
    const n = await core(h, key);
    assert.is(n.status, 503, n.text);
    assert.is(n.json.error, 'service_unavailable');
    const usage = await h.call('GET', '/v1/usage?product=panchang', { key });
    assert.ok(usage.status === 503, `usage answered ${usage.status}`);
  }
  // the status page tells of the outage during it: its per-IP limit is waived while the counters are away
  const status = await A.call('GET', '/status');
  assert.is(status.status, 200, status.text);
  assert.is(status.json.data.components.find((c: { name: string }) => c.name === 'redis').status, 'down');
  const health = await A.call('GET', '/health');
  assert.is(health.status, 200);
  assert.is(health.json.redis, 'down');
}

fleetTest('PostgreSQL stopped: cached keys keep serving, a signup answers 503, then it recovers', async () => {
  const key = await A.signup('emerald');
  for (const h of [A, B]) assert.is((await daily(h, key)).status, 200, 'the key and plan are cached on both');
  engines.postgres.halt();
  try {
    for (const h of [A, B]) {
      const r = await daily(h, key);
      assert.is(r.status, 200, `a cached key serves through the outage: ${r.text.slice(0, 200)}`);
    }
    const signup = await B.call('POST', '/v1/signup', {
      body: { email: `down${Date.now()}@example.com`, password: 'correct horse battery', plan: 'free' },
    });
    assert.is(signup.status, 503, signup.text);
    assert.is(signup.json.error, 'service_unavailable');
    assert.ok(degraded(signup));
    await until(
      '/status shows the database down',
      async () => {
        await A.gateway.services.health.refresh();
        const c = (await A.call('GET', '/status')).json?.data?.components ?? [];
        return c.some((x: { name: string; status: string }) => x.name === 'accounts-db' && x.status === 'down');
      },
      10_000,
    );
  } finally {
    engines.postgres.resume();
  }
  const ms = await until(
    'signups work again',
    async () =>
      (
        await A.call('POST', '/v1/signup', {
          body: { email: `up${Date.now()}@example.com`, password: 'correct horse battery', plan: 'free' },
        })
      ).status === 201,
    15_000,
  );
  process.stdout.write(`  PostgreSQL back: signups answering in ${ms} ms\n`);
});

test.run();
