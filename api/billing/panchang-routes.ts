// Seed 002's billing routes for the panchang product: hosted checkout (a paid plan chosen there
// starts the 7-day trial), subscription state, receipts, cancel, and the X-Webhook-Signature webhook.
// All but the webhook need an admin-scope key.
import { defineRoute, type AnyRoute } from '../gateway/route-spec.ts';
import { cancel, createSubscription } from './actions.ts';
import { BILLING, actorOf, invoicesOf, overviewOf, purchaseData, webhookRoute } from './routes.ts';
import { CheckoutBody, CheckoutData, EmptyBody, InvoicesData, OverviewData } from './schemas.ts';
import type { ProviderRegistry } from './service.ts';

const PANCHANG = 'panchang' as const;

export function panchangBillingRoutes(providers: ProviderRegistry): AnyRoute[] {
  return [
    defineRoute({
      ...BILLING,
      method: 'POST',
      path: '/v1/billing/checkout',
      auth: 'admin',
      status: 201,
      request: { body: CheckoutBody },
      response: CheckoutData,
      summary: 'Start hosted checkout for a panchang plan; returns the redirect URL',
      description:
        'A paid plan chosen at checkout starts the 7-day trial (once per account), no card needed; completing the checkout adds the payment method and the first charge.',
      errors: ['invalid_plan', 'invalid_request', 'service_unavailable'],
      handler: async ({ body }, ctx) => {
        const a = actorOf(ctx, providers);
        const { subscription, hosted, trial, amountPaise } = await createSubscription(
          a,
          PANCHANG,
          body.plan,
          body.cycle,
          { returnUrl: body.return_url },
        );
        return {
          data: {
            checkout_id: subscription.id,
            checkout_url: hosted.url,
            subscription_id: subscription.id,
            return_url: body.return_url,
            trial: trial?.trialEndsAt ? { plan: trial.plan, ends_at: new Date(trial.trialEndsAt).toISOString() } : null,
            ...purchaseData({ ...subscription, amountPaise }, a.provider),
          },
        };
      },
    }),
    defineRoute({
      ...BILLING,
      method: 'POST',
      path: '/v1/billing/subscription',
      auth: 'admin',
      request: { body: EmptyBody },
      response: OverviewData,
      summary: 'Current panchang plan, renewal date, trial state and payment method preview',
      handler: async (_input, ctx) => ({ data: await overviewOf(ctx, providers, PANCHANG) }),
    }),
    defineRoute({
      ...BILLING,
      method: 'POST',
      path: '/v1/billing/invoices',
      auth: 'admin',
      request: { body: EmptyBody },
      response: InvoicesData,
      summary: 'Past panchang invoices with INR amounts and PDF links',
      handler: async (_input, ctx) => ({ data: await invoicesOf(ctx, PANCHANG) }),
    }),
    defineRoute({
      ...BILLING,
      method: 'POST',
      path: '/v1/billing/cancel',
      auth: 'admin',
      request: { body: EmptyBody },
      response: OverviewData,
      summary: 'Cancel the panchang subscription at the end of the current billing period',
      errors: ['invalid_request', 'service_unavailable'],
      handler: async (_input, ctx) => {
        await cancel(actorOf(ctx, providers), PANCHANG);
        return { data: await overviewOf(ctx, providers, PANCHANG) };
      },
    }),
    webhookRoute('/v1/billing/webhook', 'X-Webhook-Signature', 'Billing events (seed 002), normalized JSON'),
  ];
}
