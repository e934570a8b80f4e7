// POST /v1/panchang/monthly (seed 002): {year, month, city, days[]} of full daily objects.
import { z } from 'zod';
import { DailyPanchangSchema } from './schema.ts';
import { proseWarning } from '../lang.ts';
import { defineRoute } from '../gateway/route-spec.ts';
import { effectiveFaith, planNotesMeta, planView } from './present.ts';
import { fields, spliced } from './splice.ts';
import {
  assertDateWindow,
  CalculationProfile,
  CityId,
  FaithFilter,
  LangField,
  LangQuery,
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

export const Year = z.number().int().min(1000).max(9999).describe('4-digit year');
export const MonthlyBody = z.object({
  year: Year,
  month: z.number().int().min(1).max(12),
  city_id: CityId,
  faith_filter: FaithFilter,
  timezone: TimeZoneOverride.optional(),
  lang: LangField,
  calculation_profile: CalculationProfile,
});

export const MonthlyData = z.object({
  year: z.number().int(),
  month: z.number().int(),
  city: z.string().describe("the city's name in the requested language, as the daily's `city`"),
  city_id: z.string(),
  days: z.array(DailyPanchangSchema),
});

const pad = (n: number) => String(n).padStart(2, '0');
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function monthlyRoute(service: PanchangService) {
  return defineRoute({
    product: 'panchang',
    method: 'POST',
    path: '/v1/panchang/monthly',
    auth: 'key',
    minPlan: 'amethyst',
    cost: 1,
    request: { body: MonthlyBody, query: LangQuery },
    missingFieldError: 'missing_parameter',
    response: MonthlyData,
    responseTopLevel: TopLevelSchema,
    summary: 'A month of daily panchangs for a city',
    errors: [
      'public_date_window_exceeded',
      'coverage_limit_exceeded',
      'coverage_daily_limit_exceeded',
      'date_limit_exceeded',
      'daily_burst_limit_exceeded',
      'service_unavailable',
    ],
    handler: async ({ body, query }, ctx) => {
      const plan = planOfCaller(ctx);
      const place = resolveLocation(ctx, plan, body);
      const first = `${body.year}-${pad(body.month)}-01`;
      const count = daysInMonth(body.year, body.month);
      const dates = Array.from({ length: count }, (_, i) => `${body.year}-${pad(body.month)}-${pad(i + 1)}`);
      assertDateWindow(plan, ctx.nowMs, first, dates[count - 1]);
      await meterCoverage(ctx, plan, { locationKey: place.cityId!, dates, units: 1 });
      const timezone = body.timezone ?? place.timezone;
      const faith = effectiveFaith(plan, body.faith_filter, ctx);
      const conventions = conventionsOf(body.calculation_profile, query, ctx);
      const lang = langOf(body.lang, query);
      const request = { place, timezone, lang, nowMs: ctx.nowMs, ...planView(plan, faith), conventions };
      const days = await pooledDays(service, request, first, count, ctx);
      const live = days.some((d) => d.source === 'live');
      const answer = spliced(
        fields(
          ['year', body.year],
          ['month', body.month],
          ['city', cityDisplayName(place.cityId, place.name, lang)],
          ['city_id', place.cityId!],
          ['days', days.map(cachedDay)],
        ),
      );
      return {
        data: answer.data as z.infer<typeof MonthlyData>,
        dataJson: answer.dataJson,
        dataSource: live ? 'live' : 'cache',
        cacheAgeSeconds: live ? 0 : Math.max(...days.map((d) => d.cacheAgeSeconds)),
        meta: { resolved_timezone: timezone, ...planNotesMeta(plan), ...proseWarning(lang, DAY_PROSE) },
        topLevel: topLevel(plan),
      };
    },
  });
}
