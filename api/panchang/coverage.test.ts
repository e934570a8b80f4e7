import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CoverageKind } from '../counters/persistence.ts';
import { openStore, type Store } from '../store/index.ts';
import { CoverageMeter, CoverageUnavailable } from './coverage.ts';

/** A real account store (the embedded SQLite file) in a fresh folder. */
async function withStore(fn: (store: Store) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'coverage-test-'));
  const store = await openStore({ dataDir: dir, databaseUrl: null });
  try {
    await fn(store);
  } finally {
    await store.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

const reach = (meter: CoverageMeter, account: string, kind: CoverageKind, period: string, members: string[]) =>
  meter.withBuckets(account, [[kind, period]], () => meter.wouldReach(account, kind, period, members));
const record = (meter: CoverageMeter, account: string, kind: CoverageKind, period: string, members: string[]) =>
  meter.withBuckets(account, [[kind, period]], () => meter.record(account, kind, period, members));

test('counts distinct members per bucket, persists them and reloads after a restart', () => withStore(async (store) => {
  const meter = new CoverageMeter(store);
  assert.is(await reach(meter, 'a1', 'loc_date_month', '2026-03', ['x|2026-03-01', 'x|2026-03-01', 'y|2026-03-01']), 2);
  await record(meter, 'a1', 'loc_date_month', '2026-03', ['x|2026-03-01', 'y|2026-03-01']);
  assert.is(await reach(meter, 'a1', 'loc_date_month', '2026-03', ['x|2026-03-01']), 2, 'a repeat is not new coverage');
  assert.is(await reach(meter, 'a1', 'loc_date_month', '2026-04', ['x|2026-03-01']), 1, 'a new month starts empty');
  assert.is(await reach(meter, 'a2', 'loc_date_month', '2026-03', ['x|2026-03-01']), 1, 'accounts are separate');
  await meter.flush();
  const restarted = new CoverageMeter(store);
  assert.is(await reach(restarted, 'a1', 'loc_date_month', '2026-03', ['z|2026-03-02']), 3);
}));

test('an account moving between periods and kinds keeps every bucket, and every record is written', () => withStore(async (store) => {
  const meter = new CoverageMeter(store);
  await record(meter, 'a1', 'loc_date_month', '2026-03', ['x|2026-03-31']);
  await record(meter, 'a1', 'loc_date_day', '2026-03-31', ['x|2026-03-31']);
  await record(meter, 'a1', 'loc_date_month', '2026-04', ['x|2026-04-01', 'y|2026-04-01']);
  await record(meter, 'a1', 'loc_date_month', '2026-03', ['y|2026-03-31']);
  assert.is(await reach(meter, 'a1', 'loc_date_month', '2026-03', []), 2);
  assert.is(await reach(meter, 'a1', 'loc_date_month', '2026-04', []), 2);
  assert.is(await reach(meter, 'a1', 'loc_date_day', '2026-03-31', []), 1);
  await meter.flush();
  const restarted = new CoverageMeter(store);
  assert.equal(
    [await reach(restarted, 'a1', 'loc_date_month', '2026-03', []), await reach(restarted, 'a1', 'loc_date_month', '2026-04', []), await reach(restarted, 'a1', 'loc_date_day', '2026-03-31', [])],
    [2, 2, 1],
  );
}));

test('two first calls of one account load its bucket once and both count', () => withStore(async (store) => {
  const meter = new CoverageMeter(store);
  await Promise.all([record(meter, 'a1', 'date_day', '2026-03-10', ['2026-03-10']), record(meter, 'a1', 'date_day', '2026-03-10', ['2026-03-11'])]);
  assert.is(await reach(meter, 'a1', 'date_day', '2026-03-10', []), 2);
}));

test('daily call counter', () => withStore(async (store) => {
  const meter = new CoverageMeter(store);
  meter.addCall('a1', '2026-03-10', 12);
  meter.addCall('a1', '2026-03-10', 1);
  assert.is(meter.callsToday('a1', '2026-03-10'), 13);
  assert.is(meter.callsToday('a1', '2026-03-11'), 0);
}));

test('a store that fails makes the meter refuse, never count silently', () => withStore(async (store) => {
  const meter = new CoverageMeter(store);
  await record(meter, 'a1', 'date_day', '2026-03-10', ['2026-03-10']);
  await store.db.close();
  await meter.flush();
  try {
    await reach(meter, 'a1', 'date_day', '2026-03-10', ['2026-03-11']);
    assert.unreachable('the meter answered');
  } catch (e) {
    assert.instance(e, CoverageUnavailable);
  }
}));

test.run();
