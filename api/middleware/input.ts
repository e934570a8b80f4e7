// Reads the JSON body and validates body, query and path params with the route's zod schemas.
// Malformed JSON is the product's invalid_json code; a schema failure is its 400 code (validation.ts).
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { ApiError, productError } from '../errors.ts';
import type { Product } from '../products.ts';
import type { RawInput } from '../route-spec.ts';
import { validationError, type ValidationRules } from '../validation.ts';
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
    ctx.state.input = {
      params: check(route.request?.params, raw.params, product, route, raw.params),
      query: check(route.request?.query, raw.query, product, route, raw.query),
      body: check(route.request?.body, raw.body, product, route, raw.body),
    };
    await next();
  };
}
