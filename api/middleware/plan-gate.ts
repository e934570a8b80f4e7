// Is the endpoint on the caller's plan for this product?
import { ApiError, PRODUCT_ERROR_CODES } from '../gateway/errors.ts';
import { meetsMinimum } from '../plans.ts';
import { isMeteredProduct } from '../products.ts';
import type { Middleware } from './context.ts';

export function planGate(): Middleware {
  return (ctx, next) => {
    const route = ctx.state.route!;
    const entitlement = ctx.state.caller?.entitlement;
    if (route.minPlan && entitlement && !meetsMinimum(entitlement.plan, route.minPlan)) {
      const product = ctx.state.product;
      throw new ApiError(route.planError ?? PRODUCT_ERROR_CODES[product].planRequired, {
        message: `This endpoint needs the ${route.minPlan} plan or above; your ${product} plan is ${entitlement.plan.name}.`,
        ...(isMeteredProduct(product) ? { upgradeTo: { product, plan: route.minPlan } } : {}),
      });
    }
    return next();
  };
}
