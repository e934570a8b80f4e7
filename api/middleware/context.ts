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
  /**
   * The response headers the chain set, not yet handed to Node (setHeader below); null once they were, unset before
   * the first one.
   */
  headers?: PendingHeaders | null;
}

export type Ctx = ParameterizedContext<GatewayState>;
/**
 * A step of the chain. Steps with nothing to do after `next()` are plain functions that return its promise:
 * an async function would allocate a promise and a frame of its own on every request.
 */
export type Middleware = (ctx: Ctx, next: Next) => Promise<unknown> | void;

/**
 * An answer's headers gathered as Node's `writeHead` takes them, `[name, value, name, value, ...]`; a name set again
 * (in any case) keeps its place and takes the new value, as `setHeader` would. A served daily answer carries 15
 * headers: handed to `writeHead` at once they cost 1.1 µs, against 2.6 µs set one by one with `setHeader` (which
 * checks and stores each, then `writeHead` walks them again), and the header block is byte for byte the same.
 */
export class PendingHeaders {
  readonly flat: (string | number)[] = [];
  private readonly names: string[] = [];

  set(name: string, value: string | number): void {
    const key = name.toLowerCase();
    const at = this.names.indexOf(key);
    if (at < 0) {
      this.names.push(key);
      this.flat.push(name, value);
      return;
    }
    this.flat[2 * at] = name;
    this.flat[2 * at + 1] = value;
  }

  get(name: string): string | number | undefined {
    const at = this.names.indexOf(name.toLowerCase());
    return at < 0 ? undefined : this.flat[2 * at + 1];
  }
}

/**
 * Sets a response header. Until the answer starts they are gathered (PendingHeaders) and handed to Node at once: by
 * send.ts with the status (`writeHead`), or by `applyHeaders` when Koa or another writer sends the answer. Koa's
 * `ctx.set` allocates arrays and closures for each call; header names and values here are always strings.
 */
export function setHeader(ctx: Ctx, name: string, value: string): void {
  const pending = ctx.state.headers;
  if (pending === null) ctx.res.setHeader(name, value);
  else (pending ?? (ctx.state.headers = new PendingHeaders())).set(name, value);
}

/** A response header as it stands: gathered by `setHeader` or set on Node's response. */
export function responseHeader(ctx: Ctx, name: string): string | number | undefined {
  const value = ctx.state.headers?.get(name) ?? ctx.res.getHeader(name);
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Hands the gathered headers to Node's response (overriding any of the same name), for an answer that leaves
 * through Koa or is written by something else (the MCP transport); headers set later go straight to the response.
 */
export function applyHeaders(ctx: Ctx): void {
  const pending = ctx.state.headers;
  ctx.state.headers = null;
  if (!pending) return;
  const flat = pending.flat;
  for (let i = 0; i < flat.length; i += 2) ctx.res.setHeader(flat[i] as string, flat[i + 1]!);
}

/** The gathered headers, taken for `writeHead`: headers set later go straight to the response. */
export function takeHeaders(ctx: Ctx): PendingHeaders {
  const pending = ctx.state.headers ?? new PendingHeaders();
  ctx.state.headers = null;
  return pending;
}
