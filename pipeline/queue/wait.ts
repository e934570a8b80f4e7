// `enqueue --wait`: follows a run through BullMQ's event stream (QueueEvents) until its parent finishes. Progress
// counts this run's children as they complete; a failed run names the child that failed and its last error.
import { Job, type Queue, type QueueEvents } from 'bullmq';
import type { ShardResult } from './enqueue.ts';
import type { ShardJobData } from './run-plan.ts';

export class RunFailedError extends Error {}

export interface RunProgress {
  readonly jobsDone: number;
  readonly cityDaysDone: number;
}

/** Calls `onProgress` for every completed child of `runId` (subscribe before the run is added, to miss none). */
export function followRun(events: QueueEvents, runId: string, onProgress: (p: RunProgress) => void): () => void {
  let jobsDone = 0,
    cityDaysDone = 0;
  const listener = ({ jobId, returnvalue }: { jobId: string; returnvalue: unknown }) => {
    if (!jobId.startsWith(`${runId}.`)) return;
    const result = (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as ShardResult;
    jobsDone++;
    cityDaysDone += result?.cityDays ?? 0;
    onProgress({ jobsDone, cityDaysDone });
  };
  events.on('completed', listener);
  return () => events.off('completed', listener);
}

/** Why a run failed: the first of its children that failed for good, with its error, else the parent's own. */
async function failureOf(queue: Queue, runId: string, parent: Job | undefined): Promise<string> {
  const failed = (await queue.getFailed()).filter((j) => j.id?.startsWith(`${runId}.`));
  const child = failed.sort((a, b) => (a.finishedOn ?? 0) - (b.finishedOn ?? 0))[0];
  if (child) {
    const key = (child.data as ShardJobData).job.key;
    return `job ${key} failed after ${child.attemptsMade} attempt(s): ${child.failedReason}`;
  }
  return `run ${runId} failed: ${parent?.failedReason ?? 'unknown reason'}`;
}

/** Resolves with the published manifest's hash; rejects with RunFailedError naming the failed job. */
export async function waitForRun(queue: Queue, events: QueueEvents, runId: string, rootJobId: string): Promise<string> {
  const root = await Job.fromId(queue, rootJobId);
  if (!root) throw new RunFailedError(`run ${runId}: its job ${rootJobId} is not in the queue`);
  try {
    return (await root.waitUntilFinished(events)) as string;
  } catch {
    throw new RunFailedError(await failureOf(queue, runId, await Job.fromId(queue, rootJobId)));
  }
}
