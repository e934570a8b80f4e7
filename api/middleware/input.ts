// Reads the JSON body and validates body, query and path params with the route's zod schemas.
// Malformed JSON is the product's invalid_json code; a schema failure is its 400 code (validation.ts).
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { ApiError, productError } from '../gateway/errors.ts';
import type { Product } from '../products.ts';
import type { AnyRoute, RawInput, RouteInput } from '../gateway/route-spec.ts';
import { TIME_FORMATS, type TimeFormat, withTimeFormat } from '../timestamps.ts';
import { unknownFieldMessage, unknownFields } from '../unknown-fields.ts';
import { validationError, type ValidationRules } from '../gateway/validation.ts';
import type { Middleware } from './context.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

// Plain stream events rather than `for await`: measurably cheaper per request under load.
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return Promise.reject(new ApiError('payload_too_large'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(new ApiError('payload_too_large'));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () =>
      resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')),
    );
    req.once('error', reject);
  });
}

/** An empty body is `undefined` (the schema then reports what is missing). */
function parseJson(text: string, product: Product): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw productError(product, 'invalidJson');
  }
}

function check<T>(
  schema: z.ZodType<T> | undefined,
  value: unknown,
  product: Product,
  rules: ValidationRules,
  root: unknown,
): T {
  if (!schema) return value as T;
  const r = schema.safeParse(value);
  if (!r.success) throw validationError(product, r.error, root, rules);
  return r.data;
}

/**
 * Names the gateway reads on every route, whatever its schema: the panchang's deprecated `?api_key=` (auth.ts), a
 * feed's `?token=` (auth.ts) and `time_format` (timestamps.ts).
 */
export const GATEWAY_QUERY_FIELDS: ReadonlySet<string> = new Set(['api_key', 'token', 'time_format']);
export const GATEWAY_BODY_FIELDS: ReadonlySet<string> = new Set(['time_format']);

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The request's `time_format` (query parameter or body field; the query wins, as yearly's query values do), taken out
 * of the body so a route's schema never sees it. Absent: the seed's format.
 */
function timeFormatOf(
  q: string | string[] | undefined,
  raw: RawInput,
  product: Product,
): { format: TimeFormat | undefined; body: unknown } {
  const fromQuery = Array.isArray(q) ? q[0] : q;
  let body = raw.body;
  let fromBody: unknown;
  if (isRecord(body) && Object.hasOwn(body, 'time_format')) {
    ({ time_format: fromBody, ...body } = body);
  }
  const value = fromQuery ?? fromBody;
  if (value === undefined) return { format: undefined, body };
  if ((TIME_FORMATS as readonly unknown[]).includes(value)) return { format: value as TimeFormat, body };
  const message = `time_format must be one of ${TIME_FORMATS.map((f) => JSON.stringify(f)).join(', ')}`;
  throw productError(product, 'validation', { message, details: [{ path: 'time_format', message }] });
}

type Stray = { readonly message: string; readonly path: string };

/** Body fields and query parameters the route's schema does not name (api/unknown-fields.ts), worded. */
function strays(schema: z.ZodType | undefined, value: unknown, where: 'body' | 'query'): Stray[] {
  if (!schema || value === undefined) return [];
  const found = unknownFields(schema, value, where === 'query' ? GATEWAY_QUERY_FIELDS : GATEWAY_BODY_FIELDS);
  return found.map((u) => ({ path: u.path, message: unknownFieldMessage(u, where) }));
}

/**
 * The schemas run first, so a body broken in several ways keeps the product's seed code (numerology's order of
 * codes, panchang's missing_parameter); its message then also names the stray fields, which is where a misspelt
 * required field (`cityId`: "city_id is required") finds its cause. A body valid but for stray fields is
 * 400 `unknown_field`. Routes without a query schema do not read the query, so a cache-buster there is left alone.
 */
function validated(route: AnyRoute, raw: RawInput, product: Product): RouteInput<unknown, unknown, unknown> {
  const stray = [
    ...(route.rawBody ? [] : strays(route.request?.body, raw.body, 'body')),
    ...strays(route.request?.query ?? route.preparedQuery, raw.query, 'query'),
  ];
  let input: RouteInput<unknown, unknown, unknown>;
  try {
    input = {
      params: check(route.request?.params, raw.params, product, route, raw.params),
      query: check(route.request?.query, raw.query, product, route, raw.query),
      body: check(route.request?.body, raw.body, product, route, raw.body),
    };
  } catch (err) {
    if (!(err instanceof ApiError) || stray.length === 0) throw err;
    throw new ApiError(err.code, {
      message: `${err.message.replace(/\.$/, '')}; ${stray[0]!.message}`,
      details: [...(err.details ?? []), ...stray],
    });
  }
  if (stray.length) throw new ApiError('unknown_field', { message: stray[0]!.message, details: stray });
  return input;
}

export function validateInput(maxBodyBytes = MAX_BODY_BYTES): Middleware {
  return async (ctx, next) => {
    const route = ctx.state.route!;
    const product = ctx.state.product;
    const wantsBody = route.request?.body !== undefined && METHODS_WITH_BODY.has(ctx.method);
    const text = wantsBody ? await readBody(ctx.req, maxBodyBytes) : undefined;
    const body = text === undefined || route.rawBody ? text : parseJson(text, product);
    // the query string is parsed only for routes that read it
    const query = route.request?.query || route.prepare ? { ...ctx.query } : {};
    let raw: RawInput = { body, query, params: ctx.state.params };
    if (route.prepare) raw = route.prepare(raw);
    // read on every route, also those whose query is otherwise not parsed (the ICS feed, the chart)
    const timeFormat = route.rawBody
      ? { format: undefined, body: raw.body }
      : timeFormatOf(ctx.querystring.includes('time_format') ? ctx.query.time_format : undefined, raw, product);
    raw = { ...raw, body: timeFormat.body };
    ctx.state.input = validated(route, raw, product);
    // the rest of the request (handler and envelope) formats its timestamps in the chosen format
    if (timeFormat.format) await withTimeFormat(timeFormat.format, next);
    else await next();
  };
}
