import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { makePlan } from '../plan.ts';
import { sliceOf, sliceSpec, SplitError } from './split.ts';

test('the index comes from --shard-index, else JOB_COMPLETION_INDEX, else AWS_BATCH_JOB_ARRAY_INDEX', () => {
  const env = { JOB_COMPLETION_INDEX: '2', AWS_BATCH_JOB_ARRAY_INDEX: '1' };
  assert.equal(sliceSpec({ index: '0', count: '3' }, env), { index: 0, count: 3 });
  assert.equal(sliceSpec({ count: '3' }, env), { index: 2, count: 3 });
  assert.equal(sliceSpec({ count: '3' }, { AWS_BATCH_JOB_ARRAY_INDEX: '1' }), { index: 1, count: 3 });
});

test('a bad index or count is a clear error', () => {
  const bad = (given: { index?: string; count: string }, env = {}) => {
    try {
      sliceSpec(given, env);
    } catch (error) {
      assert.instance(error, SplitError);
      return (error as Error).message;
    }
    throw new Error('accepted');
  };
  assert.match(bad({ index: '3', count: '3' }), '--shard-index must be a whole number from 0 to 2');
  assert.match(bad({ index: '-1', count: '3' }), 'got "-1"');
  assert.match(bad({ count: '3' }, { JOB_COMPLETION_INDEX: '7' }), 'JOB_COMPLETION_INDEX must be');
  assert.match(bad({ count: '0' }), '--shard-count must be a whole number of builders');
  assert.match(bad({ count: 'x' }), '--shard-count');
  assert.match(bad({ count: '2' }), 'no shard index');
});

test('the slices cover the plan exactly once; each also builds the global years its city blocks read', () => {
  const plan = makePlan({ from: '2025-12-30', to: '2026-01-02', cities: 'top:5', blockSize: 2 });
  const slices = [0, 1, 2].map((index) => sliceOf(plan, { index, count: 3 }));
  const owned = slices.flatMap((s) => s.own.map((j) => j.key));
  assert.equal(owned.sort(), plan.jobs.map((j) => j.key).sort());
  assert.is(new Set(owned).size, plan.jobs.length);
  for (const s of slices)
    for (const city of s.own.filter((j) => j.kind === 'city'))
      assert.ok(
        s.jobs.some((j) => j.key === `global/${city.year}`),
        `${city.key} has its global job`,
      );
  assert.equal(
    slices[0].own.map((j) => j.key),
    plan.jobs.filter((_, i) => i % 3 === 0).map((j) => j.key),
    'job J goes to builder J mod N',
  );
});

test.run();
