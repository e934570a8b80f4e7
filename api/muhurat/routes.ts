// The muhurat search (issue #30): POST /v1/muhurat/search, also /v1/panchang/muhurat/search, amethyst and up.
// It covers `to - from + 1` days of one place and pays for them as monthly calls do: one unit per month-length
// (31 days) started, so 366 days cost 12 units like a yearly call, and each date counts on the coverage meter.
import { ApiError } from '../errors.ts';
import { defineRoute, type HandlerContext } from '../route-spec.ts';
import {
  assertDateWindow,
  conventionsOf,
  langOf,
  LangQuery,
  meterCoverage,
  planOfCaller,
  resolveLocation,
} from '../panchang/request.ts';
import type { PanchangService } from '../panchang/service.ts';
import { MAX_SEARCH_DAYS, SearchBody, SearchData, type SearchInput } from './schemas.ts';
import { daysBetween, MuhuratService } from './service.ts';

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
  return days;
}

/** Validated, metered and searched: the handler of both paths and of the calendar feed. */
export async function runSearch(service: MuhuratService, input: SearchInput, ctx: HandlerContext, query = {}) {
  const plan = planOfCaller(ctx);
  const days = assertRange(input);
  const place = resolveLocation(ctx, plan, input);
  assertDateWindow(plan, ctx.nowMs, input.from, input.to);
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(Date.parse(input.from) + i * 86_400_000).toISOString().slice(0, 10),
  );
  await meterCoverage(ctx, plan, {
    locationKey: place.cityId ?? `${place.latitudeDeg},${place.longitudeDeg}`,
    dates,
    units: searchCost(input.from, input.to),
  });
  const conventions = conventionsOf(input.calculation_profile, query);
  return service.search(input, { place, lang: langOf(input.lang, query), conventions });
}

export function muhuratRoutes(panchang: PanchangService) {
  const service = new MuhuratService(panchang);
  return defineRoute({
    product: 'panchang',
    method: 'POST',
    path: ['/v1/muhurat/search', '/v1/panchang/muhurat/search'],
    auth: 'key',
    minPlan: 'amethyst',
    cost: ({ body }) => searchCost(body.from, body.to),
    request: { body: SearchBody, query: LangQuery },
    missingFieldError: 'missing_parameter',
    response: SearchData,
    summary: 'Muhurat search: the windows for an activity over a date range, rule by rule',
    description:
      "Windows where every rule of the activity holds (tithi, nakshatra, vara, yoga, karana, lagna, panchaka, the participants' tarabalam and chandrabalam), scored; the periods excluded (kharmas, chaturmas, Venus/Jupiter combust, holashtak, adhik maas, pitru paksha) with their reasons; every rule with its source. Costs one unit per 31 days started.",
    errors: [
      'invalid_date',
      'invalid_parameter',
      'missing_location',
      'coordinate_access_restricted',
      'public_date_window_exceeded',
      'coverage_limit_exceeded',
      'coverage_daily_limit_exceeded',
      'date_limit_exceeded',
      'daily_burst_limit_exceeded',
    ],
    handler: async ({ body, query }, ctx) => ({ data: await runSearch(service, body, ctx, query) }),
  });
}
