import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { CoverageMeter, CoverageUnavailable } from './coverage.ts';

test('counts distinct members per bucket, persists them and reloads after a restart', () => {
  const db = new Database(':memory:');
  const meter = new CoverageMeter(db);
  assert.is(meter.wouldReach('a1', 'loc_date_month', '2026-03', ['x|2026-03-01', 'x|2026-03-01', 'y|2026-03-01']), 2);
  meter.record('a1', 'loc_date_month', '2026-03', ['x|2026-03-01', 'y|2026-03-01']);
  assert.is(meter.wouldReach('a1', 'loc_date_month', '2026-03', ['x|2026-03-01']), 2, 'a repeat is not new coverage');
  assert.is(meter.wouldReach('a1', 'loc_date_month', '2026-04', ['x|2026-03-01']), 1, 'a new month starts empty');
  assert.is(meter.wouldReach('a2', 'loc_date_month', '2026-03', ['x|2026-03-01']), 1, 'accounts are separate');
  meter.flush();
  const restarted = new CoverageMeter(db);
  assert.is(restarted.wouldReach('a1', 'loc_date_month', '2026-03', ['z|2026-03-02']), 3);
});

test('an account moving between periods and kinds keeps every bucket, and every record is written', () => {
  const db = new Database(':memory:');
  const meter = new CoverageMeter(db);
  meter.record('a1', 'loc_date_month', '2026-03', ['x|2026-03-31']);
  meter.record('a1', 'loc_date_day', '2026-03-31', ['x|2026-03-31']);
  meter.record('a1', 'loc_date_month', '2026-04', ['x|2026-04-01', 'y|2026-04-01']);
  meter.record('a1', 'loc_date_month', '2026-03', ['y|2026-03-31']);
  assert.is(meter.wouldReach('a1', 'loc_date_month', '2026-03', []), 2);
  assert.is(meter.wouldReach('a1', 'loc_date_month', '2026-04', []), 2);
  assert.is(meter.wouldReach('a1', 'loc_date_day', '2026-03-31', []), 1);
  meter.flush();
  const restarted = new CoverageMeter(db);
  assert.equal(
    [restarted.wouldReach('a1', 'loc_date_month', '2026-03', []), restarted.wouldReach('a1', 'loc_date_month', '2026-04', []), restarted.wouldReach('a1', 'loc_date_day', '2026-03-31', [])],
    [2, 2, 1],
  );
});

test('daily call counter', () => {
  const meter = new CoverageMeter(new Database(':memory:'));
  meter.addCall('a1', '2026-03-10', 12);
  meter.addCall('a1', '2026-03-10', 1);
  assert.is(meter.callsToday('a1', '2026-03-10'), 13);
  assert.is(meter.callsToday('a1', '2026-03-11'), 0);
});

test('a store that fails makes the meter refuse, never count silently', () => {
  const db = new Database(':memory:');
  const meter = new CoverageMeter(db);
  meter.record('a1', 'date_day', '2026-03-10', ['2026-03-10']);
  db.close();
  meter.flush();
  assert.throws(() => meter.wouldReach('a1', 'date_day', '2026-03-10', ['2026-03-11']), (e: unknown) => e instanceof CoverageUnavailable);
});

test.run();
