// The response envelope `{ data, meta, dev_notes }` and each product's meta fields and defaults.
import { z } from 'zod';
import { isoInstant } from './clock.ts';
import type { Product } from '../products.ts';
import { CalculationMetaSchema } from '../horoscope/calculation.ts';
import { WarningsMeta } from '../lang.ts';

export interface MetaInput {
  readonly apiVersion: string;
  readonly nowMs: number;
  readonly dataSource: string;
  readonly cacheAgeSeconds: number;
  readonly cost: number;
}

/** `X-Data-Source` / `meta.data_source` when the handler does not say (seeds 000, 001, 002). */
export const DEFAULT_DATA_SOURCE: Record<Product, string> = {
  horoscope: 'live',
  numerology: 'computed',
  panchang: 'live',
  account: 'live',
  billing: 'live',
  public: 'live',
};

// Account, billing and public answers serve clients of all three products, so their meta carries
// both spellings of the version field (seed 000 `version`; horoscope/numerology `api_version`).
const sharedMeta = (m: MetaInput) => ({
  version: m.apiVersion,
  api_version: m.apiVersion,
  computed_at: isoInstant(m.nowMs),
});

const META_BUILDERS: Record<Product, (m: MetaInput) => Record<string, unknown>> = {
  horoscope: (m) => ({
    api_version: m.apiVersion,
    service: 'horoscope',
    computed_at: isoInstant(m.nowMs),
    data_source: m.dataSource,
    cache_age_seconds: m.cacheAgeSeconds,
  }),
  numerology: (m) => ({
    api_version: m.apiVersion,
    service: 'numerology',
    computed_at: isoInstant(m.nowMs),
    data_source: m.dataSource,
    quota_cost_units: m.cost,
  }),
  panchang: (m) => ({
    version: m.apiVersion,
    computed_at: isoInstant(m.nowMs),
    data_source: m.dataSource,
    cache_age_seconds: m.cacheAgeSeconds,
  }),
  account: sharedMeta,
  billing: sharedMeta,
  public: sharedMeta,
};

export function buildMeta(
  product: Product,
  input: MetaInput,
  extra: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const meta = META_BUILDERS[product](input); // a fresh object: the route's fields are added to it in place
  return extra ? Object.assign(meta, extra) : meta;
}

export const DevNoteSchema = z.object({ code: z.string(), message: z.string() });

const META_SCHEMAS: Record<Product, z.ZodObject> = {
  horoscope: z.looseObject({
    api_version: z.string(),
    service: z.literal('horoscope'),
    computed_at: z.string(),
    data_source: z.string(),
    cache_age_seconds: z.number(),
    calculation: CalculationMetaSchema.optional().describe(
      'on every computed answer (not on the chart SVG, which has no envelope)',
    ),
    warnings: WarningsMeta,
  }),
  numerology: z.looseObject({
    api_version: z.string(),
    service: z.literal('numerology'),
    computed_at: z.string(),
    data_source: z.string(),
    quota_cost_units: z.number(),
    // the engine's part (engine/numerology/types.ts NumerologyEngineMeta), on every computed answer
    calculation_systems: z.array(z.enum(['pythagorean', 'chaldean'])).optional(),
    life_path_method: z.literal('full_sum').optional(),
    preserve_masters: z.boolean().optional(),
    master_numbers: z.array(z.number().int()).optional(),
    omitted_sections: z.array(z.string()).optional().describe('report: the sections the plan leaves out'),
    warnings: WarningsMeta,
  }),
  panchang: z.looseObject({
    version: z.string(),
    computed_at: z.string(),
    data_source: z.string(),
    cache_age_seconds: z.number(),
    resolved_timezone: z.string().optional().describe('the IANA zone the day answers are given in'),
    notes: z
      .array(DevNoteSchema)
      .optional()
      .describe('what the plan leaves out of the answer (festival layers, muhurat timings) and the plan that adds it'),
    measuring: z
      .array(z.string())
      .optional()
      .describe('accuracy manifest: sections a fresh server is still measuring in the background'),
    warnings: WarningsMeta,
  }),
  account: z.looseObject({ version: z.string(), api_version: z.string(), computed_at: z.string() }),
  billing: z.looseObject({ version: z.string(), api_version: z.string(), computed_at: z.string() }),
  public: z.looseObject({ version: z.string(), api_version: z.string(), computed_at: z.string() }),
};

/** The whole success body of a product's route around its `data` schema, with the route's top-level extras (OpenAPI). */
export function envelopeSchema(product: Product, data: z.ZodType, topLevel?: z.ZodObject): z.ZodType {
  return z.looseObject({ ...topLevel?.shape, data, meta: META_SCHEMAS[product], dev_notes: z.array(DevNoteSchema) });
}

export const ErrorBodySchema = z.object({
  error: z.string().describe('snake_case error code'),
  message: z.string(),
  docs_url: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
