// GET /v1/cities: how clients find a city_id, over the gateway's city directory (pipeline/city-directory.ts's
// loadCityDirectory() gives one). No key, no quota.
import { z } from 'zod';
import type { CityRecord } from './city-directory.ts';
import { defineRoute, type AnyRoute } from './gateway/route-spec.ts';

export type { CityDirectory, CityRecord } from './city-directory.ts';

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
