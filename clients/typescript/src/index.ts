// The typed client: openapi-fetch over the types openapi-typescript generated from /openapi.json
// (schema.ts). This file adds only what the generated part cannot know: the key header, waiting out a
// 429 as its Retry-After says, and an Error carrying the API's `{ error, message, docs_url }`.
import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.ts';

export type { components, operations, paths };
/** The error body every refusal carries. */
export type ErrorBody = components['schemas']['Error'];

export interface ClientOptions {
  /** Where the gateway answers, e.g. `http://127.0.0.1:8080` (no trailing path). */
  readonly baseUrl: string;
  /** Sent as `x-api-key` on every call; omit it for the keyless routes (signup, cities, status). */
  readonly apiKey?: string;
  /** How many times a 429 is retried after its Retry-After (default 2; 0 turns retrying off). */
  readonly maxRetries?: number;
  /** A Retry-After longer than this (seconds) is not waited out: the 429 is returned (default 60). */
  readonly maxRetryAfterSeconds?: number;
  /** How to wait (default a timer); tests pass one that moves their clock instead. */
  readonly sleep?: (seconds: number) => Promise<void>;
  /** The fetch to send with (default globalThis.fetch). */
  readonly fetch?: (request: Request) => Promise<Response>;
}

export type ApiClient = Client<paths>;

/** A refused call: the HTTP status, the API's code, message and docs page, and Retry-After when given. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly docsUrl: string;
  readonly details: ErrorBody['details'];
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: ErrorBody, retryAfterSeconds: number | null) {
    super(`${status} ${body.error}: ${body.message}`);
    this.name = 'ApiError';
    this.status = status;
    this.error = body.error;
    this.docsUrl = body.docs_url;
    this.details = body.details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const defaultSleep = (seconds: number) => new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000));

function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('retry-after');
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** A fetch that sends a 429'd request again after its Retry-After, up to the options' limits. */
function retrying(options: ClientOptions): (request: Request) => Promise<Response> {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const sleep = options.sleep ?? defaultSleep;
  const maxRetries = options.maxRetries ?? 2;
  const maxWait = options.maxRetryAfterSeconds ?? 60;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      // a body can be read once: keep a copy for the next attempt before this one consumes it
      const spare = attempt < maxRetries ? request.clone() : null;
      const response = await send(request);
      const wait = response.status === 429 ? retryAfterOf(response) : null;
      if (!spare || wait === null || wait > maxWait) return response;
      await response.body?.cancel();
      await sleep(wait);
      request = spare;
    }
  };
}

/** A client for every route of /openapi.json, typed by path, method, parameters, body and answer. */
export function createApiClient(options: ClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: retrying(options) });
  const { apiKey } = options;
  if (apiKey) {
    client.use({
      onRequest({ request }) {
        request.headers.set('x-api-key', apiKey);
        return request;
      },
    });
  }
  return client;
}

/**
 * The answer of a call, or an ApiError for a refusal:
 * `const day = await unwrap(api.POST('/v1/panchang/daily', { body }))`.
 */
export async function unwrap<D>(
  call: Promise<{ data?: D; error?: unknown; response: Response }>,
): Promise<NonNullable<D>> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data as NonNullable<D>;
  const body = error as Partial<ErrorBody> | undefined;
  throw new ApiError(
    response.status,
    {
      error: body?.error ?? 'http_error',
      message: body?.message ?? response.statusText,
      docs_url: body?.docs_url ?? '',
      ...(body?.details ? { details: body.details } : {}),
    },
    retryAfterOf(response),
  );
}
