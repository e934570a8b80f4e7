// GET /v1/accuracy/manifest (seed 002): the accuracy manifest, not charged, cached for 24 hours; the raw JSON at
// /accuracy-manifest.sig (compare its hash) and a small viewer page at /accuracy-manifest (api/public/accuracy-page.ts),
// which checks the hash with a served copy of js-sha256 so that it works on a plain-HTTP page too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { ACCURACY_PAGE, SHA256_SCRIPT_PATH } from '../public/accuracy-page.ts';
import { defineRoute } from '../gateway/route-spec.ts';

const SectionSchema = z.looseObject({
  tested: z.number().int(),
  passed: z.number().int(),
  pass_rate: z.number(),
  coverage: z.string(),
});
/** A tithi-at-sunrise miss against Drik Panchang: margin_s is the boundary between the two tithis minus our sunrise. */
const ParityMissSchema = z.object({
  date: z.string(),
  drik: z.number().int(),
  ours: z.number().int(),
  margin_s: z.number(),
});

const ManifestSchema = z.looseObject({
  schema: z.string(),
  generated_at: z.string(),
  snapshot_date: z.string(),
  engine_version: z.string(),
  ayanamsa: z.string(),
  system: z.string(),
  profiles: z.array(z.unknown()),
  window: z.looseObject({ start_date: z.string(), end_date: z.string(), profile_day_count: z.number().int() }),
  // Loose, so that a section added by the pipeline is served (and hashed) as built.
  sections: z.looseObject({
    ...Object.fromEntries(['sun_moon', 'tithi_etc', 'muhurat', 'festivals'].map((k) => [k, SectionSchema])),
    // Declared in the order the pipeline writes them: a parse must not reorder keys, or the served copy stops hashing.
    drik_parity: SectionSchema.extend({
      profile: z.string().optional(),
      source: z.string().optional(),
      meets_target: z.boolean().optional(),
      max_abs_margin_s: z.number().optional(),
      misses: z.array(ParityMissSchema).optional(),
    }).optional(),
  }),
  validation_boundary: z.looseObject({ scope: z.string(), evidence_policy: z.string(), high_risk_use: z.string() }),
  hash: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  // after the hash, as the pipeline writes it (a parse keeps the declared order)
  measurements: z
    .array(
      z.object({
        quantity: z.string(),
        unit: z.string(),
        n: z.number().int(),
        p50: z.number(),
        p99: z.number(),
        max: z.number(),
        target: z.number().nullable(),
        misses: z.number().int(),
      }),
    )
    .optional()
    .describe('per quantity: error quantiles against the reference and the target they are held to'),
});

export type AccuracyManifest = z.infer<typeof ManifestSchema>;
export type AccuracyManifestProvider = () => AccuracyManifest;
/** The sections being measured in the background right now (pipeline/accuracy/background.ts); usually none. */
export type AccuracyMeasuringProvider = () => readonly string[];

/** Validates a manifest once, where it is loaded or built. */
export const parseAccuracyManifest = (value: unknown): AccuracyManifest => ManifestSchema.parse(value);

const DAY_SECONDS = 86_400;

const sha256Script = (): string =>
  readFileSync(createRequire(import.meta.url).resolve('js-sha256/build/sha256.min.js'), 'utf8');

/** The viewer page (api/public/accuracy-page.ts), under the name the security headers hash its inline blocks by. */
export const VIEWER_PAGE = ACCURACY_PAGE;
export { SHA256_SCRIPT_PATH };

/** While sections are measured, answers are not cached: they change when the measurement ends. */
function measuringMeta(measuring: AccuracyMeasuringProvider, ctx: { setHeader(name: string, value: string): void }) {
  const sections = measuring();
  if (!sections.length) return undefined;
  ctx.setHeader('Cache-Control', 'no-store');
  return { measuring: [...sections] };
}

export function accuracyRoutes(manifest: AccuracyManifestProvider, measuring: AccuracyMeasuringProvider = () => []) {
  let script: string | undefined;
  return [
    defineRoute({
      product: 'panchang',
      method: 'GET',
      path: '/v1/accuracy/manifest',
      auth: 'none',
      cost: 0,
      cacheControl: `public, max-age=${DAY_SECONDS}`,
      response: ManifestSchema,
      ipLimitPerMinute: 120,
      summary: 'Accuracy manifest: how the engine was validated, with a sha256 hash of its body',
      description:
        'While a fresh server measures the muhurat, festivals and Drik parity sections in the background, `meta.measuring` names them (their figures in `data` are not final) and the answer is not cached.',
      handler: (_input, ctx) => {
        const meta = measuringMeta(measuring, ctx);
        return { data: manifest(), dataSource: 'cache', ...(meta ? { meta } : {}) };
      },
    }),
    defineRoute({
      product: 'public',
      method: 'GET',
      path: '/accuracy-manifest.sig',
      auth: 'none',
      cost: 0,
      envelope: 'none',
      cacheControl: `public, max-age=${DAY_SECONDS}`,
      response: ManifestSchema,
      ipLimitPerMinute: 120,
      summary: 'The raw accuracy manifest JSON (static copy; compare its hash with /v1/accuracy/manifest)',
      handler: (_input, ctx) => {
        measuringMeta(measuring, ctx);
        return { data: manifest() };
      },
    }),
    defineRoute({
      product: 'public',
      method: 'GET',
      path: '/accuracy-manifest',
      auth: 'none',
      cost: 0,
      envelope: 'none',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=3600',
      response: z.string(),
      ipLimitPerMinute: 120,
      summary: 'A page showing the accuracy manifest and checking its hash',
      handler: () => ({ data: VIEWER_PAGE }),
    }),
    defineRoute({
      product: 'public',
      method: 'GET',
      path: SHA256_SCRIPT_PATH,
      auth: 'none',
      cost: 0,
      envelope: 'none',
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=86400',
      response: z.string(),
      ipLimitPerMinute: 120,
      summary: 'The SHA-256 script the accuracy page checks the hash with (js-sha256, MIT)',
      handler: (_input, ctx) => {
        script ??= sha256Script();
        ctx.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        return { data: script };
      },
    }),
  ];
}
