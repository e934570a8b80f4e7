// Issue #28: a pipeline `worker` sent SIGTERM leaves within its grace (--grace) with a job in hand: the job goes back
// to the queue's wait list (BullMQ moveToWait), where another worker takes it, and the process exits even when Redis
// does not answer (then the job's lock lapses and the stalled-job check returns it). Real redis-server and s3rver.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Queue } from 'bullmq';
import { QUEUE_NAME, bullPrefix, connect } from '../../pipeline/queue/settings.ts';
import { queueSkip, runCli, startQueueEnv, startWorker, stopWorker, type CliProcess } from '../support/queue.ts';
import { tempDir } from './support.ts';

const skip = queueSkip();
if (skip) console.log(`worker shutdown: skipped, ${skip}`);

const GRACE_MS = 200;
/** Process teardown and the test's own polling, beyond the grace. */
const SLACK_MS = 1_500;
// one block of 60 cities over a year: a job that runs for about a second here, well past the grace
const PLAN = [
  '--cities',
  'top:60',
  '--from',
  '2025-01-01',
  '--to',
  '2025-12-31',
  '--block-size',
  '60',
  '--no-accuracy',
];

/** SIGTERM once a job is in hand; the job's id and how long the process took to leave. */
async function termWithJobInHand(w: CliProcess): Promise<{ jobId: string; tookMs: number; code: number | null }> {
  const [, jobId] = await w.waitFor(/start (\S+\.city\.\S+) \(shard, attempt \d+\)/, 60_000);
  const t0 = Date.now();
  w.child.kill('SIGTERM');
  const { code } = await w.finished(GRACE_MS + 10_000);
  return { jobId: jobId!, tookMs: Date.now() - t0, code };
}

test('SIGTERM with a job in hand: out within the grace, the job back in the queue; with Redis hung, out all the same', async () => {
  if (skip) return;
  const tmp = tempDir('worker-shutdown');
  const q = await startQueueEnv(tmp.dir);
  const settings = { redisUrl: q.redis.url, keyPrefix: 'test:' };
  const connection = connect(settings);
  const queue = new Queue(QUEUE_NAME, { connection, prefix: bullPrefix(settings) });
  const workers: CliProcess[] = [];
  try {
    // enqueued before the worker starts, so the first city job it prints as started is in hand
    const enqueued = await runCli(q.env, ['enqueue', ...PLAN]);
    assert.is(enqueued.code, 0, enqueued.output);
    const first = startWorker(q.env, ['--grace', String(GRACE_MS)]);
    workers.push(first);

    const out = await termWithJobInHand(first);
    assert.ok(out.tookMs < GRACE_MS + SLACK_MS, `left ${out.tookMs} ms after SIGTERM`);
    assert.is(out.code, 0, first.output());
    const [, ids] = first.output().match(/grace over: [1-9]\d* job\(s\) handed back to the queue \(([^)]+)\)/) ?? [];
    assert.ok(ids, first.output());
    // no other worker runs, so no stalled-job check: only the hand-back can have put them there
    for (const id of ids.split(', '))
      assert.is(await queue.getJobState(id), 'waiting', `${id} is back in the wait list`);
    assert.is((await queue.getJobCounts('active')).active, 0);

    const second = startWorker(q.env, ['--grace', String(GRACE_MS)]);
    workers.push(second);
    await second.waitFor(/start \S+\.city\.\S+ \(shard/, 60_000);
    q.redis.signal('SIGSTOP');
    try {
      const hung = await termWithJobInHand(second);
      assert.ok(hung.tookMs < GRACE_MS + SLACK_MS, `left ${hung.tookMs} ms after SIGTERM with Redis hung`);
      assert.is(hung.code, 1, 'a job it could not hand back is a failed stop');
    } finally {
      q.redis.signal('SIGCONT');
    }
  } finally {
    for (const w of workers) await stopWorker(w);
    await queue.close();
    connection.disconnect();
    await q.close();
  }
});

test('SIGTERM to an idle worker (no job in hand, Redis up): it leaves within 5 s, not at the end of its grace', async () => {
  if (skip) return;
  const tmp = tempDir('worker-idle');
  const q = await startQueueEnv(tmp.dir);
  const workers: CliProcess[] = [];
  try {
    // the default grace (25 s): an idle worker must not wait it out (issue #41)
    const idle = startWorker(q.env);
    workers.push(idle);
    await idle.waitFor(/ready on /, 60_000);
    await new Promise((r) => setTimeout(r, 1_000)); // idle in BullMQ's blocking wait for a job
    const t0 = Date.now();
    idle.child.kill('SIGTERM');
    const { code } = await idle.finished(30_000);
    const tookMs = Date.now() - t0;
    assert.ok(tookMs < 5_000, `an idle worker left ${tookMs} ms after SIGTERM:\n${idle.output()}`);
    assert.is(code, 0, idle.output());
  } finally {
    for (const w of workers) await stopWorker(w);
    await q.close();
  }
});

test.run();
