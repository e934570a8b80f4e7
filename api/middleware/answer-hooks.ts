// First in the chain: the concerns that act on every answer both before the chain runs and after it is done (the
// security headers, the request's log line and metrics) share one async frame. Each concern is its own hook; a
// middleware of its own would add a promise and a turn of microtasks per request apiece, measured on the served daily
// lookup, where the log line and metrics must cost within a tenth of the request.
import { applyHeaders, type Ctx, type Middleware } from './context.ts';

export interface AnswerHook {
  /** Before anything else of the chain runs. */
  before?(ctx: Ctx): void;
  /** When the chain is done; `failed` when it threw (the error then goes on to Koa). */
  after(ctx: Ctx, failed: boolean): void;
}

export function answerHooks(hooks: readonly AnswerHook[]): Middleware {
  const befores = hooks.filter((h) => h.before);
  return async (ctx, next) => {
    for (const h of befores) h.before!(ctx);
    try {
      await next();
    } catch (err) {
      for (const h of hooks) h.after(ctx, true);
      throw err;
    }
    // An answer Koa sends has its gathered headers on the response by now (error-envelope.ts), in any chain; the hooks
    // then see them.
    if (ctx.respond !== false) applyHeaders(ctx);
    for (const h of hooks) h.after(ctx, false);
  };
}
