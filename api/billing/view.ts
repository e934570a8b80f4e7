// What the billing routes answer: the plan table with prices, a product's overview (also panchang's
// POST /v1/billing/subscription) and its receipts. Shapes are fixed by schemas.ts.
import { isoInstant, isoUtcDate } from '../gateway/clock.ts';
import { FREE_PLAN, PLANS } from '../plans.ts';
import { METERED_PRODUCTS, type MeteredProduct } from '../products.ts';
import type { Store } from '../store/index.ts';
import type { InvoiceRecord } from '../store/billing.ts';
import { viewAt } from './entitlement.ts';
import { currentEntitlement } from './ledger.ts';
import { CURRENCY, CYCLES, priceInr, toInr, toPaise } from './prices.ts';
import { textPdf } from './pdf.ts';
import type { PaymentProvider } from './provider.ts';

const iso = (ms: number | null): string | null => (ms === null ? null : isoInstant(ms));

/** How many recent events an overview lists. */
export const HISTORY_LENGTH = 20;

function cyclePrices(product: MeteredProduct, plan: string) {
  return Object.fromEntries(
    CYCLES.map((cycle) => {
      const inr = priceInr(product, plan, cycle);
      return [cycle, { available: inr !== null, amount_inr: inr, amount_paise: inr === null ? null : toPaise(inr) }];
    }),
  ) as Record<(typeof CYCLES)[number], { available: boolean; amount_inr: number | null; amount_paise: number | null }>;
}

export function plansData(product: MeteredProduct | undefined) {
  const products = product ? [product] : METERED_PRODUCTS;
  return {
    currency: CURRENCY,
    plans: products.flatMap((p) =>
      PLANS[p].map((plan) => ({
        product: p,
        plan: plan.name,
        rank: plan.rank,
        monthly_calls: plan.monthlyCalls,
        calls_per_minute: plan.perMinute,
        overage_inr_per_1000: plan.overageInrPer1000,
        trial_days: plan.trialDays,
        cycles: cyclePrices(p, plan.name),
      })),
    ),
  };
}

export function providerData(provider: PaymentProvider | null) {
  return provider ? { name: provider.name, test_mode: provider.testMode } : null;
}

export async function overviewData(
  store: Store,
  accountId: string,
  product: MeteredProduct,
  nowMs: number,
  provider: PaymentProvider | null,
) {
  const ent = await currentEntitlement(store, accountId, product, nowMs);
  const view = viewAt(ent, nowMs);
  const sub = ent.sourceId ? await store.billing.subscription(ent.sourceId) : undefined;
  const cycle = view.plan === FREE_PLAN ? null : ent.cycle;
  return {
    product,
    plan: view.plan,
    status: view.state,
    payment_state: ent.paymentState,
    cycle,
    currency: CURRENCY,
    amount_inr: cycle ? priceInr(product, view.plan, cycle) : null,
    auto_renew: view.autoRenew,
    renewal_date: iso(view.renewsAt),
    access_until: iso(view.accessUntil),
    trial:
      ent.trialEndsAt === null
        ? null
        : {
            plan: ent.status === 'trialing' ? ent.plan : null,
            ends_at: iso(ent.trialEndsAt)!,
            active: view.state === 'trialing',
          },
    payment_method: { on_file: view.autoRenew, preview: view.autoRenew ? (sub?.paymentMethod ?? null) : null },
    subscription_id: sub?.id ?? null,
    provider: providerData(provider),
    history: (await store.billing.eventsOf(accountId, product, HISTORY_LENGTH)).map((e) => ({
      event_id: e.id,
      type: e.type,
      at: iso(e.createdAt)!,
      received_at: iso(e.receivedAt)!,
      outcome: e.outcome,
    })),
  };
}

export const invoicePdfPath = (invoiceId: string): string =>
  `/v1/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`;

export function invoiceData(invoice: InvoiceRecord, baseUrl: string) {
  return {
    invoice_id: invoice.id,
    product: invoice.product,
    plan: invoice.plan,
    cycle: invoice.cycle,
    status: invoice.status,
    amount_inr: toInr(invoice.amountPaise),
    amount_paise: invoice.amountPaise,
    currency: invoice.currency,
    payment_id: invoice.paymentId,
    period_start: iso(invoice.periodStart),
    period_end: iso(invoice.periodEnd),
    issued_at: iso(invoice.issuedAt)!,
    refunded_at: iso(invoice.refundedAt),
    pdf_url: `${baseUrl}${invoicePdfPath(invoice.id)}`,
  };
}

export async function invoicesData(store: Store, accountId: string, product: MeteredProduct, baseUrl: string) {
  return {
    product,
    currency: CURRENCY,
    invoices: (await store.billing.invoicesOf(accountId, product)).map((i) => invoiceData(i, baseUrl)),
  };
}

const day = (ms: number | null): string => (ms === null ? '-' : isoUtcDate(ms));

/** The receipt as a one-page PDF. */
export function receiptPdf(invoice: InvoiceRecord): Buffer {
  return textPdf(`Receipt ${invoice.id}`, [
    `Product: ${invoice.product}`,
    `Plan: ${invoice.plan} (${invoice.cycle})`,
    `Amount: ${invoice.currency} ${toInr(invoice.amountPaise).toFixed(2)}`,
    `Status: ${invoice.status}${invoice.refundedAt === null ? '' : ` on ${day(invoice.refundedAt)}`}`,
    `Period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`,
    `Payment: ${invoice.paymentId ?? '-'}`,
    `Issued: ${new Date(invoice.issuedAt).toISOString()}`,
  ]);
}
