// `worker`: takes the queue's jobs on any machine. A `shard` job runs on this process's own piscina pool into a
// private temp folder, goes to the store under its content address, and returns its manifest row; a `manifest` job
// adds a run's second stage or publishes; a `nightly` job (a scheduler firing) enqueues a run. Nothing is shared
// between workers but Redis and the store. A worker killed mid-job holds its lock no longer than `lockDurationMs`:
// another worker's stalled-job check then puts the job back in the queue and it runs again there. Asked to stop
// (`stop`), it takes no new job, lets the jobs in hand finish within a grace, and hands back those still running
// (issue #28): the process can leave on time even when a shard build is long or Redis does not answer.
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Queue, WaitingChildrenError, Worker, type Job as BullJob } from 'bullmq';
import type { Redis } from 'ioredis';
import { fullAccuracySource } from '../accuracy-source.ts';
import { DEFAULT_WINDOW } from '../default-shards.ts';
import type { SigningKey } from '../manifest-signature.ts';
import type { ManifestShard } from '../manifest.ts';
import type { Store } from '../object-store.ts';
import { CLI_DEFAULT_PROFILES, makePlan, parseProfiles } from '../plan.ts';
import { manifestEntry } from '../reuse.ts';
import { createPoolRunner, defaultThreads, type JobRunner } from '../runner.ts';
import { childOptions, cityDaysOf, enqueueRun, type RunData, type ShardResult } from './enqueue.ts';
import type { WorkerMetrics } from './metrics.ts';
import { publishRun } from './publish-run.ts';
import type { ShardJobData } from './run-plan.ts';
import { InputCache, readMarker, storeShard } from './shard-store.ts';
import { JOB_NAMES, QUEUE_NAME, bullPrefix, manifestChannel, type QueueSettings } from './settings.ts';

/** What a `nightly` firing carries: the plan options of `enqueue` (the window defaults to the default one). */
export interface NightlyData {
  readonly cities: string;
  readonly from?: string;
  readonly to?: string;
  readonly blockSize?: number;
  /** `--profiles` as given (absent: every profile, as the command line builds). */
  readonly profiles?: string;
  readonly accuracy: boolean;
}

export interface QueueWorkerOptions {
  readonly settings: QueueSettings;
  readonly connection: Redis;
  readonly store: Store;
  /** Where this worker builds shards before upload and caches the shards its jobs read. */
  readonly workDir: string;
  readonly threads?: number;
  /** Jobs held at once (default threads + 1: a parent or a firing never waits for a pool thread, and the next
   * shard's download overlaps the current build). */
  readonly concurrency?: number;
  readonly signingKey?: SigningKey;
  /** BullMQ's lock on an active job, and how often stalled jobs are looked for (tests set them short). */
  readonly lockDurationMs?: number;
  readonly stalledIntervalMs?: number;
  readonly metrics?: WorkerMetrics;
  readonly log?: (line: string) => void;
}

export interface QueueWorker {
  readonly worker: Worker;
  close(): Promise<void>;
  /**
   * Stops within `graceMs`: no new job; the jobs in hand get most of the grace to finish; those still running are
   * then moved back to the queue's wait list (BullMQ `moveToWait` with the job's lock token), each try bounded,
   * since Redis may not answer. A job that could not be handed back keeps its lock only until `lockDurationMs`;
   * the stalled-job check of any worker then returns it. The caller exits the process after it (threads and Redis
   * connections may still be busy with the abandoned job).
   */
  stop(graceMs: number): Promise<StopOutcome>;
}

export interface StopOutcome {
  /** Every job in hand finished (or there was none). */
  readonly finished: boolean;
  /** Jobs handed back to the queue (and their ids), and jobs left to the stalled-job check. */
  readonly returned: number;
  readonly returnedIds: readonly string[];
  readonly abandoned: number;
}

/** The share of the grace that goes to handing jobs back, at most this long. */
const HAND_BACK_MS = 2_000;

/** Hands the jobs in hand back to the queue, each try given `withinMs`; the ids that came back. */
async function handBack(held: readonly { job: BullJob; token: string }[], withinMs: number): Promise<string[]> {
  const tries = held.map(({ job, token }) =>
    Promise.race([job.moveToWait(token).then(() => true), sleep(withinMs).then(() => false)]).catch(() => false),
  );
  const back = await Promise.all(tries);
  return held.filter((_, i) => back[i]).map(({ job }) => String(job.id));
}

interface Context {
  readonly o: QueueWorkerOptions;
  readonly runner: JobRunner;
  readonly inputs: InputCache;
  readonly queue: Queue;
}

async function processShard(ctx: Context, data: ShardJobData): Promise<ShardResult> {
  const { job } = data;
  const cityDays = cityDaysOf(job);
  const t0 = performance.now();
  // An earlier attempt (its worker killed after the upload) or an earlier run already stored this shard.
  const stored = await readMarker(ctx.o.store, job.inputsHash);
  if (stored && stored.key === job.key)
    return { row: stored, cityDays, buildMs: 0, storeMs: performance.now() - t0, reused: true };
  const outDir = mkdtempSync(join(ctx.o.workDir, 'job-'));
  try {
    const globalShardPath = data.input ? await ctx.inputs.path(data.input) : undefined;
    const t1 = performance.now();
    const result = await ctx.runner.run({ job, outDir, globalShardPath });
    const t2 = performance.now();
    const row = manifestEntry(job, result.shard);
    await storeShard(ctx.o.store, outDir, row);
    ctx.o.metrics?.cityDays(result.cityDays);
    const storeMs = t1 - t0 + (performance.now() - t2);
    return { row, cityDays: result.cityDays, buildMs: t2 - t1, storeMs, reused: false };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const rowsOf = async (job: BullJob): Promise<ManifestShard[]> =>
  Object.values(await job.getChildrenValues<ShardResult>()).map((r) => r.row);

/** The parent: add the second stage once the first is done, then publish once every child is. */
async function processRun(ctx: Context, job: BullJob<RunData>, token: string): Promise<string> {
  if (await job.moveToWaitingChildren(token)) throw new WaitingChildrenError();
  const data = job.data;
  const rows = new Map([...data.carried, ...(await rowsOf(job))].map((r) => [r.key, r]));
  const next = data.secondStage.filter((s) => !rows.has(s.job.key));
  if (next.length) {
    const parent = { id: job.id as string, queue: job.queueQualifiedName };
    await ctx.queue.addBulk(
      next.map((s) => {
        const input = rows.get(s.inputKey);
        if (!input) throw new Error(`${s.job.key}: its input ${s.inputKey} was not built`);
        const child: ShardJobData = { runId: data.runId, job: s.job, input };
        return {
          name: JOB_NAMES.shard,
          data: child,
          opts: { ...childOptions(data.runId, s.job.key, data.retry), parent },
        };
      }),
    );
    if (await job.moveToWaitingChildren(token)) throw new WaitingChildrenError();
  }
  const all = [...data.carried, ...(await rowsOf(job))];
  const announce = async (hash: string) => {
    await ctx.o.connection.publish(
      manifestChannel(ctx.o.settings.keyPrefix),
      JSON.stringify({ hash, bucket: ctx.o.store.bucket, prefix: ctx.o.store.prefix }),
    );
  };
  const outcome = await publishRun(
    ctx.o.store,
    { header: data.header, keys: data.keys, rows: all, accuracy: data.accuracy, nowMs: Date.now() },
    ctx.o.signingKey,
    announce,
  );
  ctx.o.log?.(
    `${data.runId}: manifest ${outcome.manifestHash} ${outcome.switched ? 'published and announced' : 'unchanged'}`,
  );
  return outcome.manifestHash;
}

/** A scheduler firing: plan now (the code and the directory as deployed) and enqueue the run. */
async function processNightly(ctx: Context, data: NightlyData): Promise<string> {
  const plan = makePlan({
    from: data.from ?? DEFAULT_WINDOW.from,
    to: data.to ?? DEFAULT_WINDOW.to,
    cities: data.cities,
    blockSize: data.blockSize,
    profiles: parseProfiles(data.profiles ?? CLI_DEFAULT_PROFILES),
  });
  const run = await enqueueRun({
    plan,
    store: ctx.o.store,
    queue: ctx.queue,
    accuracy: data.accuracy ? fullAccuracySource() : undefined,
    nowMs: Date.now(),
  });
  ctx.o.log?.(`nightly: ${run.runId} enqueued, ${run.toRun}/${run.jobs} jobs to run`);
  return run.rootJobId ?? `unchanged ${run.unchangedHash}`;
}

export async function startQueueWorker(o: QueueWorkerOptions): Promise<QueueWorker> {
  const threads = Math.max(1, o.threads ?? defaultThreads());
  mkdirSync(o.workDir, { recursive: true });
  const runner = createPoolRunner(threads);
  const queue = new Queue(QUEUE_NAME, { connection: o.connection, prefix: bullPrefix(o.settings) });
  const ctx: Context = { o, runner, inputs: new InputCache(o.store, join(o.workDir, 'inputs')), queue };
  const inHand = new Map<string, { job: BullJob; token: string }>();
  const processor = async (job: BullJob, token?: string) => {
    if (token) inHand.set(token, { job, token });
    const done = o.metrics?.start(job.name);
    o.log?.(`start ${job.id} (${job.name}, attempt ${job.attemptsMade + 1})`);
    try {
      let result: unknown;
      if (job.name === JOB_NAMES.shard) result = await processShard(ctx, job.data as ShardJobData);
      else if (job.name === JOB_NAMES.manifest)
        result = await processRun(ctx, job as BullJob<RunData>, token as string);
      else if (job.name === JOB_NAMES.nightly) result = await processNightly(ctx, job.data as NightlyData);
      else throw new Error(`unknown job name "${job.name}"`);
      done?.('completed');
      o.log?.(`done ${job.id}`);
      return result;
    } catch (error) {
      done?.(error instanceof WaitingChildrenError ? 'waiting' : 'failed');
      if (!(error instanceof WaitingChildrenError)) o.log?.(`failed ${job.id}: ${(error as Error).message}`);
      throw error;
    } finally {
      if (token) inHand.delete(token);
    }
  };
  const worker = new Worker(QUEUE_NAME, processor, {
    connection: o.connection,
    prefix: bullPrefix(o.settings),
    concurrency: o.concurrency ?? threads + 1,
    ...(o.lockDurationMs !== undefined && { lockDuration: o.lockDurationMs }),
    ...(o.stalledIntervalMs !== undefined && { stalledInterval: o.stalledIntervalMs }),
  });
  worker.on('error', (error) => o.log?.(`worker error: ${error.message}`));
  await worker.waitUntilReady();
  return {
    worker,
    async close() {
      await worker.close();
      await queue.close();
      await runner.close();
    },
    async stop(graceMs) {
      const handBackMs = Math.min(HAND_BACK_MS, Math.floor(graceMs / 4));
      // close() stops fetching at once, then waits for the jobs in hand
      const closing = worker.close().then(
        () => true,
        () => true,
      );
      const finished = await Promise.race([closing, sleep(graceMs - handBackMs).then(() => false)]);
      if (finished) {
        await Promise.race([Promise.all([queue.close(), runner.close()]), sleep(handBackMs)]);
        return { finished, returned: 0, returnedIds: [], abandoned: 0 };
      }
      const held = [...inHand.values()];
      const returnedIds = await handBack(held, handBackMs);
      return { finished, returned: returnedIds.length, returnedIds, abandoned: held.length - returnedIds.length };
    },
  };
}
