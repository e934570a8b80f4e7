// The horoscope product's routes (seed 000): eight features on /v1/<feature> and the legacy
// /v1/horoscope/<feature>, plus the chart drawing. Plans: free = rashifal, kundli and its drawing; topaz and
// above = everything; dasha's third level (pratyantar) from ruby. Costs: 1 unit, dasha with levels 3 and the
// fused forecast 2 (api/horoscope/README.md says why).
import { RASHIFAL_ZONE } from '../../tables/jyotish/rashifal.ts';
import { DASHA_YEAR_LENGTH_DEFAULT, DASHA_YEAR_LENGTHS } from '../../tables/jyotish/dasha.ts';
import { charaMethod } from '../../tables/jyotish/chara-dasha.ts';
import { SUPPORTED_VARGAS } from '../../engine/jyotish/divisional.ts';
import { ApiError } from '../gateway/errors.ts';
import { meetsMinimum } from '../plans.ts';
import {
  defineRoute,
  horoscopePaths,
  type AnyRoute,
  type HandlerContext,
  type RawInput,
} from '../gateway/route-spec.ts';
import { BIRTH_ERRORS, VARGA_DESCRIPTION, answer, context, divisionalAnswer } from './answer.ts';
import { jyotishRoutes } from './jyotish-routes.ts';
import { poruthamRoutes } from './porutham.ts';
import * as R from './responses.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';
import type { RashifalSource } from './shard-source.ts';

/** Pratyantar dashas (levels 3) are a ruby-and-above feature (the seed leaves the plan open). */
export const PRATYANTAR_MIN_PLAN = 'ruby';

/** Sookshma and prana periods number 9^4 and 9^5 over a life: depth 4-5 answer only inside a window. */
const DEEP_WINDOW_DAYS = 3 * 366;
function checkDeepWindow(from: string | undefined, to: string | undefined): void {
  const span = from && to ? (Date.parse(to) - Date.parse(from)) / 86_400_000 : Number.NaN;
  if (!(span >= 0 && span <= DEEP_WINDOW_DAYS))
    throw new ApiError('invalid_parameter', {
      message: 'depth 4-5 (sookshma, prana) needs `from` and `to`, at most 3 years apart',
    });
}

/** Chart options given in the query of a POST win only where the body leaves them out. */
function chartOptionsFromQuery(raw: RawInput): RawInput {
  const body = raw.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return raw;
  const extra: Record<string, unknown> = {};
  for (const key of ['style', 'varga', 'method'] as const)
    if (!(key in body) && raw.query[key] !== undefined) extra[key] = raw.query[key];
  return { ...raw, body: { ...body, ...extra } };
}

function svgAnswer(input: svc.ChartInput, ctx: HandlerContext) {
  const hc = context(ctx);
  const svg = svc.chartSvg(input, hc);
  ctx.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
  return { data: svg };
}

export interface HoroscopeDeps {
  /** Precomputed rashifal readings (the pipeline's shards); without it every reading is computed live. */
  readonly rashifal?: RashifalSource | null;
}

export function horoscopeRoutes(deps: HoroscopeDeps = {}): AnyRoute[] {
  return [
    defineRoute({
      product: 'horoscope',
      method: 'GET',
      path: horoscopePaths('rashifal/:sign/:period'),
      auth: 'key',
      minPlan: 'free',
      cost: 1,
      request: { params: S.RashifalParams, query: S.RashifalQuery },
      fieldErrors: { sign: 'invalid_sign', period: 'invalid_period', date: 'invalid_date' },
      response: R.RashifalData,
      summary: 'Rashifal: daily, weekly or monthly reading of a sign',
      description:
        'From the transits of the period counted from the sign (Moon daily; Sun, Mars, Venus, Mercury weekly; slow grahas monthly). `date` anchors the period in Asia/Kolkata; default today there.',
      errors: ['invalid_sign', 'invalid_period', 'invalid_date'],
      handler: ({ params, query }, ctx) => {
        const { data: reading, ...rest } = answer(
          ctx,
          (hc) => svc.rashifalData(params.sign, params.period, query, hc, deps.rashifal),
          { service_timezone: RASHIFAL_ZONE },
        );
        return { ...rest, data: reading.data, dataSource: reading.source, cacheAgeSeconds: reading.cacheAgeSeconds };
      },
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('kundli'),
      auth: 'key',
      minPlan: 'free',
      cost: 1,
      request: { body: S.BirthBody },
      fieldErrors: { tz: 'invalid_timezone' },
      response: R.KundliData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: 'Janma kundli (D1): lagna, nine grahas, twelve whole-sign houses',
      errors: [...BIRTH_ERRORS],
      handler: ({ body }, ctx) => answer(ctx, (hc) => svc.kundliData(body, hc)),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('dasha'),
      auth: 'key',
      minPlan: 'topaz',
      cost: ({ body }) => (svc.dashaDepth(body) >= 3 ? 2 : 1),
      request: { body: S.DashaBody },
      fieldErrors: {
        tz: 'invalid_timezone',
        from: 'invalid_date',
        to: 'invalid_date',
        as_of: 'invalid_as_of',
        depth: 'invalid_parameter',
        system: 'invalid_parameter',
        year_length: 'invalid_parameter',
        chara_years: 'invalid_parameter',
      },
      response: R.DashaData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary:
        'Dasha: Vimshottari (default), Yogini, Ashtottari or Chara (Jaimini, K. N. Rao), maha to prana, with the periods running at as_of',
      description:
        "`system` vimshottari|yogini|ashtottari|chara (sign dashas from the lagna, K. N. Rao's method; `chara_years` kn_rao (default) or exaltation, the method in meta.calculation.dasha_method); `depth` 1-5 (maha, antar, pratyantar, sookshma, prana; `levels` 1-3 is the older name), depth 3 and up needs the ruby plan and costs 2 units, 4-5 need `from` and `to` at most 3 years apart; `year_length` julian (365.25, default), gregorian, sidereal or savana; `from`/`to` (YYYY-MM-DD, UTC days) keep the periods overlapping that range; `running` lists the periods at `as_of` (default now) at every level.",
      errors: [...BIRTH_ERRORS, 'plan_required', 'invalid_parameter', 'invalid_as_of'],
      handler: ({ body }, ctx) => {
        const depth = svc.dashaDepth(body);
        const plan = ctx.caller?.entitlement?.plan;
        if (depth >= 3 && (!plan || !meetsMinimum(plan, PRATYANTAR_MIN_PLAN))) {
          throw new ApiError('plan_required', {
            message: `depth ${depth} (pratyantar and below) needs the ${PRATYANTAR_MIN_PLAN} plan or above.`,
            upgradeTo: { product: 'horoscope', plan: PRATYANTAR_MIN_PLAN },
          });
        }
        if (depth >= 4) checkDeepWindow(body.from, body.to);
        const yearLength = body.year_length ?? DASHA_YEAR_LENGTH_DEFAULT;
        return answer(ctx, (hc) => svc.dashaData({ ...body, levels: undefined, depth }, hc), {
          dasha_year_days: DASHA_YEAR_LENGTHS[yearLength],
          dasha_year_length: yearLength,
          dasha_system: body.system ?? 'vimshottari',
          ...(body.system === 'chara' ? { dasha_method: charaMethod(body.chara_years ?? 'kn_rao') } : {}),
        });
      },
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('divisional/:varga'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 1,
      request: { params: S.VargaParams, body: S.DivisionalBody },
      fieldErrors: { varga: 'unsupported_varga', tz: 'invalid_timezone', method: 'invalid_parameter' },
      response: R.DivisionalData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: `Divisional chart (${SUPPORTED_VARGAS.join(', ')}), Parashara's rules unless \`method\` names a variant`,
      description: VARGA_DESCRIPTION,
      errors: [...BIRTH_ERRORS, 'unsupported_varga', 'invalid_parameter'],
      handler: ({ params, body }, ctx) => divisionalAnswer(params.varga, body, ctx),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('doshas'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 1,
      request: { body: S.DoshaBody },
      fieldErrors: { tz: 'invalid_timezone', as_of: 'invalid_as_of' },
      response: R.DoshaData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: 'Doshas: manglik, kaal sarp, sade sati (at as_of), pitra, summary',
      description:
        "Informational: classical patterns, not predictions or remedies. Sade Sati reads Saturn's real sign ingresses around `as_of` (default now).",
      errors: [...BIRTH_ERRORS, 'invalid_as_of'],
      handler: ({ body }, ctx) => answer(ctx, (hc) => svc.doshaData(body, hc)),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('matching'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 1,
      request: { body: S.MatchingBody },
      response: R.MatchingData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: 'Ashtakoot (Gun Milan) matching of two birth charts',
      errors: [...BIRTH_ERRORS],
      handler: ({ body }, ctx) => answer(ctx, (hc) => svc.matchingData(body, hc)),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('predict/natal'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 1,
      request: { body: S.NatalBody },
      fieldErrors: { tz: 'invalid_timezone' },
      response: R.NatalData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: 'Rule-based natal interpretation by section; every statement names its rule',
      errors: [...BIRTH_ERRORS],
      handler: ({ body }, ctx) => answer(ctx, (hc) => svc.natalPredictionData(body, hc)),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('forecast/full'),
      auth: 'key',
      minPlan: 'topaz',
      cost: 2,
      request: { body: S.ForecastBody },
      fieldErrors: { tz: 'invalid_timezone', as_of: 'invalid_as_of' },
      response: R.ForecastData,
      responseTopLevel: R.PlaceWarningsTopLevel,
      summary: 'Fused forecast: D1, D9, dasha, doshas, Sade Sati and transits as per-domain scores',
      description:
        '`as_of`: YYYY-MM-DD (noon in the birth zone) or an ISO date-time; default now. Identical input gives identical output.',
      errors: [...BIRTH_ERRORS, 'invalid_as_of'],
      handler: ({ body }, ctx) => answer(ctx, (hc) => svc.forecastData(body, hc)),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'GET',
      path: horoscopePaths('kundli/chart.svg'),
      auth: 'key',
      minPlan: 'free',
      cost: 1,
      request: { query: S.ChartQuery },
      fieldErrors: {
        tz: 'invalid_timezone',
        varga: 'unsupported_varga',
        style: 'invalid_parameter',
        method: 'invalid_parameter',
      },
      response: R.SvgData,
      envelope: 'none',
      contentType: 'image/svg+xml; charset=utf-8',
      summary: 'The birth chart drawn as SVG (style north|south|east, varga D1-D60, method as /v1/divisional)',
      errors: [...BIRTH_ERRORS, 'unsupported_varga', 'invalid_parameter'],
      handler: ({ query }, ctx) => svgAnswer(query, ctx),
    }),
    defineRoute({
      product: 'horoscope',
      method: 'POST',
      path: horoscopePaths('kundli/chart.svg'),
      auth: 'key',
      minPlan: 'free',
      cost: 1,
      request: { body: S.ChartBody },
      prepare: chartOptionsFromQuery,
      preparedQuery: S.ChartBody.pick({ style: true, varga: true, method: true }),
      fieldErrors: {
        tz: 'invalid_timezone',
        varga: 'unsupported_varga',
        style: 'invalid_parameter',
        method: 'invalid_parameter',
      },
      response: R.SvgData,
      envelope: 'none',
      contentType: 'image/svg+xml; charset=utf-8',
      summary: 'The birth chart drawn as SVG, birth input in the body',
      errors: [...BIRTH_ERRORS, 'unsupported_varga', 'invalid_parameter'],
      handler: ({ body }, ctx) => svgAnswer(body, ctx),
    }),
    // issue 32
    ...jyotishRoutes(),
    // issue 38
    ...poruthamRoutes(),
  ];
}
