// Panchang days on the compute pool (issue #43): a day computed live (another profile than the shards hold, a
// coordinate, a zone override, a city outside the shards) and the first render of a month or a year run on a worker
// thread; a cached day, or one day read from a shard, stays on the event loop (PanchangService.ready).
import { DEFAULT_CONVENTIONS, PROFILES, type ProfileId } from '../../engine/astro/conventions.ts';
import type { HandlerContext } from '../gateway/route-spec.ts';
import type { DayRequest, PanchangService, RenderedDay } from './service.ts';

/** A run of days as the compute pool carries it: the request with its profile named (conventions are looked up). */
export interface DaysTask {
  readonly request: Omit<DayRequest, 'conventions'> & { readonly profile: ProfileId };
  readonly first: string;
  readonly count: number;
}

/** On a compute thread: `days()` of the thread's own service (which keeps nothing: the event loop's service does). */
export function daysTask(task: DaysTask, env: { readonly panchang: PanchangService }): RenderedDay[] {
  const { profile, ...request } = task.request;
  return env.panchang.days({ ...request, conventions: PROFILES[profile] }, task.first, task.count);
}

/** `service.days()` with the computing on the pool: synchronous (an array) when nothing needs computing. */
export function pooledDays(
  service: PanchangService,
  request: DayRequest,
  first: string,
  count: number,
  ctx: HandlerContext,
): RenderedDay[] | Promise<RenderedDay[]> {
  const ready = service.ready(request, first, count);
  if (ready) return ready;
  const { conventions, ...rest } = request;
  const task: DaysTask = { request: { ...rest, profile: (conventions ?? DEFAULT_CONVENTIONS).profile }, first, count };
  return ctx.services.compute
    .run<RenderedDay[]>('panchang_days', task, ctx.signal)
    .then((fresh) => service.adopt(request, first, fresh));
}
