// The nightly schedule: one BullMQ job scheduler under a fixed id. Upserting it again replaces its cron, zone and
// template in place, so registering twice leaves exactly one. Each firing adds a `nightly` job, which a worker turns
// into a run (worker.ts).
import type { Queue } from 'bullmq';
import { JOB_NAMES, NIGHTLY_SCHEDULER_ID } from './settings.ts';
import type { NightlyData } from './worker.ts';

export interface NightlySchedule {
  /** Cron pattern (five fields, or six with seconds first). */
  readonly cron: string;
  /** IANA zone the pattern is read in (UTC by default). */
  readonly tz: string;
  readonly data: NightlyData;
}

export async function registerNightly(queue: Queue, s: NightlySchedule): Promise<{ next: number | null }> {
  const job = await queue.upsertJobScheduler(
    NIGHTLY_SCHEDULER_ID,
    { pattern: s.cron, tz: s.tz },
    {
      name: JOB_NAMES.nightly,
      data: s.data,
      opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    },
  );
  return { next: job?.timestamp !== undefined ? job.timestamp + (job.delay ?? 0) : null };
}

export async function removeNightly(queue: Queue): Promise<boolean> {
  return queue.removeJobScheduler(NIGHTLY_SCHEDULER_ID);
}
