// Black-box: state lives under DATA_DIR and survives a restart (accounts, keys, usage counters);
// a failing component shows in /status and in the X-Degraded headers of ordinary answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakePanchang } from './fake-products.ts';
import { startHarness } from './harness.ts';

test('accounts, keys and usage survive a restart on the same DATA_DIR', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-restart-'));
  try {
    const first = await startHarness({ routes: fakePanchang, env: { DATA_DIR: dir } });
    const key = await first.signup('amethyst');
    for (let i = 0; i < 3; i++)
      await first.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-03-10', city_id: 'delhi' } });
    await first.close(); // flushes the usage counters; the folder is this test's, so it stays
    const second = await startHarness({ routes: fakePanchang, env: { DATA_DIR: dir } });
    const u = await second.call('GET', '/v1/usage', { key });
    assert.is(u.status, 200);
    assert.is(u.json.data.plan, 'amethyst');
    assert.is(u.json.data.calls_used, 3);
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('usage counters reach the database within a second, without a restart', async () => {
  const h = await startHarness({ routes: fakePanchang });
  try {
    const key = await h.signup('free');
    await h.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-03-10', city_id: 'delhi' } });
    await new Promise((r) => setTimeout(r, 1200));
    const row = await h.gateway.services.store.db.q
      .selectFrom('usage')
      .select('calls_used')
      .where('product', '=', 'panchang')
      .executeTakeFirstOrThrow();
    assert.is(row.calls_used, 1);
  } finally {
    await h.close();
  }
});

test('a degraded component: /status degraded with an incident, X-Degraded on ordinary answers, /health says so', async () => {
  let state: 'ok' | 'degraded' = 'degraded';
  const h = await startHarness({
    routes: fakePanchang,
    checks: [{ name: 'horoscope-engine', check: () => ({ status: state, reason: 'slow' }) }],
  });
  try {
    const key = await h.signup('free');
    const s = await h.call('GET', '/status');
    assert.is(s.json.status, 'degraded');
    assert.is(s.json.data.degraded, true);
    assert.equal(
      s.json.incidents.map((i: any) => [i.component, i.status, i.reason]),
      [['horoscope-engine', 'degraded', 'slow']],
    );
    const d = await h.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-03-10', city_id: 'delhi' } });
    assert.is(d.headers.get('x-degraded'), 'true');
    assert.is(d.headers.get('x-degraded-reason'), 'horoscope-engine-slow');
    const health = await h.call('GET', '/health');
    assert.equal([health.json.status, health.json.engine, health.json.ok], ['degraded', 'degraded', true]);
    state = 'ok';
    h.clock.advance(6_000);
    await h.gateway.services.health.refresh(); // what the monitor's timer does every 5 s
    const again = await h.call('POST', '/v1/panchang/daily', { key, body: { date: '2026-03-10', city_id: 'delhi' } });
    assert.is(again.headers.get('x-degraded'), null);
  } finally {
    await h.close();
  }
});

test('uptime_30d counts the minutes with a heartbeat and no degradation', async () => {
  const h = await startHarness({ routes: fakePanchang });
  try {
    const beats = h.gateway.services.store.heartbeats;
    const minute = Math.floor(h.clock.now() / 60_000);
    // up and healthy for the 9 minutes before now, then a gap of 10: the gateway was down
    for (let m = minute - 19; m < minute - 10; m++) await beats.beat(m, false);
    await h.gateway.services.health.refresh(); // what the monitor's timer does every 5 s
    const s = await h.call('GET', '/status');
    assert.is(s.json.uptime_30d, 50);
  } finally {
    await h.close();
  }
});

test.run();
