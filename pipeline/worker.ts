// Piscina worker entry: each worker thread runs jobs with its own SQLite connections and shard files.
import type { JobResult, JobTask } from './job-types.ts';
import { runJob } from './run-job.ts';

export default function work(task: JobTask): JobResult {
  return runJob(task);
}
