// What the middleware chain keeps on ctx.state for one request.
import type { Next, ParameterizedContext } from 'koa';
import type { ChargeDecision, QuotaCharge } from '../counters/types.ts';
import type { ErrorCode } from '../gateway/errors.ts';
import type { Product } from '../products.ts';
import type { AnyRoute, Caller, DevNote, RouteInput } from '../gateway/route-spec.ts';

export interface GatewayState {
  /** performance.now() when the chain began (observe.ts: the request's duration); unset when nothing observes. */
  startedAt: number;
  requestId: string;
  /** The request's instant (the clock is read once). */
  nowMs: number;
  /** Decides which error codes answer this request; 'public' until a route matched. */
  product: Product;
  /** From the path (`/v1/...`); `v1` for unversioned paths. */
  apiVersion: string;
  notes: DevNote[];
  route: AnyRoute | null;
  /** The path pattern that matched (`/v1/rashifal/:sign/:period`); null until a route matched. */
  pattern: string | null;
  /** The error code this request was answered with; null on success. */
  errorCode: ErrorCode | null;
  params: Record<string, string>;
  caller: Caller | null;
  input: RouteInput<unknown, unknown, unknown> | null;
  /** Quota units charged for this request (X-Quota-Cost); back to 0 when they were given back. */
  charged: number;
  /** A fixed-cost route's charge, made with the rate hit (rate-limit.ts) and settled by the quota stage. */
  precharge: { readonly charge: QuotaCharge; readonly decision: ChargeDecision } | null;
}

export type Ctx = ParameterizedContext<GatewayState>;
/**
 * A step of the chain. Steps with nothing to do after `next()` are plain functions that return its promise:
 * an async function would allocate a promise and a frame of its own on every request.
 */
export type Middleware = (ctx: Ctx, next: Next) => Promise<unknown> | void;

/**
 * Sets a response header on Node's response directly. Koa's `ctx.set` allocates arrays and closures for
 * each call, and every answer carries ten headers or so; header names and values here are always strings.
 */
export function setHeader(ctx: Ctx, name: string, value: string): void {
  ctx.res.setHeader(name, value);
}
