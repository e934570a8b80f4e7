// Stand-in product routes for the gateway tests: the real panchang, horoscope and numerology routes
// are other work. These declare the same paths, plan gates and costs as the seeds, and answer with
// trivial data, so the gateway's machinery (codes, headers, quota, limits) is what is under test.
import { z } from 'zod';
import { ApiError } from '../../api/gateway/errors.ts';
import { defineRoute, horoscopePaths, type AnyRoute } from '../../api/gateway/route-spec.ts';

const Echo = z.object({ ok: z.literal(true), route: z.string() });

const PanchangDaily = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' }),
    city_id: z.string().optional(),
    /** lets a test charge many units at once */
    units: z.number().int().min(0).max(10_000_000).optional(),
    /** lets a test make the handler fail after the quota was reserved */
    fail: z.boolean().optional(),
    source: z.enum(['live', 'cache', 'fallback']).optional(),
  })
  .refine((b) => b.city_id !== undefined, { params: { error: 'missing_location' } });

export const fakePanchang: AnyRoute[] = [
  defineRoute({
    product: 'panchang',
    method: 'POST',
    path: '/v1/panchang/daily',
    auth: 'key',
    minPlan: 'free',
    cost: ({ body }) => body.units ?? 1,
    request: { body: PanchangDaily },
    missingFieldError: 'missing_parameter',
    summary: 'fake daily',
    response: Echo,
    handler: ({ body }) => {
      if (body.fail) throw new ApiError('public_date_window_exceeded');
      return {
        data: { ok: true as const, route: 'daily' },
        dataSource: body.source ?? 'live',
        cacheAgeSeconds: body.source === 'cache' ? 42 : 0,
      };
    },
  }),
  defineRoute({
    product: 'panchang',
    method: 'POST',
    path: '/v1/panchang/monthly',
    auth: 'key',
    minPlan: 'amethyst',
    cost: 1,
    request: {
      body: z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), city_id: z.string() }),
    },
    summary: 'fake monthly',
    response: Echo,
    handler: () => ({ data: { ok: true as const, route: 'monthly' } }),
  }),
  defineRoute({
    product: 'panchang',
    method: 'POST',
    path: '/v1/panchang/yearly',
    auth: 'key',
    minPlan: 'sapphire',
    cost: 12,
    request: { body: z.object({ year: z.coerce.number().int(), city_id: z.string() }) },
    prepare: (raw) => ({ ...raw, body: { ...(raw.body as object), ...raw.query } }),
    summary: 'fake yearly',
    response: z.object({ year: z.number(), city_id: z.string() }),
    handler: ({ body }) => ({ data: { year: body.year, city_id: body.city_id } }),
  }),
];

const Birth = z.object({ date: z.string(), time: z.string(), city_id: z.string() });

export const fakeHoroscope: AnyRoute[] = [
  defineRoute({
    product: 'horoscope',
    method: 'POST',
    path: horoscopePaths('kundli'),
    auth: 'key',
    minPlan: 'free',
    cost: ({ body }) => (body as { units?: number }).units ?? 1,
    request: { body: Birth.extend({ units: z.number().int().optional() }) },
    summary: 'fake kundli',
    response: Echo,
    handler: () => ({ data: { ok: true as const, route: 'kundli' }, meta: { calculation: { zodiac: 'sidereal' } } }),
  }),
  defineRoute({
    product: 'horoscope',
    method: 'POST',
    path: horoscopePaths('dasha'),
    auth: 'key',
    minPlan: 'topaz',
    cost: 1,
    request: { body: Birth },
    summary: 'fake dasha',
    response: Echo,
    handler: () => ({ data: { ok: true as const, route: 'dasha' } }),
  }),
  defineRoute({
    product: 'horoscope',
    method: 'GET',
    path: horoscopePaths('rashifal/:sign/:period'),
    auth: 'key',
    cost: 1,
    request: { params: z.object({ sign: z.enum(['mesha', 'simha']), period: z.enum(['daily', 'weekly']) }) },
    fieldErrors: { sign: 'invalid_sign', period: 'invalid_period' },
    summary: 'fake rashifal',
    response: z.object({ sign: z.string(), period: z.string() }),
    handler: ({ params }) => ({ data: params }),
  }),
];

const Systems = z.object({
  full_name: z.string().min(1),
  date_of_birth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  systems: z.array(z.enum(['pythagorean', 'chaldean'])).min(1),
  units: z.number().int().optional(),
});

export const fakeNumerology: AnyRoute[] = [
  defineRoute({
    product: 'numerology',
    method: 'POST',
    path: '/v1/numerology/core',
    auth: 'key',
    minPlan: 'free',
    cost: ({ body }) => body.units ?? new Set(body.systems).size,
    request: { body: Systems },
    fieldErrors: { full_name: 'invalid_name', date_of_birth: 'invalid_date_of_birth', systems: 'invalid_system' },
    summary: 'fake core',
    response: Echo,
    handler: () => ({ data: { ok: true as const, route: 'core' }, meta: { calculation_systems: ['pythagorean'] } }),
  }),
  defineRoute({
    product: 'numerology',
    method: 'POST',
    path: '/v1/numerology/compatibility',
    auth: 'key',
    minPlan: 'pro',
    planError: 'upgrade_required',
    cost: 1,
    request: { body: z.object({}) },
    summary: 'fake compatibility',
    response: Echo,
    handler: () => ({ data: { ok: true as const, route: 'compatibility' } }),
  }),
];

/** Routes that misbehave on purpose: the error envelope must contain them. */
export const faultyRoutes: AnyRoute[] = [
  defineRoute({
    product: 'panchang',
    method: 'GET',
    path: '/v1/test/boom',
    auth: 'none',
    cost: 0,
    summary: 'throws an unexpected error',
    response: Echo,
    handler: () => {
      throw new Error('secret internal detail at /srv/db.sqlite');
    },
  }),
  defineRoute({
    product: 'numerology',
    method: 'GET',
    path: '/v1/test/zod',
    auth: 'none',
    cost: 0,
    summary: 'throws a ZodError from inside the handler',
    response: Echo,
    handler: () => ({ data: z.object({ ok: z.literal(true), route: z.string() }).parse({ ok: 1 }) }),
  }),
  defineRoute({
    product: 'horoscope',
    method: 'GET',
    path: '/v1/test/drift',
    auth: 'none',
    cost: 0,
    summary: 'answers data that does not match its response schema',
    response: Echo,
    handler: () => ({ data: { ok: true as const, route: 42 } as unknown as z.infer<typeof Echo> }),
  }),
];

export const allFakes: AnyRoute[] = [...fakePanchang, ...fakeHoroscope, ...fakeNumerology, ...faultyRoutes];
