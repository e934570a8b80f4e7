// Every failure leaves as `{ error, message, docs_url }` with the product's code. A ZodError becomes
// the product's 400; anything unexpected is a 500 internal_error whose body says nothing internal.
import { z } from 'zod';
import { ApiError, errorBody, productError, type ErrorCode } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { validationError } from '../validation.ts';
import { setHeader, type Ctx, type Middleware } from './context.ts';

/** Status-only errors from Koa or Node (http-errors) mapped onto registry codes. */
const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
};

function toApiError(err: unknown, ctx: Ctx): ApiError {
  if (err instanceof ApiError) return err;
  const product = ctx.state.product;
  if (err instanceof z.ZodError) return validationError(product, err, ctx.state.input?.body, ctx.state.route ?? {});
  const status = (err as { status?: unknown; expose?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = BY_STATUS[status];
    return code ? new ApiError(code) : productError(product, 'validation');
  }
  return new ApiError('internal_error');
}

export function errorEnvelope(docsBaseUrl: string, logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const apiErr = toApiError(err, ctx);
      if (apiErr.status >= 500) {
        logger.error({ msg: 'request failed', request_id: ctx.state.requestId, method: ctx.method, path: ctx.path, err });
      }
      if (ctx.headerSent) return;
      ctx.status = apiErr.status;
      for (const [name, value] of Object.entries(apiErr.headers)) setHeader(ctx, name, value);
      ctx.body = errorBody(apiErr, docsBaseUrl);
    }
  };
}
