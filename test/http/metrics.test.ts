// Black-box: GET /metrics after a known set of calls. The exposition is parsed as Prometheus text (a parser, not
// patterns), and every counter and the duration histogram moved by exactly those calls. The request log lines carry
// their fields and never the key's secret. METRICS_TOKEN is enforced when set; METRICS=0 removes the endpoint.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import type { PromMetrics } from 'prom2javascript';
import { billingRoutes } from '../../api/billing/index.ts';
import { panchangRoutes } from '../../api/panchang/routes.ts';
import { shardSource } from '../../api/panchang/shard-source.ts';
import { build } from '../../pipeline/build.ts';
import { loadCityDirectory } from '../../pipeline/city-directory.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { openShardReader, type ShardReader } from '../../pipeline/shard-reader.ts';
import { captureLog } from '../support/log-capture.ts';
import { histogramOf, parseExposition, sampleOf } from '../support/prometheus.ts';
import { tempDir } from '../pipeline/support.ts';
import { deliver, eventBody, SECRET } from './billing-support.ts';
import { startHarness, T0, type Harness } from './harness.ts';

const root = tempDir('metrics');
const BUILT_AT = T0 - 3_600_000;
const log = captureLog('info');
let h: Harness;
let reader: ShardReader;

test.before(async () => {
  const shards = join(root.dir, 'shards');
  const plan = makePlan({ from: '2026-03-01', to: '2026-03-15', cities: 'new-delhi', blockSize: 2 });
  await build({ plan, outDir: shards, nowMs: BUILT_AT, threads: 0 });
  reader = await openShardReader(shards);
  const { routes } = panchangRoutes({ shardsDir: shards, source: shardSource(reader), nowMs: () => T0 });
  h = await startHarness({
    routes: [...routes, ...billingRoutes()],
    cityDirectory: loadCityDirectory(),
    env: { WEBHOOK_SECRET: SECRET },
    logger: log.logger,
  });
});

test.after(async () => {
  await h?.close();
  reader?.close();
  root.remove();
});

async function scrape(harness: Harness = h, headers: Record<string, string> = {}): Promise<PromMetrics> {
  const r = await harness.call('GET', '/metrics', { headers });
  assert.is(r.status, 200, r.text);
  assert.match(r.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  return parseExposition(r.text);
}

const DAILY = { route: '/v1/panchang/daily', method: 'POST', product: 'panchang' };
const daily = (key: string, body: unknown) => h.call('POST', '/v1/panchang/daily', { key, body });

test('the counters and the duration histogram move by exactly the calls made', async () => {
  const emerald = await h.signup('emerald');
  const free = await h.signup('free');
  const before = await scrape();

  // two city-days the shards hold, one they do not (computed live)
  for (const date of ['2026-03-10', '2026-03-11', '2026-06-01']) {
    const r = await daily(emerald, { date, city_id: 'new-delhi' });
    assert.is(r.status, 200, r.text);
  }
  // the free plan's 10 calls a minute are spent on invalid bodies (limited before validation), the 11th is refused
  for (let i = 0; i < 10; i++) assert.is((await daily(free, {})).status, 400);
  assert.is((await daily(free, {})).json.error, 'rate_limit_exceeded');
  assert.is((await h.call('GET', '/v1/no-such-route')).status, 404);
  // one forged webhook delivery, one signed
  assert.is(
    (await deliver(h, eventBody('evt_metrics_1', 'payment.captured', T0, {}), 'pay', 'f'.repeat(64))).status,
    401,
  );
  const signed = await deliver(h, eventBody('evt_metrics_2', 'payment.captured', T0, {}));
  assert.is(signed.status, 200, signed.text);

  const after = await scrape();
  const delta = (name: string, labels: Record<string, string> = {}) =>
    sampleOf(after, name, labels) - sampleOf(before, name, labels);
  const histogramDelta = (labels: Record<string, string>) => {
    const [a, b] = [
      histogramOf(after, 'http_request_duration_seconds', labels),
      histogramOf(before, 'http_request_duration_seconds', labels),
    ];
    assert.is(a.buckets['+Inf'], a.count, 'the +Inf bucket holds every observation');
    return { count: a.count - b.count, sum: (a.sum ?? 0) - (b.sum ?? 0) };
  };

  const ok = histogramDelta({ ...DAILY, status: '200' });
  assert.is(ok.count, 3);
  assert.ok(ok.sum > 0 && ok.sum < 30, `3 answers took ${ok.sum} s in all`);
  assert.is(histogramDelta({ ...DAILY, status: '400' }).count, 10);
  assert.is(histogramDelta({ ...DAILY, status: '429' }).count, 1);
  assert.is(histogramDelta({ route: 'unmatched', method: 'GET', status: '404', product: 'public' }).count, 1);
  assert.is(histogramDelta({ route: '/metrics', method: 'GET', status: '200', product: 'public' }).count, 1);

  assert.is(delta('gateway_refusals_total', { code: 'rate_limit_exceeded' }), 1);
  assert.is(delta('panchang_shard_lookups_total', { result: 'hit' }), 2);
  assert.is(delta('panchang_shard_lookups_total', { result: 'miss' }), 1);
  assert.is(delta('panchang_live_computations_total'), 1);
  assert.is(delta('billing_webhook_deliveries_total', { outcome: 'unauthorized' }), 1);
  assert.is(delta('billing_webhook_deliveries_total', { outcome: signed.json.data.outcome }), 1);

  assert.is(sampleOf(after, 'shard_manifest_info', { hash: reader.manifest!.hash }), 1);
  const age = sampleOf(after, 'shard_manifest_age_seconds');
  const expected = (Date.now() - Date.parse(reader.manifest!.generated_at)) / 1000;
  assert.ok(Math.abs(age - expected) < 60, `manifest age ${age} s, expected about ${expected} s`);
  // Node's process metrics are there too
  assert.ok(sampleOf(after, 'process_cpu_user_seconds_total') > 0);
  assert.ok(after.nodejs_eventloop_lag_seconds, 'event-loop lag');
});

test('one log line per request with its fields; the key secret is never written', async () => {
  const key = await h.signup('emerald');
  const r = await daily(key, { date: '2026-03-12', city_id: 'new-delhi' });
  const id = r.headers.get('x-request-id');
  const line = log.lines.find((l) => l.request_id === id);
  assert.ok(line, 'the request is logged');
  assert.equal(
    {
      level: line!.level,
      name: line!.name,
      msg: line!.msg,
      method: line!.method,
      route: line!.route,
      status: line!.status,
      product: line!.product,
      key_id: line!.key_id,
      error: line!.error,
    },
    {
      level: 30,
      name: 'gateway',
      msg: 'request',
      method: 'POST',
      route: '/v1/panchang/daily',
      status: 200,
      product: 'panchang',
      key_id: key.split('.')[0],
      error: undefined,
    },
  );
  assert.ok(Number.isInteger(line!.duration_us) && line!.duration_us >= 0, 'duration_us is whole microseconds');
  assert.type(line!.time, 'number');
  const refused = await daily(key, { city_id: 'new-delhi' });
  assert.is(log.lines.find((l) => l.request_id === refused.headers.get('x-request-id'))?.error, refused.json.error);
  const secret = key.slice(key.indexOf('.') + 1);
  assert.ok(secret.length >= 16);
  assert.not.ok(log.text().includes(secret), 'no line carries the key secret');
});

test('METRICS_TOKEN: /metrics wants the bearer token; METRICS=0 removes the endpoint', async () => {
  const token = 'scrape-token-0123456789';
  const guarded = await startHarness({ env: { METRICS_TOKEN: token } });
  try {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: token },
    ];
    for (const headers of attempts) {
      const r = await guarded.call('GET', '/metrics', { headers });
      assert.is(r.status, 401, JSON.stringify(headers));
      assert.is(r.json.error, 'unauthorized');
      assert.is(r.headers.get('www-authenticate'), 'Bearer realm="metrics"');
    }
    const ok = await scrape(guarded, { authorization: `Bearer ${token}` });
    assert.ok(ok.http_request_duration_seconds);
  } finally {
    await guarded.close();
  }
  const off = await startHarness({ env: { METRICS: '0' } });
  try {
    assert.is((await off.call('GET', '/metrics')).status, 404);
  } finally {
    await off.close();
  }
});

test.run();
