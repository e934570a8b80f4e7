// The declarative shape of a route. A product describes its routes with these specs; the gateway
// mounts them behind the middleware chain, validates with the schemas, builds the envelope, sets the
// headers and generates the OpenAPI document from the same schemas (see api/README.md).
import type { z } from 'zod';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Entitlement } from '../entitlements.ts';
import type { ErrorCode } from './errors.ts';
import type { HealthMonitor } from '../health.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Product } from '../products.ts';
import type { CityDirectory } from '../city-directory.ts';
import type { KeyScope } from '../store/keys.ts';
import type { FeedRow } from '../store/feeds.ts';
import type { AccountSettings } from '../store/accounts.ts';
import type { Store } from '../store/index.ts';
import type { Counters } from '../counters/types.ts';
import type { PrecompressedJson } from './compression.ts';
import type { ComputePool } from '../compute/types.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `feed`: a feed token in `?token=` (calendar clients cannot send headers) stands for the key that made it. */
export type AuthMode = 'none' | 'key' | 'admin' | 'feed';

/** One dev_notes entry: a stable machine `code` and a human `message`. */
export interface DevNote {
  readonly code: string;
  readonly message: string;
}

export interface Caller {
  readonly accountId: string;
  readonly keyId: string;
  readonly scope: KeyScope;
  /** The account's plan for the route's product; null on account, billing and public routes. */
  readonly entitlement: Entitlement | null;
  /** On `auth: 'feed'` routes: the feed the token opens (its key is `keyId`, its account `accountId`). */
  readonly feed?: FeedRow;
  /** On panchang routes: the account's settings (its default calculation profile, issue #31). */
  readonly settings?: AccountSettings;
}

/** What every handler can reach besides its own input. */
export interface GatewayServices {
  readonly config: Config;
  readonly clock: Clock;
  readonly store: Store;
  /** Rate windows, quota, coverage and submission limits (memory, or Redis shared by the fleet). */
  readonly counters: Counters;
  readonly cityDirectory: CityDirectory;
  readonly health: HealthMonitor;
  /** Requests in flight and the draining flag of a shutdown (GET /ready). */
  readonly lifecycle: Lifecycle;
  /** Worker threads for on-demand computation (muhurat search, transit ranges, bulk calls): api/compute. */
  readonly compute: ComputePool;
}

export interface HandlerContext {
  readonly requestId: string;
  /** The request's instant: the clock is read once per request. */
  readonly nowMs: number;
  readonly product: Product;
  readonly caller: Caller | null;
  readonly ip: string;
  readonly services: GatewayServices;
  note(note: DevNote): void;
  setHeader(name: string, value: string): void;
  /** A request header by name (any case); '' when absent (billing webhooks read their signature). */
  header(name: string): string;
  /**
   * HTTP trailers after a streamed body (declare their names in a `Trailer` header first): a bulk export sends its
   * sha256, known only once the last byte is out. Call before the stream ends.
   */
  addTrailers(headers: Record<string, string>): void;
  /**
   * Aborted when the client closes the connection before its answer is out: work handed to the compute pool stops and
   * frees its slot (issue #43). Made on first use, so a route that never reads it pays nothing.
   */
  readonly signal: AbortSignal;
}

export interface HandlerResult<D> {
  data: D;
  /** `data` already serialized as UTF-8 JSON bytes (a cached answer): sent as is instead of serializing again. */
  dataJson?: Buffer;
  /**
   * `data`'s bytes with their compressed forms kept beside them (a cached day, gateway/compression.ts): sent brotli or
   * gzip without compressing per call; its tag (data generation and request) gives the answer a weak ETag.
   */
  compressed?: PrecompressedJson;
  /** Product-specific meta fields, merged over the gateway's (e.g. horoscope `calculation`). */
  meta?: Record<string, unknown>;
  dev_notes?: DevNote[];
  /** `X-Data-Source` and `meta.data_source`; each product has its default (live, computed...). */
  dataSource?: string;
  cacheAgeSeconds?: number;
  /** Set when this answer was produced in a degraded or fallback mode: a short slug. */
  degradedReason?: string;
  /** Fields beside data/meta at the top of the body (panchang's `profile` and `features`). */
  topLevel?: Readonly<Record<string, unknown>>;
  /** `envelope: 'none'` only: the client's copy is current (a conditional GET), answered 304 without a body. */
  notModified?: boolean;
}

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
}

/** The request as it arrived (parsed JSON body, query strings, path params), before validation. */
export type RawInput = RouteInput<unknown, Record<string, string | string[] | undefined>, Record<string, string>>;

export interface RouteSpec<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly product: Product;
  readonly method: HttpMethod;
  /** One path or several (horoscope features live at /v1/<f> and /v1/horoscope/<f>: horoscopePaths()). */
  readonly path: string | readonly string[];
  readonly auth: AuthMode;
  /** Lowest plan of the route's product that may call it. */
  readonly minPlan?: string;
  /** Code when the plan is too low; default the product's plan_required (numerology uses upgrade_required). */
  readonly planError?: ErrorCode;
  /** Quota units charged on success: a number or a function of the validated input. */
  readonly cost: number | ((input: RouteInput<z.output<B>, z.output<Q>, z.output<P>>) => number);
  readonly request?: { readonly body?: B; readonly query?: Q; readonly params?: P };
  /** Schema of `data` (or of the whole body when envelope is 'none'). */
  readonly response: R;
  /** Schema of the fields the handler puts beside `data` and `meta` (`topLevel`), for /openapi.json. */
  readonly responseTopLevel?: z.ZodObject;
  readonly status?: 200 | 201 | 202;
  /** Cache-Control of an unauthenticated answer (authenticated ones are always `private`). */
  readonly cacheControl?: string;
  /** 'none' sends the handler's data as the whole body (GET /health); a Readable is streamed. */
  readonly envelope?: 'standard' | 'none';
  /**
   * Media type of a body sent without the envelope when it is not JSON (`image/svg+xml`, `text/html`,
   * `application/pdf`): set on the answer unless the handler set its own, and published in /openapi.json. A list
   * when the answer comes in several (the bulk export's CSV and JSON Lines): the handler sets the one it sends.
   */
  readonly contentType?: string | readonly string[];
  readonly summary: string;
  readonly description?: string;
  /** Codes a validation issue on a top-level field maps to (numerology: full_name -> invalid_name). */
  readonly fieldErrors?: Readonly<Record<string, ErrorCode>>;
  /** Code for a required field that is absent (panchang: missing_parameter). */
  readonly missingFieldError?: ErrorCode;
  /** Codes the handler itself may throw, for the OpenAPI document. */
  readonly errors?: readonly ErrorCode[];
  /** Per-IP limit for routes without a key (GET /status); scaled by RATE_LIMIT_SCALE. */
  readonly ipLimitPerMinute?: number;
  /** The body reaches validation as its raw text, unparsed: a webhook verifies a signature over the exact bytes. */
  readonly rawBody?: boolean;
  /**
   * The call only takes access away (key revocation) and charges nothing: while the counters are away its per-key
   * limit is waived instead of answering 503, so a leaked key can be revoked during a Redis outage (issue #28).
   */
  readonly revokesAccess?: boolean;
  /** Reshapes the raw input before validation (panchang yearly: query values win over body values). */
  readonly prepare?: (raw: RawInput) => RawInput;
  /** The query parameters `prepare` moves into the body: published as optional query parameters. */
  readonly preparedQuery?: z.ZodObject;
  readonly handler: (
    input: RouteInput<z.output<B>, z.output<Q>, z.output<P>>,
    ctx: HandlerContext,
  ) => HandlerResult<z.input<R>> | Promise<HandlerResult<z.input<R>>>;
}

// The route table erases each route's own types; defineRoute checks them where the route is written.
export type AnyRoute = RouteSpec<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export function defineRoute<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  spec: RouteSpec<B, Q, P, R>,
): AnyRoute {
  return spec;
}

export function pathsOf(route: AnyRoute): readonly string[] {
  return typeof route.path === 'string' ? [route.path] : route.path;
}

/** A horoscope feature is served at `/v1/<feature>` and at the legacy `/v1/horoscope/<feature>`. */
export function horoscopePaths(feature: string): readonly string[] {
  const f = feature.replace(/^\/+/, '');
  return [`/v1/${f}`, `/v1/horoscope/${f}`];
}
