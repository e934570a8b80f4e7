// Piscina worker entry of the compute pool: one task environment per thread, opened as the thread starts (while it
// waits for its first task), over the shards the gateway serves.
import { workerData } from 'node:worker_threads';
import { runKind, type KindName, type TaskReply } from './kinds.ts';
import { TaskEnv } from './task-env.ts';
import type { TimeFormat } from '../timestamps.ts';

export interface ComputeWorkerData {
  readonly shardsDir: string | null;
}

export interface ComputeTask {
  readonly kind: KindName;
  readonly input: unknown;
  /** The request's time_format (api/timestamps.ts), which the thread does not otherwise see. */
  readonly timeFormat: TimeFormat;
}

const env = TaskEnv.open({ shardsDir: (workerData as ComputeWorkerData).shardsDir });

export default async function work(task: ComputeTask): Promise<TaskReply> {
  return runKind(task.kind, task.input, await env, task.timeFormat);
}
