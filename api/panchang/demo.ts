// GET /v1/demo/today (seed 002): today's panchang for New Delhi, no key, heavily cached (a few seconds stale at most).
import { DailyPanchangSchema } from '../../engine/panchang/schema.ts';
import { ApiError } from '../errors.ts';
import { defineRoute } from '../route-spec.ts';
import { presentDay, visibleLayers } from './present.ts';
import { topLevel } from './request.ts';
import type { PanchangService, RenderedDay } from './service.ts';

const DEMO_CITY_ID = 'new-delhi';
/** The demo shows what the first paid plan sees. */
const DEMO_PLAN = 'amethyst' as const;
const CACHE_SECONDS = 60;

export function demoRoute(service: PanchangService) {
  let cached: { date: string; day: RenderedDay; atMs: number } | null = null;
  return defineRoute({
    product: 'panchang',
    method: 'GET',
    path: '/v1/demo/today',
    auth: 'none',
    cost: 0,
    ipLimitPerMinute: 60,
    cacheControl: `public, max-age=${CACHE_SECONDS}`,
    response: DailyPanchangSchema,
    summary: "Today's panchang for New Delhi (demo, no key)",
    handler: (_input, ctx) => {
      const city = ctx.services.cityDirectory.byId(DEMO_CITY_ID);
      if (!city) throw new ApiError('service_unavailable', { message: 'The demo city is not in the directory.' });
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: city.timezone }).format(ctx.nowMs);
      if (!cached || cached.date !== today || ctx.nowMs - cached.atMs > CACHE_SECONDS * 1000) {
        const place = {
          cityId: city.city_id, name: city.name, latitudeDeg: city.lat, longitudeDeg: city.lon, timezone: city.timezone,
          regionVariant: 'north_india' as const, resolvedVia: 'exact_match' as const, regionResolvedVia: 'city_directory',
        };
        const day = service.day({ place, timezone: city.timezone, lang: 'en', nowMs: ctx.nowMs, festivalLayers: visibleLayers(DEMO_PLAN), faith: 'all' }, today);
        cached = { date: today, day, atMs: ctx.nowMs };
      }
      const age = Math.floor((ctx.nowMs - cached.atMs) / 1000);
      return {
        data: presentDay(cached.day.data, DEMO_PLAN),
        dataSource: age > 0 ? 'cache' : cached.day.source,
        cacheAgeSeconds: age,
        meta: { resolved_timezone: city.timezone },
        topLevel: { ...topLevel(DEMO_PLAN), profile: 'demo' },
      };
    },
  });
}
