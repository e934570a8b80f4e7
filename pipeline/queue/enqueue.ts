// `enqueue`: a plan becomes one BullMQ flow. Its parent (`manifest`) runs after its children (`shard`, one per job
// left to do) and publishes the manifest; jobs that read a shard built in the same run are added by the parent as a
// second set of children once that shard exists (BullMQ's step-job pattern: moveToWaitingChildren). Every child
// retries with exponential backoff, and its last failure fails the run (failParentOnFailure).
import { randomBytes } from 'node:crypto';
import { FlowProducer, type JobsOptions, type Queue } from 'bullmq';
import type { AccuracySource } from '../accuracy-manifest.ts';
import { manifestBody, type PlanHeader } from '../build.ts';
import { dayCountOf, type Job } from '../job-types.ts';
import { sameContent, type ManifestFileRef, type ManifestShard } from '../manifest.ts';
import type { Store } from '../object-store.ts';
import type { Plan } from '../plan.ts';
import { accuracyForRun, publishedManifest } from './publish-run.ts';
import { inputKeyOf, runSpec, type ShardJobData } from './run-plan.ts';
import { readMarkers } from './shard-store.ts';
import { JOB_NAMES, QUEUE_NAME } from './settings.ts';

export interface RetryOptions {
  /** Attempts per child, the first included. */
  readonly attempts: number;
  /** First retry delay; each next one doubles (BullMQ's exponential backoff). */
  readonly backoffMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 3, backoffMs: 2_000 };

/** The parent's data: what it needs to add the second stage and write the manifest. */
export interface RunData {
  readonly runId: string;
  readonly header: PlanHeader;
  readonly keys: readonly string[];
  readonly carried: readonly ManifestShard[];
  readonly secondStage: ReadonlyArray<{ readonly job: Job; readonly inputKey: string }>;
  readonly accuracy: ManifestFileRef | null;
  readonly retry: RetryOptions;
  readonly total: { readonly jobs: number; readonly cityDays: number };
}

/** What a child returns: its manifest row (BullMQ hands it to the parent). */
export interface ShardResult {
  readonly row: ManifestShard;
  readonly cityDays: number;
  /** Time handed to the pool (waiting for a thread included) building the shard; 0 when reused. */
  readonly buildMs: number;
  /** Time on the store: the marker check, fetching the input shard, the upload and the marker. */
  readonly storeMs: number;
  /** True when an earlier attempt had stored it already (the job's marker was found). */
  readonly reused: boolean;
}

export const cityDaysOf = (job: Job): number => ('cities' in job ? job.cities.length * dayCountOf(job) : 0);

/** Stable per run and job: re-adding a child (a parent retried after a crash) never makes a second one. */
export const childJobId = (runId: string, key: string) => `${runId}.${key.replaceAll('/', '.')}`;

export function childOptions(runId: string, key: string, retry: RetryOptions): JobsOptions {
  return {
    jobId: childJobId(runId, key),
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.backoffMs },
    failParentOnFailure: true,
    removeOnComplete: { age: 7 * 86_400 },
    removeOnFail: { age: 30 * 86_400 },
  };
}

export interface EnqueueOptions {
  readonly plan: Plan;
  readonly store: Store;
  readonly queue: Queue;
  readonly accuracy?: AccuracySource;
  readonly retry?: RetryOptions;
  /** Given by a caller that follows the run's events before it is added (enqueue --wait). */
  readonly runId?: string;
  readonly nowMs: number;
}

export interface Enqueued {
  readonly runId: string;
  /** The parent's job id, or null when nothing changed (no job was added). */
  readonly rootJobId: string | null;
  readonly jobs: number;
  readonly toRun: number;
  readonly cityDaysToRun: number;
  /** Set when nothing changed: the published manifest, which stays. */
  readonly unchangedHash: string | null;
}

export const newRunId = (nowMs: number) =>
  `run-${new Date(nowMs).toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(3).toString('hex')}`;

export async function enqueueRun(o: EnqueueOptions): Promise<Enqueued> {
  const runId = o.runId ?? newRunId(o.nowMs);
  const retry = o.retry ?? DEFAULT_RETRY;
  const published = await publishedManifest(o.store);
  const publishedHashes = new Set((published?.shards ?? []).map((s) => s.inputs_hash));
  const markers = await readMarkers(
    o.store,
    o.plan.jobs.map((j) => j.inputsHash).filter((h) => !publishedHashes.has(h)),
  );
  const spec = runSpec(runId, o.plan, published, markers);
  const accuracy = await accuracyForRun(o.store, o.accuracy, published, o.plan.engineVersion, o.nowMs);
  const toRun = [...spec.firstStage.map((c) => c.job), ...spec.secondStage];
  const summary = {
    runId,
    jobs: o.plan.jobs.length,
    toRun: toRun.length,
    cityDaysToRun: toRun.reduce((a, j) => a + cityDaysOf(j), 0),
  };
  if (!toRun.length && published) {
    const rows = new Map(spec.carried.map((r) => [r.key, r]));
    const body = manifestBody(
      spec.header,
      spec.keys.map((k) => rows.get(k) as ManifestShard),
      accuracy,
      o.nowMs,
    );
    if (sameContent(published, body)) return { ...summary, rootJobId: null, unchangedHash: published.hash };
  }
  const data: RunData = {
    runId,
    header: spec.header,
    keys: spec.keys,
    carried: spec.carried,
    secondStage: spec.secondStage.map((job) => ({ job, inputKey: inputKeyOf(job, o.plan.jobs) as string })),
    accuracy,
    retry,
    total: { jobs: summary.toRun, cityDays: summary.cityDaysToRun },
  };
  const flows = new FlowProducer({ connection: o.queue.opts.connection, prefix: o.queue.opts.prefix });
  try {
    const node = await flows.add({
      name: JOB_NAMES.manifest,
      queueName: QUEUE_NAME,
      data,
      opts: { jobId: runId, removeOnComplete: { age: 30 * 86_400 }, removeOnFail: { age: 30 * 86_400 } },
      children: spec.firstStage.map((child: ShardJobData) => ({
        name: JOB_NAMES.shard,
        queueName: QUEUE_NAME,
        data: child,
        opts: childOptions(runId, child.job.key, retry),
      })),
    });
    return { ...summary, rootJobId: node.job.id as string, unchangedHash: null };
  } finally {
    await flows.close();
  }
}
