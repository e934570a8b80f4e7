// Finds the route for method + path. A known path with another method is 405 with Allow
// (OPTIONS gets the Allow list with 204); an unknown path is 404.
import { ApiError } from '../gateway/errors.ts';
import type { RouteTable } from '../gateway/router.ts';
import { setHeader, type Middleware } from './context.ts';

export function dispatch(table: RouteTable): Middleware {
  return (ctx, next) => {
    const match = table.match(ctx.method, ctx.path);
    if (match.kind === 'none') throw new ApiError('not_found', { message: `No route for ${ctx.method} ${ctx.path}.` });
    if (match.kind === 'method') {
      const allow = match.allowed.join(', ');
      if (ctx.method === 'OPTIONS') {
        ctx.status = 204;
        setHeader(ctx, 'Allow', `${allow}, OPTIONS`);
        return;
      }
      throw new ApiError('method_not_allowed', { message: `${ctx.path} accepts ${allow}.`, headers: { Allow: allow } });
    }
    ctx.state.route = match.route;
    ctx.state.pattern = match.pattern;
    ctx.state.product = match.route.product;
    ctx.state.params = match.params;
    return next();
  };
}
