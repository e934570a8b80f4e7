// Black-box: the gateway on PostgreSQL (DATABASE_URL) when the database goes away and comes back. Keys and plans
// already cached keep serving; anything that needs the database answers 503 with the product's code and
// X-Degraded headers, never 500; /status shows accounts-db down; service resumes without a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { postgresUnavailableReason, startPostgres, type OwnPostgresServer } from '../support/postgres.ts';
import { skipped } from '../support/store-engines.ts';
import { CITIES, expectError, smallDirectory, startHarness, T0, type Harness } from './harness.ts';

const reason = postgresUnavailableReason();
let server: OwnPostgresServer;
let h: Harness;
let shards: string;

test.before(async () => {
  if (reason) return;
  server = await startPostgres();
  shards = mkdtempSync(join(tmpdir(), 'shards-'));
  const { routes } = panchangRoutes({ shardsDir: shards, nowMs: () => T0 });
  h = await startHarness({
    routes,
    cityDirectory: smallDirectory,
    env: { DATABASE_URL: await server.newDatabase('down') },
  });
});
test.after(async () => {
  if (reason) return;
  await h.close();
  server.stop();
  rmSync(shards, { recursive: true, force: true });
});

const daily = (key: string, date = '2026-03-10') =>
  h.call('POST', '/v1/panchang/daily', { key, body: { date, city_id: CITIES[0]!.city_id } });

test('PostgreSQL down: cached keys serve, new work answers 503 with X-Degraded, /status tells; then it recovers', async () => {
  if (reason) return skipped('store-down', reason);
  const warm = await h.signup('free');
  const cold = await h.signup('free');
  const unmetered = await h.signup('free');
  assert.is((await daily(warm)).status, 200, 'key, plan, usage and coverage of this call are now in memory');
  assert.is(
    (await h.call('GET', '/v1/usage?product=panchang', { key: unmetered })).status,
    200,
    'key, plan and usage in memory, no coverage',
  );
  assert.is(h.databaseUrl !== null, true);
  server.halt();

  const usage = await h.call('GET', '/v1/usage?product=panchang', { key: warm });
  assert.equal([usage.status, usage.json.data?.calls_used], [200, 1], 'a cached key, plan and counter keep serving');
  const metered = await daily(warm);
  // the coverage meter flushes within a second; once it cannot, panchang calls are refused rather than unmetered
  assert.ok([200, 503].includes(metered.status), metered.text);
  if (metered.status === 503) assert.is(metered.json.error, 'coverage_enforcement_unavailable');
  const uncached = await daily(cold);
  await expectError('a key never looked up', Promise.resolve(uncached), 503, 'coverage_enforcement_unavailable');
  assert.is(uncached.headers.get('x-degraded-reason'), 'accounts-db-unavailable');
  assert.ok(Number(uncached.headers.get('retry-after')) > 0);
  const signup = await h.call('POST', '/v1/signup', {
    body: { email: 'late@example.com', password: 'correct horse battery', plan: 'free' },
  });
  await expectError('signup', Promise.resolve(signup), 503, 'service_unavailable');
  assert.is(signup.headers.get('x-degraded'), 'true');
  await expectError(
    'key listing',
    h.call('POST', '/v1/keys/list', { key: warm, body: {} }),
    503,
    'service_unavailable',
  );
  const noBuckets = await daily(unmetered);
  await expectError(
    'coverage buckets not in memory cannot be checked: refused, never unmetered',
    Promise.resolve(noBuckets),
    503,
    'coverage_enforcement_unavailable',
  );
  // memory counters name their store; Redis counters (npm run test:fleet) cannot seed the account's counters from it
  assert.equal(
    [noBuckets.headers.get('x-degraded'), noBuckets.headers.get('x-degraded-reason')],
    ['true', h.gateway.services.config.redisUrl ? 'counters-unavailable' : 'coverage-store-unavailable'],
  );

  await h.gateway.services.health.refresh();
  const status = await h.call('GET', '/status');
  assert.equal(
    status.json.data.components.find((c: any) => c.name === 'accounts-db'),
    { name: 'accounts-db', status: 'down', reason: 'no-answer' },
  );
  assert.is((await h.call('GET', '/health')).status, 200);

  server.resume();
  await h.gateway.services.health.refresh();
  assert.is((await h.call('GET', '/status')).json.data.degraded, false);
  const after = await h.call('POST', '/v1/signup', {
    body: { email: 'late@example.com', password: 'correct horse battery', plan: 'free' },
  });
  assert.is(after.status, 201, after.text);
  // the coverage meter retries its write every second; once it lands, panchang calls are metered again
  const resumed = Date.now();
  let again = await daily(cold);
  while (again.status === 503 && Date.now() - resumed < 5_000) {
    await new Promise((r) => setTimeout(r, 200));
    again = await daily(cold);
  }
  assert.is(again.status, 200, `the key that could not be looked up works now: ${again.text}`);
  assert.ok(Date.now() - resumed < 3_000, `service resumed after ${Date.now() - resumed} ms`);
  assert.is((await daily(unmetered)).status, 200);
});

test.run();
