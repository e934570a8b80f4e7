// Seed 000's billing family (shared by horoscope and numerology, and open to panchang): plans,
// one-time orders with verification, subscriptions, overview, receipts, change and cancel, and the
// X-Pay-Signature webhook. Every operation but the webhook needs a key; `product` scopes each one.
import { ApiError } from '../gateway/errors.ts';
import { metrics } from '../metrics/registry.ts';
import { defineRoute, type AnyRoute, type HandlerContext } from '../gateway/route-spec.ts';
import type { MeteredProduct } from '../products.ts';
import { cancel, changePlan, createOrder, createSubscription, verifyOrder, type Actor } from './actions.ts';
import { viewAt } from './entitlement.ts';
import { receiveDelivery } from './ledger.ts';
import { toInr } from './prices.ts';
import type { PaymentProvider } from './provider.ts';
import {
  ChangeBody,
  InvoiceParams,
  InvoicesData,
  OptionalProductQuery,
  OrderData,
  OverviewData,
  PdfBody,
  PlansData,
  ProductBody,
  ProductQuery,
  PurchaseBody,
  RawBody,
  SubscriptionCreated,
  VerifyBody,
  VerifyData,
  WebhookData,
} from './schemas.ts';
import type { ProviderRegistry } from './service.ts';
import { invoicesData, overviewData, plansData, providerData, receiptPdf } from './view.ts';

/** The common parts of every billing route. */
export const BILLING = {
  product: 'billing',
  cost: 0,
  fieldErrors: { product: 'invalid_product', plan: 'invalid_plan' },
} as const;

export function actorOf(ctx: HandlerContext, providers: ProviderRegistry): Actor {
  return {
    services: ctx.services,
    accountId: ctx.caller!.accountId,
    nowMs: ctx.nowMs,
    provider: providers.of(ctx.services),
  };
}

export function overviewOf(ctx: HandlerContext, providers: ProviderRegistry, product: MeteredProduct) {
  return overviewData(ctx.services.store, ctx.caller!.accountId, product, ctx.nowMs, providers.of(ctx.services));
}

export function invoicesOf(ctx: HandlerContext, product: MeteredProduct) {
  return invoicesData(ctx.services.store, ctx.caller!.accountId, product, ctx.services.config.docsBaseUrl);
}

export const purchaseData = (
  p: { product: MeteredProduct; plan: string; cycle: 'monthly' | 'yearly'; amountPaise: number },
  provider: PaymentProvider | null,
) => ({
  product: p.product,
  plan: p.plan,
  cycle: p.cycle,
  amount: p.amountPaise,
  amount_inr: toInr(p.amountPaise),
  currency: 'INR' as const,
  provider: providerData(provider),
});

export function webhookRoute(path: string, header: string, summary: string): AnyRoute {
  return defineRoute({
    ...BILLING,
    method: 'POST',
    path,
    auth: 'none',
    rawBody: true,
    // providers deliver in bursts; a forged flood costs one HMAC per request
    ipLimitPerMinute: 600,
    request: { body: RawBody },
    response: WebhookData,
    summary,
    description: `Signed with ${header}: hex HMAC-SHA256 of the raw body with WEBHOOK_SECRET. Idempotent on the event id; events older than 72 hours are refused.`,
    errors: ['unauthorized', 'service_unavailable'],
    handler: async ({ body }, ctx) => {
      const r = await receiveDelivery(
        ctx.services.store,
        ctx.services.config,
        body,
        ctx.header(header),
        header,
        ctx.nowMs,
      ).catch((err: unknown) => {
        metrics.webhookDelivery(err instanceof ApiError ? err.code : 'error');
        throw err;
      });
      metrics.webhookDelivery(r.outcome);
      return {
        data: { received: true as const, event_id: r.eventId, type: r.type, outcome: r.outcome, detail: r.detail },
      };
    },
  });
}

export function sharedBillingRoutes(providers: ProviderRegistry): AnyRoute[] {
  return [
    defineRoute({
      ...BILLING,
      method: 'GET',
      path: '/v1/billing/plans',
      // a price list is read before signing up: no key, no quota (a key sent is not checked)
      auth: 'none',
      cacheControl: 'public, max-age=300',
      request: { query: OptionalProductQuery },
      response: PlansData,
      summary: 'Plans with prices (INR), currency and per-cycle availability',
      description: 'No key needed: the price list is public.',
      handler: ({ query }) => ({ data: plansData(query.product) }),
    }),
    defineRoute({
      ...BILLING,
      method: 'POST',
      path: '/v1/billing/pay/order',
      auth: 'key',
      status: 201,
      request: { body: PurchaseBody },
      response: OrderData,
      summary: 'One-time order for one cycle of a plan; pay on checkout_url, then pay/verify',
      errors: ['invalid_plan', 'invalid_request', 'service_unavailable'],
      handler: async ({ body }, ctx) => {
        const a = actorOf(ctx, providers);
        const { order, hosted } = await createOrder(a, body.product, body.plan, body.cycle);
        return { data: { pay_order_id: order.id, checkout_url: hosted.url, ...purchaseData(order, a.provider) } };
      },
    }),
    defineRoute({
      ...BILLING,
      method: 'POST',
      path: '/v1/billing/pay/verify',
      auth: 'key',
      request: { body: VerifyBody },
      response: VerifyData,
      summary: 'Confirm a payment; the plan applies at once and the calling key is returned, upgraded',
      errors: ['invalid_request', 'service_unavailable'],
      handler: async ({ body }, ctx) => {
        const ent = await verifyOrder(
          actorOf(ctx, providers),
          body.product,
          body.pay_order_id,
          body.payment_id,
          body.signature,
        );
        const view = viewAt(ent, ctx.nowMs);
        const key = (await ctx.services.store.keys.get(ctx.caller!.keyId))!;
        return {
          data: {
            verified: true as const,
            product: body.product,
            plan: view.plan,
            status: view.state,
            access_until: view.accessUntil === null ? null : new Date(view.accessUntil).toISOString(),
            api_key: { key_id: key.keyId, preview: key.preview, scope: key.scope, plan: view.plan },
          },
        };
      },
    }),
    defineRoute({
      ...BILLING,
      method: 'POST',
      path: '/v1/billing/pay/subscription',
      auth: 'key',
      status: 201,
      request: { body: PurchaseBody },
      response: SubscriptionCreated,
      summary: 'Start a recurring subscription; the customer authorizes it on short_url',
      errors: ['invalid_plan', 'invalid_request', 'service_unavailable'],
      handler: async ({ body }, ctx) => {
        const a = actorOf(ctx, providers);
        const { subscription, hosted, amountPaise } = await createSubscription(
          a,
          body.product,
          body.plan,
          body.cycle,
          null,
        );
        return {
          data: {
            subscription_id: subscription.id,
            short_url: hosted.url,
            status: 'created' as const,
            ...purchaseData({ ...subscription, amountPaise }, a.provider),
          },
        };
      },
    }),
    defineRoute({
      ...BILLING,
      method: 'GET',
      path: '/v1/billing/overview',
      auth: 'key',
      request: { query: ProductQuery },
      response: OverviewData,
      summary: 'Plan, status, payment state, renewal date, cycle, currency and recent events of one product',
      handler: async ({ query }, ctx) => ({ data: await overviewOf(ctx, providers, query.product) }),
    }),
    defineRoute({
      ...BILLING,
      method: 'GET',
      path: '/v1/billing/invoices',
      auth: 'key',
      request: { query: ProductQuery },
      response: InvoicesData,
      summary: 'Receipts of one product, newest first, with INR amounts and PDF links',
      handler: async ({ query }, ctx) => ({ data: await invoicesOf(ctx, query.product) }),
    }),
    defineRoute({
      ...BILLING,
      method: 'POST',
      path: '/v1/billing/subscription/change',
      auth: 'key',
      request: { body: ChangeBody },
      response: OverviewData,
      summary: 'Upgrade or downgrade a live subscription or a running trial, effective at once',
      errors: ['invalid_plan', 'invalid_request', 'service_unavailable'],
      handler: async ({ body }, ctx) => {
        await changePlan(actorOf(ctx, providers), body.product, body.plan);
        return { data: await overviewOf(ctx, providers, body.product) };
      },
    }),
    defineRoute({
      ...BILLING,
      method: 'POST',
      path: '/v1/billing/subscription/cancel',
      auth: 'key',
      request: { body: ProductBody },
      response: OverviewData,
      summary: 'Stop auto-renewal; the plan stays until the end of the paid period',
      errors: ['invalid_request', 'service_unavailable'],
      handler: async ({ body }, ctx) => {
        await cancel(actorOf(ctx, providers), body.product);
        return { data: await overviewOf(ctx, providers, body.product) };
      },
    }),
    webhookRoute('/v1/billing/pay/webhook', 'X-Pay-Signature', 'Payment-provider events (seeds 000, 001)'),
    defineRoute({
      ...BILLING,
      method: 'GET',
      path: '/v1/billing/invoices/:invoice_id/pdf',
      auth: 'key',
      envelope: 'none',
      contentType: 'application/pdf',
      request: { params: InvoiceParams },
      response: PdfBody,
      summary: 'One receipt as a PDF (the pdf_url of a receipt)',
      errors: ['not_found'],
      handler: async ({ params }, ctx) => {
        const invoice = await ctx.services.store.billing.invoice(params.invoice_id);
        if (!invoice || invoice.accountId !== ctx.caller!.accountId)
          throw new ApiError('not_found', { message: 'No such receipt on this account.' });
        ctx.setHeader('Content-Type', 'application/pdf');
        ctx.setHeader('Content-Disposition', `inline; filename="${invoice.id}.pdf"`);
        return { data: receiptPdf(invoice) };
      },
    }),
  ];
}
