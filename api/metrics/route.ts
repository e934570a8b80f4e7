// GET /metrics: the Prometheus exposition of this process's registry. No API key, no quota, no per-minute limit (a
// scraper is not a customer); with METRICS_TOKEN set it wants `Authorization: Bearer <token>`.
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../gateway/errors.ts';
import { defineRoute, type AnyRoute } from '../gateway/route-spec.ts';
import type { GatewayMetrics } from './registry.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares digests so the time taken says nothing about how much of the token was right. */
export function bearerMatches(authorization: string, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return m !== null && timingSafeEqual(digest(m[1]!), digest(token));
}

export function metricsRoute(metrics: GatewayMetrics, token: string | null): AnyRoute {
  return defineRoute({
    product: 'public',
    method: 'GET',
    path: '/metrics',
    auth: 'none',
    cost: 0,
    envelope: 'none',
    contentType: 'text/plain; version=0.0.4; charset=utf-8',
    cacheControl: 'no-store',
    summary: 'Prometheus metrics of this process (operators; Bearer METRICS_TOKEN when the server sets one)',
    errors: ['unauthorized'],
    response: z.string(),
    handler: async (_input, ctx) => {
      if (token !== null && !bearerMatches(ctx.header('authorization'), token)) {
        throw new ApiError('unauthorized', {
          message: 'This server wants Authorization: Bearer <METRICS_TOKEN> on /metrics.',
          headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
        });
      }
      ctx.setHeader('Content-Type', metrics.contentType);
      return { data: await metrics.text() };
    },
  });
}
