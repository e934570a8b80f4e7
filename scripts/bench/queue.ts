// `npm run bench:pipeline -- --queue`: queue mode with two local worker processes (one pool thread each) against a
// single-node build with two pool threads, on the same plan, in the same run; a real redis-server and s3rver. Each
// queue run gets a fresh store prefix (its workers are restarted on it, outside the timing), so every job runs.
// The queue's overhead per job is measured on the wall clock against `build` + `publish` (what queue mode adds over
// one node that also publishes), with the part spent on the store (marker check, input fetch, upload) beside it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { build } from '../../pipeline/build.ts';
import { publish } from '../../pipeline/object-store.ts';
import { makePlan, type Plan } from '../../pipeline/plan.ts';
import { enqueueRun, type ShardResult } from '../../pipeline/queue/enqueue.ts';
import { QUEUE_NAME, bullPrefix, connect } from '../../pipeline/queue/settings.ts';
import { waitForRun } from '../../pipeline/queue/wait.ts';
import { REPO_ROOT } from '../../pipeline/source-hash.ts';
import { RedisServer } from '../support/redis-server.ts';
import { startLocalS3, TEST_BUCKET, type LocalS3 } from '../support/s3-server.ts';

export interface QueueBenchOptions {
  readonly cities: number;
  readonly year: number;
  readonly runs: number;
  readonly blockSize: number;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function startWorker(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // one job at a time: its time in the pool is then its build alone, with no wait for the thread
  const args = ['--import', 'tsx', 'scripts/pipeline.ts', 'worker', '--threads', '1', '--concurrency', '1'];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('ready on')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${out}`)));
  });
}

async function stopWorkers(workers: ChildProcess[]): Promise<void> {
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve) => {
          if (w.exitCode !== null) return resolve();
          w.removeAllListeners('exit');
          w.once('exit', () => resolve());
          w.kill('SIGTERM');
        }),
    ),
  );
}

interface QueueRun {
  readonly seconds: number;
  readonly jobs: number;
  /** Per job (median), its time on the store: marker check, input fetch, upload (ms). */
  readonly storeMs: number;
  /** Every job's time in the pool, summed (ms). */
  readonly buildMs: number;
}

async function queueOnce(plan: Plan, s3: LocalS3, redis: RedisServer, prefix: string): Promise<QueueRun> {
  const settings = { redisUrl: redis.url, keyPrefix: 'bench:' };
  const env = {
    ...process.env,
    CI: 'true',
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: settings.keyPrefix,
    PIPELINE_S3_BUCKET: TEST_BUCKET,
    PIPELINE_S3_PREFIX: prefix,
    AWS_ENDPOINT_URL: s3.endpoint,
  };
  const workers = await Promise.all([startWorker(env), startWorker(env)]);
  const connection = connect(settings);
  const queue = new Queue(QUEUE_NAME, { connection, prefix: bullPrefix(settings) });
  const events = new QueueEvents(QUEUE_NAME, { connection, prefix: bullPrefix(settings) });
  try {
    await events.waitUntilReady();
    const started = performance.now();
    const run = await enqueueRun({ plan, store: s3.store(prefix), queue, nowMs: Date.now() });
    await waitForRun(queue, events, run.runId, run.rootJobId as string);
    const seconds = (performance.now() - started) / 1000;
    const children = (await queue.getJobs(['completed'])).filter((j) => j.id?.startsWith(`${run.runId}.`));
    const storeMs = median(children.map((j) => (j.returnvalue as ShardResult).storeMs));
    const buildMs = children.reduce((a, j) => a + (j.returnvalue as ShardResult).buildMs, 0);
    return { seconds, jobs: children.length, storeMs, buildMs };
  } finally {
    await events.close();
    await queue.close();
    connection.disconnect();
    await stopWorkers(workers);
  }
}

async function buildOnce(plan: Plan, s3: LocalS3, prefix: string): Promise<{ build: number; withPublish: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-queue-build-'));
  try {
    const started = performance.now();
    await build({ plan, outDir: dir, nowMs: Date.now(), threads: 2 });
    const built = performance.now();
    await publish(dir, s3.store(prefix));
    return { build: (built - started) / 1000, withPublish: (performance.now() - started) / 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchQueue(o: QueueBenchOptions): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-queue-'));
  const redis = await RedisServer.start();
  const s3 = await startLocalS3(dir);
  try {
    const plan = makePlan({
      from: `${o.year}-01-01`,
      to: `${o.year}-12-31`,
      cities: `top:${o.cities}`,
      blockSize: o.blockSize,
    });
    const cityDays =
      plan.jobs.reduce((a, j) => a + ('cities' in j ? j.cities.length : 0), 0) * (o.year % 4 ? 365 : 366);
    console.log(
      `bench:pipeline --queue — ${o.cities} cities x ${o.year} (${cityDays.toLocaleString('en-US')} city-days, ${plan.jobs.length} jobs of ${o.blockSize} cities), ${o.runs} runs each; redis-server and s3rver on this machine\n`,
    );
    const builds: Array<{ build: number; withPublish: number }> = [];
    const queued: QueueRun[] = [];
    for (let i = 0; i < o.runs; i++) {
      builds.push(await buildOnce(plan, s3, `build-${i}/`));
      queued.push(await queueOnce(plan, s3, redis, `queue-${i}/`));
    }
    const b = median(builds.map((r) => r.build));
    const bp = median(builds.map((r) => r.withPublish));
    const q = median(queued.map((r) => r.seconds));
    const rate = (s: number) =>
      `${Math.round(cityDays / s)
        .toLocaleString('en-US')
        .padStart(7)} city-days/s`;
    const runs = (xs: number[]) => `(runs: ${xs.map((x) => x.toFixed(2)).join(', ')})`;
    console.log(
      `single node: build, 2 pool threads         median ${b.toFixed(2)}s  ${rate(b)}  ${runs(builds.map((r) => r.build))}`,
    );
    console.log(
      `single node: build + publish to S3         median ${bp.toFixed(2)}s  ${rate(bp)}  ${runs(builds.map((r) => r.withPublish))}`,
    );
    console.log(
      `queue: 2 workers x 1 thread, 1 job each    median ${q.toFixed(2)}s  ${rate(q)}  ${runs(queued.map((r) => r.seconds))}`,
    );
    const jobs = queued[0].jobs;
    const onStore = median(queued.map((r) => r.storeMs));
    // slot time not spent building: dispatch, the store, the stage barrier, the manifest job, the last jobs' tail
    const perJob = median(queued.map((r) => (r.seconds * 2 * 1000 - r.buildMs) / r.jobs));
    console.log(`
queue vs build + publish   ${(bp / q).toFixed(2)}x the rate (${(b / q).toFixed(2)}x of build alone, which uploads nothing); build's time includes starting its pool, the workers were started before
overhead per job           ${perJob.toFixed(0)} ms: (wall time x 2 slots − the jobs' time in the pool) / ${jobs} jobs, i.e. slot time not spent building
                           (BullMQ's dispatch, the store, the wait for the global shard, the manifest job, the idle tail)
                           of which on the store ${onStore.toFixed(0)} ms (median: marker check, input fetch, upload); build time per job ${(median(queued.map((r) => r.buildMs / r.jobs))).toFixed(0)} ms`);
  } finally {
    await s3.close();
    await redis.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
