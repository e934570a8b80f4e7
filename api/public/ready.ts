// GET /ready: readiness, apart from liveness (/health keeps the seeds' shape). A load balancer sends traffic only
// while this answers 200: the shards are loaded, the stores answer, and the process is not shutting down.
import { z } from 'zod';
import { ApiError } from '../gateway/errors.ts';
import type { HealthSnapshot } from '../health.ts';
import { defineRoute } from '../gateway/route-spec.ts';

/**
 * Components without which a request cannot be served as specified: the accounts store, the shared counters
 * (Redis, in a fleet) and the panchang shards (degraded `no-shards` until a manifest is loaded).
 */
const NEEDED_COMPONENTS: ReadonlySet<string> = new Set(['accounts-db', 'redis', 'panchang-engine']);

/** Seconds a load balancer may wait before asking again. */
const READY_RETRY_AFTER_S = 1;

function notReadyReason(snapshot: HealthSnapshot, draining: boolean): string | null {
  if (draining) return 'shutting-down';
  const blocking = snapshot.components.find((c) => NEEDED_COMPONENTS.has(c.name) && c.status !== 'ok');
  return blocking ? `${blocking.name}-${blocking.reason ?? blocking.status}` : null;
}

export const readyRoute = defineRoute({
  product: 'public',
  method: 'GET',
  path: '/ready',
  auth: 'none',
  cost: 0,
  envelope: 'none',
  cacheControl: 'no-store',
  summary: 'Readiness: 200 while this process should get traffic, 503 before it is ready and while it shuts down',
  description: 'A 503 names the reason in X-Degraded-Reason (shutting-down, accounts-db-no-answer, ...).',
  response: z.object({ ready: z.literal(true) }),
  errors: ['service_unavailable'],
  handler: (_input, ctx) => {
    const reason = notReadyReason(ctx.services.health.snapshot(), ctx.services.lifecycle.draining);
    if (reason) {
      throw new ApiError('service_unavailable', {
        message: 'This process is not taking traffic now; send the request to another replica.',
        headers: { 'Retry-After': String(READY_RETRY_AFTER_S), 'X-Degraded': 'true', 'X-Degraded-Reason': reason },
      });
    }
    return { dataSource: 'live', data: { ready: true as const } };
  },
});
