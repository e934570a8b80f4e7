// What a queue run must do: the plan's jobs minus those already done. A job is done when the published manifest lists
// its (key, inputs_hash), or when a worker of an earlier, unfinished run left its done-marker in the store (a resumed
// run picks up there). Jobs that read another job's shard (a city block reads its year's global shard) wait for it:
// they start with the first stage when that shard is already stored, else in a second stage once it is built.
import { globalSlot, type Job } from '../job-types.ts';
import type { Manifest, ManifestShard } from '../manifest.ts';
import type { Plan } from '../plan.ts';
import type { PlanHeader } from '../build.ts';

/** A child of the run: the plan's job, and the stored shard it reads, if any. */
export interface ShardJobData {
  readonly runId: string;
  readonly job: Job;
  readonly input: ManifestShard | null;
}

export interface RunSpec {
  readonly header: PlanHeader;
  /** Every job key of the plan, in plan order (the manifest's order). */
  readonly keys: readonly string[];
  /** Rows of the jobs that need no work, by key. */
  readonly carried: readonly ManifestShard[];
  /** Children to add now. */
  readonly firstStage: readonly ShardJobData[];
  /** Jobs that wait for a shard built in the first stage. */
  readonly secondStage: readonly Job[];
}

/** The key of the job whose shard `job` reads, or null: any job with a `globalInputsHash` reads its year's global shard. */
export function inputKeyOf(job: Job, plan: readonly Job[]): string | null {
  if (!('globalInputsHash' in job)) return null;
  const source = plan.find((j) => j.kind === 'global' && globalSlot(j) === globalSlot(job));
  if (!source) throw new Error(`${job.key}: no ${job.profile} global job for ${job.year} in the plan`);
  return source.key;
}

export const planHeader = (plan: Plan): PlanHeader => ({
  engineVersion: plan.engineVersion,
  tablesHash: plan.tablesHash,
  tzVersion: plan.tzVersion,
  window: plan.window,
  selection: plan.selection,
  blockSize: plan.blockSize,
  cities: { length: plan.cities.length },
});

export function runSpec(
  runId: string,
  plan: Plan,
  published: Manifest | null,
  markers: ReadonlyMap<string, ManifestShard>,
): RunSpec {
  const publishedRows = new Map((published?.shards ?? []).map((s) => [`${s.key} ${s.inputs_hash}`, s]));
  const done = new Map<string, ManifestShard>();
  const toRun: Job[] = [];
  for (const job of plan.jobs) {
    const row = publishedRows.get(`${job.key} ${job.inputsHash}`) ?? markers.get(job.inputsHash);
    if (row && row.key === job.key) done.set(job.key, row);
    else toRun.push(job);
  }
  const firstStage: ShardJobData[] = [];
  const secondStage: Job[] = [];
  for (const job of toRun) {
    const inputKey = inputKeyOf(job, plan.jobs);
    if (inputKey && !done.has(inputKey)) secondStage.push(job);
    else firstStage.push({ runId, job, input: inputKey ? (done.get(inputKey) as ManifestShard) : null });
  }
  return {
    header: planHeader(plan),
    keys: plan.jobs.map((j) => j.key),
    carried: [...done.values()],
    firstStage,
    secondStage,
  };
}
