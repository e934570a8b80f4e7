// Static mode's split of a plan over N builders (Kubernetes Indexed Jobs, AWS Batch array jobs): builder I takes
// the jobs whose place in the plan is I modulo N. Every builder makes the same plan from the same options, so the
// split needs no coordination; round-robin spreads each year's city blocks evenly over the builders.
import { globalSlot, type Job } from '../job-types.ts';
import type { Plan } from '../plan.ts';

export class SplitError extends Error {}

/** The environment variables that carry a builder's index: Kubernetes Indexed Jobs, then AWS Batch array jobs. */
export const INDEX_VARIABLES = ['JOB_COMPLETION_INDEX', 'AWS_BATCH_JOB_ARRAY_INDEX'] as const;

const WHOLE = /^\d+$/;

export interface SliceSpec {
  readonly index: number;
  readonly count: number;
}

/** `--shard-index` (or the first index variable set) and `--shard-count`, checked: 0 <= I < N. */
export function sliceSpec(
  given: { index?: string | undefined; count: string },
  env: Readonly<Record<string, string | undefined>>,
): SliceSpec {
  if (!WHOLE.test(given.count) || Number(given.count) < 1)
    throw new SplitError(`--shard-count must be a whole number of builders, 1 or more; got "${given.count}"`);
  const count = Number(given.count);
  const fromEnv = INDEX_VARIABLES.find((name) => env[name] !== undefined && env[name] !== '');
  const raw = given.index ?? (fromEnv ? env[fromEnv] : undefined);
  const source = given.index !== undefined ? '--shard-index' : (fromEnv ?? '--shard-index');
  if (raw === undefined)
    throw new SplitError(`no shard index: pass --shard-index I or set ${INDEX_VARIABLES.join(' or ')}`);
  if (!WHOLE.test(raw) || Number(raw) >= count)
    throw new SplitError(
      `${source} must be a whole number from 0 to ${count - 1} (--shard-count ${count}); got "${raw}"`,
    );
  return { index: Number(raw), count };
}

export interface Slice {
  /** The jobs this builder publishes, in plan order. */
  readonly own: readonly Job[];
  /** What it must run to make them: its own jobs plus the global jobs its city blocks read (built, not published). */
  readonly jobs: readonly Job[];
}

export function sliceOf(plan: Plan, { index, count }: SliceSpec): Slice {
  const own = plan.jobs.filter((_, i) => i % count === index);
  const ownKeys = new Set(own.map((j) => j.key));
  const slots = new Set(own.filter((j) => j.kind === 'city').map(globalSlot));
  const jobs = plan.jobs.filter((j) => ownKeys.has(j.key) || (j.kind === 'global' && slots.has(globalSlot(j))));
  return { own, jobs };
}
