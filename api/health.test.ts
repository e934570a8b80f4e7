// The health monitor runs its checks in the background: a request reads the last snapshot at once, even while a
// check (a database ping) is slow or hangs; a check past its limit is down; the heartbeat goes to the real store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ManualClock } from './gateway/clock.ts';
import { CHECK_TIMEOUT_MS, HealthMonitor, type CheckResult } from './health.ts';
import { openStore } from './store/index.ts';

const T0 = Date.UTC(2026, 2, 10, 12);

test('snapshot() answers from the last run while a check hangs; the hung check is reported down; beats are stored', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'health-test-'));
  const store = await openStore({ dataDir: dir, databaseUrl: null });
  try {
    let answer: Promise<CheckResult> | CheckResult = { status: 'ok' };
    const monitor = new HealthMonitor(
      [{ name: 'accounts-db', check: () => answer }],
      new ManualClock(T0),
      store.heartbeats,
    );
    await monitor.refresh();
    assert.is(monitor.snapshot().status, 'operational');
    answer = new Promise<CheckResult>(() => {}); // never answers
    const started = Date.now();
    const running = monitor.refresh();
    assert.is(monitor.snapshot().status, 'operational', 'the request path does not wait for the run');
    assert.ok(Date.now() - started < 50);
    const snap = await running;
    assert.ok(Date.now() - started >= CHECK_TIMEOUT_MS - 50, 'the run gave the check its full limit');
    assert.equal(snap.components, [{ name: 'accounts-db', status: 'down', reason: 'timeout' }]);
    assert.is(monitor.snapshot().reason, 'accounts-db-timeout');
    assert.equal(await store.heartbeats.since(0), { first: Math.floor(T0 / 60_000), up: 1, degraded: 1 });
    assert.is(monitor.uptime30d(), 0, 'one minute seen, degraded');
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a store that cannot take the heartbeat leaves the snapshot standing', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'health-test-'));
  const store = await openStore({ dataDir: dir, databaseUrl: null });
  await store.close();
  const monitor = new HealthMonitor(
    [{ name: 'gateway', check: () => ({ status: 'ok' }) }],
    new ManualClock(T0),
    store.heartbeats,
  );
  assert.is((await monitor.refresh()).status, 'operational');
  rmSync(dir, { recursive: true, force: true });
});

test.run();
