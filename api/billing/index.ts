// Billing for all three products: seed 000's family (shared by horoscope and numerology, open to
// panchang), seed 002's panchang routes, both webhooks, and the sandbox provider's pages.
import type { AnyRoute } from '../gateway/route-spec.ts';
import { panchangBillingRoutes } from './panchang-routes.ts';
import { sharedBillingRoutes } from './routes.ts';
import { sandboxPages } from './sandbox-pages.ts';
import { ProviderRegistry, configuredProvider, type ProviderFactory } from './service.ts';

export interface BillingOptions {
  /** The payment provider; default the one BILLING_PROVIDER names (the sandbox or none). */
  readonly provider?: ProviderFactory;
}

export function billingRoutes(options: BillingOptions = {}): AnyRoute[] {
  const providers = new ProviderRegistry(options.provider ?? configuredProvider);
  return [...sharedBillingRoutes(providers), ...panchangBillingRoutes(providers), ...sandboxPages(providers)];
}
