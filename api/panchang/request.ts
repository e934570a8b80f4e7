// What every panchang route shares: field schemas, location resolution, the plan's date window, the anti-extraction
// limits and the top-level `profile` / `features` of an answer.
import { z } from 'zod';
import {
  DEFAULT_PROFILE,
  PROFILE_IDS,
  PROFILES,
  type Conventions,
  type ProfileId,
} from '../../engine/astro/conventions.ts';
import { isValidTimeZone } from '../../engine/astro/zone.ts';
import type { RegionVariant } from '../../tables/city-selection.ts';
import { FAITHS } from '../../tables/festivals/types.ts';
import type { CityRecord } from '../cities.ts';
import { DAY_MS, isoUtcDate } from '../gateway/clock.ts';
import { storedProfile } from '../account/settings.ts';
import { ApiError } from '../gateway/errors.ts';
import { CITY_ID_PATTERN, cityOfId, dateField, timeZoneHint } from '../hints.ts';
import type { HandlerContext } from '../gateway/route-spec.ts';
import { LANG_DESCRIPTION, LangParam, langOfQuery } from '../lang.ts';
import type { Lang } from '../../tables/names/index.ts';
import { type CoverageRefusal, CountersUnavailable } from '../counters/types.ts';
import {
  FREE_WINDOW_DAYS,
  panchangPlan,
  PANCHANG_FEATURES,
  PANCHANG_LIMITS,
  PUBLIC_WINDOW,
  type PanchangPlan,
} from './limits.ts';
import type { ResolvedPlace } from './service.ts';

// the message says which problem it is: another format, a date the calendar lacks (hints.ts dateProblem)
export const IsoDate = dateField('invalid_date').describe('YYYY-MM-DD');
export const CityId = z
  .string()
  .min(1)
  .max(120)
  // The slug shape is checked with the lookup (hints.ts cityOfId), where the directory is at hand: a refusal names
  // ids that exist ("Bombay" -> mumbai). The pattern is still published.
  .meta({ pattern: CITY_ID_PATTERN })
  .describe('lowercase city slug (GET /v1/cities?q= finds it); older names are accepted (bombay -> mumbai)');
export const Latitude = z.number().min(-90).max(90);
export const Longitude = z.number().min(-180).max(180);
export const FaithFilter = z
  .enum([...FAITHS, 'all'])
  .default('all')
  .describe(
    "narrows festivals by faith; jain is an extra beyond the seed's values (the festival table has Jain festivals)",
  );
export const TimeZoneOverride = z
  .string()
  .max(64)
  .refine(isValidTimeZone, { error: (issue) => timeZoneHint(String(issue.input)) })
  .describe("IANA zone; default the city's own");
export const LangField = LangParam.optional().describe(`${LANG_DESCRIPTION}; also ?lang=`);
/**
 * The calculation profile (engine/astro/conventions.ts). Named `calculation_profile` because the seed's top-level
 * `profile` of an answer already names the plan; the answer states it in `data.metadata.conventions.profile`.
 */
export const CalculationProfile = z
  .enum(PROFILE_IDS)
  .optional()
  .describe(
    `extra: calculation conventions, default the account's default_calculation_profile (POST /v1/account/settings), else ${DEFAULT_PROFILE} (the contract); drik reproduces Drik Panchang's printed times more closely (docs/drik-parity.md); each profile is served from its own shards; also ?calculation_profile=`,
  );
/**
 * The query string of the daily and monthly routes: `?lang=`, `?calculation_profile=` (the body's value wins when both
 * are given). A closed object: a misspelt parameter (`?langauge=hi`) is refused with the name it meant (issue #28);
 * the gateway's own (`api_key`, `time_format`) pass on every route.
 */
export const LangQuery = z.object({
  lang: LangParam.optional(),
  calculation_profile: CalculationProfile,
});

export function planOfCaller(ctx: HandlerContext): PanchangPlan {
  return panchangPlan(ctx.caller?.entitlement?.plan.name ?? 'free');
}

export function langOf(bodyLang: Lang | undefined, query: Record<string, unknown>): Lang {
  return bodyLang ?? langOfQuery(query.lang);
}

/** What a day answer says in English whatever `lang` is (the festivals' notes, the Hijri caveat). */
export const DAY_PROSE = 'festival duration notes and notes and the Hijri note';

/**
 * The conventions of the requested calculation profile: the body's, else the query's, else the account's
 * `default_calculation_profile` (POST /v1/account/settings, issue #31), else the gateway's default.
 */
export function conventionsOf(
  bodyProfile: ProfileId | undefined,
  query: { calculation_profile?: ProfileId },
  ctx: HandlerContext,
): Conventions {
  const accountDefault = storedProfile(ctx.caller?.settings?.defaultCalculationProfile);
  return PROFILES[bodyProfile ?? query.calculation_profile ?? accountDefault ?? DEFAULT_PROFILE];
}

/** city_id (exact) or lat+lon; coordinates need amethyst or above (seed 002 rule 5). */
export function resolveLocation(
  ctx: HandlerContext,
  plan: PanchangPlan,
  loc: { city_id?: string; lat?: number; lon?: number },
): ResolvedPlace {
  const hasLat = loc.lat !== undefined,
    hasLon = loc.lon !== undefined;
  if (loc.city_id !== undefined) {
    const city = cityOfId(ctx.services.cityDirectory, loc.city_id, 'invalid_parameter');
    return {
      cityId: city.city_id,
      name: city.name,
      latitudeDeg: city.lat,
      longitudeDeg: city.lon,
      timezone: city.timezone,
      regionVariant: regionOf(city),
      resolvedVia: 'exact_match',
      regionResolvedVia: 'city_directory',
    };
  }
  if (!hasLat || !hasLon) throw new ApiError('missing_location');
  if (!PANCHANG_FEATURES[plan].coordinates)
    throw new ApiError('coordinate_access_restricted', { upgradeTo: { product: 'panchang', plan: 'amethyst' } });
  const nearest = nearestCity(ctx, loc.lat!, loc.lon!);
  ctx.note({
    code: 'coordinate_zone',
    message: `Times are in ${nearest.timezone}, the zone of the nearest directory city (${nearest.name}); pass timezone to choose another.`,
  });
  return {
    cityId: null,
    name: nearest.name,
    latitudeDeg: loc.lat!,
    longitudeDeg: loc.lon!,
    timezone: nearest.timezone,
    regionVariant: regionOf(nearest),
    resolvedVia: 'coordinate',
    regionResolvedVia: `nearest_city:${nearest.city_id}`,
  };
}

/** The daily's `metadata.region_variant` values: the one region vocabulary of every route (docs/conventions.md). */
export const REGION_VARIANTS: readonly RegionVariant[] = Object.freeze([
  'north_india',
  'south_india',
  'west_india',
  'east_india',
  'nepal',
  'default',
]);
const regionOf = (c: CityRecord): RegionVariant =>
  (REGION_VARIANTS as readonly string[]).includes(c.region_variant ?? '')
    ? (c.region_variant as RegionVariant)
    : 'default';

/** The muhurat search's first values (issue #30), public before the one vocabulary: still accepted as these. */
export const LEGACY_REGIONS: Readonly<Record<string, RegionVariant>> = Object.freeze({
  north: 'north_india',
  south: 'south_india',
});

/** A `region_variant` a request gives: the daily's vocabulary, or an older public value (read as its equivalent). */
export const RegionField = z
  .enum([...REGION_VARIANTS, ...Object.keys(LEGACY_REGIONS)] as [string, ...string[]])
  .transform((v): RegionVariant => LEGACY_REGIONS[v] ?? (v as RegionVariant))
  .describe(
    `the daily's metadata.region_variant values: ${REGION_VARIANTS.join(', ')}; ${Object.entries(LEGACY_REGIONS)
      .map(([k, v]) => `${k} (= ${v})`)
      .join(', ')} are still accepted`,
  );

function nearestCity(ctx: HandlerContext, lat: number, lon: number): CityRecord {
  const allRows = ctx.services.cityDirectory.rows ?? [];
  if (!allRows.length)
    throw new ApiError('invalid_parameter', { message: 'Coordinate lookup needs the city directory; use city_id.' });
  const rad = Math.PI / 180;
  let best = allRows[0],
    bestD = Infinity;
  for (const c of allRows) {
    const dLat = (c.lat - lat) * rad,
      dLon = (c.lon - lon) * rad;
    const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat * rad) * Math.cos(c.lat * rad) * Math.sin(dLon / 2) ** 2;
    if (a < bestD) {
      bestD = a;
      best = c;
    }
  }
  return best;
}

/** Free: today (UTC) − 3 .. + 7 days; paid: the public window 2025-01-01 .. 2030-12-31. */
export function assertDateWindow(plan: PanchangPlan, nowMs: number, first: string, last: string = first): void {
  if (plan === 'free') {
    const from = isoUtcDate(nowMs - FREE_WINDOW_DAYS.before * DAY_MS),
      to = isoUtcDate(nowMs + FREE_WINDOW_DAYS.after * DAY_MS);
    if (first < from || last > to)
      throw new ApiError('free_demo_date_window_exceeded', {
        message: `The free plan covers ${from} through ${to}; the amethyst plan and above cover ${PUBLIC_WINDOW.first} through ${PUBLIC_WINDOW.last}.`,
        upgradeTo: { product: 'panchang', plan: 'amethyst' },
      });
    return;
  }
  if (first < PUBLIC_WINDOW.first || last > PUBLIC_WINDOW.last) throw new ApiError('public_date_window_exceeded');
}

export interface CoverageRequest {
  readonly locationKey: string;
  readonly dates: readonly string[];
  /** Set for yearly lookups: the city-year they touch. */
  readonly cityYear?: string;
  readonly units: number;
}

/**
 * Checks the account's daily burst, distinct dates per day, location-date coverage (month and day) and city-year
 * cap, then records the request, in one counter call (one Redis round trip in a fleet). Counters that cannot answer
 * refuse the call (coverage_enforcement_unavailable): never served unmetered.
 */
export function meterCoverage(ctx: HandlerContext, plan: PanchangPlan, req: CoverageRequest): void | Promise<void> {
  let refusal: CoverageRefusal | null | Promise<CoverageRefusal | null>;
  try {
    refusal = ctx.services.counters.coverage({
      accountId: ctx.caller!.accountId,
      nowMs: ctx.nowMs,
      limits: PANCHANG_LIMITS[plan],
      ...req,
    });
  } catch (e) {
    return refuseUnmetered(e);
  }
  // the memory engine answers at once when the account's buckets are loaded; it waits only to read them first
  if (refusal instanceof Promise) return refusal.then(refuseOver, refuseUnmetered);
  refuseOver(refusal);
}

function refuseOver(refusal: CoverageRefusal | null): void {
  if (refusal) throw new ApiError(refusal);
}

function refuseUnmetered(e: unknown): never {
  if (!(e instanceof CountersUnavailable)) throw e;
  throw new ApiError('coverage_enforcement_unavailable', {
    headers: { 'Retry-After': '5', 'X-Degraded': 'true', 'X-Degraded-Reason': 'coverage-store-unavailable' },
  });
}

const TOP_LEVELS = new Map<string, Readonly<Record<string, unknown>>>();

/** What `topLevel` puts beside `data`, for /openapi.json. */
export const TopLevelSchema = z.object({
  profile: z.string().describe('the plan the answer was computed for (demo: `demo`)'),
  features: z
    .object(Object.fromEntries(Object.keys(PANCHANG_FEATURES.free).map((k) => [k, z.boolean()])))
    .describe('what the plan unlocks'),
});

/**
 * The top level beside `data`: the plan as `profile` and what it unlocked as `features`. One frozen object
 * per profile, so the envelope serializes each only once.
 */
export function topLevel(plan: PanchangPlan, profile: string = plan): Readonly<Record<string, unknown>> {
  const key = `${plan}:${profile}`;
  let top = TOP_LEVELS.get(key);
  if (!top) {
    top = Object.freeze({ profile, features: Object.freeze({ ...PANCHANG_FEATURES[plan] }) });
    TOP_LEVELS.set(key, top);
  }
  return top;
}
