// The muhurat search's shared steps (issue #30), for the POST route and the ICS feed: range checks, metering (one
// quota unit per 31 days started, as monthly calls pay; each date on the coverage meter) and the search itself.
import { isoDatesFrom } from '../gateway/clock.ts';
import { ApiError } from '../gateway/errors.ts';
import type { HandlerContext } from '../gateway/route-spec.ts';
import {
  assertDateWindow,
  conventionsOf,
  langOf,
  meterCoverage,
  planOfCaller,
  resolveLocation,
} from '../panchang/request.ts';
import { PROFILES, type ProfileId } from '../../engine/astro/conventions.ts';
import type { Lang } from '../../tables/names/index.ts';
import { asBuffer, type ResolvedPlace } from '../panchang/service.ts';
import { resolveParticipants, type ResolvedParticipant } from './participants.ts';
import { MAX_SEARCH_DAYS, type SearchAnswer, type SearchInput } from './schemas.ts';
import { daysBetween, type MuhuratService } from './service.ts';

/** Days one quota unit buys: a monthly call's longest month. */
export const DAYS_PER_UNIT = 31;
export const searchCost = (from: string, to: string) =>
  Math.max(1, Math.ceil(Math.max(1, daysBetween(from, to)) / DAYS_PER_UNIT));

function assertRange(input: SearchInput): number {
  const days = daysBetween(input.from, input.to);
  if (days < 1) throw new ApiError('invalid_date', { message: '`to` must be on or after `from`.' });
  if (days - 1 > MAX_SEARCH_DAYS)
    throw new ApiError('invalid_parameter', {
      message: `A search spans at most ${MAX_SEARCH_DAYS} days from \`from\` to \`to\`; this one spans ${days - 1}.`,
    });
  if (input.activity === 'marriage' && input.participants && input.participants.length === 1)
    throw new ApiError('invalid_parameter', { message: 'A marriage search takes both participants (two) or none.' });
  if (input.griha_pravesh_kind && input.activity !== 'griha_pravesh')
    throw new ApiError('invalid_parameter', { message: 'griha_pravesh_kind applies only to activity griha_pravesh.' });
  return days;
}

/** A search as the compute pool carries it (plain data): the place and participants already resolved. */
export interface SearchTask {
  readonly search: SearchInput;
  readonly place: ResolvedPlace;
  readonly lang: Lang;
  readonly profile: ProfileId;
  readonly participants: readonly ResolvedParticipant[];
}

/**
 * The search itself, on a compute thread (api/compute/kinds.ts): about 22 ms of CPU for 11 months. Answered as its
 * JSON bytes: an 11-month answer is about 200 kB, whose object would cost some 2.4 ms to clone on each side, against
 * 0.9 ms to serialize here and nothing on the event loop, which sends the bytes as they are.
 */
export function searchTask(task: SearchTask, env: { readonly muhurat: MuhuratService }): Uint8Array {
  const c = { place: task.place, lang: task.lang, conventions: PROFILES[task.profile] };
  return Buffer.from(JSON.stringify(env.muhurat.search(task.search, c, task.participants)));
}

/** An answer sent as its bytes; `data` is parsed only if read (response validation, in development). */
export function jsonAnswer(bytes: Buffer): { readonly data: SearchAnswer; readonly dataJson: Buffer } {
  let data: SearchAnswer | undefined;
  return {
    get data() {
      data ??= JSON.parse(bytes.toString('utf8')) as SearchAnswer;
      return data;
    },
    dataJson: bytes,
  };
}

/**
 * Validated and metered on the event loop, searched on the compute pool: the handler of both paths and of the calendar
 * feed. A full search queue is refused before the coverage meter counts anything.
 */
export async function runSearch(input: SearchInput, ctx: HandlerContext, query = {}): Promise<Buffer> {
  const plan = planOfCaller(ctx);
  const days = assertRange(input);
  ctx.services.compute.assertRoom('muhurat_search');
  // birth details are resolved before metering: a bad birth is refused without spending quota
  const participants = resolveParticipants(input, ctx);
  const located = resolveLocation(ctx, plan, input);
  const zone = input.timezone ?? input.tz;
  const place = zone ? { ...located, timezone: zone } : located;
  assertDateWindow(plan, ctx.nowMs, input.from, input.to);
  const dates = isoDatesFrom(input.from, days);
  await meterCoverage(ctx, plan, {
    locationKey: place.cityId ?? `${place.latitudeDeg},${place.longitudeDeg}`,
    dates,
    units: searchCost(input.from, input.to),
  });
  const { profile } = conventionsOf(input.calculation_profile, query, ctx);
  const task: SearchTask = { search: input, place, lang: langOf(input.lang, query), profile, participants };
  return asBuffer(await ctx.services.compute.run<Uint8Array>('muhurat_search', task, ctx.signal));
}
