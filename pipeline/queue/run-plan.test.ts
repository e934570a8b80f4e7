// Which jobs a queue run adds, and in which stage: published and marked jobs are carried, a job whose input shard is
// stored starts at once, one whose input is built in the same run waits for the second stage.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Manifest, ManifestShard } from '../manifest.ts';
import { makePlan } from '../plan.ts';
import { runSpec } from './run-plan.ts';

const plan = makePlan({ from: '2025-12-20', to: '2026-01-10', cities: 'top:5', blockSize: 2 });
const rowOf = (key: string): ManifestShard => {
  const job = plan.jobs.find((j) => j.key === key)!;
  return {
    path: `${key}-x.sqlite`,
    key,
    kind: job.kind,
    year: job.year,
    first_city: null,
    last_city: null,
    rows: 1,
    bytes: 1,
    sha256: key.padEnd(64, '0'),
    inputs_hash: job.inputsHash,
  };
};
const manifestOf = (keys: string[]) => ({ shards: keys.map(rowOf) }) as unknown as Manifest;
const keysOf = (jobs: ReadonlyArray<{ key: string } | { job: { key: string } }>) =>
  jobs.map((j) => ('job' in j ? j.job.key : j.key));

test('nothing published: the global and rashifal jobs first (they need no input), every city block second', () => {
  const spec = runSpec('r', plan, null, new Map());
  assert.equal(keysOf(spec.firstStage), ['global/2025', 'global/2026', 'rashifal/2025', 'rashifal/2026']);
  assert.is(spec.secondStage.length, plan.jobs.length - 4);
  assert.equal(spec.carried, []);
  assert.equal(
    spec.keys,
    plan.jobs.map((j) => j.key),
  );
});

test("a published global: its year's blocks start at once, reading the stored shard", () => {
  const spec = runSpec('r', plan, manifestOf(['global/2025']), new Map());
  const first = spec.firstStage.filter((c) => c.job.kind === 'city');
  assert.ok(first.length > 0 && first.every((c) => c.job.year === 2025 && c.input?.key === 'global/2025'));
  assert.ok(spec.secondStage.every((j) => j.year === 2026));
  assert.equal(keysOf(spec.carried.map((r) => ({ key: r.key }))), ['global/2025']);
});

test('a marker of an unfinished run counts as done; a row of another key or inputs does not', () => {
  const marker = rowOf('city/2025/b0000');
  const stale = { ...rowOf('global/2026'), inputs_hash: 'f'.repeat(64) };
  const spec = runSpec(
    'r',
    plan,
    manifestOf(['global/2025']),
    new Map([
      [marker.inputs_hash, marker],
      [stale.inputs_hash, stale],
    ]),
  );
  assert.ok(spec.carried.some((r) => r.key === 'city/2025/b0000'));
  assert.ok(!keysOf(spec.firstStage).includes('city/2025/b0000'));
  assert.ok(keysOf(spec.firstStage).includes('global/2026'), 'a marker under other inputs is ignored');
});

test('everything published: no child at all', () => {
  const spec = runSpec('r', plan, manifestOf(plan.jobs.map((j) => j.key)), new Map());
  assert.equal([spec.firstStage.length, spec.secondStage.length, spec.carried.length], [0, 0, plan.jobs.length]);
});

test.run();
