// Last in the chain: runs the handler and sends the envelope with the headers every answer carries
// (X-Data-Source, X-Cache-Age, X-Quota-Cost, X-Degraded-*). In development and tests the data is
// checked against the route's response schema, so a handler cannot drift from its documentation.
import { buildMeta, DEFAULT_DATA_SOURCE } from '../envelope.ts';
import type { Logger } from '../logger.ts';
import type { GatewayServices, HandlerContext, HandlerResult, RouteInput } from '../route-spec.ts';
import type { Ctx, Middleware } from './context.ts';

function handlerContext(ctx: Ctx, services: GatewayServices): HandlerContext {
  const s = ctx.state;
  return {
    requestId: s.requestId,
    nowMs: s.nowMs,
    product: s.product,
    caller: s.caller,
    ip: ctx.ip,
    services,
    note: (n) => void s.notes.push(n),
    setHeader: (name, value) => ctx.set(name, value),
    header: (name) => ctx.get(name),
  };
}

function degradedReason(result: HandlerResult<unknown>, dataSource: string, services: GatewayServices): string | null {
  if (result.degradedReason) return result.degradedReason;
  if (dataSource === 'fallback') return 'fallback';
  return services.health.snapshot().reason;
}

export function respond(services: GatewayServices, logger: Logger): Middleware {
  return async (ctx) => {
    const route = ctx.state.route!;
    const s = ctx.state;
    const result = await route.handler(s.input as RouteInput<unknown, unknown, unknown>, handlerContext(ctx, services));
    if (services.config.validateResponses) {
      const checked = route.response.safeParse(result.data);
      if (!checked.success) {
        logger.error({ msg: 'response does not match its schema', request_id: s.requestId, path: ctx.path, issues: checked.error.issues.slice(0, 5) });
        throw new Error(`response of ${route.method} ${ctx.path} does not match its schema`);
      }
    }
    const dataSource = result.dataSource ?? DEFAULT_DATA_SOURCE[s.product];
    const cacheAge = result.cacheAgeSeconds ?? 0;
    ctx.set('X-Data-Source', dataSource);
    ctx.set('X-Cache-Age', String(cacheAge));
    ctx.set('X-Quota-Cost', String(s.charged));
    const reason = degradedReason(result, dataSource, services);
    if (reason) {
      ctx.set('X-Degraded', 'true');
      ctx.set('X-Degraded-Reason', reason);
    }
    if (!s.caller && route.cacheControl) ctx.set('Cache-Control', route.cacheControl);
    ctx.status = route.status ?? 200;
    if (route.envelope === 'none') {
      ctx.body = result.data;
      return;
    }
    const meta = buildMeta(s.product, { apiVersion: s.apiVersion, nowMs: s.nowMs, dataSource, cacheAgeSeconds: cacheAge, cost: s.charged }, result.meta);
    const devNotes = [...s.notes, ...(result.dev_notes ?? [])];
    if (result.dataJson === undefined) {
      ctx.body = { ...result.topLevel, data: result.data, meta, dev_notes: devNotes };
      return;
    }
    // The same envelope, spliced around the pre-serialized data: a large cached answer is not serialized twice.
    const top = result.topLevel ? Object.entries(result.topLevel).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`).join('') : '';
    ctx.type = 'application/json';
    // Bytes, not a string: a large body with any non-ASCII character would be re-encoded on every write.
    ctx.body = Buffer.concat([
      Buffer.from(`{${top}"data":`),
      result.dataJson,
      Buffer.from(`,"meta":${JSON.stringify(meta)},"dev_notes":${JSON.stringify(devNotes)}}`),
    ]);
  };
}
