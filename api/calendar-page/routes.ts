// GET /calendar (the month view), its static /calendar.css and /calendar.js, and GET /v1/demo/day (a keyless demo
// day, the target of the demo grid's JSON links). Without a key the page shows the requested city (the demo city
// when none is asked) within the free date window, rendered here from the panchang service, and says why whenever it
// shows something other than what was asked; with a key the page's script takes over (client.js).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { z } from 'zod';
import { DAY_MS, isoUtcDate } from '../gateway/clock.ts';
import { LANG_DESCRIPTION, LangParam } from '../lang.ts';
import { fill, PAGE_TEXT } from '../../tables/calendar-page-text.ts';
import type { Lang as LangCode } from '../../tables/names/index.ts';
import { cityDisplayName } from '../../tables/places/city-names.ts';
import { ApiError } from '../gateway/errors.ts';
import { demoAnswer, demoRequest } from '../panchang/demo.ts';
import { FREE_WINDOW_DAYS } from '../panchang/limits.ts';
import { daysInMonth } from '../panchang/monthly.ts';
import { assertDateWindow, CityId, IsoDate, TopLevelSchema } from '../panchang/request.ts';
import { DailyPanchangSchema } from '../panchang/schema.ts';
import type { PanchangService } from '../panchang/service.ts';
import { defineRoute, type HandlerContext } from '../gateway/route-spec.ts';
import { monthTitle, renderMonth } from './grid.ts';
import { calendarPage } from './page.ts';

const PAGE_CACHE = 'public, max-age=60';
const ASSET_CACHE = 'public, max-age=300';
// issue #41: an unknown language is a 400 here too (the one rule of every route); the page's other odd values fall back
const Lang = LangParam.default('en').describe(LANG_DESCRIPTION);

// A malformed city or month falls back to the default: the page renders (the API routes are the strict ones), and a
// link's extra parameters (utm_source...) are no reason to refuse a page: the query is open. An unknown `lang` is
// the one exception: a 400 naming the supported languages, as on every route (issue #41).
const CalendarQuery = z.looseObject({
  city_id: z.string().max(200).optional().catch(undefined).describe('a city id; default the demo city, new-delhi'),
  city: z
    .string()
    .max(100)
    .optional()
    .catch(undefined)
    .describe("a city's name in any script (சென்னை, Chennai), read when city_id is empty: the city box's text"),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined)
    .describe('YYYY-MM; default the current month'),
  lang: Lang,
});

/** The demo's days: the free window (today −3 .. +7, UTC) within the month, or the current month when they miss. */
function demoMonth(ctx: HandlerContext, wanted: { year: number; month: number }) {
  const from = isoUtcDate(ctx.nowMs - FREE_WINDOW_DAYS.before * DAY_MS);
  const to = isoUtcDate(ctx.nowMs + FREE_WINDOW_DAYS.after * DAY_MS);
  const key = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
  const asked = key(wanted.year, wanted.month);
  const today = isoUtcDate(ctx.nowMs);
  const month = asked >= from.slice(0, 7) && asked <= to.slice(0, 7) ? asked : today.slice(0, 7);
  const first = [from, `${month}-01`].sort()[1]!;
  const monthEnd = `${month}-${daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))}`;
  const last = [to, monthEnd].sort()[0]!;
  const days = (Date.parse(last) - Date.parse(first)) / DAY_MS + 1;
  return { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)), first, last, days, from, to };
}

/** Whether the box's text is the name of the city `cityId` (Latin, or in the page's script): the box is unchanged. */
function namesCity(ctx: HandlerContext, cityId: string, typed: string, lang: LangCode): boolean {
  const city = ctx.services.cityDirectory.byId(cityId);
  if (!city) return false;
  const fold = (s: string) => s.trim().toLocaleLowerCase();
  return [city.name, cityDisplayName(city.city_id, city.name, lang)].some((n) => fold(n) === fold(typed));
}

/**
 * The requested city's demo days, or the demo city's with the reason the requested one cannot be shown. The city is
 * its id, unless the city box holds another city's name (typed over, without the page's script to clear the id):
 * then the name, found as GET /v1/cities finds it (exact names first, a name in any script).
 */
function pageRequest(
  ctx: HandlerContext,
  query: { city_id?: string | undefined; city?: string | undefined },
  lang: LangCode,
) {
  const cityId = query.city_id?.trim();
  const typed = query.city?.trim();
  if (typed && !(cityId && namesCity(ctx, cityId, typed, lang))) {
    const found = ctx.services.cityDirectory.search(typed, 1)[0];
    if (found) return { request: demoRequest(ctx, lang, found.city_id), why: null, askedId: found.city_id };
    const why = fill(PAGE_TEXT[lang].unknownCity, { asked: typed });
    return { request: demoRequest(ctx, lang), why, askedId: null };
  }
  if (!cityId) return { request: demoRequest(ctx, lang), why: null, askedId: null };
  try {
    return { request: demoRequest(ctx, lang, cityId), why: null, askedId: cityId };
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'invalid_parameter') throw error;
    // English keeps the directory's message with its suggestions; the id itself is Latin, so is the suggestion
    const why = lang === 'en' ? `${error.message}.` : fill(PAGE_TEXT[lang].unknownCity, { asked: cityId });
    return { request: demoRequest(ctx, lang), why, askedId: cityId };
  }
}

const monthName = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The line above the grid, in the page's language: what is shown, and why it is not what was asked when it is not. */
function noticeOf(
  why: string | null,
  wanted: { year: number; month: number; lang: LangCode },
  shown: ReturnType<typeof demoMonth>,
  cityName: string,
): string {
  const text = PAGE_TEXT[wanted.lang];
  // English has always named months as 2026-11; the other languages by name ("நவம்பர் 2026"), as the title does
  const month = (y: number, m: number) => (wanted.lang === 'en' ? monthName(y, m) : monthTitle(y, m, wanted.lang));
  const reasons = why ? [why] : [];
  if (monthName(wanted.year, wanted.month) !== monthName(shown.year, shown.month))
    reasons.push(
      fill(text.outsideMonth, {
        asked: month(wanted.year, wanted.month),
        shown: month(shown.year, shown.month),
        from: shown.from,
        to: shown.to,
      }),
    );
  reasons.push(fill(text.shown, { city: cityName, from: shown.first, to: shown.last }));
  return reasons.join(' ');
}

function pageRoute(service: PanchangService) {
  return defineRoute({
    product: 'public',
    method: 'GET',
    path: '/calendar',
    auth: 'none',
    cost: 0,
    ipLimitPerMinute: 60,
    cacheControl: PAGE_CACHE,
    envelope: 'none',
    contentType: 'text/html; charset=utf-8',
    request: { query: CalendarQuery },
    response: z.string(),
    summary: 'Month view (HTML): the demo city in the free window without a key; any city and month with a key',
    description:
      'A key pasted into the page is kept in localStorage and sent by the page script as X-Api-Key to POST /v1/panchang/monthly.',
    handler: ({ query }, ctx) => {
      const now = isoUtcDate(ctx.nowMs);
      const { request, why, askedId } = pageRequest(ctx, query, query.lang);
      const wanted = {
        // the asked id (kept when unknown, so the keyed script can say why), else the city drawn
        cityId: askedId ?? request.place.cityId ?? '',
        year: Number((query.month ?? now).slice(0, 4)),
        month: Number((query.month ?? now).slice(5, 7)),
        lang: query.lang,
      };
      const demo = demoMonth(ctx, wanted);
      const days = service.days(request, demo.first, demo.days).map((d) => d.data);
      const cityParam = `&city_id=${encodeURIComponent(request.place.cityId ?? '')}`;
      const gridHtml = renderMonth({
        year: demo.year,
        month: demo.month,
        lang: query.lang,
        days,
        jsonHref: (date) => `/v1/demo/day?date=${date}&lang=${query.lang}${cityParam}`,
      });
      const cityName = cityDisplayName(request.place.cityId, request.place.name, query.lang);
      const notice = noticeOf(why, wanted, demo, cityName);
      ctx.setHeader('Content-Type', 'text/html; charset=utf-8');
      return {
        data: calendarPage({
          wanted,
          shown: { cityName, year: demo.year, month: demo.month },
          cityText: why ? query.city?.trim() || wanted.cityId : cityName,
          gridHtml,
          notice,
        }),
      };
    },
  });
}

/** A static asset of the page, made once on first request and kept (a failed build is tried again next time). */
function assetRoute(path: string, mediaType: string, summary: string, make: () => Promise<string>) {
  let made: Promise<string> | null = null;
  return defineRoute({
    product: 'public',
    method: 'GET',
    path,
    auth: 'none',
    cost: 0,
    cacheControl: ASSET_CACHE,
    envelope: 'none',
    contentType: mediaType,
    response: z.string(),
    summary,
    handler: async (_input, ctx) => {
      made ??= make().catch((error) => {
        made = null;
        throw error;
      });
      ctx.setHeader('Content-Type', mediaType);
      return { data: await made };
    },
  });
}

/** client.js with grid.ts (and the name tables it reads) bundled by esbuild into one browser module. */
async function bundleScript(): Promise<string> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./client.js', import.meta.url))],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    write: false,
  });
  return out.outputFiles[0]!.text;
}

/** A demo day by date, within the free window: what the demo grid's JSON links open. */
function demoDayRoute(service: PanchangService) {
  return defineRoute({
    product: 'panchang',
    method: 'GET',
    path: '/v1/demo/day',
    auth: 'none',
    cost: 0,
    ipLimitPerMinute: 60,
    cacheControl: PAGE_CACHE,
    request: { query: z.object({ date: IsoDate, lang: Lang, city_id: CityId.optional() }) },
    missingFieldError: 'missing_parameter',
    response: DailyPanchangSchema,
    responseTopLevel: TopLevelSchema,
    summary:
      'A day of a city (default the demo city, New Delhi) within the free window, no key: the month view links here',
    errors: ['free_demo_date_window_exceeded', 'invalid_parameter'],
    handler: ({ query }, ctx) => {
      assertDateWindow('free', ctx.nowMs, query.date);
      return demoAnswer(service, ctx, query.date, query.lang, query.city_id);
    },
  });
}

export function calendarPageRoutes(service: PanchangService) {
  return [
    pageRoute(service),
    assetRoute('/calendar.js', 'text/javascript; charset=utf-8', "The month view's script", bundleScript),
    assetRoute('/calendar.css', 'text/css; charset=utf-8', "The month view's stylesheet", () =>
      readFile(new URL('./calendar.css', import.meta.url), 'utf8'),
    ),
    demoDayRoute(service),
  ];
}
