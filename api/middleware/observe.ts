// Second in the chain (after the request id): when the rest of the chain is done, one log line for the request and
// its duration in the metrics. The line carries who called (key id, never the key itself) and what answered (route
// pattern, status, error code); the duration runs until the answer is handed to Node (send.ts writes it at the end
// of the event-loop turn).
import type { Logger } from '../../pipeline/log.ts';
import { UNMATCHED_ROUTE, type GatewayMetrics, type RequestRecorder } from '../metrics/registry.ts';
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

/** What a route's requests are recorded with: its log lines' pino child and its metrics recorder. */
interface RouteObserver {
  readonly log: Logger | null;
  readonly metric: RequestRecorder | null;
}

/**
 * One observer per route, method and product (a bounded set: the route table's patterns, the parser's methods). Its
 * pino child serializes those three once, as bindings, so a line serializes only what is its own (pino's per-key
 * escaping was the log line's largest cost in a profile of the served daily lookup), and its recorder keeps the
 * route's histogram children.
 */
function routeObservers(logger: Logger | null, metrics: GatewayMetrics | null) {
  const observers = new Map<string, RouteObserver>();
  return (method: string, route: string | null, product: string): RouteObserver => {
    const key = `${method} ${route} ${product}`;
    let observer = observers.get(key);
    if (!observer) {
      observer = {
        log: logger?.child({ method, route, product }) ?? null,
        metric: metrics?.requestRecorder(route ?? UNMATCHED_ROUTE, method, product) ?? null,
      };
      observers.set(key, observer);
    }
    return observer;
  };
}

/** Null when there is nothing to do (logging above info and metrics off): the chain then skips this step. */
export function observe(logger: Logger, metrics: GatewayMetrics | null): Middleware | null {
  const logs = logger.isLevelEnabled('info');
  if (!logs && !metrics) return null;
  const observerFor = routeObservers(logs ? logger : null, metrics);
  const record = (ctx: Ctx, t0: number) => {
    const ms = performance.now() - t0;
    const s = ctx.state;
    const observer = observerFor(ctx.method, s.pattern, s.product);
    observer.metric?.(ctx.status, ms / 1000, s.errorCode);
    if (!observer.log) return;
    const line: PerRequest = {
      request_id: s.requestId,
      status: ctx.status,
      duration_ms: Math.round(ms * 1000) / 1000,
      key_id: s.caller?.keyId ?? null,
      error: s.errorCode,
    };
    observer.log.info(line, 'request');
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
