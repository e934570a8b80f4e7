// What billing needs from a payment provider. The built-in sandbox (sandbox.ts) implements it with
// deterministic ids and pages served by this app; a real provider plugs in behind the same interface
// (its events then arrive by webhook, signed the same way).
import type { MeteredProduct } from '../products.ts';
import type { Cycle } from '../store/billing.ts';

/** One signed webhook delivery: the exact body and its X-Pay-Signature / X-Webhook-Signature value. */
export interface SignedDelivery {
  readonly eventId: string;
  readonly body: string;
  readonly signature: string;
}

export interface PurchaseRequest {
  readonly accountId: string;
  readonly product: MeteredProduct;
  readonly plan: string;
  readonly cycle: Cycle;
  readonly amountPaise: number;
  readonly nowMs: number;
}

/** An order or subscription created at the provider, with the page where the customer pays. */
export interface HostedPurchase {
  readonly id: string;
  readonly url: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Test mode: no money moves (the sandbox). */
  readonly testMode: boolean;
  /** A one-time order; the customer pays on `url`, the provider then sends payment.captured. */
  createOrder(request: PurchaseRequest): Promise<HostedPurchase>;
  /** A recurring subscription; `url` is its short_url (or hosted checkout, with a return URL). */
  createSubscription(request: PurchaseRequest & { readonly returnUrl: string | null }): Promise<HostedPurchase>;
  /** Whether the client's proof of payment (signature over `order_id|payment_id`) is genuine. */
  verifyPayment(orderId: string, paymentId: string, signature: string): boolean;
  /**
   * Plan changes and cancellations. Each returns the deliveries the provider emitted for it at once
   * (the sandbox: plan.changed, subscription.cancelled), which billing passes to its own webhook
   * handler; a provider that posts its events later returns none.
   */
  changePlan(
    subscriptionId: string,
    plan: string,
    amountPaise: number,
    nowMs: number,
  ): Promise<readonly SignedDelivery[]>;
  cancelAtPeriodEnd(subscriptionId: string, nowMs: number): Promise<readonly SignedDelivery[]>;
}
