// CORS for browser apps (issue 44), through @koa/cors, off unless CORS_ORIGINS names origins. The API is keyed by a
// header, never by cookies, so credentials stay off and `*` is safe to allow; a preflight is answered here, before
// dispatch, auth and metering (a browser sends it without the key). The allowed request headers are those the keyed
// routes read; the exposed ones are the seeds' answer headers a browser app needs to read (quota, rate limit,
// request id, data source, deprecation) and the caching ones.
import cors from '@koa/cors';
import type { Middleware } from 'koa';

const ALLOWED_HEADERS = ['X-Api-Key', 'Content-Type', 'If-None-Match', 'X-Request-ID', 'Accept-Language'];
const EXPOSED_HEADERS = [
  'X-Request-ID',
  'X-Quota-Cost',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-Data-Source',
  'X-Cache-Age',
  'X-API-Deprecated',
  'X-API-Sunset-Date',
  'X-Degraded',
  'X-Degraded-Reason',
  'Retry-After',
  'ETag',
];

/** The CORS middleware for `origins`, or null when none is allowed (the default: no header, no cost). */
export function corsFor(origins: readonly string[]): Middleware | null {
  if (origins.length === 0) return null;
  const any = origins.includes('*');
  const allowed = new Set(origins);
  return cors({
    // an origin not listed gets no Access-Control-Allow-Origin, and the browser refuses it
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return any ? '*' : allowed.has(origin) ? origin : '';
    },
    allowMethods: ['GET', 'POST', 'HEAD', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    credentials: false,
    keepHeadersOnError: true,
  });
}
