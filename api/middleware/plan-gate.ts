// Is the endpoint on the caller's plan for this product?
import { ApiError, PRODUCT_ERROR_CODES } from '../errors.ts';
import { meetsMinimum } from '../plans.ts';
import type { Middleware } from './context.ts';

export function planGate(): Middleware {
  return (ctx, next) => {
    const route = ctx.state.route!;
    const entitlement = ctx.state.caller?.entitlement;
    if (route.minPlan && entitlement && !meetsMinimum(entitlement.plan, route.minPlan)) {
      throw new ApiError(route.planError ?? PRODUCT_ERROR_CODES[ctx.state.product].planRequired, {
        message: `This endpoint needs the ${route.minPlan} plan or above; your ${ctx.state.product} plan is ${entitlement.plan.name}.`,
      });
    }
    return next();
  };
}
