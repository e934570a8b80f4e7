// POST /v1/panchang/daily (seed 002): the daily result for a city_id or coordinates.
import { z } from 'zod';
import { DailyPanchangSchema } from './schema.ts';
import { ApiError } from '../gateway/errors.ts';
import { proseWarning } from '../lang.ts';
import { personalFromBirth } from '../muhurat/participants.ts';
import { BirthDetails } from '../muhurat/schemas.ts';
import { defineRoute } from '../gateway/route-spec.ts';
import { effectiveFaith, planNotesMeta, planView } from './present.ts';
import {
  assertDateWindow,
  CalculationProfile,
  CityId,
  FaithFilter,
  IsoDate,
  LangField,
  LangQuery,
  Latitude,
  Longitude,
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
import type { PanchangService, RenderedDay } from './service.ts';
import type { Lang } from '../../tables/names/index.ts';

export const DailyBody = z.object({
  date: IsoDate,
  city_id: CityId.optional(),
  lat: Latitude.optional(),
  lon: Longitude.optional(),
  faith_filter: FaithFilter,
  timezone: TimeZoneOverride.optional(),
  lang: LangField,
  calculation_profile: CalculationProfile,
  birth_nakshatra: z
    .number()
    .int()
    .min(1)
    .max(27)
    .optional()
    .describe('extra (issue #30): the birth star (1 = Ashwini) muhurat_layers.tarabalam counts from'),
  birth_rashi: z
    .number()
    .int()
    .min(1)
    .max(12)
    .optional()
    .describe('extra (issue #30): the birth Moon sign (1 = Mesha) muhurat_layers.chandrabalam counts from'),
  birth: BirthDetails.optional().describe(
    'extra (issue #30): birth details instead of birth_nakshatra/birth_rashi, resolved by the horoscope engine',
  ),
});

export function dailyRoute(service: PanchangService) {
  return defineRoute({
    product: 'panchang',
    method: 'POST',
    path: '/v1/panchang/daily',
    auth: 'key',
    minPlan: 'free',
    cost: 1,
    request: { body: DailyBody, query: LangQuery },
    missingFieldError: 'missing_parameter',
    fieldErrors: { date: 'invalid_date', birth: 'invalid_birth_data' },
    response: DailyPanchangSchema,
    responseTopLevel: TopLevelSchema,
    summary: 'Daily panchang for a city or coordinates',
    errors: [
      'missing_location',
      'coordinate_access_restricted',
      'free_demo_date_window_exceeded',
      'public_date_window_exceeded',
      'daily_burst_limit_exceeded',
      'date_limit_exceeded',
      'coverage_limit_exceeded',
      'coverage_daily_limit_exceeded',
      'coverage_enforcement_unavailable',
      'invalid_birth_data',
      'invalid_timezone',
      'unknown_place',
      'service_unavailable',
    ],
    handler: ({ body, query }, ctx) => {
      const plan = planOfCaller(ctx);
      const place = resolveLocation(ctx, plan, body);
      assertDateWindow(plan, ctx.nowMs, body.date);
      if (body.birth && (body.birth_nakshatra !== undefined || body.birth_rashi !== undefined))
        throw new ApiError('invalid_birth_data', {
          message: 'Give birth details or birth_nakshatra/birth_rashi, not both.',
        });
      const personal = body.birth
        ? personalFromBirth(body.birth, ctx)
        : { birthNakshatra: body.birth_nakshatra, birthRashi: body.birth_rashi };
      const timezone = body.timezone ?? place.timezone;
      const answer = (day: RenderedDay, lang: Lang) => ({
        data: day.data,
        dataJson: day.dataJson,
        compressed: day.compressed,
        dataSource: day.source,
        cacheAgeSeconds: day.cacheAgeSeconds,
        meta: { resolved_timezone: timezone, ...planNotesMeta(plan), ...proseWarning(lang, DAY_PROSE) },
        topLevel: topLevel(plan),
      });
      // a cached day, or one read from a shard, answers in this turn; a day computed live goes to the compute pool
      const lookUp = () => {
        const lang = langOf(body.lang, query);
        const faith = effectiveFaith(plan, body.faith_filter, ctx);
        const conventions = conventionsOf(body.calculation_profile, query, ctx);
        const request = { place, timezone, lang, nowMs: ctx.nowMs, ...planView(plan, faith), conventions, personal };
        const days = pooledDays(service, request, body.date, 1, ctx);
        return Array.isArray(days) ? answer(days[0], lang) : days.then((d) => answer(d[0], lang));
      };
      const metering = meterCoverage(ctx, plan, {
        locationKey: place.cityId ?? `${place.latitudeDeg.toFixed(3)},${place.longitudeDeg.toFixed(3)}`,
        dates: [body.date],
        units: 1,
      });
      return metering ? metering.then(lookUp) : lookUp();
    },
  });
}
