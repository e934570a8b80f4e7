import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lifecycleAt, successorPath, versionOfPath, VERSIONS, versionTableProblems } from './versions.ts';

const entry = { deprecatedAt: '2026-01-01T00:00:00Z', sunsetAt: '2027-01-02T00:00:00Z', successor: 'v2' };

test('current, deprecated and sunset follow the clock', () => {
  assert.is(lifecycleAt(entry, Date.parse('2025-12-31T00:00:00Z')).state, 'current');
  assert.equal(lifecycleAt(entry, Date.parse('2026-06-01T00:00:00Z')), {
    state: 'deprecated',
    sunsetMs: Date.parse(entry.sunsetAt),
    successor: 'v2',
  });
  assert.is(lifecycleAt(entry, Date.parse(entry.sunsetAt)).state, 'sunset');
  assert.is(lifecycleAt({}, 0).state, 'current');
});

test('the table is checked: twelve months of notice unless a security exception, a known successor', () => {
  assert.equal(versionTableProblems(VERSIONS), []);
  assert.equal(versionTableProblems({ v1: entry, v2: {} }), []);
  assert.equal(versionTableProblems({ v1: { ...entry, sunsetAt: '2026-03-01T00:00:00Z' }, v2: {} }).length, 1);
  assert.equal(
    versionTableProblems({ v1: { ...entry, sunsetAt: '2026-03-01T00:00:00Z', securityException: true }, v2: {} }),
    [],
  );
  assert.equal(versionTableProblems({ v1: entry }).length, 1);
  assert.equal(versionTableProblems({ v1: { sunsetAt: entry.sunsetAt } }).length, 1);
  assert.equal(versionTableProblems({ beta: {} }).length, 1);
});

test('paths: version segment and successor path', () => {
  assert.is(versionOfPath('/v1/panchang/daily'), 'v1');
  assert.is(versionOfPath('/v12'), 'v12');
  assert.is(versionOfPath('/health'), null);
  assert.is(versionOfPath('/v1x/a'), null);
  assert.is(successorPath('/v1/panchang/daily', 'v2'), '/v2/panchang/daily');
});

test.run();
