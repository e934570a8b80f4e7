// GET /health and GET /status: one object each that satisfies all three seeds' shapes.
//   health: horoscope/numerology { ok, service, status }, panchang { status, engine, redis }.
//   status: horoscope/numerology data { service, status, degraded, components[] } + meta.api_version,
//           panchang { status, degraded, incidents, uptime_30d, checked_at } (given at the top level
//           and inside data, since the seed does not say which);
//           data.runtime.node names the Node.js version serving (the project brings Node 24: README).
import { z } from 'zod';
import type { ComponentStatus } from '../health.ts';
import { defineRoute } from '../gateway/route-spec.ts';

/** Status polling is limited per IP (seed 002 advises at most one call a minute). */
export const STATUS_CALLS_PER_MINUTE_PER_IP = 30;

const HealthBody = z.object({
  ok: z.boolean(),
  service: z.string(),
  status: z.string().describe('ok when healthy'),
  engine: z.string(),
  redis: z
    .string()
    .describe(
      'Redis (the shared counters and cache invalidation) when REDIS_URL is set; otherwise ok (process memory)',
    ),
});

const Component = z.object({
  name: z.string(),
  status: z.enum(['ok', 'degraded', 'down']),
  reason: z.string().optional(),
});
const Incident = z.object({ component: z.string(), status: z.string(), reason: z.string(), since: z.string() });
const OverallStatus = z.enum(['operational', 'degraded', 'partial_outage', 'major_outage', 'maintenance']);

const StatusData = z.object({
  service: z.string(),
  status: OverallStatus,
  degraded: z.boolean(),
  components: z.array(Component),
  incidents: z.array(Incident),
  uptime_30d: z.number(),
  checked_at: z.string(),
  runtime: z.object({ node: z.string().describe('the Node.js version serving this answer, e.g. 24.21.0') }),
});

/** A component's state as the one-word health value panchang clients read. */
const word = (c: ComponentStatus | undefined): string => (c === undefined ? 'ok' : c.status);

export const healthRoute = defineRoute({
  product: 'public',
  method: 'GET',
  path: '/health',
  auth: 'none',
  cost: 0,
  envelope: 'none',
  cacheControl: 'no-store',
  summary: 'Liveness (always X-Data-Source: live)',
  response: HealthBody,
  handler: (_input, ctx) => {
    const snap = ctx.services.health.snapshot();
    const find = (name: string) => snap.components.find((c) => c.name === name);
    const engines = snap.components.filter((c) => c.name.endsWith('-engine'));
    const engineDown = engines.find((c) => c.status !== 'ok');
    return {
      dataSource: 'live',
      data: {
        ok: snap.status !== 'major_outage',
        service: 'gateway',
        status: snap.degraded ? snap.status : 'ok',
        engine: word(engineDown),
        redis: word(find('redis') ?? find('cache')),
      },
    };
  },
});

export const statusRoute = defineRoute({
  product: 'public',
  method: 'GET',
  path: '/status',
  auth: 'none',
  cost: 0,
  cacheControl: 'no-store',
  ipLimitPerMinute: STATUS_CALLS_PER_MINUTE_PER_IP,
  summary: 'Service status with components, incidents and 30-day uptime',
  description: 'Rate-limited per IP; poll no more often than every 60 seconds.',
  response: StatusData,
  // the same summary beside `data`, where panchang status clients read it
  responseTopLevel: StatusData.pick({
    status: true,
    degraded: true,
    incidents: true,
    uptime_30d: true,
    checked_at: true,
  }),
  errors: ['rate_limited'],
  handler: (_input, ctx) => {
    const { health } = ctx.services;
    const snap = health.snapshot();
    const checkedAt = new Date(snap.checkedAtMs).toISOString();
    const data = {
      service: 'gateway',
      status: snap.status,
      degraded: snap.degraded,
      components: [...snap.components],
      incidents: snap.incidents.map(({ sinceMs, ...i }) => ({ ...i, since: new Date(sinceMs).toISOString() })),
      uptime_30d: health.uptime30d(),
      checked_at: checkedAt,
      runtime: { node: process.versions.node },
    };
    return {
      data,
      topLevel: {
        status: data.status,
        degraded: data.degraded,
        incidents: data.incidents,
        uptime_30d: data.uptime_30d,
        checked_at: data.checked_at,
      },
    };
  },
});
