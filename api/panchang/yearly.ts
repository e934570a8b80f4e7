// POST /v1/panchang/yearly (seed 002): {year, months[{month, month_name, days[]}]}, 365 or 366 daily objects;
// query-string parameters win over body values; costs 12 quota units.
import { z } from 'zod';
import { DailyPanchangSchema } from './schema.ts';
import { isoDatesFrom } from '../gateway/clock.ts';
import { GREGORIAN_MONTH_KEYS, nameOf } from '../../tables/names/index.ts';
import { proseWarning } from '../lang.ts';
import { defineRoute, type RawInput } from '../gateway/route-spec.ts';
import { daysInMonth, Year } from './monthly.ts';
import { effectiveFaith, planNotesMeta, planView } from './present.ts';
import { fields, spliced } from './splice.ts';
import {
  assertDateWindow,
  CalculationProfile,
  CityId,
  FaithFilter,
  LangField,
  DAY_PROSE,
  langOf,
  conventionsOf,
  meterCoverage,
  planOfCaller,
  resolveLocation,
  TimeZoneOverride,
  topLevel,
  TopLevelSchema,
} from './request.ts';
import { pooledDays } from './pooled-days.ts';
import { cachedDay, type PanchangService } from './service.ts';
import { cityDisplayName } from '../../tables/places/city-names.ts';

export const YearlyBody = z.object({
  year: z.coerce.number().pipe(Year),
  city_id: CityId,
  faith_filter: FaithFilter,
  timezone: TimeZoneOverride.optional(),
  lang: LangField,
  calculation_profile: CalculationProfile,
});

export const YearlyData = z.object({
  year: z.number().int(),
  city: z.string().describe("the city's name in the requested language, as the daily's `city`"),
  city_id: z.string(),
  months: z
    .array(
      z.object({ month: z.number().int().min(1).max(12), month_name: z.string(), days: z.array(DailyPanchangSchema) }),
    )
    .length(12),
});

export const YEARLY_COST = 12;

/**
 * The body fields a query parameter may give: query values win over body values (seed 002); with no body at all,
 * the query alone is the request.
 */
const QUERY_FIELDS = ['year', 'city_id', 'faith_filter', 'timezone', 'lang', 'calculation_profile'] as const;

function queryOverBody(raw: RawInput): RawInput {
  const given = raw.body === undefined ? {} : raw.body;
  const body =
    given && typeof given === 'object' && !Array.isArray(given) ? { ...(given as Record<string, unknown>) } : given;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return raw;
  for (const key of QUERY_FIELDS) {
    const v = raw.query[key];
    if (typeof v === 'string') (body as Record<string, unknown>)[key] = v;
  }
  return { ...raw, body };
}

export function yearlyRoute(service: PanchangService) {
  return defineRoute({
    product: 'panchang',
    method: 'POST',
    path: '/v1/panchang/yearly',
    auth: 'key',
    minPlan: 'sapphire',
    cost: YEARLY_COST,
    request: { body: YearlyBody },
    prepare: queryOverBody,
    preparedQuery: YearlyBody, // every field: QUERY_FIELDS
    missingFieldError: 'missing_parameter',
    response: YearlyData,
    responseTopLevel: TopLevelSchema,
    summary: 'A year of daily panchangs for a city, by month',
    errors: [
      'public_date_window_exceeded',
      'city_year_cap_exceeded',
      'coverage_limit_exceeded',
      'coverage_daily_limit_exceeded',
      'date_limit_exceeded',
      'daily_burst_limit_exceeded',
      'service_unavailable',
    ],
    handler: async ({ body, query }, ctx) => {
      const plan = planOfCaller(ctx);
      const place = resolveLocation(ctx, plan, body);
      assertDateWindow(plan, ctx.nowMs, `${body.year}-01-01`, `${body.year}-12-31`);
      const count = (Date.UTC(body.year + 1, 0, 1) - Date.UTC(body.year, 0, 1)) / 86_400_000;
      const dates = isoDatesFrom(`${body.year}-01-01`, count);
      await meterCoverage(ctx, plan, {
        locationKey: place.cityId!,
        dates,
        cityYear: `${place.cityId}|${body.year}`,
        units: YEARLY_COST,
      });
      const timezone = body.timezone ?? place.timezone;
      const lang = langOf(body.lang, query as Record<string, unknown>);
      const faith = effectiveFaith(plan, body.faith_filter, ctx);
      const conventions = conventionsOf(body.calculation_profile, {}, ctx);
      // the first render of a city-year (365 days) runs on the compute pool; a repeat is a cached lookup
      const request = { place, timezone, lang, nowMs: ctx.nowMs, ...planView(plan, faith), conventions };
      const days = await pooledDays(service, request, `${body.year}-01-01`, count, ctx);
      let i = 0;
      const months = Array.from({ length: 12 }, (_, m) => {
        const n = daysInMonth(body.year, m + 1);
        const slice = days.slice(i, i + n);
        i += n;
        return fields(
          ['month', m + 1],
          ['month_name', nameOf(lang, 'gregorian_month', GREGORIAN_MONTH_KEYS[m]!)],
          ['days', slice.map(cachedDay)],
        );
      });
      const live = days.some((d) => d.source === 'live');
      const answer = spliced(
        fields(
          ['year', body.year],
          ['city', cityDisplayName(place.cityId, place.name, lang)],
          ['city_id', place.cityId!],
          ['months', months],
        ),
      );
      return {
        data: answer.data as z.infer<typeof YearlyData>,
        dataJson: answer.dataJson,
        dataSource: live ? 'live' : 'cache',
        cacheAgeSeconds: live ? 0 : Math.max(...days.map((d) => d.cacheAgeSeconds)),
        meta: { resolved_timezone: timezone, ...planNotesMeta(plan), ...proseWarning(lang, DAY_PROSE) },
        topLevel: topLevel(plan),
      };
    },
  });
}
