// The muhurat search (issue #30): POST /v1/muhurat/search, also /v1/panchang/muhurat/search, amethyst and up.
// It covers `to - from + 1` days of one place and pays for them as monthly calls do: one unit per month-length
// (31 days) started, so 366 days cost 12 units like a yearly call, and each date counts on the coverage meter.
import { BIRTH_ERRORS } from '../horoscope/answer.ts';
import { LangQuery } from '../panchang/request.ts';
import { defineRoute, type AnyRoute } from '../gateway/route-spec.ts';
import { searchFeedRoute } from './feed.ts';
import { jsonAnswer, runSearch, searchCost } from './run.ts';
import { SearchBody, SearchData } from './schemas.ts';

/** The search runs on the compute pool (api/compute), whose threads keep their own place-years. */
export function muhuratRoutes(): AnyRoute[] {
  return [searchRoute(), searchFeedRoute()];
}

function searchRoute() {
  return defineRoute({
    product: 'panchang',
    method: 'POST',
    path: ['/v1/muhurat/search', '/v1/panchang/muhurat/search'],
    auth: 'key',
    minPlan: 'amethyst',
    cost: ({ body }) => searchCost(body.from, body.to),
    request: { body: SearchBody, query: LangQuery },
    missingFieldError: 'missing_parameter',
    // a participant's malformed birth (or star/sign) is the horoscope routes' invalid_birth_data
    fieldErrors: { participants: 'invalid_birth_data', timezone: 'invalid_timezone', tz: 'invalid_timezone' },
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
      'invalid_birth_data',
      ...BIRTH_ERRORS.filter((c) => c !== 'invalid_date'),
      'service_unavailable',
    ],
    handler: async ({ body, query }, ctx) => jsonAnswer(await runSearch(body, ctx, query)),
  });
}
