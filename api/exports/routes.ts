// Bulk exports (issue #19): GET /v1/panchang/export streams a city-year as CSV or JSON Lines with its sha256 as an HTTP
// trailer; GET /v1/panchang/export.sha256 answers that checksum in `sha256sum -c` form without charging anything;
// GET /v1/datasets lists what exists. An export is metered like a yearly lookup: its 365/366 location-dates and its
// city-year go through the coverage meter before a byte is sent, so the anti-extraction caps bind exports too.
import { LANG_DESCRIPTION, LangParam } from '../lang.ts';
import { LANGS } from '../../tables/names/index.ts';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Manifest } from '../../pipeline/manifest.ts';
import { ApiError } from '../gateway/errors.ts';
import { PANCHANG_FESTIVAL_LAYERS } from '../panchang/limits.ts';
import { Year } from '../panchang/monthly.ts';
import { planView } from '../panchang/present.ts';
import { CityId, meterCoverage, planOfCaller, resolveLocation } from '../panchang/request.ts';
import type { DayRequest, PanchangService } from '../panchang/service.ts';
import { defineRoute, type HandlerContext } from '../gateway/route-spec.ts';
import { exportWindow } from './dataset.ts';
import { EXPORT_COLUMNS } from './rows.ts';
import { EXPORT_FORMATS, exportDigest, exportStream, MEDIA_TYPES, yearDates, yearRows } from './stream.ts';
import { DEFAULT_TIME_FORMAT, TimeFormatField } from '../timestamps.ts';

export interface ExportDeps {
  readonly service: PanchangService;
  /** The shard manifest being served (null before the first build or sync). */
  readonly manifest: () => Manifest | null;
}

/** Quota units of one export: as many as a yearly lookup, which carries the same days. */
export const EXPORT_COST = 12;
const EXPORT_PLAN = 'emerald';
const EXPORT_PATH = '/v1/panchang/export';
const CHECKSUM_PATH = `${EXPORT_PATH}.sha256`;
/** Checksums kept per (manifest, city, year, format, lang): a repeated companion call renders nothing. */
const MAX_DIGESTS = 2_048;

export const ExportQuery = z.object({
  city_id: CityId,
  year: z.coerce.number().pipe(Year).describe('a year of the export window (GET /v1/datasets)'),
  format: z.enum(EXPORT_FORMATS).default('csv').describe('csv (a header line, then one line per day) or jsonl'),
  lang: LangParam.default('en').describe(LANG_DESCRIPTION),
  // read by the gateway for every route (api/timestamps.ts); declared here so the export documents it and its
  // checksum is kept per format
  time_format: TimeFormatField,
});
type ExportParams = z.output<typeof ExportQuery>;

const fileName = (p: ExportParams) =>
  `panchang-${p.city_id}-${p.year}${p.lang === 'en' ? '' : `-${p.lang}`}.${p.format}`;

/** The city and the emerald view of its days, after checking the year against the export window. */
function exportRequest(deps: ExportDeps, params: ExportParams, ctx: HandlerContext): DayRequest {
  const plan = planOfCaller(ctx);
  const place = resolveLocation(ctx, plan, { city_id: params.city_id });
  const { firstYear, lastYear } = exportWindow(deps.manifest());
  if (params.year < firstYear || params.year > lastYear)
    throw new ApiError('invalid_parameter', {
      message: `year must be within the export window ${firstYear}..${lastYear} (GET /v1/datasets).`,
    });
  return { place, timezone: place.timezone, lang: params.lang, nowMs: ctx.nowMs, ...planView(plan, 'all') };
}

/**
 * `cache` when the city's days come from the shards, `live` when the engine computes them: read from January 1st,
 * which the export renders first anyway (the service keeps it for the stream).
 */
function dataSourceOf(deps: ExportDeps, request: DayRequest, year: number): 'cache' | 'live' {
  return deps.service.day(request, `${year}-01-01`).source;
}

class DigestCache {
  private readonly digests = new Map<string, string>();
  key(deps: ExportDeps, p: ExportParams): string {
    return `${deps.manifest()?.hash ?? 'live'}|${p.city_id}|${p.year}|${p.format}|${p.lang}|${p.time_format ?? DEFAULT_TIME_FORMAT}`;
  }
  get(key: string): string | undefined {
    return this.digests.get(key);
  }
  set(key: string, hex: string): void {
    this.digests.set(key, hex);
    if (this.digests.size > MAX_DIGESTS) this.digests.delete(this.digests.keys().next().value!);
  }
}

const METER_ERRORS = [
  'city_year_cap_exceeded',
  'coverage_limit_exceeded',
  'coverage_daily_limit_exceeded',
  'date_limit_exceeded',
  'daily_burst_limit_exceeded',
  'coverage_enforcement_unavailable',
] as const;

/** What the download and its checksum share: an emerald GET with the export query, answered without an envelope. */
const EXPORT_QUERY_ROUTE = {
  product: 'panchang',
  method: 'GET',
  auth: 'key',
  minPlan: EXPORT_PLAN,
  request: { query: ExportQuery },
  missingFieldError: 'missing_parameter',
  envelope: 'none',
} as const;

function downloadRoute(deps: ExportDeps, digests: DigestCache) {
  return defineRoute({
    ...EXPORT_QUERY_ROUTE,
    path: EXPORT_PATH,
    cost: EXPORT_COST,
    contentType: Object.values(MEDIA_TYPES),
    response: z
      .instanceof(Readable)
      .meta({ type: 'string', description: `one row per day; columns: ${EXPORT_COLUMNS.join(', ')}` }),
    summary: 'A city-year of daily panchangs as CSV or JSON Lines, streamed, with its sha256 as a trailer',
    description:
      "Emerald only. Counts the year's 365/366 location-dates and its city-year against the coverage meter, like a yearly lookup. The body's sha256 comes as the trailers `X-Content-SHA256` (hex) and `Content-Digest` (RFC 9530); the same value, in `sha256sum -c` form, at GET /v1/panchang/export.sha256 with the same query (not charged).",
    errors: ['invalid_parameter', ...METER_ERRORS],
    handler: async ({ query }, ctx) => {
      const request = exportRequest(deps, query, ctx);
      const dates = yearDates(query.year);
      await meterCoverage(ctx, planOfCaller(ctx), {
        locationKey: request.place.cityId!,
        dates,
        cityYear: `${request.place.cityId}|${query.year}`,
        units: EXPORT_COST,
      });
      const key = digests.key(deps, query);
      ctx.setHeader('Content-Type', MEDIA_TYPES[query.format]);
      ctx.setHeader('Content-Disposition', `attachment; filename="${fileName(query)}"`);
      ctx.setHeader('Trailer', 'X-Content-SHA256, Content-Digest');
      ctx.setHeader('X-Export-Days', String(dates.length));
      const body = exportStream(yearRows(deps.service, request, query.year), query.format, (hex) => {
        digests.set(key, hex);
        ctx.addTrailers({
          'X-Content-SHA256': hex,
          'Content-Digest': `sha-256=:${Buffer.from(hex, 'hex').toString('base64')}:`,
        });
      });
      return { data: body, dataSource: dataSourceOf(deps, request, query.year) };
    },
  });
}

function checksumRoute(deps: ExportDeps, digests: DigestCache) {
  return defineRoute({
    ...EXPORT_QUERY_ROUTE,
    path: CHECKSUM_PATH,
    cost: 0,
    contentType: 'text/plain; charset=utf-8',
    response: z.string().regex(/^[0-9a-f]{64} {2}\S+\n$/),
    summary: "The sha256 of an export's body, as a `sha256sum -c` line (no quota)",
    description:
      "Same query as GET /v1/panchang/export. Costs no quota. A digest this server already knows (cached by the shard manifest, e.g. from a download) is free; one it must render counts the city-year's location-dates against the coverage meter like the export, which adds nothing for a city-year the account already downloaded.",
    errors: ['invalid_parameter', ...METER_ERRORS],
    handler: async ({ query }, ctx) => {
      const request = exportRequest(deps, query, ctx);
      const key = digests.key(deps, query);
      let hex = digests.get(key);
      if (!hex) {
        // Issue #28: rendering a city-year for its digest costs what an export costs, so it is metered like one.
        // The meter counts distinct location-dates and city-years: an account that downloaded this city-year (on
        // any replica) adds nothing; one asking digests of city-years it never downloaded meets the same caps.
        await meterCoverage(ctx, planOfCaller(ctx), {
          locationKey: request.place.cityId!,
          dates: yearDates(query.year),
          cityYear: `${request.place.cityId}|${query.year}`,
          units: 1,
        });
        hex = await exportDigest(yearRows(deps.service, request, query.year), query.format);
        digests.set(key, hex);
      }
      ctx.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return { data: `${hex}  ${fileName(query)}\n`, dataSource: dataSourceOf(deps, request, query.year) };
    },
  });
}

const DatasetsData = z.object({
  datasets: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      window: z.object({ first_year: z.number().int(), last_year: z.number().int() }),
      manifest_hash: z.string().nullable().describe('sha256 of the shard manifest the exports are read from'),
      generated_at: z.string().nullable(),
      engine_version: z.string().nullable(),
      cities: z.object({
        in_shards: z.number().int().describe('cities the shards hold'),
        exportable: z.number().int().describe('every directory city; those not in the shards are computed live'),
      }),
      layers: z.array(z.string()).describe('festival layers in the rows'),
      formats: z.array(z.enum(EXPORT_FORMATS)),
      languages: z.array(z.string()),
      columns: z.array(z.string()),
      min_plan: z.string(),
      quota_cost: z.number().int(),
      download: z.string(),
      checksum: z.string(),
    }),
  ),
});

function datasetsRoute(deps: ExportDeps) {
  return defineRoute({
    product: 'panchang',
    method: 'GET',
    path: '/v1/datasets',
    auth: 'key',
    cost: 0,
    response: DatasetsData,
    summary: 'The bulk datasets: window, manifest hash, cities, festival layers, formats',
    handler: (_input, ctx) => {
      const manifest = deps.manifest();
      const window = exportWindow(manifest);
      const query = `city_id={city_id}&year={year}&format={csv|jsonl}&lang={${LANGS.join('|')}}`;
      return {
        data: {
          datasets: [
            {
              id: 'panchang-city-year',
              description: 'One row per day of a city-year: the daily fields, festivals as ids and names',
              window: { first_year: window.firstYear, last_year: window.lastYear },
              manifest_hash: manifest?.hash ?? null,
              generated_at: manifest?.generated_at ?? null,
              engine_version: manifest?.engine_version ?? null,
              cities: {
                in_shards: manifest?.city_count ?? 0,
                exportable: ctx.services.cityDirectory.rows?.length ?? 0,
              },
              layers: [...PANCHANG_FESTIVAL_LAYERS[EXPORT_PLAN]],
              formats: [...EXPORT_FORMATS],
              languages: [...LANGS],
              columns: [...EXPORT_COLUMNS],
              min_plan: EXPORT_PLAN,
              quota_cost: EXPORT_COST,
              download: `${EXPORT_PATH}?${query}`,
              checksum: `${CHECKSUM_PATH}?${query}`,
            },
          ],
        },
        dataSource: manifest ? 'cache' : 'live',
      };
    },
  });
}

export function exportRoutes(deps: ExportDeps) {
  const digests = new DigestCache();
  return [downloadRoute(deps, digests), checksumRoute(deps, digests), datasetsRoute(deps)];
}
