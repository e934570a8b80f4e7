// Every failure leaves as `{ error, message, docs_url }` with the product's code. A ZodError becomes the product's
// 400; an accounts database or a Redis that cannot be reached is a 503 with X-Degraded headers (panchang's metered
// routes answer seed 002's coverage_enforcement_unavailable); anything else unexpected is a 500 internal_error whose
// body says nothing internal.
import { z } from 'zod';
import { CountersUnavailable } from '../counters/types.ts';
import { ApiError, errorBody, productError, type ErrorCode } from '../gateway/errors.ts';
import type { Logger } from '../../pipeline/log.ts';
import { StoreUnavailable } from '../store/unavailable.ts';
import { validationError } from '../gateway/validation.ts';
import { applyHeaders, setHeader, type Ctx, type Middleware } from './context.ts';
import type { AnswerWriter } from './send.ts';

/** Status-only errors from Koa or Node (http-errors) mapped onto registry codes. */
const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
};

/** Seconds a client should wait before retrying while the database is away (its connect timeout, and some). */
const STORE_RETRY_AFTER_S = 5;

/** A fleet engine is away: never serve unmetered, never 500; the client is told what is degraded and when to retry. */
function unavailable(ctx: Ctx, reason: 'accounts-db-unavailable' | 'counters-unavailable'): ApiError {
  const metered = ctx.state.product === 'panchang' && ctx.state.route?.auth !== 'none';
  return new ApiError(metered ? 'coverage_enforcement_unavailable' : 'service_unavailable', {
    headers: { 'Retry-After': String(STORE_RETRY_AFTER_S), 'X-Degraded': 'true', 'X-Degraded-Reason': reason },
  });
}

function toApiError(err: unknown, ctx: Ctx): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof StoreUnavailable) return unavailable(ctx, 'accounts-db-unavailable');
  if (err instanceof CountersUnavailable) return unavailable(ctx, 'counters-unavailable');
  const product = ctx.state.product;
  if (err instanceof z.ZodError) return validationError(product, err, ctx.state.input?.body, ctx.state.route ?? {});
  const status = (err as { status?: unknown; expose?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = BY_STATUS[status];
    return code ? new ApiError(code) : productError(product, 'validation');
  }
  return new ApiError('internal_error');
}

/**
 * `writer` is the one respond.ts writes successful answers with: error answers leave in the same batch at the end of
 * the turn (send.ts). Written one by one through Koa, a malformed daily call cost 1.7 times a served one (server CPU
 * per call, measured), most of it the socket writes.
 */
export function errorEnvelope(docsBaseUrl: string, logger: Logger, writer: AnswerWriter): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // An answer Koa sends gets the gathered headers here (context.ts), so a header Node refuses is answered as an
      // error like any other failure of the chain; send.ts hands its own to writeHead.
      if (ctx.respond !== false) applyHeaders(ctx);
    } catch (err) {
      const apiErr = toApiError(err, ctx);
      ctx.state.errorCode = apiErr.code;
      if (apiErr.status >= 500) {
        logger.error({ request_id: ctx.state.requestId, method: ctx.method, path: ctx.path, err }, 'request failed');
      }
      if (ctx.headerSent) return;
      for (const [name, value] of Object.entries(apiErr.headers)) setHeader(ctx, name, value);
      writer.sendJson(ctx, apiErr.status, [JSON.stringify(errorBody(apiErr, docsBaseUrl))]);
    }
  };
}
