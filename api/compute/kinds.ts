// The kinds of work the compute pool runs, one line each: a task function (plain data in, plain data out; the engine
// stays pure) and, if it needs one, its own queue bound.
import { ApiError, type ApiErrorOptions, type ErrorCode } from '../gateway/errors.ts';
import { transitRangeTask } from '../horoscope/transits.ts';
import { searchTask } from '../muhurat/run.ts';
import { daysTask } from '../panchang/pooled-days.ts';
import { reportPageTask } from '../reports/page.ts';
import { numerologyTask, type NumerologyTask } from '../numerology/routes.ts';
import { withTimeFormat, type TimeFormat } from '../timestamps.ts';
import type { TaskEnv } from './task-env.ts';

interface KindSpec<I, O> {
  /** `env`: what the thread holds for tasks (task-env.ts); a task names only the part it uses. */
  readonly run: (input: I, env: TaskEnv) => O | Promise<O>;
  /** Tasks of this kind that may wait for a thread; default COMPUTE_POOL_QUEUE. */
  readonly maxQueue?: number;
}

const kind = <I, O>(run: KindSpec<I, O>['run'], options: { maxQueue?: number } = {}): KindSpec<I, O> => ({
  run,
  ...options,
});

export const KINDS = {
  muhurat_search: kind(searchTask),
  transit_range: kind(transitRangeTask),
  numerology_bulk: kind((task: NumerologyTask<'bulk'>) => numerologyTask(task)),
  panchang_days: kind(daysTask),
  report_page: kind(reportPageTask),
};

export type KindName = keyof typeof KINDS;
export const KIND_NAMES = Object.keys(KINDS) as KindName[];

/** The kind of that name; an unknown one is a programming error, thrown at its first call. */
export function kindOf(name: string): KindSpec<unknown, unknown> {
  if (!Object.hasOwn(KINDS, name)) throw new Error(`unknown compute kind: ${name}`);
  return KINDS[name as KindName] as KindSpec<unknown, unknown>;
}

/** A task's answer as it crosses back: its value, or the refusal (an ApiError) it threw, as plain data. */
export type TaskReply =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly code: ErrorCode; readonly options: ApiErrorOptions };

/**
 * Runs one task where it is called (a worker thread, or the event loop when the pool is off), in the request's
 * time_format: the one request-scoped setting rendering reads (api/timestamps.ts), carried beside the input.
 */
export async function runKind(name: KindName, input: unknown, env: TaskEnv, format: TimeFormat): Promise<TaskReply> {
  await env.follow();
  try {
    const { run } = kindOf(name);
    return { ok: true, value: await withTimeFormat(format, () => run(input, env)) };
  } catch (err) {
    // a refusal is an answer (a 4xx with its code); anything else stays an error and reaches the gateway as one
    if (!(err instanceof ApiError)) throw err;
    const { message, headers, details, upgradeTo } = err;
    return { ok: false, code: err.code, options: { message, headers, details, upgradeTo } };
  }
}

/** The task's value, or its refusal thrown again on this side. */
export function unwrapReply<O>(reply: TaskReply): O {
  if (reply.ok) return reply.value as O;
  throw new ApiError(reply.code, reply.options);
}
