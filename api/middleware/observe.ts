// Second in the chain (after the request id): when the rest of the chain is done, one log line for the request and
// its duration in the metrics. The line carries who called (key id, never the key itself) and what answered (route
// pattern, status, error code); the duration runs until the answer is handed to Node (send.ts writes it at the end
// of the event-loop turn).
import type { Logger } from '../../pipeline/log.ts';
import { UNMATCHED_ROUTE, type GatewayMetrics } from '../metrics/registry.ts';
import type { Ctx, Middleware } from './context.ts';

/** The fields of a request's log line (tests read them back). */
export interface RequestLine {
  readonly request_id: string;
  readonly method: string;
  readonly route: string | null;
  readonly status: number;
  readonly duration_ms: number;
  readonly product: string;
  readonly key_id: string | null;
  readonly error: string | null;
}

/** What changes from request to request; method, route and product are the route logger's bindings. */
type PerRequest = Omit<RequestLine, 'method' | 'route' | 'product'>;

/**
 * One pino child per route, method and product (a bounded set: the route table's patterns, the parser's methods),
 * whose bindings pino serializes once; a line then serializes only what is its own. Measured on the served daily
 * lookup, pino's per-key escaping was its largest cost.
 */
function routeLoggers(logger: Logger) {
  const children = new Map<string, Logger>();
  return (method: string, route: string | null, product: string): Logger => {
    const key = `${method} ${route} ${product}`;
    let child = children.get(key);
    if (!child) {
      child = logger.child({ method, route, product });
      children.set(key, child);
    }
    return child;
  };
}

/** Null when there is nothing to do (logging above info and metrics off): the chain then skips this step. */
export function observe(logger: Logger, metrics: GatewayMetrics | null): Middleware | null {
  const logs = logger.isLevelEnabled('info');
  if (!logs && !metrics) return null;
  const loggerFor = routeLoggers(logger);
  const record = (ctx: Ctx, t0: number) => {
    const ms = performance.now() - t0;
    const s = ctx.state;
    metrics?.request(s.pattern ?? UNMATCHED_ROUTE, ctx.method, ctx.status, s.product, ms / 1000, s.errorCode);
    if (!logs) return;
    const line: PerRequest = {
      request_id: s.requestId,
      status: ctx.status,
      duration_ms: Math.round(ms * 1000) / 1000,
      key_id: s.caller?.keyId ?? null,
      error: s.errorCode,
    };
    loggerFor(ctx.method, s.pattern, s.product).info(line, 'request');
  };
  // A plain function and one then(): an async wrapper would add a promise and a turn of microtasks to every request.
  return (ctx, next) => {
    const t0 = performance.now();
    return next().then(
      () => record(ctx, t0),
      (err: unknown) => {
        record(ctx, t0);
        throw err;
      },
    );
  };
}
