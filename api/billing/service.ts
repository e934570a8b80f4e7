// Which payment provider a gateway uses, and how events a provider emits at once reach the webhook
// handler. The sandbox is the provider only when BILLING_PROVIDER=sandbox, the default for a
// non-production gateway on a loopback HOST (api/gateway/config.ts; refused in production). Otherwise there is
// none until a real one is plugged in (billingRoutes({ provider })), so nobody can move their own plan
// through the sandbox's signed links on a server others reach (issue #28 S8).
import type { GatewayServices } from '../gateway/route-spec.ts';
import type { Store } from '../store/index.ts';
import { receiveDelivery, type DeliveryResult } from './ledger.ts';
import type { PaymentProvider, SignedDelivery } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';
import { webhookSecretOf } from './signature.ts';

export type ProviderFactory = (services: GatewayServices) => PaymentProvider | null;

/** The sandbox when the config chose it; its pages and links use the server's base URL (DOCS_BASE_URL). */
export const configuredProvider: ProviderFactory = ({ config, store }) => {
  const secret = webhookSecretOf(config);
  if (config.billingProvider !== 'sandbox' || config.production || secret === null) return null;
  return new SandboxProvider(store.sandbox, secret, config.docsBaseUrl);
};

/** One provider per gateway (per store), made on first use. */
export class ProviderRegistry {
  private readonly providers = new WeakMap<Store, PaymentProvider | null>();

  private readonly factory: ProviderFactory;

  constructor(factory: ProviderFactory) {
    this.factory = factory;
  }

  of(services: GatewayServices): PaymentProvider | null {
    if (!this.providers.has(services.store)) this.providers.set(services.store, this.factory(services));
    return this.providers.get(services.store) ?? null;
  }
}

/** Hands deliveries the provider emitted at once to the webhook handler, signature check included, in order. */
export async function deliverNow(
  services: GatewayServices,
  deliveries: readonly SignedDelivery[],
  nowMs: number,
): Promise<DeliveryResult[]> {
  const results: DeliveryResult[] = [];
  for (const d of deliveries)
    results.push(await receiveDelivery(services.store, services.config, d.body, d.signature, 'X-Pay-Signature', nowMs));
  return results;
}
