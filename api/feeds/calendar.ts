// GET /v1/panchang/calendar.ics: a feed token's city and layers as an RFC 5545 calendar over a rolling window, from
// the same rendered days as the daily route (shards, else computed live). Each fetch is one quota unit like a daily
// call, charged to the account of the key behind the token; a conditional fetch that matches answers 304. A feed's
// first fetch also passes its window's location-dates through the coverage meter, like an export (issue #28 F8):
// otherwise making, fetching and revoking feeds pulled city after city past the anti-extraction caps.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { nameOf } from '../../tables/names/index.ts';
import { DAY_MS, isoDatesFrom, isoUtcDate } from '../gateway/clock.ts';
import { productError } from '../gateway/errors.ts';
import { langOfQuery } from '../lang.ts';
import { cityOfId } from '../hints.ts';
import { PUBLIC_WINDOW } from '../panchang/limits.ts';
import { planView } from '../panchang/present.ts';
import { meterCoverage, planOfCaller, resolveLocation } from '../panchang/request.ts';
import { pooledDays } from '../panchang/pooled-days.ts';
import type { PanchangService } from '../panchang/service.ts';
import type { DailyPanchang } from '../panchang/schema.ts';
import { defineRoute, type HandlerContext } from '../gateway/route-spec.ts';
import { dayEvents } from './events.ts';
import { renderCalendar } from './ics.ts';
import { allowedLayers, canonicalLayers } from './layers.ts';
import { CALENDAR_PATH } from './manage.ts';
import { CalendarQuery } from './schemas.ts';

/** The rolling window: 30 days back to 12 months ahead of today (UTC), clipped to the shards' public window. */
export const FEED_WINDOW_DAYS = { before: 30, after: 365 } as const;
/** What clients are asked to refresh at (REFRESH-INTERVAL): twice a day is ample for a calendar that moves daily. */
const REFRESH_SECONDS = 12 * 3600;

export function feedWindow(nowMs: number): { first: string; days: number } {
  const todayMs = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const fromMs = Math.max(todayMs - FEED_WINDOW_DAYS.before * DAY_MS, Date.parse(PUBLIC_WINDOW.first));
  const toMs = Math.min(todayMs + FEED_WINDOW_DAYS.after * DAY_MS, Date.parse(PUBLIC_WINDOW.last));
  return { first: isoUtcDate(fromMs), days: fromMs > toMs ? 0 : Math.round((toMs - fromMs) / DAY_MS) + 1 };
}

/**
 * The coverage refusals a first fetch can meet. Metered once per feed (its `metered_at`): later fetches of the same
 * feed are its subscriber polling, and charging their window again each day would make 20 feeds unusable.
 */
const FEED_METER_ERRORS = [
  'daily_burst_limit_exceeded',
  'date_limit_exceeded',
  'coverage_daily_limit_exceeded',
  'coverage_limit_exceeded',
  'coverage_enforcement_unavailable',
] as const;

async function meterFirstFetch(ctx: HandlerContext, window: { first: string; days: number }): Promise<void> {
  const feed = ctx.caller!.feed!;
  if (feed.meteredAt !== null || window.days === 0) return;
  await meterCoverage(ctx, planOfCaller(ctx), {
    locationKey: feed.cityId,
    dates: isoDatesFrom(window.first, window.days),
    units: 1,
  });
  await ctx.services.store.feeds.markMetered(feed.feedId, ctx.nowMs);
}

/**
 * The day with only the festivals observed in `region` (pan-India and worldwide ones always): a Chennai temple's feed
 * carries no Karva Chauth or Lohri. A city outside the regions (`default`) keeps every festival.
 */
function inRegion(day: DailyPanchang, region: string): DailyPanchang {
  if (region === 'default') return day;
  const keep = (observed: readonly string[]) =>
    observed.includes('pan_india') || observed.includes('worldwide') || observed.includes(region);
  return { ...day, festivals: { ...day.festivals, data: day.festivals.data.filter((f) => keep(f.observed_in)) } };
}

/** The URL may spell out city and layers; they must be the token's own (a token opens its one feed). */
function checkScope(ctx: HandlerContext, query: z.output<typeof CalendarQuery>): void {
  const feed = ctx.caller!.feed!;
  const cityId =
    query.city_id === undefined
      ? undefined
      : cityOfId(ctx.services.cityDirectory, query.city_id, 'invalid_parameter').city_id;
  const otherLayers = query.layers && canonicalLayers(query.layers).join(',') !== feed.layers.join(',');
  if ((cityId !== undefined && cityId !== feed.cityId) || otherLayers)
    throw productError('panchang', 'invalidKey', { message: 'This feed token opens another city or other layers.' });
}

/** RFC 9110: If-None-Match, when present, decides alone; otherwise If-Modified-Since against Last-Modified. */
function notModified(ctx: HandlerContext, etag: string, lastModifiedMs: number): boolean {
  const inm = ctx.header('if-none-match');
  if (inm) return inm.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag);
  const ims = Date.parse(ctx.header('if-modified-since'));
  return Number.isFinite(ims) && Math.floor(lastModifiedMs / 1000) * 1000 <= ims;
}

/**
 * Rendered calendars kept for repeat fetches: many subscribers share a city's feed, and building a year's calendar
 * costs far more than reading its days (api/feeds/README.md). The key holds everything the bytes depend on.
 */
const MAX_CACHED_CALENDARS = 64;

interface RenderedCalendar {
  readonly body: string;
  readonly etag: string;
}

export function calendarRoute(service: PanchangService) {
  const rendered = new Map<string, RenderedCalendar>();
  const remember = (key: string, build: () => string): RenderedCalendar => {
    let hit = rendered.get(key);
    if (!hit) {
      const body = build();
      hit = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
      rendered.set(key, hit);
      if (rendered.size > MAX_CACHED_CALENDARS) rendered.delete(rendered.keys().next().value!);
    }
    return hit;
  };
  return defineRoute({
    product: 'panchang',
    method: 'GET',
    path: CALENDAR_PATH,
    auth: 'feed',
    minPlan: 'amethyst',
    cost: 1,
    envelope: 'none',
    contentType: 'text/calendar',
    request: { query: CalendarQuery },
    response: z.string().describe('an RFC 5545 calendar (text/calendar); empty body on 304'),
    summary: 'ICS subscription feed of festivals and observances (feed token)',
    description: `Festivals, Ekadashi (with parana), Purnima/Amavasya, sankranti (with punya kaal), eclipses and optionally the day's tithi or nakshatra for ${FEED_WINDOW_DAYS.before} days back to ${FEED_WINDOW_DAYS.after} days ahead (clipped to ${PUBLIC_WINDOW.first}..${PUBLIC_WINDOW.last}). ETag and Last-Modified; a matching If-None-Match or If-Modified-Since answers 304. One quota unit per fetch; a feed's first fetch also counts its window's location-dates against the coverage meter, like an export.`,
    errors: [...FEED_METER_ERRORS],
    handler: async ({ query }, ctx) => {
      checkScope(ctx, query);
      const feed = ctx.caller!.feed!;
      const plan = planOfCaller(ctx);
      // the directory may have dropped the city since the feed was made: answered 400 like any unknown city
      const place = resolveLocation(ctx, plan, { city_id: feed.cityId });
      const lang = query.lang ?? langOfQuery(feed.lang);
      const window = feedWindow(ctx.nowMs);
      await meterFirstFetch(ctx, window);
      const request = { place, timezone: place.timezone, lang, nowMs: ctx.nowMs, ...planView(plan, 'all') };
      // a window not rendered yet (its festivals computed live) is rendered on the compute pool (issue #43)
      const days = window.days ? await pooledDays(service, request, window.first, window.days, ctx) : [];
      const layers = allowedLayers(plan, feed.layers);
      // a feed's regional set: the query's, else the feed's, else the city's own region as the daily resolves it
      const choice = query.region_variant ?? feed.regionVariant ?? 'default';
      const region = choice === 'default' ? place.regionVariant : choice;
      // the window rolls at UTC midnight and the days change when their data is rebuilt (a feed itself never changes),
      // so feeds of the same city and layers share their bytes
      const lastModifiedMs = days.reduce(
        (max, d) => Math.max(max, Date.parse(d.data.metadata.last_updated)),
        Math.floor(ctx.nowMs / DAY_MS) * DAY_MS,
      );
      const stampMs = Math.floor(lastModifiedMs / 1000) * 1000;
      const key = `${feed.cityId}|${[...layers].join(',')}|${lang}|${region}|${window.first}|${window.days}|${stampMs}`;
      const { body, etag } = remember(key, () =>
        renderCalendar(
          days.flatMap((d) => dayEvents(inRegion(d.data, region), layers, lang)),
          {
            name: `${nameOf(lang, 'feed', 'calendar')}: ${place.name}`,
            description: [...layers].map((l) => nameOf(lang, 'feed', l)).join(', '),
            timezone: place.timezone,
            stampMs,
            refreshSeconds: REFRESH_SECONDS,
          },
        ),
      );
      ctx.setHeader('ETag', etag);
      ctx.setHeader('Last-Modified', new Date(lastModifiedMs).toUTCString());
      // X-Data-Source: cache when every day came from shards or the rendered-day cache, as the yearly route says it
      const dataSource = days.every((d) => d.source === 'cache') ? 'cache' : 'live';
      if (notModified(ctx, etag, lastModifiedMs)) return { data: '', notModified: true, dataSource };
      ctx.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      ctx.setHeader('Content-Disposition', `inline; filename="panchang-${feed.cityId}.ics"`);
      return { data: body, dataSource };
    },
  });
}
