// An answer hook (answer-hooks.ts, first in the chain): when the rest of the chain is done, one log line for the
// request and its duration in the metrics. The line carries who called (key id, never the key itself) and what
// answered (route pattern, status, error code); the duration runs until the answer is handed to Node (send.ts writes
// it at the end of the event-loop turn).
import type { Logger } from '../../pipeline/log.ts';
import { UNMATCHED_ROUTE, type GatewayMetrics, type RequestRecorder } from '../metrics/registry.ts';
import type { AnswerHook } from './answer-hooks.ts';

/**
 * The fields of a request's log line (tests read them back). `key_id` and `error` are left out when there is none
 * (a keyless call, a success): pino writes only the fields an object has, and each field costs the line its escaping.
 */
export interface RequestLine {
  readonly request_id: string;
  readonly method: string;
  readonly route: string | null;
  readonly status: number;
  /** Whole microseconds: an integer is written as it is, a fraction of a millisecond costs a float-to-text conversion. */
  readonly duration_us: number;
  readonly product: string;
  readonly key_id?: string;
  readonly error?: string;
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
  // method -> route pattern ('' when none matched) -> product: the parser's and the route table's strings are the
  // same objects from request to request, so each lookup hashes nothing new and builds no key
  const observers = new Map<string, Map<string, Map<string, RouteObserver>>>();
  return (method: string, route: string | null, product: string): RouteObserver => {
    let byRoute = observers.get(method);
    if (!byRoute) observers.set(method, (byRoute = new Map()));
    let byProduct = byRoute.get(route ?? '');
    if (!byProduct) byRoute.set(route ?? '', (byProduct = new Map()));
    let observer = byProduct.get(product);
    if (!observer) {
      observer = {
        log: logger?.child({ method, route, product }) ?? null,
        metric: metrics?.requestRecorder(route ?? UNMATCHED_ROUTE, method, product) ?? null,
      };
      byProduct.set(product, observer);
    }
    return observer;
  };
}

/** Null when there is nothing to do (logging above info and metrics off): the chain then has no such hook. */
export function observe(logger: Logger, metrics: GatewayMetrics | null): AnswerHook | null {
  const logs = logger.isLevelEnabled('info');
  if (!logs && !metrics) return null;
  const observerFor = routeObservers(logs ? logger : null, metrics);
  return {
    before(ctx) {
      ctx.state.startedAt = performance.now();
    },
    after(ctx) {
      const ms = performance.now() - ctx.state.startedAt;
      const s = ctx.state;
      const observer = observerFor(ctx.method, s.pattern, s.product);
      observer.metric?.(ctx.status, ms / 1000, s.errorCode);
      if (!observer.log) return;
      const line: PerRequest = {
        request_id: s.requestId,
        status: ctx.status,
        duration_us: Math.round(ms * 1000),
        key_id: s.caller?.keyId,
        error: s.errorCode ?? undefined,
      };
      observer.log.info(line, 'request');
    },
  };
}
