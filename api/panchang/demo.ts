// GET /v1/demo/today (seed 002): today's panchang for New Delhi, no key, heavily cached (a few seconds stale at most).
import { isoDate, utcToLocal } from '../../engine/astro/zone.ts';
import { DailyPanchangSchema } from './schema.ts';
import { ApiError } from '../errors.ts';
import { defineRoute } from '../route-spec.ts';
import { planView } from './present.ts';
import { topLevel, TopLevelSchema } from './request.ts';
import type { PanchangService } from './service.ts';

const DEMO_CITY_ID = 'new-delhi';
/** The demo shows what the first paid plan sees. */
const DEMO_PLAN = 'amethyst' as const;
/** Clients may cache it this long; the service keeps the rendered day for repeats meanwhile. */
const CACHE_SECONDS = 60;

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
      const city = ctx.services.cityDirectory.byId(DEMO_CITY_ID);
      if (!city) throw new ApiError('service_unavailable', { message: 'The demo city is not in the directory.' });
      const local = utcToLocal(city.timezone, ctx.nowMs);
      const today = isoDate(local.year, local.month, local.day);
      const place = {
        cityId: city.city_id,
        name: city.name,
        latitudeDeg: city.lat,
        longitudeDeg: city.lon,
        timezone: city.timezone,
        regionVariant: 'north_india' as const,
        resolvedVia: 'exact_match' as const,
        regionResolvedVia: 'city_directory',
      };
      const day = service.day(
        { place, timezone: city.timezone, lang: 'en', nowMs: ctx.nowMs, ...planView(DEMO_PLAN, 'all') },
        today,
      );
      return {
        data: day.data,
        dataJson: day.dataJson,
        dataSource: day.source,
        cacheAgeSeconds: day.cacheAgeSeconds,
        meta: { resolved_timezone: city.timezone },
        topLevel: topLevel(DEMO_PLAN, 'demo'),
      };
    },
  });
}
