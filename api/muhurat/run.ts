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
import { resolveParticipants } from './participants.ts';
import { MAX_SEARCH_DAYS, type SearchInput } from './schemas.ts';
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

/** Validated, metered and searched: the handler of both paths and of the calendar feed. */
export async function runSearch(service: MuhuratService, input: SearchInput, ctx: HandlerContext, query = {}) {
  const plan = planOfCaller(ctx);
  const days = assertRange(input);
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
  const conventions = conventionsOf(input.calculation_profile, query, ctx);
  return service.search(input, { place, lang: langOf(input.lang, query), conventions }, participants);
}
