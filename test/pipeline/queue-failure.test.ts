// Queue mode's failure handling on a real redis-server and s3rver: a job whose input shard is corrupt in the store is
// retried with backoff, then fails the run with its error (failParentOnFailure) and `enqueue --wait` exits 1 naming
// it; once the store is repaired, enqueueing again resumes: jobs an earlier run stored are not run again.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import { shardKey, sync } from '../../pipeline/object-store.ts';
import { makePlan } from '../../pipeline/plan.ts';
import { publishedManifest } from '../../pipeline/queue/publish-run.ts';
import { verifyManifestFiles } from '../../pipeline/manifest.ts';
import { queueSkip, runCli, startQueueEnv, startWorker, stopWorker } from '../support/queue.ts';
import { tempDir } from './support.ts';

const skip = queueSkip();
if (skip) console.log(`queue failures: skipped, ${skip}`);

const PLAN_1 = { cities: 'top:3', from: '2025-12-01', to: '2025-12-31', blockSize: 2 };
const PLAN_2 = { cities: 'top:4', from: '2025-12-01', to: '2026-01-31', blockSize: 2 };
const plan = (p: typeof PLAN_1) => [
  '--cities',
  p.cities,
  '--from',
  p.from,
  '--to',
  p.to,
  '--block-size',
  '2',
  '--no-accuracy',
  '--profiles',
  'swiss_ephemeris', // makePlan's default, so the counts below match; test/pipeline/queue.test.ts runs both families
  '--job-attempts',
  '2',
  '--job-backoff',
  '1',
];

test('a failing job is retried, fails the run with its error, and the repaired run resumes', async () => {
  if (skip) return;
  const tmp = tempDir('queue-failure');
  const q = await startQueueEnv(tmp.dir);
  let w = startWorker(q.env);
  try {
    await w.waitFor(/ready on pipeline/);
    const first = await runCli(q.env, ['enqueue', '--wait', ...plan(PLAN_1)]);
    assert.is(first.code, 0, first.output);
    const store = q.s3.store('q/');
    const global2025 = (await publishedManifest(store))?.shards.find((s) => s.key === 'global/2025');
    assert.ok(global2025);
    const key = shardKey(store, global2025.sha256);
    const got = await store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key }));
    const good = Buffer.from(await got.Body!.transformToByteArray());
    await store.client.send(new PutObjectCommand({ Bucket: store.bucket, Key: key, Body: 'not a shard' }));
    // a fresh worker: the first one keeps the good copy it verified in its own cache
    await stopWorker(w);
    w = startWorker(q.env);
    await w.waitFor(/ready on pipeline/);

    // New cities over two years: 2025's blocks read the corrupt global shard; 2026's global is built in this run.
    const args = ['enqueue', '--wait', ...plan(PLAN_2)];
    const failed = await runCli(q.env, args);
    assert.is(failed.code, 1, failed.output);
    assert.match(
      failed.output,
      /pipeline: job city\/2025\/b000[01] failed after 2 attempt\(s\): .*sha256 mismatch/,
      'the failed job and its last error',
    );
    const failedJob = /job (city\/2025\/b000[01])/.exec(failed.output)![1].replaceAll('/', '.');
    // the worker's log lines reach stdout in blocks (pipeline/log.ts): wait for the line rather than read at once
    await w.waitFor(new RegExp(`start \\S+\\.${failedJob.replaceAll('.', '\\.')} \\(shard, attempt 2\\)`), 5_000);
    // the run's other jobs carry on; wait for the global one, which the resumed run must not build again
    await w.waitFor(/done run-\S+\.global\.2026/);

    await store.client.send(
      new PutObjectCommand({ Bucket: store.bucket, Key: key, Body: good, Metadata: { sha256: global2025.sha256 } }),
    );
    const resumed = await runCli(q.env, args);
    assert.is(resumed.code, 0, resumed.output);
    // not run again: what the first run published (global/2025, and a block whose cities it had), and global/2026,
    // which the failed run stored; the rashifal years, which need no global shard, may have finished in it too
    const before = new Set(makePlan(PLAN_1).jobs.map((j) => j.inputsHash));
    const jobs = makePlan(PLAN_2).jobs;
    const surely = jobs.filter((j) => before.has(j.inputsHash) || j.key === 'global/2026').length;
    assert.ok(surely >= 2);
    const counts = /(\d+) of (\d+) jobs to run .*; (\d+) already published or stored by an earlier run/.exec(
      resumed.output,
    );
    assert.ok(counts, resumed.output);
    const [toRun, total, kept] = counts.slice(1).map(Number) as [number, number, number];
    assert.is(total, jobs.length);
    assert.is(toRun + kept, jobs.length);
    assert.ok(kept >= surely, `${kept} kept, at least ${surely} expected`);
    const manifest = await publishedManifest(store);
    assert.is(manifest?.shards.length, jobs.length);
    const fetched = join(tmp.dir, 'fetched');
    await sync(fetched, store);
    assert.equal(verifyManifestFiles(fetched, manifest!), []);
  } finally {
    await stopWorker(w);
    await q.close();
    tmp.remove();
  }
});

test.run();
