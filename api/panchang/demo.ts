// GET /v1/demo/today (seed 002): today's panchang for New Delhi, no key, heavily cached (a few seconds stale at most).
import { isoDate, utcToLocal } from '../../engine/astro/zone.ts';
import { DailyPanchangSchema } from './schema.ts';
import { ApiError } from '../gateway/errors.ts';
import { defineRoute, type HandlerContext } from '../gateway/route-spec.ts';
import type { Lang } from '../../tables/names/index.ts';
import { planView } from './present.ts';
import { resolveLocation, topLevel, TopLevelSchema } from './request.ts';
import type { DayRequest, PanchangService } from './service.ts';

export const DEMO_CITY_ID = 'new-delhi';
/** The demo shows what the first paid plan sees. */
export const DEMO_PLAN = 'amethyst' as const;
/** Clients may cache it this long; the service keeps the rendered day for repeats meanwhile. */
const CACHE_SECONDS = 60;

/**
 * A city's days as the demo shows them (the keyless month view and its day links, api/calendar-page/): the demo city
 * by default. An unknown `cityId` throws invalid_parameter naming ids that exist (hints.ts).
 */
export function demoRequest(ctx: HandlerContext, lang: Lang, cityId: string = DEMO_CITY_ID): DayRequest {
  if (cityId === DEMO_CITY_ID && !ctx.services.cityDirectory.byId(DEMO_CITY_ID))
    throw new ApiError('service_unavailable', { message: 'The demo city is not in the directory.' });
  const place = resolveLocation(ctx, DEMO_PLAN, { city_id: cityId });
  return { place, timezone: place.timezone, lang, nowMs: ctx.nowMs, ...planView(DEMO_PLAN, 'all') };
}

/** One demo day answered in the daily envelope (no quota: the demo is free and cached). */
export function demoAnswer(
  service: PanchangService,
  ctx: HandlerContext,
  date: string,
  lang: Lang,
  cityId: string = DEMO_CITY_ID,
) {
  const request = demoRequest(ctx, lang, cityId);
  const day = service.day(request, date);
  return {
    data: day.data,
    dataJson: day.dataJson,
    compressed: day.compressed,
    dataSource: day.source,
    cacheAgeSeconds: day.cacheAgeSeconds,
    meta: { resolved_timezone: request.timezone },
    topLevel: topLevel(DEMO_PLAN, 'demo'),
  };
}

export function demoRoute(service: PanchangService) {
  return defineRoute({
    product: 'panchang',
    method: 'GET',
    path: '/v1/demo/today',
    auth: 'none',
    cost: 0,
    ipLimitPerMinute: 60,
    cacheControl: `public, max-age=${CACHE_SECONDS}`,
    response: DailyPanchangSchema,
    responseTopLevel: TopLevelSchema,
    summary: "Today's panchang for New Delhi (demo, no key)",
    handler: (_input, ctx) => {
      const local = utcToLocal(demoRequest(ctx, 'en').timezone, ctx.nowMs);
      return demoAnswer(service, ctx, isoDate(local.year, local.month, local.day), 'en');
    },
  });
}
