// The city directory as the gateway sees it (pipeline/city-directory.ts's loadCityDirectory() gives
// one), and GET /v1/cities: how clients find a city_id. No key, no quota.
import { z } from 'zod';
import { defineRoute, type AnyRoute } from './route-spec.ts';

/** The fields of a directory row the gateway reads (data/cities.json has more). */
export interface CityRecord {
  readonly city_id: string;
  readonly name: string;
  readonly country_code: string;
  readonly admin1: string | null;
  readonly lat: number;
  readonly lon: number;
  readonly timezone: string;
  readonly population: number;
  /** Regional festival ruleset of the city (Indian rows; `default` elsewhere). */
  readonly region_variant?: string;
}

export interface CityDirectory {
  /** Every row, most populous first (coordinate lookups scan it for the nearest city). */
  readonly rows?: readonly CityRecord[];
  byId(id: string): CityRecord | null | undefined;
  resolve(text: string): { city: CityRecord; resolvedVia: string } | null;
  /** Exact name matches first, then by population. */
  search(q: string, limit: number): readonly CityRecord[];
}

export const CitySchema = z.object({
  city_id: z.string(),
  name: z.string(),
  country_code: z.string(),
  admin1: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  timezone: z.string(),
  population: z.number().int(),
});

const CitiesQuery = z.object({
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const toPublic = (c: CityRecord): z.infer<typeof CitySchema> => ({
  city_id: c.city_id,
  name: c.name,
  country_code: c.country_code,
  admin1: c.admin1,
  lat: c.lat,
  lon: c.lon,
  timezone: c.timezone,
  population: c.population,
});

export const citiesRoute: AnyRoute = defineRoute({
  product: 'public',
  method: 'GET',
  path: '/v1/cities',
  auth: 'none',
  cost: 0,
  summary: 'Find cities and their city_id',
  description: 'Exact name matches first, then by population ("London" is England\'s). No key, no quota.',
  request: { query: CitiesQuery },
  response: z.array(CitySchema),
  cacheControl: 'public, max-age=3600',
  handler: ({ query }, ctx) => ({ data: ctx.services.cityDirectory.search(query.q, query.limit).map(toPublic) }),
});
